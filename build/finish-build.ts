import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type CspManifest, cspManifestName, hashSource, inlineScriptTexts, inlineStyleTexts } from '../server/csp';
import { listHtmlFiles } from '../src/built-site/files.server';
import { countLoaderScripts, loaderPath, loaderScript, withoutLoaderScript } from '../src/built-site/loader-script';
import { builtScripts, runtimeNames, styleCutter } from './page-css';
import { writeShareImages } from './share-images';
import { buildRobotsTxt, buildSitemapXml } from './sitemap';

/**
 * vite-react-ssg stamps a random build hash into every page as an inline script (in
 * `onPageRendered` the script still holds its placeholder comment, which it replaces after), and writes
 * loader data for every page (all null, since no route of ours has a loader) with a manifest
 * named after that hash. We import data at build and strip the client loaders (src/main.tsx),
 * so all of it is dropped: pages become byte-for-byte reproducible, dist/ holds one file per
 * page, and no inline script remains, which keeps the CSP free of 'unsafe-inline'.
 */
const hashScript =
  /<script>(?:window\.__VITE_REACT_SSG_HASH__ = '[a-z0-9]+'|\/\* SCRIPT_COMMENT_PLACEHOLDER \*\/)<\/script>/;
/**
 * The static router's hydration data: `{"loaderData":{...null},"actionData":null,"errors":null}`.
 * With no loaders the browser router starts initialised without it, so it goes too.
 */
const hydrationScript = /<script>window\.__staticRouterHydrationData = JSON\.parse\(("(?:[^"\\]|\\.)*")\);<\/script>/;
/**
 * A classic inline script: no src, and not a data block (JSON-LD) or the speculation rules. None
 * may be left once the two above are removed: one left means vite-react-ssg writes them another
 * way (it is pinned to the version these patterns were written for; decision 0060).
 */
const inlineScript = /<script\b(?![^>]*\b(?:src=|type="(?:application\/ld\+json|speculationrules)"))[^>]*>/;
/** Vite's module script for the loader, in the head: replaced by loaderScript(). */
const entryScript = new RegExp(`<script type="module"[^>]*\\ssrc="(${loaderPath.source})"[^>]*></script>`, 'g');
/** index.html's charset and viewport tags as Vite writes them (the source's `<meta ... />`). */
const charsetTag = /<meta charset="UTF-8"\s*\/?>/;
const viewportTag = /<meta name="viewport" content="[^"]*"\s*\/?>/;

/**
 * The first match of `pattern` with the whitespace right before it: what `/\s*<tag>/.exec` finds,
 * without a regular expression that starts with `\s*` (tried at every position of a page, that
 * cost more than the rest of this file together; decision 0075).
 */
function withSpaceBefore(html: string, pattern: RegExp): { start: number; end: number; tag: string } | undefined {
  const m = pattern.exec(html);
  if (!m) return undefined;
  let start = m.index;
  while (start > 0 && /\s/.test(html[start - 1] as string)) start--;
  return { start, end: m.index + m[0].length, tag: m[0] };
}

/** `html` without the first match of `pattern` and the whitespace right before it. */
function removeWithSpaceBefore(html: string, pattern: RegExp): string {
  const found = withSpaceBefore(html, pattern);
  return found ? html.slice(0, found.start) + html.slice(found.end) : html;
}

/**
 * vite-react-ssg links every JS chunk of the modules a page rendered with modulepreload. With
 * islands, those are the islands' code and React, which must wait for their triggers: the only
 * script a page asks for up front is the loader (its <script type="module">).
 */
const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/**
 * Speculation Rules: browsers that support them prefetch a page of the site when the visitor
 * hovers or touches a link to it (eagerness "moderate"). Not the quote form pages (each serving
 * issues a form token) nor the API. Allowed by the CSP's 'inline-speculation-rules'.
 */
export const speculationRules = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/api/*' } },
          { not: { href_matches: '/quote' } },
          { not: { href_matches: '/quote/*' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};
const speculationScript = `<script type="speculationrules">${JSON.stringify(speculationRules)}</script>`;

/** `text` with the span a pattern matched replaced by `by` (removed by default): no second search. */
function spliceMatch(text: string, match: RegExpExecArray | RegExpMatchArray, by = ''): string {
  const at = match.index ?? 0;
  return text.slice(0, at) + by + text.slice(at + match[0].length);
}

const htmlStartTag = /<html\b[^>]*>/;
/**
 * The page with each attribute of its `<html>` tag written once, the first kept, as a browser reads
 * it: vite-react-ssg writes React's (the Seo component's `lang`) in front of index.html's own.
 */
function withHtmlAttributesOnce(html: string): string {
  const tag = htmlStartTag.exec(html);
  if (!tag) return html;
  const seen = new Set<string>();
  const attributes = [...tag[0].matchAll(/\s([^\s=>]+)(?:="[^"]*")?/g)].filter((m) => {
    const name = (m[1] ?? '').toLowerCase();
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
  return spliceMatch(html, tag, `<html${attributes.map((m) => m[0]).join('')}>`);
}

/**
 * One page's HTML made final: inline scripts gone (and the blank lines they leave before
 * </body>), no modulepreload hints, the loader started after the first paint instead of by a
 * module script (src/built-site/loader-script.ts), the speculation rules in <head>, charset and
 * viewport first in <head>.
 */
export function finishPage(html: string, file: string): string {
  let out = removeWithSpaceBefore(html, hashScript);
  if (out.includes('rel="modulepreload"')) out = out.replace(modulePreload, '');
  if (!out.includes('type="speculationrules"')) out = out.replace('</head>', `${speculationScript}</head>`);
  // vite-react-ssg writes `<body ${bodyAttributes}`: with none (our pages set none), `<body >`.
  out = out.replace('<body >', '<body>');
  out = withHtmlAttributesOnce(out);
  const hydration = hydrationScript.exec(out);
  if (hydration?.[1]) {
    const data = JSON.parse(JSON.parse(hydration[1]) as string) as {
      loaderData?: Record<string, unknown>;
      errors?: unknown;
    };
    const loaderValues = Object.values(data.loaderData ?? {});
    if (data.errors || loaderValues.some((v) => v !== null)) {
      throw new Error(`${file}: the page rendered with router errors or loader data; fix the route before building.`);
    }
    out = spliceMatch(out, hydration);
  }
  const entries = [...out.matchAll(entryScript)];
  const found = entries.length + countLoaderScripts(out);
  if (found !== 1) {
    throw new Error(`${file}: expected the loader's one module script, found ${found}`);
  }
  // The page without the loader: with Vite's module script the only one, the page less that script.
  let rest: string;
  const entry = entries[0];
  if (entry?.[1]) {
    rest = spliceMatch(out, entry);
    out = spliceMatch(out, entry, loaderScript(entry[1]));
  } else rest = withoutLoaderScript(out);
  const unknownScript = inlineScript.exec(rest);
  if (unknownScript) {
    throw new Error(
      `${file}: an inline script the build does not know is left: ${rest.slice(unknownScript.index, unknownScript.index + 80)}`,
    );
  }
  const charset = charsetTag.exec(out)?.[0];
  const viewport = viewportTag.exec(out)?.[0];
  if (charset && viewport) {
    out = removeWithSpaceBefore(removeWithSpaceBefore(out, charsetTag), viewportTag).replace(
      '<head>',
      `<head>${charset}${viewport}`,
    );
  }
  // The removed scripts leave a line of spaces before </body> (html-validate: no-trailing-whitespace).
  const body = withSpaceBefore(out, /<\/body>/);
  return body && body.start < body.end - body.tag.length
    ? `${out.slice(0, body.start)}\n${out.slice(body.end - body.tag.length)}`
    : out;
}

const stylesheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/** A url() that resolves against the stylesheet's own folder: it would break once inlined. */
function hasRelativeUrl(css: string): boolean {
  return [...css.matchAll(/url\(\s*["']?([^"')\s]+)/g)].some((m) => !/^(?:\/|data:|#|https?:)/.test(m[1] ?? ''));
}

/**
 * Each `<link rel="stylesheet">` of our own /assets/ replaced by a `<style>` holding the file,
 * so that the first paint waits for no second request (the whole stylesheet is about 5 KB
 * gzipped: it is the critical CSS). The files stay in dist/ for the on-demand chunks that load
 * them. Links to other hosts, or to a file `readCss` does not have, are left alone. The inliner
 * serves many pages: each distinct `<link>` tag is looked at once.
 */
export function stylesheetInliner(readCss: (href: string) => string | undefined): (html: string) => string {
  const replaced = new Map<string, string>();
  const replace = (tag: string) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href?.startsWith('/assets/') || !href.endsWith('.css')) return tag;
    const css = readCss(href);
    if (css === undefined || /<\/style/i.test(css) || hasRelativeUrl(css)) return tag;
    return `<style>${css.trim()}</style>`;
  };
  return (html) =>
    html.replace(stylesheetLink, (tag) => {
      let out = replaced.get(tag);
      if (out === undefined) {
        out = replace(tag);
        replaced.set(tag, out);
      }
      return out;
    });
}

async function dropLoaderData(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      await dropLoaderData(full);
      continue;
    }
    const data = JSON.parse(await readFile(full, 'utf8')) as Record<string, unknown>;
    if (Object.values(data).some((v) => v !== null)) {
      throw new Error(`${full}: a route returned loader data. Import data at build instead of using a loader.`);
    }
  }
}

/** Reads our stylesheets from dist/ (by their href, /assets/...), each file once. */
export function cssReader(outDir: string): (href: string) => string | undefined {
  const stylesheets = new Map<string, string | undefined>();
  return (href: string) => {
    if (!stylesheets.has(href)) {
      const path = join(outDir, ...href.split('/').filter(Boolean));
      stylesheets.set(href, existsSync(path) ? readFileSync(path, 'utf8') : undefined);
    }
    return stylesheets.get(href);
  };
}

/**
 * What a PageFinisher gathered from its pages: the inline style and script hashes for the CSP
 * manifest and the files it finished. A render worker's finisher sends it to the main thread's
 * (vite-react-ssg's `renderWorker.collect` and `merge`, decision 0084).
 */
const finisherStateSchema = z.object({
  styleHashes: z.array(z.string()),
  scriptHashes: z.array(z.string()),
  files: z.array(z.string()),
});
export type FinisherState = z.infer<typeof finisherStateSchema>;

/**
 * Finishes pages as they are rendered: vite-react-ssg's `onPageRendered` hands each page's HTML
 * here before writing it, so a page is written once, already final, and never read back
 * (decision 0075). It keeps the inline style and script hashes for the CSP manifest and the
 * files it finished, so that finishBuild only finishes what did not pass through it.
 */
export class PageFinisher {
  readonly styleHashes = new Set<string>();
  readonly scriptHashes = new Set<string>();
  readonly files = new Set<string>();
  private readonly inline: (html: string) => string;
  private readonly cutStyles: (html: string) => string;
  /** Each distinct inline text's hash, computed once (every page shares the same few). */
  private readonly hashes = new Map<string, string>();

  /**
   * `readScripts` gives the built JavaScript by file name, read at the first page (the client build is written
   * before the pages): each page's stylesheet keeps the rules its HTML or that JavaScript can use
   * (build/page-css.ts, decision 0091).
   */
  constructor(
    readCss: (href: string) => string | undefined,
    readScripts: () => ReadonlyMap<string, string> = () => new Map(),
  ) {
    this.inline = stylesheetInliner(readCss);
    let runtime: ((islands: readonly string[]) => ReadonlySet<string>) | undefined;
    this.cutStyles = styleCutter((islands) => {
      runtime ??= runtimeNames(readScripts());
      return runtime(islands);
    });
  }

  private hash(text: string): string {
    let hash = this.hashes.get(text);
    if (hash === undefined) {
      hash = hashSource(text);
      this.hashes.set(text, hash);
    }
    return hash;
  }

  /**
   * The finished HTML of one page; `file` is its path in dist/ (about.html, tx/houston.html). The
   * page is as React and Vite wrote it (React's render in the built index.html, decision 0094).
   */
  page(html: string, file: string): string {
    const cleaned = this.cutStyles(this.inline(finishPage(html, file)));
    for (const text of inlineStyleTexts(cleaned)) this.styleHashes.add(this.hash(text));
    for (const text of inlineScriptTexts(cleaned)) this.scriptHashes.add(this.hash(text));
    this.files.add(file);
    return cleaned;
  }

  /** What this finisher gathered, for another thread's finisher to merge. */
  state(): FinisherState {
    return { styleHashes: [...this.styleHashes], scriptHashes: [...this.scriptHashes], files: [...this.files] };
  }

  /** Adds what another finisher gathered (its state()): the result is the same in any order. */
  merge(state: unknown): void {
    const parsed = finisherStateSchema.safeParse(state);
    if (!parsed.success) {
      throw new Error(
        'PageFinisher.merge: not a finisher state (styleHashes, scriptHashes and files, lists of strings)',
      );
    }
    const { styleHashes, scriptHashes, files } = parsed.data;
    for (const hash of styleHashes) this.styleHashes.add(hash);
    for (const hash of scriptHashes) this.scriptHashes.add(hash);
    for (const file of files) this.files.add(file);
  }
}

/** The file vite-react-ssg writes for a route path with `dirStyle: 'flat'`: / -> index.html, /tx/houston -> tx/houston.html. */
export function flatPageFile(path: string): string {
  return `${(path.endsWith('/') ? `${path}index` : path).replace(/^\//, '')}.html`;
}

/**
 * The build's last step (vite-react-ssg's `onFinished`): drops Vite's manifests and the loader
 * data, finishes any page that did not pass through `finisher` (read, finished, written back),
 * and writes the CSP manifest, sitemap.xml, robots.txt and the share images.
 */
export async function finishBuild(
  outDir: string,
  sitemapPaths: readonly string[],
  finisher: PageFinisher = new PageFinisher(cssReader(outDir), () => builtScripts(outDir)),
): Promise<void> {
  // Vite's manifests were only needed for this step; a static host must not publish them.
  await rm(join(outDir, '.vite'), { recursive: true, force: true });
  const entries = await readdir(outDir);
  if (entries.includes('static-loader-data')) {
    await dropLoaderData(join(outDir, 'static-loader-data'));
    await rm(join(outDir, 'static-loader-data'), { recursive: true });
  }
  for (const name of entries) {
    if (/^static-loader-data-manifest-[a-z0-9]+\.json$/.test(name)) await rm(join(outDir, name));
  }
  const files = listHtmlFiles(outDir);
  for (const file of files) {
    if (finisher.files.has(file)) continue;
    const full = join(outDir, file);
    const html = await readFile(full, 'utf8');
    const cleaned = finisher.page(html, file);
    if (cleaned !== html) await writeFile(full, cleaned);
  }
  const { styleHashes, scriptHashes } = finisher;
  // The server's CSP allows exactly these inline styles and the loader's inline module
  // (server/csp.ts), not 'unsafe-inline'.
  const cspManifest: CspManifest = { styleHashes: [...styleHashes].sort(), scriptHashes: [...scriptHashes].sort() };
  await writeFile(join(outDir, cspManifestName), `${JSON.stringify(cspManifest, null, 2)}\n`);
  await writeFile(join(outDir, 'sitemap.xml'), buildSitemapXml(sitemapPaths));
  await writeFile(join(outDir, 'robots.txt'), buildRobotsTxt());
  const images = await writeShareImages(outDir, fileURLToPath(new URL('../public', import.meta.url)));
  const stamp = await stat(join(outDir, 'index.html'));
  console.log(
    `[finish-build] ${files.length} pages, ${sitemapPaths.length} in sitemap.xml, ${images.length} images (index.html ${stamp.size} bytes), ${styleHashes.size} inline style hash(es) and ${scriptHashes.size} inline script hash(es) in ${cspManifestName}`,
  );
}
