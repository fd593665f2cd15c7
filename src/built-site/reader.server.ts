import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM, VirtualConsole } from 'jsdom';
import { getPath } from '#core/paths';
import { hasStaticRedirectPage, redirects } from '#core/redirects';
import { thinCityIds } from '../../content/places/place-pages';
import { errorPages, listedPages } from '../route-list';
import { cityPrerenderPaths, statePrerenderPaths } from '../route-places';
import { fileForPath } from './paths';

/**
 * The toolkit for reading the built site (Node only): which file each route of the route table is
 * written to and what kind of page it must be, the files of dist/, one HTML parser, and the paths
 * of sitemap.xml. The dist tests, the audit, the size budgets and Lighthouse all read the build
 * through it (templates.ts holds the page templates; paths.ts the path <-> file mapping).
 */

export { isPageFile, listFiles, listHtmlFiles } from './files.server';
export { fileForPath, pathForFile } from './paths';
export { templates } from './templates';

/* ------------------------------------------------------------------ the route table */

/**
 * page: indexable, in the sitemap; noindex: a city page with too few facts of its own (robots
 * noindex, follow; out of the sitemap); error: the 404/403/500 pages; redirect: a legacy path.
 */
export type PageKind = 'page' | 'noindex' | 'error' | 'redirect';

export interface ExpectedRoute {
  path: string;
  /** Relative to dist/, with forward slashes. */
  file: string;
  kind: PageKind;
  /** Where a legacy redirect page sends the visitor. */
  to?: string;
}

const route = (path: string, kind: PageKind, to?: string): ExpectedRoute => ({
  path,
  file: fileForPath(path),
  kind,
  ...(to === undefined ? {} : { to }),
});

/**
 * Every prerendered route of the route table (src/routes.tsx, through its data: route-list.ts and
 * route-places.ts): the home page, the listed pages, the error pages, a page per state and city,
 * and the legacy paths that get a redirect page.
 */
export function expectedRoutes(): ExpectedRoute[] {
  const thin = thinCityPaths();
  return [
    route('/', 'page'),
    ...listedPages.map((name) => route(getPath(name), 'page')),
    ...[...errorPages, 'notFound' as const].map((name) => route(getPath(name), 'error')),
    ...statePrerenderPaths().map((path) => route(`/${path}`, 'page')),
    ...cityPrerenderPaths().map((path) => route(`/${path}`, thin.has(`/${path}`) ? 'noindex' : 'page')),
    ...redirects.filter((r) => hasStaticRedirectPage(r.from)).map((r) => route(r.from, 'redirect', r.to)),
  ];
}

/** The paths of the city pages with too few facts of their own (content/places/place-facts.ts, minOwnFacts). */
export function thinCityPaths(): Set<string> {
  return new Set([...thinCityIds()].map((id) => `/${id}`));
}

const precedence: Record<PageKind, number> = { page: 0, noindex: 0, error: 1, redirect: 2 };

/**
 * Which route each file must hold. When two routes map to one file (flat files make "/index"
 * and "/" both index.html), the page wins over an error page, and both over a redirect: a legacy
 * path must never replace a real page.
 */
export function routeByFile(routes: readonly ExpectedRoute[] = expectedRoutes()): Map<string, ExpectedRoute> {
  const byFile = new Map<string, ExpectedRoute>();
  for (const r of [...routes].sort((a, b) => precedence[a.kind] - precedence[b.kind])) {
    if (!byFile.has(r.file)) byFile.set(r.file, r);
  }
  return byFile;
}

/**
 * Routes that share a file with a route of higher precedence.
 * @internal For the dist suite's route check (the toolkit reads dist/ for the tests; decision 0025).
 */
export function shadowedRoutes(routes: readonly ExpectedRoute[] = expectedRoutes()): ExpectedRoute[] {
  const byFile = routeByFile(routes);
  return routes.filter((r) => byFile.get(r.file) !== r);
}

/* ------------------------------------------------------------------ files */

/** The file below dist/ that a site path (or URL path with a query or fragment) names. */
export function distFileOf(dist: string, path: string): string {
  return join(dist, ...(path.split('?')[0]?.split('#')[0]?.replace(/^\//, '').split('/') ?? []));
}

/** The site paths listed in dist/sitemap.xml (absolute URLs of this site made relative), or undefined without one. */
export function sitemapPaths(dist: string, siteUrl: string): string[] | undefined {
  const file = join(dist, 'sitemap.xml');
  if (!existsSync(file)) return undefined;
  return [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = (m[1] as string).replace(/&amp;/g, '&').trim();
    return url.startsWith(siteUrl) ? url.slice(siteUrl.length) || '/' : url;
  });
}

/* ------------------------------------------------------------------ pages */

let parser: DOMParser | undefined;

/**
 * Parses one page without running scripts or loading anything. One jsdom window's DOMParser
 * serves every page (a window per page costs about twice as much). The text of <style> elements
 * is left out: no check reads it there, and jsdom would spend 100-300 ms per page building a CSSOM.
 */
export function parseHtml(html: string): Document {
  parser ??= new new JSDOM('', { virtualConsole: new VirtualConsole() }).window.DOMParser();
  return parser.parseFromString(withoutStyleText(html), 'text/html');
}

/** The HTML with the text of every <style> element removed (the elements themselves kept). */
export function withoutStyleText(html: string): string {
  return html.replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/gi, '$1$2');
}

/** The text of each non-empty <style> element (the build inlines the site's stylesheet). */
export function styleTexts(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? '').filter((t) => t.trim());
}

/**
 * What a built page says it is: a legacy redirect (meta refresh), a city page kept out of the index
 * (noindex, with its count of own facts), an error page (noindex), or a page.
 */
export function kindOf(document: Document): PageKind {
  if (document.querySelector('meta[http-equiv="refresh" i]')) return 'redirect';
  if (/noindex/i.test(document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '')) {
    return document.querySelector('[data-own-facts]') ? 'noindex' : 'error';
  }
  return 'page';
}
