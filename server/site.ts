import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { redirectTarget, trimTrailingSlashes } from '#core/redirects';

/**
 * The built site as the server sees it: every file of dist/ indexed once at start by the URL
 * path that serves it, and a pure function deciding what a request path gets. A request is a
 * Map lookup; nothing outside the index can ever be served, whatever the path says.
 */

export type SiteFileKind = 'page' | 'asset' | 'static';

export interface SiteFile {
  /** Path relative to the dist folder, with forward slashes: "tx/houston.html". */
  file: string;
  /** page: prerendered HTML; asset: hashed file under assets/; static: anything else. */
  kind: SiteFileKind;
  /** The HTTP status it is served with: 200, or the error code of an error page (/404 -> 404). */
  status: number;
}

/** URL path (as sent, percent-encoded) -> file. */
export type SiteIndex = ReadonlyMap<string, SiteFile>;

const errorPage = /^\/([45]\d\d)$/;

function urlPathOf(segments: readonly string[]): string {
  return `/${segments.map(encodeURIComponent).join('/')}`;
}

/**
 * Walks distDir once. `x/y.html` is the page `/x/y` (`index.html` is `/`); files below assets/
 * are hashed assets; every other file is served under its own name. Dotfiles and anything that
 * is not a regular file (symlinks included) are left out.
 */
export function indexSite(distDir: string): SiteIndex {
  const index = new Map<string, SiteFile>();
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const next = [...segments, entry.name];
      if (entry.isDirectory()) {
        walk(join(dir, entry.name), next);
        continue;
      }
      if (!entry.isFile()) continue;
      const file = next.join('/');
      if (next[0] === 'assets') {
        index.set(urlPathOf(next), { file, kind: 'asset', status: 200 });
      } else if (entry.name.endsWith('.html')) {
        const page = file === 'index.html' ? '/' : urlPathOf([...segments, entry.name.slice(0, -'.html'.length)]);
        const status = Number(errorPage.exec(page)?.[1] ?? 200);
        index.set(page, { file, kind: 'page', status });
      } else {
        index.set(urlPathOf(next), { file, kind: 'static', status: 200 });
      }
    }
  };
  walk(distDir, []);
  return index;
}

export type Resolution =
  /** Serve this file: the request path is its canonical URL. */
  | { type: 'file'; file: SiteFile }
  /** Answer 301 to this path (the query string is the caller's to keep). */
  | { type: 'redirect'; location: string }
  /** Malformed path (NUL byte, broken percent-encoding): 400. */
  | { type: 'bad' }
  /** Nothing here: 404. */
  | { type: 'none' };

/** NUL bytes, raw or encoded, and `%` not followed by two hex digits. */
const malformed = /%00|\0|%(?![0-9a-f]{2})/i;
/** Backslashes, encoded slashes, backslashes or dots, and dot segments: never a file of ours. */
const suspicious = /\\|%2f|%5c|%2e|(^|\/)\.\.?(\/|$)/i;

type Found = { type: 'file'; path: string; file: SiteFile } | { type: 'redirect'; location: string };

const htmlSuffix = '.html';

/**
 * The paths a request path may name, in order: itself; then, for pages and legacy paths only,
 * itself without one `.html` (/about.html is /about) and both of those in lower case (/TX/Houston
 * is /tx/houston; hashed assets stay case-sensitive). At most four candidates, each made by one
 * slice or one toLowerCase: the cost is linear in the path's length, whatever the path holds.
 */
export function candidatePaths(path: string): string[] {
  const candidates = [path];
  const add = (candidate: string) => {
    if (!candidates.includes(candidate)) candidates.push(candidate);
  };
  const stripped =
    path.length > htmlSuffix.length + 1 && path.endsWith(htmlSuffix) ? path.slice(0, -htmlSuffix.length) : undefined;
  if (stripped !== undefined) add(stripped);
  const lower = path.toLowerCase();
  add(lower);
  if (lower.length > htmlSuffix.length + 1 && lower.endsWith(htmlSuffix)) add(lower.slice(0, -htmlSuffix.length));
  return candidates;
}

/** What a path without trailing slash names: a legacy redirect, a file, or an alias of a page or redirect. */
function lookup(index: SiteIndex, path: string): Found | undefined {
  for (const [i, candidate] of candidatePaths(path).entries()) {
    const target = redirectTarget(candidate);
    if (target !== undefined) return { type: 'redirect', location: target };
    const file = index.get(candidate);
    // The path as sent may name any file; an alias (i > 0) only a page.
    if (file && (i === 0 || file.kind === 'page')) return { type: 'file', path: candidate, file };
  }
  return undefined;
}

/**
 * What a request path (as sent: percent-encoded, without the query) gets. The path is never
 * decoded; it is only compared with the keys of the index, so `..`, `%2e%2e` or `%2f` can
 * never reach a file, and are rejected up front besides. One flat pass, linear in the path's
 * length (the server also refuses request targets over `maxRequestTargetLength` before this runs).
 */
export function resolvePath(index: SiteIndex, pathname: string): Resolution {
  if (malformed.test(pathname)) return { type: 'bad' };
  if (!pathname.startsWith('/') || suspicious.test(pathname)) return { type: 'none' };
  const trimmed = trimTrailingSlashes(pathname);
  // "//host" would be a protocol-relative Location: never redirect to (or serve) empty segments.
  if (trimmed.includes('//')) return { type: 'none' };
  const found = lookup(index, trimmed);
  if (!found) return { type: 'none' };
  if (found.type === 'redirect') return found;
  if (found.path !== pathname) return { type: 'redirect', location: found.path };
  return { type: 'file', file: found.file };
}
