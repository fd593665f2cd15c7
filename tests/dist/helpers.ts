import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteConfig } from '#core/site.config';
import {
  type ExpectedRoute,
  listHtmlFiles as listHtmlFilesIn,
  type PageKind,
  parseHtml,
  pathForFile,
  routeByFile,
} from '../../src/built-site/reader.server';

export {
  type ExpectedRoute,
  expectedRoutes,
  fileForPath,
  type PageKind,
  parseHtml,
  routeByFile,
  shadowedRoutes,
} from '../../src/built-site/reader.server';

/**
 * The dist suite's reading of the built site: where dist/ is, and every page parsed once per
 * process, with the route the route table says it holds. The reading itself (routes, files,
 * the parser) is the built-site toolkit's (src/built-site), which the audit, size and Lighthouse
 * use too.
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

/** Every page file of dist/ (the suite's own dist unless told otherwise). */
export function listHtmlFiles(dir = distDir): string[] {
  return listHtmlFilesIn(dir);
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
