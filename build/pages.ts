import type { RouteRecord } from 'vite-react-ssg';
import { hasStaticRedirectPage } from '#core/redirects';
import { thinCityIds } from '../content/places/place-pages';
import { normalizePath, unlistedPaths, withoutFileClashes } from './sitemap';

/**
 * The pages a build renders and the ones sitemap.xml lists, from vite-react-ssg's route paths
 * (`ssgOptions.includedRoutes`). Every concrete route is rendered; a route whose handle says
 * `sitemap: false` is rendered only when it is a legacy path our server answers with a page
 * (hasStaticRedirectPage), and is never listed; city pages with too few facts of their own are
 * rendered (noindex, follow) but not listed. The catch-all 404 route is rendered as /404 (404.html).
 */
export function pageLists(
  paths: readonly string[],
  routes: Readonly<RouteRecord[]>,
): { rendered: string[]; listed: string[] } {
  const concrete = paths.filter((p) => !p.includes(':') && !p.includes('*')).map(normalizePath);
  const unlisted = unlistedPaths(routes);
  const pages = concrete.filter((p) => !unlisted.has(p));
  const thin = new Set([...thinCityIds()].map((id) => `/${id}`));
  // Legacy paths that look like files (/index.html, /index.php) get no page: our server 301s them.
  const extra = concrete.filter((p) => unlisted.has(p) && hasStaticRedirectPage(p));
  return { rendered: withoutFileClashes([...pages, ...extra, '/404']), listed: pages.filter((p) => !thin.has(p)) };
}
