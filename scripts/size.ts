import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { textTable } from '#core/text-table';
import { countLoaderScripts, loaderSrcOf } from '../src/built-site/loader-script';
import {
  distFileOf,
  listFiles,
  listHtmlFiles,
  parseHtml,
  styleTexts,
  templates,
} from '../src/built-site/reader.server';
import { ISLAND_CHUNK_PREFIX } from '../src/islands/chunks.server';
import { runEntry } from './entry';

/**
 * Weight of the main page templates, against our budgets.
 *
 * For each page: the up-front JS is what the HTML asks for before the load event (the entry
 * module script, every modulepreload, and, recursively, the static imports of those chunks); the
 * total JS is everything the page can ever load: the up-front JS plus, for each island of the
 * page (its `data-island` markers), the island's chunk, the mount chunk with React, and all they
 * import, statically or dynamically (the quote dialog). Each island's own chunk is reported by
 * name. The CSS is every stylesheet and inline <style>; and the HTML itself. Each file is
 * gzipped (level 9) and summed. The HTML budget also
 * applies to every other page in dist/ (every state and city page, redirect stubs). It also
 * checks that no built JS holds a markdown or YAML parser and that no page loads a script,
 * style, image or font from another host.
 *
 * Usage: tsx scripts/size.ts [--json] [--dist <dir>]. Exit 1 when over budget or a check fails.
 */

export const KB = 1024;

/**
 * `upfront`: JS requested before the load event; `js`: all the JS a page can ever load; `html`:
 * every page's HTML, its inline stylesheet included, so that it fits the first round trip (about
 * ten TCP segments: issue 42, point 7; decision 0087).
 */
export const budgets = { upfront: 15 * KB, js: 110 * KB, css: 15 * KB, html: 14 * KB } as const;
export type Budgets = { upfront: number; js: number; css: number; html: number };
export type BudgetKind = keyof Budgets;
const budgetKinds: readonly BudgetKind[] = ['upfront', 'js', 'css', 'html'];

/** The templates we weigh: one page of each kind (the toolkit's list). */
export { templates };

/* ------------------------------------------------------------------ pure parts */

/**
 * The module specifiers of the static imports and re-exports of a built chunk:
 * `import{a}from"./x.js"`, `import x from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`.
 * Dynamic `import("./x.js")` and `import.meta` are not matched. Statements must start the
 * chunk or follow `;`, `}` or a line break, as bundlers write them.
 */
export function scanStaticImports(code: string): string[] {
  const statement =
    /(?:^|[;\n}])\s*(?:import|export)\s*(?:(?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*\s*(?:as\s+[\w$]+)?|[\w$]+)\s*from\s*)?(["'])([^"'\n]+)\1/g;
  return unique([...code.matchAll(statement)].map((m) => m[2] as string));
}

/** The string specifiers of dynamic `import("./x.js")` calls (quotes or backticks without ${}). */
export function scanDynamicImports(code: string): string[] {
  const call = /\bimport\(\s*(["'`])([^"'`$\n]+)\1\s*\)/g;
  return unique([...code.matchAll(call)].map((m) => m[2] as string));
}

function unique<T>(list: readonly T[]): T[] {
  return [...new Set(list)];
}

/** Resolves a specifier found in the chunk at `from` (a site path like /assets/a.js); undefined for bare ones. */
export function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (/^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(specifier)) return specifier;
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) return undefined;
  return new URL(specifier, `https://site.invalid${from}`).pathname;
}

/**
 * Every JS file the browser loads up front from the given start files (site paths): the start
 * files and, recursively, their static imports, in discovery order, each once. With `dynamic`,
 * dynamic import()s are followed too (all the code those files can ever load), from every file,
 * or from the files for which it returns true.
 */
export function collectStaticGraph(
  start: readonly string[],
  read: (path: string) => string | undefined,
  dynamic: boolean | ((path: string) => boolean) = false,
): string[] {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const code = read(path);
    if (code === undefined) continue;
    const followDynamic = typeof dynamic === 'function' ? dynamic(path) : dynamic;
    const specifiers = followDynamic
      ? [...scanStaticImports(code), ...scanDynamicImports(code)]
      : scanStaticImports(code);
    for (const specifier of specifiers) {
      const target = resolveSpecifier(path, specifier);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen];
}

export interface PageRefs {
  /** `<script type="module" src>`. */
  entries: string[];
  /** `<link rel="modulepreload" href>`. */
  modulepreloads: string[];
  /** `<link rel="stylesheet" href>`. */
  stylesheets: string[];
  /** The text of each `<style>` element (the build inlines the site's stylesheet). */
  inlineStyles: string[];
  /** Every URL the page loads as a script, style, preload, image or font. */
  loaded: string[];
  /** The names of the page's islands (`data-island`), in order, each once. */
  islands: string[];
}

/** The assets an HTML page references, read with jsdom (no script runs, nothing is fetched). */
export function pageRefs(html: string): PageRefs {
  const document = parseHtml(html);
  const attr = (selector: string, name: string) =>
    [...document.querySelectorAll(selector)].map((e) => e.getAttribute(name)?.trim() ?? '').filter(Boolean);
  const srcsets = [...document.querySelectorAll('img[srcset], source[srcset]')].flatMap((e) =>
    (e.getAttribute('srcset') ?? '')
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean),
  );
  const starts = countLoaderScripts(html) > 0 ? [loaderSrcOf(html)] : [];
  return {
    // The loader's inline start (every built page has one), and any module script asked for by src.
    entries: unique([...starts, ...attr('script[type="module"][src]', 'src')]),
    modulepreloads: attr('link[rel~="modulepreload"][href]', 'href'),
    stylesheets: attr('link[rel~="stylesheet"][href]', 'href'),
    inlineStyles: styleTexts(html),
    loaded: unique([
      ...starts,
      ...attr('script[src]', 'src'),
      ...attr('link[rel~="stylesheet"][href], link[rel~="preload"][href], link[rel~="modulepreload"][href]', 'href'),
      ...attr('link[rel~="icon"][href], link[rel~="apple-touch-icon"][href]', 'href'),
      ...attr('img[src], source[src], video[src], audio[src], iframe[src]', 'src'),
      ...srcsets,
    ]),
    islands: unique(attr('[data-island]', 'data-island')),
  };
}

/** URLs in CSS that load something: url(...) and @import "...". */
export function cssUrls(css: string): string[] {
  const urls = [...css.matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/g)].map((m) => (m[2] as string).trim());
  const imports = [...css.matchAll(/@import\s+(["'])([^"']+)\1/g)].map((m) => m[2] as string);
  return unique([...urls, ...imports]);
}

/** True for a URL on another host: http(s)://... or protocol-relative //... */
export function isExternal(url: string): boolean {
  return /^(?:https?:)?\/\//i.test(url.trim());
}

/** Libraries that must stay out of the browser, and strings that survive minification in each. */
export const parserSignatures: ReadonlyArray<{ name: string; needles: readonly string[] }> = [
  { name: 'micromark', needles: ['micromark', 'codeFencedFenceSequence', 'characterReferenceMarkerHexadecimal'] },
  { name: 'remark-parse', needles: ['remark-parse', 'mdast-util-from-markdown', 'fromMarkdownExtensions'] },
  { name: 'gray-matter', needles: ['gray-matter', 'section-matter'] },
  { name: 'js-yaml', needles: ['js-yaml', 'tag:yaml.org,2002', 'YAMLException'] },
];

/** The parsers whose signature occurs in the code, with the needle found. */
export function findParsers(code: string): Array<{ name: string; needle: string }> {
  const found: Array<{ name: string; needle: string }> = [];
  for (const { name, needles } of parserSignatures) {
    const needle = needles.find((n) => code.includes(n));
    if (needle) found.push({ name, needle });
  }
  return found;
}

export interface Figure {
  bytes: number;
  files: number;
}

export interface PageFigures {
  name: string;
  file: string;
  /** JS requested before the load event. */
  upfront: Figure & { list: string[] };
  /** The page's islands, by name. */
  islands: string[];
  /** All the JS the page can ever load (up front, and every island's code when its trigger fires). */
  js: Figure & { list: string[] };
  css: Figure & { list: string[] };
  html: Figure;
}

export interface Verdict {
  page: string;
  kind: BudgetKind;
  bytes: number;
  budget: number;
  ok: boolean;
}

/** Each figure against its budget. */
export function evaluateBudgets(pages: readonly PageFigures[], limits: Budgets = budgets): Verdict[] {
  return pages.flatMap((page) =>
    budgetKinds.map((kind) => ({
      page: page.name,
      kind,
      bytes: page[kind].bytes,
      budget: limits[kind],
      ok: page[kind].bytes <= limits[kind],
    })),
  );
}

/** The pages whose gzip weight is over the limit, heaviest first. */
export function pagesOver(
  sizes: ReadonlyArray<{ file: string; bytes: number }>,
  limit: number,
): Array<{ file: string; bytes: number }> {
  return sizes.filter((s) => s.bytes > limit).sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file));
}

/** The heaviest page (the first file in order on a tie), or undefined for no pages. */
export function heaviestPage(
  sizes: ReadonlyArray<{ file: string; bytes: number }>,
): { file: string; bytes: number } | undefined {
  let top: { file: string; bytes: number } | undefined;
  for (const size of sizes) if (!top || size.bytes > top.bytes) top = size;
  return top;
}

export function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

export function gzipSize(content: string | Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

/* ------------------------------------------------------------------ reading dist/ */

/** Files below `dir` whose name `keep` accepts, as full paths, sorted. */
function filesIn(dir: string, keep: (name: string) => boolean): string[] {
  return listFiles(dir)
    .filter((file) => keep(file.split('/').pop() ?? ''))
    .map((file) => join(dir, file));
}

interface Report {
  dist: string;
  budgets: Budgets;
  pages: PageFigures[];
  verdicts: Verdict[];
  /** Each island's own chunk (gzip), and with everything it loads but React's mount chunk and the loader. */
  islandChunks: Array<{ name: string; file: string; bytes: number; withDeps: number }>;
  /** The chunk holding React and hydrateRoot, loaded with the first island. */
  mount: { file: string; bytes: number } | undefined;
  parsers: Array<{ file: string; name: string; needle: string }>;
  externals: Array<{ file: string; url: string }>;
  missing: string[];
  jsAssets: number;
  htmlPages: number;
  /** The HTML budget over every page in dist/: the heaviest page, and those over the budget. */
  allHtml: { heaviest: { file: string; bytes: number } | undefined; over: Array<{ file: string; bytes: number }> };
}

/**
 * With `allPages: false` only the templates are weighed (the HTML budget and the other-host check
 * over every page are skipped): what `npm run bench:build` needs at thousands of pages.
 */
export function measure(dist: string, { allPages = true }: { allPages?: boolean } = {}): Report {
  const cache = new Map<string, string | undefined>();
  const readSite = (path: string): string | undefined => {
    if (!cache.has(path)) {
      const file = distFileOf(dist, path);
      cache.set(path, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    }
    return cache.get(path);
  };
  const gz = new Map<string, number>();
  const gzipOf = (path: string): number => {
    if (!gz.has(path)) gz.set(path, gzipSize(readSite(path) ?? ''));
    return gz.get(path) as number;
  };

  const assets = join(dist, 'assets');
  const jsFiles = existsSync(assets) ? filesIn(assets, (n) => /\.m?js$/.test(n)) : [];
  const assetPath = (file: string) => `/${relative(dist, file).split(sep).join('/')}`;
  const islandChunk = new Map<string, string>();
  for (const file of jsFiles) {
    const name = new RegExp(`^${ISLAND_CHUNK_PREFIX}(.+)-[\\w-]{8}\\.js$`).exec(file.split(sep).pop() ?? '')?.[1];
    if (name) islandChunk.set(name, assetPath(file));
  }
  const mountFile = jsFiles.find((f) => /^mount-[\w-]+\.js$/.test(f.split(sep).pop() ?? ''));
  const mountPath = mountFile ? assetPath(mountFile) : undefined;
  const entryFiles = new Set(
    jsFiles.filter((f) => /^app-[\w-]+\.js$/.test(f.split(sep).pop() ?? '')).map((f) => assetPath(f)),
  );
  const notEntry = (path: string) => !entryFiles.has(path);
  const mountGraph = mountPath ? collectStaticGraph([mountPath], readSite, notEntry) : [];
  const islandChunks = [...islandChunk].map(([name, path]) => {
    // Its own code and what it brings: not React's mount chunk, nor the loader (already up front).
    const graph = collectStaticGraph([path], readSite, notEntry).filter(
      (p) => p === path || (!mountGraph.includes(p) && !entryFiles.has(p)),
    );
    return { name, file: path, bytes: gzipOf(path), withDeps: graph.reduce((sum, p) => sum + gzipOf(p), 0) };
  });

  const missing: string[] = [];
  const pages: PageFigures[] = [];
  for (const { name, file } of templates) {
    const full = join(dist, file);
    if (!existsSync(full)) {
      missing.push(`${file}: the ${name} page is missing`);
      continue;
    }
    const html = readFileSync(full, 'utf8');
    const refs = pageRefs(html);
    const local = (list: string[]) => list.filter((u) => !isExternal(u));
    const upfront = collectStaticGraph(local([...refs.entries, ...refs.modulepreloads]), readSite);
    const islandPaths = refs.islands.map((island) => {
      const path = islandChunk.get(island);
      if (!path) missing.push(`${file}: island "${island}" has no ${ISLAND_CHUNK_PREFIX}${island}-<hash>.js chunk`);
      return path;
    });
    const later = [...(refs.islands.length > 0 && mountPath ? [mountPath] : []), ...islandPaths].filter(
      (p): p is string => p !== undefined,
    );
    // The loader imports every island dynamically: from it, only this page's islands count.
    const notUpfront = (path: string) => !upfront.includes(path);
    const js = unique([...upfront, ...collectStaticGraph(later, readSite, notUpfront)]);
    for (const path of [...js, ...local(refs.stylesheets)]) {
      if (readSite(path) === undefined) missing.push(`${file}: references ${path}, which is not in dist/`);
    }
    const css = unique(local(refs.stylesheets));
    // Inline <style> counts as CSS too (gzipped together; it also travels inside the HTML figure).
    const inline = refs.inlineStyles.join('\n');
    const inlineBytes = inline ? gzipSize(inline) : 0;
    pages.push({
      name,
      file,
      upfront: { bytes: upfront.reduce((s, p) => s + gzipOf(p), 0), files: upfront.length, list: upfront },
      islands: refs.islands,
      js: { bytes: js.reduce((s, p) => s + gzipOf(p), 0), files: js.length, list: js },
      css: {
        bytes: css.reduce((s, p) => s + gzipOf(p), 0) + inlineBytes,
        files: css.length + refs.inlineStyles.length,
        list: [...css, ...refs.inlineStyles.map((_, i) => `<style> #${i + 1}`)],
      },
      html: { bytes: gzipSize(html), files: 1 },
    });
  }

  const parsers = jsFiles.flatMap((file) =>
    findParsers(readFileSync(file, 'utf8')).map((p) => ({ file: relative(dist, file), ...p })),
  );

  const htmlFiles = allPages ? listHtmlFiles(dist).map((file) => join(dist, file)) : [];
  const externals: Report['externals'] = [];
  const htmlSizes: Array<{ file: string; bytes: number }> = [];
  for (const file of htmlFiles) {
    const html = readFileSync(file, 'utf8');
    htmlSizes.push({ file: relative(dist, file), bytes: gzipSize(html) });
    const refs = pageRefs(html);
    const inlineUrls = refs.inlineStyles.flatMap(cssUrls);
    for (const url of [...refs.loaded, ...inlineUrls]) {
      if (isExternal(url)) externals.push({ file: relative(dist, file), url });
    }
  }
  const cssFiles = existsSync(assets) ? filesIn(assets, (n) => n.endsWith('.css')) : [];
  for (const file of cssFiles) {
    for (const url of cssUrls(readFileSync(file, 'utf8'))) {
      if (isExternal(url)) externals.push({ file: relative(dist, file), url });
    }
  }

  return {
    dist,
    budgets,
    pages,
    verdicts: evaluateBudgets(pages),
    islandChunks,
    mount: mountPath ? { file: mountPath, bytes: gzipOf(mountPath) } : undefined,
    parsers,
    externals,
    missing,
    jsAssets: jsFiles.length,
    htmlPages: htmlFiles.length,
    allHtml: { heaviest: heaviestPage(htmlSizes), over: pagesOver(htmlSizes, budgets.html) },
  };
}

export function isPassing(report: Report): boolean {
  return (
    report.missing.length === 0 &&
    report.verdicts.every((v) => v.ok) &&
    report.parsers.length === 0 &&
    report.externals.length === 0 &&
    report.allHtml.over.length === 0 &&
    report.pages.length === templates.length
  );
}

function printTable(report: Report): void {
  const flag = (page: string, kind: Verdict['kind']) =>
    report.verdicts.find((v) => v.page === page && v.kind === kind)?.ok ? 'ok  ' : 'OVER';
  const rows = [
    ['page', 'file', 'JS before load (files)', '', 'islands', 'JS ever (files)', '', 'CSS gzip', '', 'HTML gzip', ''],
    ...report.pages.map((p) => [
      p.name,
      p.file,
      `${formatKb(p.upfront.bytes)} (${p.upfront.files})`,
      flag(p.name, 'upfront'),
      p.islands.join(',') || '-',
      `${formatKb(p.js.bytes)} (${p.js.files})`,
      flag(p.name, 'js'),
      formatKb(p.css.bytes),
      flag(p.name, 'css'),
      formatKb(p.html.bytes),
      flag(p.name, 'html'),
    ]),
  ];
  for (const line of textTable(rows)) console.log(line);
  const b = report.budgets;
  console.log(
    `budgets: JS before load ≤ ${formatKb(b.upfront)}, JS ever ≤ ${formatKb(b.js)}, CSS ≤ ${formatKb(b.css)}, ` +
      `HTML ≤ ${formatKb(b.html)} (gzip -9, 1 KB = 1024 bytes)`,
  );
  if (report.mount) console.log(`mount (React + hydrateRoot, with the first island): ${formatKb(report.mount.bytes)}`);
  for (const island of report.islandChunks) {
    console.log(
      `island ${island.name.padEnd(24)} ${island.file}  ${formatKb(island.bytes)} own, ${formatKb(island.withDeps)} with what it loads (React and the loader aside)`,
    );
  }
}

function printChecks(report: Report): void {
  const names = parserSignatures.map((s) => s.name).join(', ');
  if (report.parsers.length === 0) console.log(`parsers: none of ${names} in ${report.jsAssets} JS assets — ok`);
  else for (const p of report.parsers) console.log(`parsers: FAIL ${p.file} holds ${p.name} (found "${p.needle}")`);
  if (report.externals.length === 0) {
    console.log(
      `hosts: ${report.htmlPages} pages and their CSS load scripts, styles, images and fonts from this host only — ok`,
    );
  } else for (const e of report.externals) console.log(`hosts: FAIL ${e.file} loads ${e.url} from another host`);
  const top = report.allHtml.heaviest;
  if (report.allHtml.over.length === 0) {
    const heaviest = top ? ` (heaviest: ${top.file}, ${formatKb(top.bytes)})` : '';
    console.log(`html: all ${report.htmlPages} pages ≤ ${formatKb(report.budgets.html)} gzip${heaviest} — ok`);
  } else {
    for (const p of report.allHtml.over) {
      console.log(`html: FAIL ${p.file} is ${formatKb(p.bytes)} gzip > ${formatKb(report.budgets.html)}`);
    }
  }
  for (const m of report.missing) console.log(`missing: FAIL ${m}`);
  const over = report.verdicts.filter((v) => !v.ok);
  for (const v of over)
    console.log(`budget: FAIL ${v.page} ${v.kind.toUpperCase()} ${formatKb(v.bytes)} > ${formatKb(v.budget)}`);
  console.log(isPassing(report) ? 'size: ok' : 'size: FAILED');
}

export function main(argv: readonly string[]): number {
  const json = argv.includes('--json');
  const distArg = argv.indexOf('--dist');
  const here = fileURLToPath(new URL('..', import.meta.url));
  const dist = resolve(
    distArg >= 0 && argv[distArg + 1] ? (argv[distArg + 1] as string) : (process.env.DIST_DIR ?? join(here, 'dist')),
  );
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`dist/ is missing: run npm run build first (looked in ${dist})`);
    return 1;
  }
  const report = measure(dist);
  if (json) {
    console.log(JSON.stringify({ ...report, ok: isPassing(report) }, null, 2));
  } else {
    printTable(report);
    printChecks(report);
  }
  return isPassing(report) ? 0 : 1;
}

runEntry(import.meta.url, 'size', () => main(process.argv.slice(2)));
