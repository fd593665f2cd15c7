import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { hashSource, inlineStyleTexts } from '../../../server/csp';
import { type RawAnswer, rawRequest } from '../lib/client';
import type { Context, Scenario } from '../lib/context';
import { startServer, tempDir } from '../lib/proc';
import type { Report } from '../lib/report';

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The URL path of a built page (as server/site.ts serves it): index.html is /, tx/houston.html is /tx/houston. */
function pagePath(file: string): string {
  return file === 'index.html'
    ? '/'
    : `/${file.slice(0, -'.html'.length).split('/').map(encodeURIComponent).join('/')}`;
}

const header = (answer: RawAnswer, name: string) => {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

function parseCsp(value: string): Map<string, string[]> {
  return new Map(
    value
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name.toLowerCase(), values]),
  );
}

/** What every HTML answer must carry; the problems found, empty when none. */
function headerProblems(answer: RawAnswer): string[] {
  const problems: string[] = [];
  const csp = parseCsp(header(answer, 'content-security-policy'));
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  if (!scripts) problems.push('no script-src or default-src');
  else if (scripts.some((v) => /'unsafe-inline'|'unsafe-eval'|\*|data:/i.test(v)))
    problems.push(`script-src allows ${scripts.join(' ')}`);
  if (csp.get('script-src-elem')?.includes("'unsafe-inline'")) problems.push('script-src-elem allows unsafe-inline');
  if ((csp.get('style-src') ?? csp.get('default-src') ?? []).includes("'unsafe-inline'"))
    problems.push('style-src allows unsafe-inline');
  if ((csp.get('frame-ancestors') ?? []).join(' ') !== "'none'") problems.push("frame-ancestors is not 'none'");
  if ((csp.get('object-src') ?? []).join(' ') !== "'none'") problems.push("object-src is not 'none'");
  const maxAge = Number(/max-age=(\d+)/.exec(header(answer, 'strict-transport-security'))?.[1] ?? 0);
  if (maxAge < 31_536_000) problems.push('HSTS missing or under a year');
  if (header(answer, 'x-content-type-options') !== 'nosniff') problems.push('X-Content-Type-Options is not nosniff');
  const referrer = header(answer, 'referrer-policy');
  if (!referrer || /unsafe-url|no-referrer-when-downgrade/.test(referrer))
    problems.push(`Referrer-Policy "${referrer}"`);
  return problems;
}

/** Inline scripts that are not JSON-LD data nor allowed speculation rules, and whose hash the CSP does not list. */
function unsafeInlineScripts(html: string, csp: Map<string, string[]>): number {
  const allowed = new Set(csp.get('script-src') ?? []);
  let count = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', content = ''] = match;
    if (/\bsrc\s*=/.test(attributes)) continue;
    if (/\btype\s*=\s*"?application\/ld\+json/i.test(attributes)) continue;
    // Speculation rules are data for the browser, allowed by their own CSP keyword only.
    if (/\btype\s*=\s*"?speculationrules/i.test(attributes) && allowed.has("'inline-speculation-rules'")) continue;
    const hash = hashSource(content);
    if (!allowed.has(hash)) count++;
  }
  return count;
}

/** Inline <style> elements whose hash the CSP's style-src does not list (they would not apply). */
function unhashedInlineStyles(html: string, csp: Map<string, string[]>): number {
  const allowed = new Set(csp.get('style-src') ?? []);
  return inlineStyleTexts(html).filter((text) => !allowed.has(hashSource(text))).length;
}

/** A path a visitor should never be able to read through, or list. */
const hostilePaths = [
  '/../package.json',
  '/../../../../etc/passwd',
  '/%2e%2e/package.json',
  '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/%2E%2E%2Fpackage.json',
  '/..%2fpackage.json',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/assets/..%2f..%2fpackage.json',
  '/assets/%2e%2e/%2e%2e/package.json',
  '/%252e%252e/package.json',
  '/%252e%252e%252fpackage.json',
  '/..\\package.json',
  '/..%5cpackage.json',
  '/%5c..%5c..%5cpackage.json',
  '/\\..\\..\\etc\\passwd',
  '/....//package.json',
  '/.%2e/package.json',
  '/%c0%ae%c0%ae/package.json',
  '/%uff0e%uff0e/package.json',
  '/etc/passwd',
  '//etc/passwd',
  '/package.json',
  '/server/index.ts',
  '/server/env.ts',
  '/src/main.tsx',
  '/cli/index.ts',
  '/README.md',
  '/tsconfig.json',
  '/vite.config.ts',
  '/.env',
  '/.git/config',
  '/.git/HEAD',
  '/node_modules/express/package.json',
  '/dist/index.html',
  '/data/leads.log',
  '/data/e2e/leads.log',
  '/leads.log',
  '/index.html/..',
  '/index.html%00.txt',
  '/%00',
  '/assets',
  '/assets/',
  '/assets/.',
  '/tx/',
  '/.',
  '/./',
  '/%2e/',
];

/** Markers of a leak: a directory listing, our sources, a system file, a stack trace. */
/**
 * An error's name and message as Node prints them ("TypeError: x is not a function") or a stack
 * frame. Case-sensitive, and not inside a word: the pages' inlined CSS has "--color-error:".
 */
const stackTrace = /(?<![\w-])(?:[A-Z][a-z]+)?Error: |\n\s*at [^\n]*:\d+:\d+/;

const leakMarkers = [
  /Index of \//i,
  /Directory listing/i,
  /"name":\s*"final-expense-site"/,
  /root:x:0:0/,
  /\bimport\s+[{\w*][^;]*from\s+['"]/,
  /DATABASE_URL=|LEAD_WEBHOOK_SECRET=/,
  /\[core\]\s*\n\s*repositoryformatversion/,
  /\bat [^\n]*:\d+:\d+\)?/,
  /node_modules\//,
  /\/work\//,
];

/**
 * 7. Headers and exposure: every built page (and the 404 and error pages, redirects, the API)
 * carries a CSP without 'unsafe-inline' for scripts, HSTS, nosniff, a Referrer-Policy and
 * frame-ancestors 'none', and no inline script outside JSON-LD; no path lists a directory or serves
 * a file outside dist/ (traversal attempts); no source maps; no stack trace in an error body.
 */
export const exposure: Scenario = {
  name: 'exposure',
  quick: true,
  async run(ctx: Context) {
    const report = ctx.report('headers-and-exposure');
    const server = await startServer({
      env: { DATABASE_URL: await ctx.database('exposure'), DATA_DIR: tempDir('exposure-data'), LEAD_CHANNELS: 'log' },
    });
    let requests = 0;
    const get = (path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) => {
      requests++;
      return rawRequest(server.url, { path, ...options });
    };
    try {
      await checkPages(report, ctx.distDir, get);
      await checkPaths(report, ctx.distDir, get);
      await checkErrors(report, get);
      report.set({ sent: requests, lost: 0, doubled: 0 });
    } finally {
      await server.stop();
    }
  },
};

type Get = (
  path: string,
  options?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<RawAnswer>;

async function checkPages(report: Report, distDir: string, get: Get): Promise<void> {
  const pages = walk(distDir)
    .map((file) => relative(distDir, file).split('\\').join('/'))
    .filter((file) => file.endsWith('.html'));
  const paths = [...pages.map(pagePath), '/no-such-page', '/tx/no-such-city', '/About', '/about.html', '/?q=<script>'];
  let html = 0;
  let redirects = 0;
  let jsonLd = 0;
  const problems: string[] = [];
  let unsafe = 0;
  let unhashedStyles = 0;
  for (let i = 0; i < paths.length; i += 8) {
    const answers = await Promise.all(paths.slice(i, i + 8).map(async (path) => [path, await get(path)] as const));
    for (const [path, answer] of answers) {
      // Every answer carries the headers; HTML ones are also searched for inline scripts.
      for (const problem of headerProblems(answer)) problems.push(`${path} (${answer.status}): ${problem}`);
      if (answer.status === 301) redirects++;
      if (!header(answer, 'content-type').startsWith('text/html')) continue;
      html++;
      const policy = parseCsp(header(answer, 'content-security-policy'));
      unsafe += unsafeInlineScripts(answer.body, policy);
      unhashedStyles += unhashedInlineStyles(answer.body, policy);
      jsonLd += (answer.body.match(/<script\b[^>]*type="application\/ld\+json"/g) ?? []).length;
    }
  }
  report.equal(problems.slice(0, 5), [], `header problems (${problems.length} in all)`);
  report.equal(unsafe, 0, 'inline scripts that are neither JSON-LD nor hashed in the CSP');
  report.equal(unhashedStyles, 0, 'inline styles whose hash the CSP does not list');
  report.equal(html + redirects, paths.length, 'paths answered with an HTML page or a 301');
  report.check(jsonLd >= pages.length - redirects, `only ${jsonLd} JSON-LD blocks`);
  report.note(
    `${pages.length} built pages + 404s and redirects: ${html} HTML answers and ${redirects} 301s, all with CSP/HSTS/nosniff/Referrer-Policy/frame-ancestors 'none'; ${jsonLd} JSON-LD blocks, 0 other inline scripts; every inline style hashed in style-src, no 'unsafe-inline'`,
  );
}

async function checkPaths(report: Report, distDir: string, get: Get): Promise<void> {
  const files = walk(distDir).map((file) => relative(distDir, file));
  const maps = files.filter((file) => file.endsWith('.map'));
  report.equal(maps, [], 'source map files in dist/');
  const scripts = files.filter((file) => /\.(m?js|css)$/.test(file));
  const mapped = scripts.filter((file) => /sourceMappingURL/.test(readFileSync(join(distDir, file), 'utf8')));
  report.equal(mapped, [], 'built scripts and styles pointing at a source map');
  const mapAnswers = await Promise.all(scripts.slice(0, 40).map((file) => get(`/${file}.map`)));
  report.equal(
    mapAnswers.filter((a) => a.status !== 404).length,
    0,
    'source map URLs that answer something else than 404',
  );

  const served: string[] = [];
  for (const path of hostilePaths) {
    const answer = await get(path);
    const location = header(answer, 'location');
    const fine =
      answer.status === 400 ||
      answer.status === 404 ||
      (answer.status === 301 &&
        location.startsWith('/') &&
        !location.startsWith('//') &&
        !/\.\.|%2e|\\/i.test(location));
    const leak = leakMarkers.find((marker) => marker.test(answer.body));
    if (!fine || leak) served.push(`${path} -> ${answer.status} ${location}${leak ? ` (matches ${leak})` : ''}`);
  }
  report.equal(served, [], 'traversal and listing attempts that were not refused');
  report.note(
    `${hostilePaths.length} traversal/listing/source paths: all 400, 404 or a 301 inside the site; ${scripts.length} scripts and styles, 0 source maps`,
  );
}

async function checkErrors(report: Report, get: Get): Promise<void> {
  const json = { 'Content-Type': 'application/json' };
  const cases: Array<[string, Parameters<Get>]> = [
    ['malformed JSON', ['/api/quotes', { method: 'POST', headers: json, body: '{"name":' }]],
    ['huge body', ['/api/quotes', { method: 'POST', headers: json, body: JSON.stringify({ a: 'x'.repeat(50_000) }) }]],
    ['wrong type', ['/api/quotes', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hi' }]],
    ['false gzip', ['/api/quotes', { method: 'POST', headers: { ...json, 'Content-Encoding': 'gzip' }, body: '{}' }]],
    ['PUT on the API', ['/api/quotes', { method: 'PUT', headers: json, body: '{}' }]],
    ['GET on the API', ['/api/quotes', {}]],
    ['unknown API path', ['/api/../../etc/passwd', {}]],
    ['unknown API path', ['/api/debug', {}]],
    ['POST on a page', ['/about', { method: 'POST', headers: json, body: '{}' }]],
    ['DELETE on a page', ['/', { method: 'DELETE' }]],
    ['TRACE', ['/', { method: 'TRACE' }]],
    ['broken escape', ['/%E0%A4%A', {}]],
    ['NUL byte', ['/about%00', {}]],
    ['bad Host', ['/', { headers: { Host: '../../etc/passwd' } }]],
  ];
  const bad: string[] = [];
  for (const [what, [path, options]] of cases) {
    const answer = await get(path, options);
    const leak = leakMarkers.find((marker) => marker.test(answer.body));
    if (answer.status >= 500 || leak || stackTrace.test(answer.body))
      bad.push(`${what}: ${answer.status} ${answer.body.slice(0, 120)}`);
  }
  report.equal(bad, [], 'error answers with a 5xx, a stack trace or a path');
  report.note(`${cases.length} error cases: no 5xx, no stack trace, no file path`);
}
