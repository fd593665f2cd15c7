/** The loader's path as the build names it (Vite's entry chunk). */
export const loaderPath = /\/assets\/app-[\w-]+\.js/;

/**
 * How a built page starts the islands' loader (src/islands/loader.ts). Not a `<script src>`: a
 * browser requests that while it parses the page, before the first paint, and Lighthouse's model
 * counts every request that ended before the largest paint as on its path, so the page as built
 * painted later in that model than the same page with its scripts blocked (issue 22, point 3).
 * Instead one small inline module waits for two frames (the page's first paint is the first) and
 * then imports the loader. The CSP allows it by its hash (server/csp.ts, scriptHashes), and the
 * text is the same on every page of a build.
 *
 * Until the loader has run, the page is its HTML: every Quick Quote is a link to the form page,
 * and the calculators and the checklist are forms.
 */
export function loaderScript(src: string): string {
  if (!new RegExp(`^${loaderPath.source}$`).test(src)) throw new Error(`not a loader path: ${src}`);
  return `<script type="module">requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(src)}))))</script>`;
}

/** loaderScript() with its path captured: the template written once, escaped, the path a group. */
const marker = '/assets/app-0.js';
const loaderScriptPattern = new RegExp(
  loaderScript(marker)
    .replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
    .replace(marker.replace(/[./]/g, '\\$&'), `(${loaderPath.source})`),
  'g',
);

/** What every loader script starts with, before its path: a page without it has none (looked for first, decision 0083). */
const loaderScriptStart = loaderScript(marker).split(marker, 1)[0] ?? '';

/** How many loader scripts a page's HTML holds (a finished page: exactly one). */
export function countLoaderScripts(html: string): number {
  if (!html.includes(loaderScriptStart)) return 0;
  return [...html.matchAll(loaderScriptPattern)].length;
}

/** The HTML without its loader script (to look for any other inline script). */
export function withoutLoaderScript(html: string): string {
  if (!html.includes(loaderScriptStart)) return html;
  return html.replace(loaderScriptPattern, '');
}

/** The loader's path in a built page's HTML; throws unless the page starts it exactly once. */
export function loaderSrcOf(html: string, file = 'the page'): string {
  const found = [...html.matchAll(loaderScriptPattern)];
  const src = found[0]?.[1];
  if (found.length !== 1 || !src) throw new Error(`${file}: expected one loader script, found ${found.length}`);
  return src;
}
