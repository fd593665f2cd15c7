import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { JSDOM, VirtualConsole } from 'jsdom';

/**
 * First-load weight of the main page templates, against our budgets.
 *
 * For each page: the JS is the entry module script, every modulepreload, and, recursively, the
 * static imports of those chunks (not dynamic import()); the CSS is every stylesheet and inline
 * <style>; and the HTML itself. Each file is gzipped (level 9) and summed. The HTML budget also
 * applies to every other page in dist/ (every state and city page, redirect stubs). It also
 * checks that no built JS holds a markdown or YAML parser and that no page loads a script,
 * style, image or font from another host.
 *
 * Usage: tsx scripts/size.ts [--json] [--dist <dir>]. Exit 1 when over budget or a check fails.
 */

export const KB = 1024;

export const budgets = { js: 110 * KB, css: 15 * KB, html: 60 * KB } as const;
export type Budgets = { js: number; css: number; html: number };

/** The templates we weigh: one page of each kind. */
export const templates: ReadonlyArray<{ name: string; file: string }> = [
  { name: 'home', file: 'index.html' },
  { name: 'content', file: 'about.html' },
  { name: 'faq', file: 'faq.html' },
  { name: 'legal', file: 'privacy-policy.html' },
  { name: 'terms', file: 'terms-of-service.html' },
  { name: 'accessibility', file: 'accessibility.html' },
  { name: 'learning', file: 'learning-center.html' },
  { name: 'stories', file: 'testimonials.html' },
  { name: 'process', file: 'process.html' },
  { name: 'guide', file: 'guide.html' },
  { name: 'funeral costs', file: 'funeral-costs.html' },
  { name: 'best companies', file: 'best-companies.html' },
  { name: 'carrier', file: 'globe-life.html' },
  { name: 'carrier 2', file: 'aarp.html' },
  { name: 'carrier 3', file: 'colonial-penn.html' },
  { name: 'carrier 4', file: 'mutual-of-omaha.html' },
  { name: 'carrier 5', file: 'trustage.html' },
  { name: 'cost calculator', file: 'funeral-cost-calculator.html' },
  { name: 'quote calculator', file: 'quote-calculator.html' },
  { name: 'types', file: 'types-of-coverage.html' },
  { name: 'who needs', file: 'who-needs.html' },
  { name: 'no waiting', file: 'no-waiting-period.html' },
  { name: 'prepaid', file: 'prepaid-funeral-plans.html' },
  { name: 'will', file: 'will-and-testament.html' },
  { name: 'checklist', file: 'funeral-planning-checklist.html' },
  { name: 'how to pay', file: 'how-to-pay-for-funeral.html' },
  { name: 'cremation', file: 'cremation.html' },
  { name: 'state', file: 'tx.html' },
  { name: 'state (own page)', file: 'south-carolina.html' },
  { name: 'city', file: 'tx/houston.html' },
  { name: 'city (own page)', file: 'illinois/chicago.html' },
  { name: '404', file: '404.html' },
  { name: '500', file: '500.html' },
  { name: '403', file: '403.html' },
];

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
 * files and, recursively, their static imports, in discovery order, each once.
 */
export function collectStaticGraph(start: readonly string[], read: (path: string) => string | undefined): string[] {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const code = read(path);
    if (code === undefined) continue;
    for (const specifier of scanStaticImports(code)) {
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
}

/** The assets an HTML page references, read with jsdom (no script runs, nothing is fetched). */
export function pageRefs(html: string): PageRefs {
  // <style> text is read here, and left out of the jsdom parse, which would build a CSSOM from
  // it at 100-300 ms per page.
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)]
    .map((m) => m[1] ?? '')
    .filter((t) => t.trim());
  const stripped = html.replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/gi, '$1$2');
  const { document } = new JSDOM(stripped, { virtualConsole: new VirtualConsole() }).window;
  const attr = (selector: string, name: string) =>
    [...document.querySelectorAll(selector)].map((e) => e.getAttribute(name)?.trim() ?? '').filter(Boolean);
  const srcsets = [...document.querySelectorAll('img[srcset], source[srcset]')].flatMap((e) =>
    (e.getAttribute('srcset') ?? '')
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean),
  );
  return {
    entries: attr('script[type="module"][src]', 'src'),
    modulepreloads: attr('link[rel~="modulepreload"][href]', 'href'),
    stylesheets: attr('link[rel~="stylesheet"][href]', 'href'),
    inlineStyles,
    loaded: unique([
      ...attr('script[src]', 'src'),
      ...attr('link[rel~="stylesheet"][href], link[rel~="preload"][href], link[rel~="modulepreload"][href]', 'href'),
      ...attr('link[rel~="icon"][href], link[rel~="apple-touch-icon"][href]', 'href'),
      ...attr('img[src], source[src], video[src], audio[src], iframe[src]', 'src'),
      ...srcsets,
    ]),
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
  js: Figure & { list: string[] };
  css: Figure & { list: string[] };
  html: Figure;
}

export interface Verdict {
  page: string;
  kind: 'js' | 'css' | 'html';
  bytes: number;
  budget: number;
  ok: boolean;
}

/** Each figure against its budget. */
export function evaluateBudgets(pages: readonly PageFigures[], limits: Budgets = budgets): Verdict[] {
  return pages.flatMap((page) =>
    (['js', 'css', 'html'] as const).map((kind) => ({
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

function sitePathToFile(dist: string, path: string): string {
  return join(dist, ...(path.split('?')[0]?.split('#')[0]?.replace(/^\//, '').split('/') ?? []));
}

function listFiles(dir: string, keep: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listFiles(full, keep));
    else if (keep(name)) out.push(full);
  }
  return out.sort();
}

interface Report {
  dist: string;
  budgets: Budgets;
  pages: PageFigures[];
  verdicts: Verdict[];
  /** Chunks loaded by a dynamic import() of the hydration code, not counted in the JS figures. */
  hydration: { file: string; bytes: number } | undefined;
  parsers: Array<{ file: string; name: string; needle: string }>;
  externals: Array<{ file: string; url: string }>;
  missing: string[];
  jsAssets: number;
  htmlPages: number;
  /** The HTML budget over every page in dist/: the heaviest page, and those over the budget. */
  allHtml: { heaviest: { file: string; bytes: number } | undefined; over: Array<{ file: string; bytes: number }> };
}

export function measure(dist: string): Report {
  const cache = new Map<string, string | undefined>();
  const readSite = (path: string): string | undefined => {
    if (!cache.has(path)) {
      const file = sitePathToFile(dist, path);
      cache.set(path, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    }
    return cache.get(path);
  };
  const gz = new Map<string, number>();
  const gzipOf = (path: string): number => {
    if (!gz.has(path)) gz.set(path, gzipSize(readSite(path) ?? ''));
    return gz.get(path) as number;
  };

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
    const js = collectStaticGraph(local([...refs.entries, ...refs.modulepreloads]), readSite);
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
      js: { bytes: js.reduce((s, p) => s + gzipOf(p), 0), files: js.length, list: js },
      css: {
        bytes: css.reduce((s, p) => s + gzipOf(p), 0) + inlineBytes,
        files: css.length + refs.inlineStyles.length,
        list: [...css, ...refs.inlineStyles.map((_, i) => `<style> #${i + 1}`)],
      },
      html: { bytes: gzipSize(html), files: 1 },
    });
  }

  // react-dom/client arrives through a dynamic import() in the hydration code: name it apart.
  let hydration: Report['hydration'];
  const counted = new Set(pages.flatMap((p) => p.js.list));
  for (const path of counted) {
    for (const specifier of scanDynamicImports(readSite(path) ?? '')) {
      const target = resolveSpecifier(path, specifier);
      const code = target ? readSite(target) : undefined;
      if (target && code && !counted.has(target) && /\bhydrateRoot\s*=/.test(code)) {
        hydration = { file: target, bytes: gzipOf(target) };
      }
    }
  }

  const assets = join(dist, 'assets');
  const jsFiles = existsSync(assets) ? listFiles(assets, (n) => /\.m?js$/.test(n)) : [];
  const parsers = jsFiles.flatMap((file) =>
    findParsers(readFileSync(file, 'utf8')).map((p) => ({ file: relative(dist, file), ...p })),
  );

  const htmlFiles = listFiles(dist, (n) => n.endsWith('.html')).filter((f) => !f.startsWith(assets + sep));
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
  const cssFiles = existsSync(assets) ? listFiles(assets, (n) => n.endsWith('.css')) : [];
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
    hydration,
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
    ['page', 'file', 'JS gzip (files)', '', 'CSS gzip', '', 'HTML gzip', ''],
    ...report.pages.map((p) => [
      p.name,
      p.file,
      `${formatKb(p.js.bytes)} (${p.js.files})`,
      flag(p.name, 'js'),
      formatKb(p.css.bytes),
      flag(p.name, 'css'),
      formatKb(p.html.bytes),
      flag(p.name, 'html'),
    ]),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  for (const row of rows)
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    );
  const b = report.budgets;
  console.log(
    `budgets: JS ≤ ${formatKb(b.js)}, CSS ≤ ${formatKb(b.css)}, HTML ≤ ${formatKb(b.html)} (gzip -9, 1 KB = 1024 bytes)`,
  );
}

function printChecks(report: Report): void {
  if (report.hydration) {
    const { file, bytes } = report.hydration;
    const heaviest = Math.max(0, ...report.pages.map((p) => p.js.bytes));
    console.log(
      `note: react-dom/client (${file}, ${formatKb(bytes)}) loads through a dynamic import() for hydration on every page ` +
        `and has no modulepreload hint; it is not in the JS figures (heaviest page with it: ${formatKb(heaviest + bytes)}).`,
    );
  }
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

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));
