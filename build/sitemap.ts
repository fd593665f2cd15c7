import { escapeHtml } from '#core/html';
import { absoluteUrl } from '#core/paths';
import { siteConfig } from '#core/site.config';
import { fileForPath } from '../src/built-site/paths';

/** A route record as far as the sitemap cares: its path, its handle and its children. */
export interface RouteLike {
  path?: string;
  index?: boolean;
  handle?: unknown;
  children?: readonly RouteLike[];
}

function isUnlisted(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as { sitemap?: unknown }).sitemap === false;
}

function join(prefix: string, path: string): string {
  if (path.startsWith('/')) return path;
  const base = prefix.replace(/\/$/, '');
  return `${base}/${path}`;
}

/** The full paths of every static route whose handle says it stays out of the sitemap. */
export function unlistedPaths(routes: readonly RouteLike[], prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const route of routes) {
    const full = route.path === undefined ? prefix || '/' : join(prefix, route.path);
    if (isUnlisted(route.handle)) out.add(full);
    if (route.children) for (const p of unlistedPaths(route.children, full)) out.add(p);
  }
  return out;
}

/** "about" -> "/about"; "/" stays. */
export function normalizePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.replace(/\/+$/, '') || '/';
}

/**
 * Drops every path whose output file an earlier path already claims. The legacy path /index
 * would otherwise be written to index.html over the home page. List the pages that matter first.
 */
export function withoutFileClashes(paths: readonly string[]): string[] {
  const taken = new Set<string>();
  return paths.filter((p) => {
    const file = fileForPath(p);
    if (taken.has(file)) return false;
    taken.add(file);
    return true;
  });
}

/** sitemap.xml for the given site paths, sorted so that the file is stable from build to build. */
export function buildSitemapXml(paths: Iterable<string>): string {
  const sorted = [...new Set(paths)].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b, 'en')));
  const urls = sorted.map((p) => `  <url><loc>${escapeHtml(absoluteUrl(p))}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function buildRobotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteConfig.siteUrl}/sitemap.xml\n`;
}
