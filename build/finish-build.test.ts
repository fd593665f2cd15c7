import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '#core/site.config';
import { readCspManifest } from '../server/csp';
import { loaderScript, loaderSrcOf, withoutLoaderScript } from '../src/built-site/loader-script';
import {
  cssReader,
  finishBuild,
  finishPage,
  flatPageFile,
  PageFinisher,
  speculationRules,
  stylesheetInliner,
} from './finish-build';

/** The script text react-router's StaticRouterProvider writes: a JSON string literal, HTML-escaped. */
function hydrationScript(data: unknown): string {
  const literal = JSON.stringify(JSON.stringify(data)).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script>window.__staticRouterHydrationData = JSON.parse(${literal});</script>`;
}

const emptyData = { loaderData: { '0': null, '0-1': null }, actionData: null, errors: null };

/**
 * A page as vite-react-ssg writes it, before finishing: React's render (the head tags from
 * react-helmet-async, self-closed) in the built index.html as Vite wrote it.
 */
function rawPage(options: { hydration?: string; hash?: string } = {}): string {
  const hydration = options.hydration ?? hydrationScript(emptyData);
  const hash = options.hash ?? 'k3j9x0abcd';
  return [
    '<!DOCTYPE html>',
    '<html lang="en" lang="en">',
    '  <head><title data-rh="true">About | Agency</title><meta data-rh="true" name="description" content="About the agency."/><script data-rh="true" type="application/ld+json">{"@context":"https://schema.org","name":"a \\u003c b"}</script>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    '    <meta name="theme-color" content="#0b4f3f" />',
    '    <script type="module" crossorigin src="/assets/app-abc.js"></script>',
    '  </head>',
    '  <body >',
    `    <div id="root" data-server-rendered="true"><main><h1>About</h1></main></div>${hydration}`,
    `<script>window.__VITE_REACT_SSG_HASH__ = '${hash}'</script>`,
    '  </body>',
    '</html>',
  ].join('\n');
}

/** Every inline <script> (no src, not JSON-LD data, not speculation rules, not the loader's start) left in a page. */
function inlineScripts(html: string): string[] {
  return [...withoutLoaderScript(html).matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? '')
    .filter((attrs) => !/\bsrc=/.test(attrs) && !/type="(application\/ld\+json|speculationrules)"/.test(attrs));
}

const speculation = `<script type="speculationrules">${JSON.stringify(speculationRules)}</script>`;

describe('finishPage', () => {
  it('strips the build-hash script and the router hydration script', () => {
    const raw = rawPage();
    expect(inlineScripts(raw)).toHaveLength(2);
    const out = finishPage(raw, 'about.html');
    expect(out).not.toContain('__VITE_REACT_SSG_HASH__');
    expect(out).not.toContain('__staticRouterHydrationData');
    expect(inlineScripts(out)).toEqual([]);
  });

  it('strips the build-hash script in the form onPageRendered sees it (its placeholder comment), to the same page', () => {
    const placeholder = rawPage().replace(
      /window\.__VITE_REACT_SSG_HASH__ = '[a-z0-9]+'/,
      '/* SCRIPT_COMMENT_PLACEHOLDER */',
    );
    expect(placeholder).toContain('SCRIPT_COMMENT_PLACEHOLDER');
    expect(finishPage(placeholder, 'about.html')).toBe(finishPage(rawPage(), 'about.html'));
  });

  it("keeps the JSON-LD and the content, and starts the loader after the first paint instead of by Vite's module script", () => {
    const out = finishPage(rawPage(), 'about.html');
    expect(out).toContain('<script data-rh="true" type="application/ld+json">');
    expect(out).not.toContain('src="/assets/app-abc.js"');
    expect(out).toContain(loaderScript('/assets/app-abc.js'));
    expect(loaderSrcOf(out)).toBe('/assets/app-abc.js');
    expect(out).toContain('<div id="root" data-server-rendered="true"><main><h1>About</h1></main></div>');
    expect(out).toContain('<meta name="theme-color" content="#0b4f3f" />');
  });

  it('moves charset, then viewport, to the start of <head>', () => {
    // The template's indentation stays behind on lines of its own once the scripts are gone.
    const out = finishPage(rawPage().replace('\n  </body>', '\n  \n\n  </body>'), 'about.html');
    expect(out).toMatch(
      /^<!DOCTYPE html>\n<html lang="en">\n {2}<head><meta charset="UTF-8" \/><meta name="viewport" content="width=device-width, initial-scale=1" \/><title/,
    );
    expect(out.match(/<meta charset=/g)).toHaveLength(1);
    expect(out.match(/<meta name="viewport"/g)).toHaveLength(1);
  });

  it('leaves no line of spaces where the scripts were', () => {
    // The template's indentation stays behind on lines of its own once the scripts are gone.
    const out = finishPage(rawPage().replace('\n  </body>', '\n  \n\n  </body>'), 'about.html');
    expect(out).toMatch(/<\/div>\n<\/body>\n<\/html>$/);
    expect(out).toContain('<body>\n');
    expect(out.split('\n').filter((line) => /\s$/.test(line))).toEqual([]);
  });

  it("writes each attribute of <html> once, the first kept (React's, then index.html's)", () => {
    expect(finishPage(rawPage(), 'about.html')).toMatch(/^<!DOCTYPE html>\n<html lang="en">\n/);
    const twice = rawPage().replace('<html lang="en" lang="en">', '<html lang="es" dir="ltr" LANG="en" data-x>');
    expect(finishPage(twice, 'about.html')).toMatch(/^<!DOCTYPE html>\n<html lang="es" dir="ltr" data-x>\n/);
  });

  it('is idempotent', () => {
    const once = finishPage(rawPage(), 'about.html');
    expect(finishPage(once, 'about.html')).toBe(once);
  });

  it('accepts hydration data whose strings need escaping', () => {
    const data = { loaderData: { 'a"b': null, '</script>': null }, actionData: null, errors: null };
    const out = finishPage(rawPage({ hydration: hydrationScript(data) }), 'x.html');
    expect(out).not.toContain('__staticRouterHydrationData');
  });

  it('throws, naming the file, when a route returned loader data', () => {
    const data = { loaderData: { '0': null, '0-3': { city: 'Houston' } }, actionData: null, errors: null };
    expect(() => finishPage(rawPage({ hydration: hydrationScript(data) }), 'tx/houston.html')).toThrow(
      /tx\/houston\.html/,
    );
  });

  it('throws, naming the file, when an inline script it does not know is left (the prerenderer wrote it another way)', () => {
    const other = rawPage().replace(/__VITE_REACT_SSG_HASH__ = '(\w+)'/, '__VITE_REACT_SSG_HASH__ = "$1"');
    expect(() => finishPage(other, 'faq.html')).toThrow(/faq\.html: an inline script/);
    expect(() => finishPage(rawPage().replace('</head>', '<script nonce="n">x()</script></head>'), 'faq.html')).toThrow(
      /faq\.html/,
    );
  });

  it('throws, naming the file, when the page rendered with router errors', () => {
    const data = {
      loaderData: { '0': null },
      actionData: null,
      errors: { '0-3': { message: 'boom', __type: 'Error' } },
    };
    expect(() => finishPage(rawPage({ hydration: hydrationScript(data) }), 'guide.html')).toThrow(/guide\.html/);
  });

  it('leaves a page without either script alone apart from the head order, the loader and the speculation rules', () => {
    const html =
      '<!DOCTYPE html><html><head><title>x</title><meta charset="UTF-8"><meta name="viewport" content="width=device-width"><script type="module" crossorigin="" src="/assets/app-abc.js"></script></head><body></body></html>';
    expect(finishPage(html, 'x.html')).toBe(
      `<!DOCTYPE html><html><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width"><title>x</title>${loaderScript('/assets/app-abc.js')}${speculation}</head><body></body></html>`,
    );
  });

  it('throws, naming the file, when a page has no loader script or two', () => {
    const entry = '<script type="module" crossorigin="" src="/assets/app-abc.js"></script>';
    const page = (head: string) => `<!DOCTYPE html><html><head><title>x</title>${head}</head><body></body></html>`;
    expect(() => finishPage(page(''), 'none.html')).toThrow(/none\.html: expected the loader's one module script/);
    expect(() => finishPage(page(entry + entry), 'two.html')).toThrow(/two\.html/);
  });

  it("drops every modulepreload: the islands' code and React wait for their triggers", () => {
    const html = rawPage().replace(
      '</head>',
      '<link rel="modulepreload" crossorigin="" href="/assets/island-quote-abc.js"><link rel="modulepreload" href="/assets/mount-abc.js"></head>',
    );
    const out = finishPage(html, 'about.html');
    expect(out).not.toContain('modulepreload');
    expect(loaderSrcOf(out)).toBe('/assets/app-abc.js');
  });

  it('adds the speculation rules once: prefetch of same-site pages on hover, not the API nor the quote form', () => {
    const out = finishPage(finishPage(rawPage(), 'about.html'), 'about.html');
    expect(out.match(/type="speculationrules"/g)).toHaveLength(1);
    expect(out).toContain(`${speculation}</head>`);
    const [rule] = speculationRules.prefetch;
    expect(rule?.eagerness).toBe('moderate');
    expect(JSON.stringify(rule?.where)).toContain('"/api/*"');
    expect(JSON.stringify(rule?.where)).toContain('"/quote"');
  });
});

describe('stylesheetInliner', () => {
  const inlineStylesheets = (html: string, read: (href: string) => string | undefined) => stylesheetInliner(read)(html);
  const files: Record<string, string> = {
    '/assets/app-abc.css': 'body{margin:0}\n',
    '/assets/icons-abc.css': '.i{background:url(./icon.svg)}',
    '/assets/ok-abc.css': '.a{background:url("/logo.svg")}.b{background:url(data:image/png;base64,AA==)}',
  };
  const read = (href: string) => files[href];

  it('puts our stylesheet in a <style> and drops its link', () => {
    const html = '<head><link rel="stylesheet" crossorigin="" href="/assets/app-abc.css"></head>';
    expect(inlineStylesheets(html, read)).toBe('<head><style>body{margin:0}</style></head>');
  });

  it('keeps absolute and data: URLs, and leaves a sheet with a relative url() linked', () => {
    const ok = '<link rel="stylesheet" href="/assets/ok-abc.css">';
    expect(inlineStylesheets(ok, read)).toBe(`<style>${files['/assets/ok-abc.css']}</style>`);
    const relative = '<link rel="stylesheet" href="/assets/icons-abc.css">';
    expect(inlineStylesheets(relative, read)).toBe(relative);
  });

  it('leaves other hosts, unknown files and other links alone', () => {
    const html = [
      '<link rel="stylesheet" href="https://cdn.example.com/a.css">',
      '<link rel="stylesheet" href="/assets/missing.css">',
      '<link rel="modulepreload" href="/assets/app-abc.js">',
      '<link rel="icon" href="/favicon.svg">',
    ].join('');
    expect(inlineStylesheets(html, read)).toBe(html);
  });
});

describe('finishBuild', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'finish-build-'));
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function layout(loaderData: Record<string, unknown> = { '0': null }): Promise<void> {
    await mkdir(join(dir, 'tx'), { recursive: true });
    await mkdir(join(dir, 'assets'), { recursive: true });
    await mkdir(join(dir, 'static-loader-data', 'tx'), { recursive: true });
    await writeFile(join(dir, 'index.html'), rawPage());
    await writeFile(join(dir, 'about.html'), rawPage());
    await writeFile(join(dir, 'tx', 'houston.html'), rawPage());
    await writeFile(join(dir, 'assets', 'ignored.html'), 'not a page');
    await writeFile(join(dir, 'static-loader-data', 'tx', 'houston.json'), JSON.stringify(loaderData));
    await writeFile(join(dir, 'static-loader-data-manifest-k3j9x0abcd.json'), '{}');
    await mkdir(join(dir, '.vite'), { recursive: true });
    await writeFile(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({ 'node_modules/react-dom/client.js': { file: 'assets/client-abc.js', isDynamicEntry: true } }),
    );
  }

  it('finishes every page, drops the loader data and writes sitemap.xml and robots.txt', async () => {
    await layout();
    await finishBuild(dir, ['/', '/about', '/tx/houston']);
    for (const file of ['index.html', 'about.html', join('tx', 'houston.html')]) {
      const html = await readFile(join(dir, file), 'utf8');
      expect(inlineScripts(html), file).toEqual([]);
      expect(html, file).not.toContain('modulepreload');
      expect(html, file).toContain(`${speculation}</head>`);
    }
    expect(existsSync(join(dir, '.vite'))).toBe(false);
    expect(existsSync(join(dir, 'static-loader-data'))).toBe(false);
    expect(existsSync(join(dir, 'static-loader-data-manifest-k3j9x0abcd.json'))).toBe(false);
    const sitemap = await readFile(join(dir, 'sitemap.xml'), 'utf8');
    expect([...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${siteConfig.siteUrl}/`,
      `${siteConfig.siteUrl}/about`,
      `${siteConfig.siteUrl}/tx/houston`,
    ]);
    expect(await readFile(join(dir, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${siteConfig.siteUrl}/sitemap.xml`);
  });

  it('writes the sha256 of each distinct inline <style> and inline script to the CSP manifest', async () => {
    await layout();
    await writeFile(join(dir, 'assets', 'site-abc.css'), 'body{margin:0}\n');
    const styled = rawPage().replace('</head>', '<link rel="stylesheet" href="/assets/site-abc.css"></head>');
    await writeFile(join(dir, 'index.html'), styled);
    await writeFile(join(dir, 'about.html'), styled);
    await writeFile(
      join(dir, 'tx', 'houston.html'),
      rawPage().replace('</head>', '<style>body{color:red}</style></head>'),
    );
    await finishBuild(dir, ['/']);
    const manifest = readCspManifest(dir);
    expect(manifest?.styleHashes).toEqual(
      [
        `'sha256-${createHash('sha256').update('body{margin:0}').digest('base64')}'`,
        `'sha256-${createHash('sha256').update('body{color:red}').digest('base64')}'`,
      ].sort(),
    );
    // And the two inline scripts every page shares, allowed by their hashes: the loader's start
    // and the speculation rules.
    const start = /<script type="module">([^<]*)<\/script>/.exec(loaderScript('/assets/app-abc.js'))?.[1] ?? '';
    const rules = JSON.stringify(speculationRules);
    expect(manifest?.scriptHashes).toEqual(
      [start, rules].map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`).sort(),
    );
  });

  it('does not read back or rewrite a page finished as it was rendered, and keeps its hashes', async () => {
    await layout();
    const finisher = new PageFinisher(cssReader(dir));
    const finished = finisher.page(rawPage().replace('</head>', '<style>body{color:red}</style></head>'), 'about.html');
    // A stand-in on disk for the finished page: were it finished again, it would change.
    await writeFile(join(dir, 'about.html'), rawPage());
    await finishBuild(dir, ['/'], finisher);
    expect(await readFile(join(dir, 'about.html'), 'utf8')).toBe(rawPage());
    expect(inlineScripts(await readFile(join(dir, 'index.html'), 'utf8'))).toEqual([]);
    expect(finished).toContain('<style>body{color:red}</style>');
    expect(readCspManifest(dir)?.styleHashes).toEqual([
      `'sha256-${createHash('sha256').update('body{color:red}').digest('base64')}'`,
    ]);
  });

  it('gives the same CSP manifest and files when a render worker finished part of the pages (state, merge)', async () => {
    await layout();
    await writeFile(join(dir, 'assets', 'site-abc.css'), 'body{margin:0}\n');
    const pages: [string, string][] = [
      ['index.html', rawPage().replace('</head>', '<link rel="stylesheet" href="/assets/site-abc.css"></head>')],
      ['about.html', rawPage().replace('</head>', '<style>body{color:red}</style></head>')],
      ['tx/houston.html', rawPage().replace('</head>', '<style>h1{margin:0}</style></head>')],
    ];
    const one = new PageFinisher(cssReader(dir));
    for (const [file, html] of pages) one.page(html, file);
    const main = new PageFinisher(cssReader(dir));
    const worker = new PageFinisher(cssReader(dir));
    const [first, ...rest] = pages;
    if (first) main.page(first[1], first[0]);
    for (const [file, html] of rest) worker.page(html, file);
    // What crosses from the worker thread to the main thread: a structured clone.
    main.merge(structuredClone(worker.state()));
    expect([...main.styleHashes].sort()).toEqual([...one.styleHashes].sort());
    expect([...main.scriptHashes].sort()).toEqual([...one.scriptHashes].sort());
    expect([...main.files].sort()).toEqual(['about.html', 'index.html', 'tx/houston.html']);
    // Stand-ins on disk: finishBuild must not finish the worker's pages again.
    await finishBuild(dir, ['/'], main);
    expect(await readFile(join(dir, 'about.html'), 'utf8')).toBe(rawPage());
    expect(readCspManifest(dir)?.styleHashes).toEqual([...one.styleHashes].sort());
  });

  it('refuses to merge what is not a finisher state', () => {
    const finisher = new PageFinisher(() => undefined);
    expect(() => finisher.merge(undefined)).toThrow(/not a finisher state/);
    expect(() => finisher.merge({ styleHashes: [], scriptHashes: [], files: [1] })).toThrow(/not a finisher state/);
    finisher.merge({ styleHashes: ["'sha256-a'"], scriptHashes: [], files: ['a.html'] });
    expect([...finisher.styleHashes, ...finisher.files]).toEqual(["'sha256-a'", 'a.html']);
  });

  it('names the file vite-react-ssg writes for a route path (dirStyle flat)', () => {
    expect(flatPageFile('/')).toBe('index.html');
    expect(flatPageFile('/about')).toBe('about.html');
    expect(flatPageFile('/tx/houston')).toBe('tx/houston.html');
  });

  it('refuses a build in which a route returned loader data', async () => {
    await layout({ '0': null, '0-3': { city: 'Houston' } });
    await expect(finishBuild(dir, ['/'])).rejects.toThrow(/houston\.json/);
  });
});
