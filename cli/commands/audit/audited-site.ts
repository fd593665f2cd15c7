import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  isPageFile,
  kindOf,
  listFiles,
  type PageKind,
  parseHtml,
  pathForFile,
  sitemapPaths,
} from '../../../src/built-site/reader.server';

/**
 * What the audit's rules read: the built site as pages, files and sitemap, read through the
 * built-site toolkit (src/built-site), and the settings they check it against.
 */

/** Every fault kind, in the order the summary lists them. */
export const ruleNames = [
  'link',
  'anchor',
  'title',
  'description',
  'canonical',
  'duplicate-title',
  'duplicate-description',
  'json-ld',
  'route',
  'sitemap',
  'placeholder',
  'contact',
  'image',
  'place-claim',
  'place-sources',
  'place-near-copy',
  'place-noindex',
] as const;
export type RuleName = (typeof ruleNames)[number];

export interface Fault {
  rule: RuleName;
  /** The file, relative to dist/ (or "sitemap.xml", or the route's file when it is missing). */
  file: string;
  message: string;
}

export interface AuditPage {
  /** Relative to dist/, with forward slashes. */
  file: string;
  /** The site path the file serves (flat files: tx/houston.html -> /tx/houston). */
  path: string;
  document: Document;
  /** Error pages say noindex; legacy redirect pages carry a meta refresh. */
  kind: PageKind;
}

export interface Site {
  pages: AuditPage[];
  /** Every file below dist/, relative, with forward slashes. */
  files: Set<string>;
  /** The paths listed in sitemap.xml, or undefined when there is none. */
  sitemap: string[] | undefined;
}

export interface AuditConfig {
  /** https://www.example.com, no trailing slash. */
  siteUrl: string;
  /** Every path of the route table that is prerendered (pages, error pages, legacy redirect pages). */
  routes: readonly string[];
  /**
   * Phone numbers the site may show: site.config's, and the numbers the data cites with their
   * source (an insurer's claims line, Social Security's, a state's vital records office).
   */
  phones: readonly string[];
  /** E-mail addresses the site may show. */
  emails: readonly string[];
  /**
   * Phone numbers of other organizations that the data files publish with their source (the
   * veterans cemeteries' numbers as the VA lists them): shown as theirs, never as the agency's.
   */
  publishedPhones?: readonly string[];
  /**
   * Pages whose canonical is another page (path -> that page's path): they name it as canonical
   * and stay out of the sitemap.
   */
  canonicalOf?: Readonly<Record<string, string>>;
}

export type { PageKind };

/** One rule of the audit: its names (the fault kinds it reports) and its check over the site. */
export interface AuditRule {
  names: readonly RuleName[];
  /** What it checks, in a few words (printed by the command's help). */
  checks: string;
  check: (site: Site, config: AuditConfig) => Fault[];
}

/** Pages a search engine should index: not error pages, not legacy redirects. */
export const indexable = (page: AuditPage): boolean => page.kind === 'page';

/** Reads every HTML page of a built site (assets/ skipped) and its sitemap. */
export function readSite(dist: string, siteUrl: string): Site {
  const listed = listFiles(dist);
  const pages = listed.filter(isPageFile).map((file) => {
    const document = parseHtml(readFileSync(join(dist, file), 'utf8'));
    return { file, path: pathForFile(file), document, kind: kindOf(document) };
  });
  return { pages, files: new Set(listed), sitemap: sitemapPaths(dist, siteUrl) };
}
