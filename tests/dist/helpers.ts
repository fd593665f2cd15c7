import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM, VirtualConsole } from 'jsdom';
import { cityPath, statePath, staticPaths } from '#core/paths';
import { hasStaticRedirectPage, redirects } from '#core/redirects';
import { siteConfig } from '#core/site.config';
import { cities } from '../../content/data/cities';
import { states } from '../../content/data/states';
import { flatFileOf } from '../../src/seo/sitemap.server';

/**
 * Shared reading of the built site for the dist suite: where dist/ is, which file each route
 * is prerendered to, what kind of page each file must be, and the parsed pages themselves.
 */

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const distDir = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(repoRoot, 'dist');
export const siteUrl = siteConfig.siteUrl;

/** Throws unless dist/ holds a build: the suite must never pass over an empty folder. */
export function requireDist(): void {
  if (!existsSync(distDir) || !existsSync(join(distDir, 'index.html'))) {
    throw new Error('dist/ is missing: run npm run build first');
  }
}

/** The file vite-react-ssg writes a path to with dirStyle 'flat': "/" -> index.html, "/tx/houston" -> tx/houston.html. */
export const fileForPath = flatFileOf;

/** The site path a flat file serves: about.html -> /about, index.html -> /, tx/houston.html -> /tx/houston. */
export function pathForFile(file: string): string {
  const posix = file.split(sep).join('/');
  if (posix === 'index.html') return '/';
  return `/${posix.replace(/\.html$/, '')}`;
}

export type PageKind = 'page' | 'error' | 'redirect';

export interface ExpectedRoute {
  path: string;
  file: string;
  kind: PageKind;
  /** Redirect target, for kind 'redirect'. */
  to?: string;
}

/** Pages that are noindex and out of the sitemap: the error pages and the quote form's result pages. */
const errorNames = ['notFound', 'serverError', 'accessDenied', 'quoteThanks', 'quoteProblem'] as const;

/** Every prerendered route of the route table, read from the same modules the site reads. */
export function expectedRoutes(): ExpectedRoute[] {
  const errors = new Set<string>(errorNames.map((n) => staticPaths[n]));
  const out: ExpectedRoute[] = [];
  for (const path of Object.values(staticPaths)) {
    out.push({ path, file: fileForPath(path), kind: errors.has(path) ? 'error' : 'page' });
  }
  for (const state of states) {
    const path = statePath(state.code);
    out.push({ path, file: fileForPath(path), kind: 'page' });
  }
  for (const city of cities) {
    const path = cityPath(city.state, city.name);
    out.push({ path, file: fileForPath(path), kind: 'page' });
  }
  for (const { from, to } of redirects.filter((r) => hasStaticRedirectPage(r.from))) {
    out.push({ path: from, file: fileForPath(from), kind: 'redirect', to });
  }
  return out;
}

const precedence: Record<PageKind, number> = { page: 0, error: 1, redirect: 2 };

/**
 * Which route each file must hold. When two routes map to one file (flat files make "/index"
 * and "/" both index.html), the page wins over an error page, and both over a redirect: a legacy
 * path must never replace a real page.
 */
export function routeByFile(routes: readonly ExpectedRoute[] = expectedRoutes()): Map<string, ExpectedRoute> {
  const byFile = new Map<string, ExpectedRoute>();
  for (const route of [...routes].sort((a, b) => precedence[a.kind] - precedence[b.kind])) {
    if (!byFile.has(route.file)) byFile.set(route.file, route);
  }
  return byFile;
}

/** Routes that share a file with a route of higher precedence. */
export function shadowedRoutes(routes: readonly ExpectedRoute[] = expectedRoutes()): ExpectedRoute[] {
  const byFile = routeByFile(routes);
  return routes.filter((r) => byFile.get(r.file) !== r);
}

/** Every .html file below dist/, relative to it, sorted; assets/ is skipped. */
export function listHtmlFiles(dir = distDir): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = join(folder, name);
      if (statSync(full).isDirectory()) {
        if (full !== join(dir, 'assets')) walk(full);
      } else if (name.endsWith('.html')) {
        out.push(relative(dir, full).split(sep).join('/'));
      }
    }
  };
  walk(dir);
  return out.sort();
}

export interface Page {
  /** Relative to dist/, with forward slashes. */
  file: string;
  /** The path the file serves, derived from its name. */
  path: string;
  /** What the route table says the file must be; undefined for a file no route names. */
  route: ExpectedRoute | undefined;
  kind: PageKind;
  html: string;
  document: Document;
}

let parser: DOMParser | undefined;

/**
 * Parses one file without running scripts or loading resources. One jsdom window's DOMParser
 * serves every page: a window per page costs about twice as much.
 */
export function parseHtml(html: string): Document {
  parser ??= new new JSDOM('', { virtualConsole: new VirtualConsole() }).window.DOMParser();
  // The build inlines the stylesheet; no check reads it, and jsdom would spend 100-300 ms per
  // page parsing it into a CSSOM. The <style> elements stay, empty.
  return parser.parseFromString(withoutStyleText(html), 'text/html');
}

/** The HTML with the text of every <style> element removed (the elements themselves kept). */
export function withoutStyleText(html: string): string {
  return html.replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/gi, '$1$2');
}

let cache: { dir: string; pages: Page[] } | undefined;

/**
 * Reads and parses every prerendered page, once per process: the dist config runs the test
 * files in one worker without isolation, so every file shares this.
 */
export function loadPages(): Page[] {
  requireDist();
  if (cache?.dir !== distDir) cache = { dir: distDir, pages: readPages() };
  return cache.pages;
}

function readPages(): Page[] {
  const byFile = routeByFile();
  return listHtmlFiles().map((file) => {
    const html = readFileSync(join(distDir, file), 'utf8');
    const route = byFile.get(file);
    return {
      file,
      path: pathForFile(file),
      route,
      kind: route?.kind ?? 'page',
      html,
      document: parseHtml(html),
    };
  });
}

export function readDist(file: string): string {
  requireDist();
  return readFileSync(join(distDir, file), 'utf8');
}

export function distHas(file: string): boolean {
  return existsSync(join(distDir, file));
}

/**
 * Collects the faults of one check group, prints its one-line summary, and fails with every
 * fault listed (file first) when there is any.
 */
export class Check {
  readonly faults: string[] = [];
  readonly notes: string[] = [];

  constructor(readonly group: string) {}

  fail(file: string, message: string): void {
    this.faults.push(`${file}: ${message}`);
  }

  /** A fact worth printing that does not fail the suite. */
  note(file: string, message: string): void {
    this.notes.push(`${file}: ${message}`);
  }

  /** Prints the summary (console.log: warnings must not trip the console guard) and throws on faults. */
  finish(summary: string): void {
    const status = this.faults.length === 0 ? 'ok' : `${this.faults.length} fault(s)`;
    const noted = this.notes.length > 0 ? `, ${this.notes.length} note(s)` : '';
    console.log(`[dist] ${this.group}: ${summary} — ${status}${noted}`);
    for (const note of this.notes) console.log(`[dist]   note: ${note}`);
    if (this.faults.length > 0) {
      throw new Error(`${this.group}: ${this.faults.length} fault(s)\n  ${this.faults.join('\n  ')}`);
    }
  }
}

/** Text around a match, for messages. */
export function excerpt(text: string, index: number, radius = 40): string {
  return JSON.stringify(text.slice(Math.max(0, index - radius), index + radius));
}

export function metaContent(document: Document, selector: string): string[] {
  return [...document.querySelectorAll(`meta[${selector}]`)].map((m) => m.getAttribute('content') ?? '');
}
