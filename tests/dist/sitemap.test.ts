import { JSDOM, VirtualConsole } from 'jsdom';
import { describe, it } from 'vitest';
import { absoluteUrl, canonicalPath } from '#core/paths';
import { Check, expectedRoutes, fileForPath, loadPages, readDist, routeByFile, siteUrl } from './helpers';

/** sitemap.xml lists every indexable page and nothing else; robots.txt names it. */
const pages = loadPages();
const byFile = new Map(pages.map((p) => [p.file, p]));
/** The route each file holds: a route that shares its file with a page is not a page of its own. */
const routes = [...routeByFile(expectedRoutes()).values()];
const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The <loc> values, or undefined when the file is not a well-formed sitemap. */
function parseSitemap(check: Check): string[] | undefined {
  const xml = readDist('sitemap.xml');
  let document: Document;
  try {
    document = new JSDOM(xml, { contentType: 'application/xml', virtualConsole: new VirtualConsole() }).window.document;
  } catch (error) {
    check.fail('sitemap.xml', `is not well-formed XML: ${(error as Error).message}`);
    return undefined;
  }
  const root = document.documentElement;
  if (root.localName !== 'urlset' || root.namespaceURI !== sitemapNamespace) {
    check.fail(
      'sitemap.xml',
      `root is <${root.localName}> in ${root.namespaceURI}, want <urlset> in ${sitemapNamespace}`,
    );
  }
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) check.fail('sitemap.xml', 'lacks the XML declaration');
  const urls = [...root.children];
  const locs: string[] = [];
  for (const url of urls) {
    const loc = [...url.children].filter((c) => c.localName === 'loc');
    if (url.localName !== 'url' || loc.length !== 1) {
      check.fail('sitemap.xml', `<${url.localName}> element without exactly one <loc>`);
      continue;
    }
    locs.push(loc[0]?.textContent?.trim() ?? '');
  }
  return locs;
}

describe('dist sitemap.xml and robots.txt', () => {
  it('sitemap.xml lists exactly the indexable pages, each an existing indexable file', () => {
    const check = new Check('sitemap');
    const locs = parseSitemap(check);
    if (!locs) {
      check.finish('could not read sitemap.xml');
      return;
    }
    const seen = new Set<string>();
    for (const loc of locs) {
      if (seen.has(loc)) check.fail('sitemap.xml', `lists ${loc} twice`);
      seen.add(loc);
      if (!loc.startsWith(`${siteUrl}/`)) {
        check.fail('sitemap.xml', `<loc> ${loc} is not an absolute URL on ${siteUrl}`);
        continue;
      }
      const path = loc.slice(siteUrl.length);
      const file = fileForPath(path);
      const page = byFile.get(file);
      if (loc !== absoluteUrl(path)) check.fail('sitemap.xml', `<loc> ${loc} is not in canonical form`);
      if (!page) {
        check.fail('sitemap.xml', `<loc> ${loc} has no file in dist (${file})`);
        continue;
      }
      if (page.kind !== 'page') check.fail('sitemap.xml', `lists the ${page.kind} page ${loc} (${file})`);
      const canonical = page.document.querySelector('link[rel="canonical"]')?.getAttribute('href');
      const robots = page.document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';
      if (/noindex/i.test(robots)) check.fail('sitemap.xml', `lists ${loc}, but ${file} says robots ${robots}`);
      else if (canonical !== loc) check.fail('sitemap.xml', `lists ${loc}, but ${file} has canonical ${canonical}`);
    }
    for (const route of routes) {
      const loc = absoluteUrl(route.path);
      const duplicate = canonicalPath(route.path) !== route.path;
      if (route.kind === 'page' && duplicate && seen.has(loc)) {
        check.fail('sitemap.xml', `lists ${loc}, whose canonical is ${absoluteUrl(canonicalPath(route.path))}`);
      }
      if (route.kind === 'page' && !duplicate && !seen.has(loc)) check.fail('sitemap.xml', `lacks the page ${loc}`);
      if (route.kind !== 'page' && seen.has(loc)) check.fail('sitemap.xml', `lists the ${route.kind} path ${loc}`);
    }
    for (const path of ['/404', '/500', '/403']) {
      if (seen.has(absoluteUrl(path))) check.fail('sitemap.xml', `lists the error page ${path}`);
    }
    if (locs[0] !== `${siteUrl}/`) check.fail('sitemap.xml', `the first <loc> is ${locs[0]}, want the home page`);
    const pageCount = routes.filter((r) => r.kind === 'page' && canonicalPath(r.path) === r.path).length;
    check.finish(`${locs.length} URLs for ${pageCount} indexable pages`);
  });

  it('no two pages in the sitemap share a heading, or the text of their main content', () => {
    const check = new Check('sitemap duplicates');
    const locs = parseSitemap(check) ?? [];
    const byHeading = new Map<string, string>();
    const byContent = new Map<string, string>();
    for (const loc of locs) {
      const page = byFile.get(fileForPath(loc.slice(siteUrl.length)));
      if (!page) continue;
      const heading = (page.document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim();
      const content = (page.document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ').trim();
      const sameHeading = byHeading.get(heading);
      if (sameHeading) check.fail(page.file, `has the heading "${heading}" of ${sameHeading}`);
      else byHeading.set(heading, page.file);
      const sameContent = byContent.get(content);
      if (sameContent) check.fail(page.file, `has the same main content as ${sameContent}`);
      else byContent.set(content, page.file);
    }
    check.finish(`${byHeading.size} distinct headings, ${byContent.size} distinct main contents, ${locs.length} URLs`);
  });

  it('robots.txt names the sitemap and allows crawling', () => {
    const check = new Check('robots.txt');
    const text = readDist('robots.txt');
    if (!text.split(/\r?\n/).includes(`Sitemap: ${siteUrl}/sitemap.xml`)) {
      check.fail('robots.txt', `lacks the line "Sitemap: ${siteUrl}/sitemap.xml"`);
    }
    if (!/^User-agent: \*$/m.test(text)) check.fail('robots.txt', 'lacks "User-agent: *"');
    if (/^Disallow:\s*\/\s*$/m.test(text)) check.fail('robots.txt', 'disallows the whole site');
    check.finish(`${text.trim().split(/\r?\n/).length} lines`);
  });
});
