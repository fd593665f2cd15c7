/**
 * Module hooks for `vite-react-ssg build` (registered by ./register.mjs): they rewrite two spots
 * of vite-react-ssg's prerender loop as its code is loaded, so that a page is not parsed and
 * re-serialised by a full jsdom DOM twice just to append a few <link> tags: parse5, the parser
 * jsdom uses, does the same work with the same output (./register.mjs). See
 * docs/decisions/0011-prerender-without-jsdom.md. The package itself is not changed on disk.
 *
 * If a spot is not found (another vite-react-ssg version), the file is left as it is and a warning
 * says so: the build is then correct, only slower.
 */

/** Each spot: the exact text of vite-react-ssg 0.9.x, and what it becomes. */
const spots = [
  {
    name: 'page preload links',
    from: [
      '        const jsdom = new JSDOM(renderedHTML);',
      '        renderPreloadLinks(jsdom.window.document, assets);',
      '        const html = jsdom.serialize();',
    ].join('\n'),
    to: '        const html = globalThis.__ssgInsertPreloads(renderedHTML, assets);',
  },
  {
    name: 'app head container',
    from: '    const jsdom = new JSDOM(appHTML);',
    // Only the TanStack adapter's head container needs jsdom's DOM; otherwise parse5 alone.
    to: [
      '    const jsdom = appHTML.includes(META_CONTAINER_ID) ? new JSDOM(appHTML) :',
      '      { window: { document: { querySelector: () => null, body: { innerHTML: globalThis.__ssgBodyHtml(appHTML) } } } };',
    ].join('\n'),
  },
];

const target = /\/node_modules\/vite-react-ssg\/dist\/shared\/[^/]+\.mjs$/;

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!target.test(url) || result.source == null) return result;
  let source = typeof result.source === 'string' ? result.source : Buffer.from(result.source).toString('utf8');
  if (!source.includes('new JSDOM(')) return result;
  for (const spot of spots) {
    if (source.includes(spot.from)) source = source.split(spot.from).join(spot.to);
    else console.warn(`[ssg] ${spot.name}: not found in ${url}; left to jsdom (correct, but slower)`);
  }
  return { ...result, source };
}
