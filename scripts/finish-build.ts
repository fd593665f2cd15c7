import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { buildRobotsTxt, buildSitemapXml } from '../src/seo/sitemap.server';

/** Every .html file below dir, as paths relative to it. */
export async function listHtmlFiles(dir: string, base = dir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'assets') out.push(...(await listHtmlFiles(full, base)));
    } else if (entry.name.endsWith('.html')) {
      out.push(relative(base, full));
    }
  }
  return out.sort();
}

/**
 * vite-react-ssg stamps a random build hash into every page as an inline script, and writes
 * loader data for every page (all null, since no route of ours has a loader) with a manifest
 * named after that hash. We import data at build and strip the client loaders (src/main.tsx),
 * so all of it is dropped: pages become byte-for-byte reproducible, dist/ holds one file per
 * page, and no inline script remains, which keeps the CSP free of 'unsafe-inline'.
 */
const hashScript = /\s*<script>window\.__VITE_REACT_SSG_HASH__ = '[a-z0-9]+'<\/script>/;
/**
 * The static router's hydration data: `{"loaderData":{...null},"actionData":null,"errors":null}`.
 * With no loaders the browser router starts initialised without it, so it goes too.
 */
const hydrationScript = /<script>window\.__staticRouterHydrationData = JSON\.parse\(("(?:[^"\\]|\\.)*")\);<\/script>/;
const charsetTag = /\s*<meta charset="UTF-8">/;
const viewportTag = /\s*<meta name="viewport" content="[^"]*">/;

/**
 * One page's HTML made final: inline scripts gone (and the blank lines they leave before
 * </body>), charset and viewport first in <head>, and a modulepreload hint for each of
 * `preload` (react-dom/client: vite-react-ssg imports it dynamically, so without a hint the
 * browser finds it only after the entry has run).
 */
export function finishPage(html: string, file: string, preload: readonly string[] = []): string {
  let out = html.replace(hashScript, '');
  const hints = preload
    .filter((href) => !out.includes(`href="${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin="" href="${href}">`)
    .join('');
  if (hints) out = out.replace('</head>', `${hints}</head>`);
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
    out = out.replace(hydrationScript, '');
  }
  const charset = charsetTag.exec(out)?.[0].trim();
  const viewport = viewportTag.exec(out)?.[0].trim();
  if (charset && viewport) {
    out = out.replace(charsetTag, '').replace(viewportTag, '').replace('<head>', `<head>${charset}${viewport}`);
  }
  // The removed scripts leave a line of spaces before </body> (html-validate: no-trailing-whitespace).
  return out.replace(/\s+<\/body>/, '\n</body>');
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
 * them. Links to other hosts, or to a file `readCss` does not have, are left alone.
 */
export function inlineStylesheets(html: string, readCss: (href: string) => string | undefined): string {
  return html.replace(stylesheetLink, (tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href?.startsWith('/assets/') || !href.endsWith('.css')) return tag;
    const css = readCss(href);
    if (css === undefined || /<\/style/i.test(css) || hasRelativeUrl(css)) return tag;
    return `<style>${css.trim()}</style>`;
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

/** The built file of react-dom/client, from Vite's manifest, as an absolute URL path. */
export function reactDomClientChunk(manifest: Record<string, { file?: string }>): string {
  const entry = Object.entries(manifest).find(([src]) => /(^|\/)react-dom\/client\.js$/.test(src));
  if (!entry?.[1].file) throw new Error('dist/.vite/manifest.json has no react-dom/client chunk');
  return `/${entry[1].file}`;
}

export async function finishBuild(outDir: string, sitemapPaths: readonly string[]): Promise<void> {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file?: string }
  >;
  const preload = [reactDomClientChunk(manifest)];
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
  const files = await listHtmlFiles(outDir);
  const stylesheets = new Map<string, string | undefined>();
  const readCss = (href: string) => {
    if (!stylesheets.has(href)) {
      const path = join(outDir, ...href.split('/').filter(Boolean));
      stylesheets.set(href, existsSync(path) ? readFileSync(path, 'utf8') : undefined);
    }
    return stylesheets.get(href);
  };
  for (const file of files) {
    const full = join(outDir, file);
    const html = await readFile(full, 'utf8');
    const cleaned = inlineStylesheets(finishPage(html, file, preload), readCss);
    if (cleaned !== html) await writeFile(full, cleaned);
  }
  await writeFile(join(outDir, 'sitemap.xml'), buildSitemapXml(sitemapPaths));
  await writeFile(join(outDir, 'robots.txt'), buildRobotsTxt());
  const stamp = await stat(join(outDir, 'index.html'));
  console.log(
    `[finish-build] ${files.length} pages, ${sitemapPaths.length} in sitemap.xml (index.html ${stamp.size} bytes)`,
  );
}
