import { createRequire, register } from 'node:module';
import { fileURLToPath } from 'node:url';

// The very parse5 that vite-react-ssg's own jsdom uses, so that the output is the same.
const fromSsg = createRequire(fileURLToPath(import.meta.resolve('vite-react-ssg/node')));
const { defaultTreeAdapter, parse, serialize } = createRequire(fromSsg.resolve('jsdom'))('parse5');

/**
 * Loaded with `node --import` by `npm run build`: registers ./hooks.mjs, and defines the
 * parse5 versions of the jsdom steps that the patched prerender loop calls.
 */
register('./hooks.mjs', import.meta.url);

/**
 * The parser jsdom itself uses (parse5), without jsdom's DOM: it parses and serialises a page
 * the way jsdom does, in a fraction of the time.
 */
const html = defaultTreeAdapter;
const childNamed = (node, name) => node?.childNodes?.find((child) => child.nodeName === name);
const attr = (node, name) => node.attrs?.find((a) => a.name === name)?.value;

/** The attributes vite-react-ssg's renderPreloadLink sets for this file, in its order, or null. */
function linkAttrs(file) {
  if (file.endsWith('.js')) return { rel: 'modulepreload', crossorigin: '', href: file };
  if (file.endsWith('.css')) return { rel: 'stylesheet', href: file, crossorigin: '' };
  if (/\.(woff2?|ttf)$/.test(file))
    return { rel: 'preload', as: 'font', type: 'font/woff2', href: file, crossorigin: '' };
  if (/\.(png|jpe?g|webp|gif|ico|svg)$/.test(file)) return { rel: 'preload', as: 'image', href: file, crossorigin: '' };
  return null;
}

/** renderPreloadLinks + serialize: appends to <head> a link for each asset no <link> there names yet. */
globalThis.__ssgInsertPreloads = (page, assets) => {
  const doc = parse(page);
  const head = childNamed(childNamed(doc, 'html'), 'head');
  if (!head) throw new Error('[ssg] a rendered page has no <head>');
  const named = new Set(head.childNodes.filter((n) => n.nodeName === 'link').map((n) => attr(n, 'href')));
  for (const file of assets ?? []) {
    const attrs = linkAttrs(file);
    if (!attrs || named.has(file)) continue;
    named.add(file);
    const link = html.createElement(
      'link',
      html.getNamespaceURI(head),
      Object.entries(attrs).map(([name, value]) => ({ name, value })),
    );
    html.appendChild(head, link);
  }
  return serialize(doc);
};

/** What `new JSDOM(appHTML).window.document.body.innerHTML` gives. */
globalThis.__ssgBodyHtml = (appHTML) => serialize(childNamed(childNamed(parse(appHTML), 'html'), 'body'));
