import { describe, it } from 'vitest';
import { absoluteUrl, canonicalPath } from '#core/paths';
import { loaderScript, loaderSrcOf } from '../../src/built-site/loader-script';
import { Check, excerpt, loadPages, metaContent, type Page, siteUrl } from './helpers';

/**
 * Head tags, canonical URLs, Open Graph, robots, headings, server-rendered content, inline
 * scripts and unreplaced placeholders of every prerendered page in dist/.
 */
const pages = loadPages();
const indexable = pages.filter((p) => p.kind === 'page');
const unlisted = pages.filter((p) => p.kind !== 'page');

const titleLimit = 70;
const description = { min: 50, max: 170 };

function robots(page: Page): string {
  return metaContent(page.document, 'name="robots"').join(',').toLowerCase();
}

function canonicals(page: Page): string[] {
  return [...page.document.querySelectorAll('link[rel~="canonical"]')].map((l) => l.getAttribute('href') ?? '');
}

describe('dist pages', () => {
  it('head: title, description, lang, charset first, viewport', () => {
    const check = new Check('head');
    for (const page of pages) {
      const { document: doc, file } = page;
      const titles = doc.querySelectorAll('title');
      const title = titles[0]?.textContent?.trim() ?? '';
      if (titles.length !== 1) check.fail(file, `expected one <title>, found ${titles.length}`);
      else if (!title) check.fail(file, '<title> is empty');
      else if (title.length > titleLimit)
        check.note(file, `title is ${title.length} chars (> ${titleLimit}): ${title}`);

      const descriptions = metaContent(doc, 'name="description"');
      if (descriptions.length !== 1) check.fail(file, `expected one meta description, found ${descriptions.length}`);
      const text = descriptions[0]?.trim() ?? '';
      if (descriptions.length === 1 && (text.length < description.min || text.length > description.max)) {
        check.fail(
          file,
          `meta description is ${text.length} chars, want ${description.min}–${description.max}: "${text}"`,
        );
      }

      const lang = doc.documentElement.getAttribute('lang');
      if (lang !== 'en') check.fail(file, `<html lang> is ${JSON.stringify(lang)}, want "en"`);

      const first = doc.head.firstElementChild;
      if (first?.tagName !== 'META' || first.getAttribute('charset')?.toLowerCase() !== 'utf-8') {
        check.fail(
          file,
          `the first element of <head> is ${first?.outerHTML.slice(0, 60) ?? 'nothing'}, want <meta charset="UTF-8">`,
        );
      }
      if (!/^<!doctype html>/i.test(page.html)) check.fail(file, 'does not start with <!DOCTYPE html>');
      const viewports = metaContent(doc, 'name="viewport"');
      if (viewports.length !== 1) check.fail(file, `expected one viewport meta, found ${viewports.length}`);
      else if (!viewports[0]?.includes('width=device-width'))
        check.fail(file, `viewport lacks width=device-width: ${viewports[0]}`);
    }
    check.finish(`checked ${pages.length} pages`);
  });

  it('indexable pages: absolute lower-case canonical on the site, Open Graph, no noindex', () => {
    const check = new Check('canonical and Open Graph');
    for (const page of indexable) {
      const { document: doc, file } = page;
      const links = canonicals(page);
      // Its own path, or the page it duplicates (the spec's /south-carolina and /illinois/chicago).
      const expected = absoluteUrl(canonicalPath(page.path));
      if (links.length !== 1) {
        check.fail(file, `expected one <link rel="canonical">, found ${links.length}`);
      }
      const canonical = links[0] ?? '';
      if (links.length === 1) {
        if (!canonical.startsWith('https://')) check.fail(file, `canonical is not https: ${canonical}`);
        if (canonical !== siteUrl && !canonical.startsWith(`${siteUrl}/`)) {
          check.fail(file, `canonical is not on ${siteUrl}: ${canonical}`);
        }
        if (canonical !== canonical.toLowerCase()) check.fail(file, `canonical is not lower-case: ${canonical}`);
        if (canonical !== expected)
          check.fail(file, `canonical is ${canonical}, want ${expected} (its own path or the page it duplicates)`);
      }
      for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:site_name']) {
        const values = metaContent(doc, `property="${property}"`);
        if (values.length !== 1 || !values[0]?.trim()) {
          check.fail(file, `expected one non-empty ${property}, found ${JSON.stringify(values)}`);
        }
      }
      const ogUrl = metaContent(doc, 'property="og:url"')[0];
      if (ogUrl !== undefined && ogUrl !== expected)
        check.fail(file, `og:url is ${ogUrl}, want the canonical ${expected}`);
      if (robots(page).includes('noindex')) check.fail(file, `robots says ${robots(page)} on an indexable page`);
      if (doc.querySelector('meta[http-equiv="refresh" i]')) check.fail(file, 'an indexable page has a meta refresh');
    }
    check.finish(`checked ${indexable.length} indexable pages`);
  });

  it('error and redirect pages: noindex, no canonical; redirects refresh to their target', () => {
    const check = new Check('noindex pages');
    for (const page of unlisted) {
      const { document: doc, file } = page;
      if (!/^noindex\b/.test(robots(page).trim())) {
        check.fail(file, `${page.kind} page wants <meta name="robots" content="noindex...">, has "${robots(page)}"`);
      }
      if (canonicals(page).length > 0)
        check.fail(file, `${page.kind} page has a canonical: ${canonicals(page).join(' ')}`);
      if (page.kind === 'redirect') {
        const refresh = doc.querySelector('meta[http-equiv="refresh" i]')?.getAttribute('content') ?? '';
        const target = /^\s*0\s*;\s*url=(.+)$/i.exec(refresh)?.[1]?.trim();
        if (target !== page.route?.to) {
          check.fail(file, `meta refresh is "${refresh}", want "0; url=${page.route?.to}" (legacy ${page.path})`);
        }
        if (!doc.querySelector(`#root a[href="${page.route?.to}"]`)) {
          check.fail(file, `the redirect page has no link to ${page.route?.to}`);
        }
      }
    }
    const errors = unlisted.filter((p) => p.kind === 'error').length;
    check.finish(`checked ${errors} error pages and ${unlisted.length - errors} redirect pages`);
  });

  it('content: one <h1>, server-rendered #root with real text', () => {
    const check = new Check('content');
    for (const { document: doc, file } of pages) {
      const h1s = doc.querySelectorAll('h1');
      if (h1s.length !== 1) check.fail(file, `expected exactly one <h1>, found ${h1s.length}`);
      else if (!h1s[0]?.textContent?.trim()) check.fail(file, '<h1> is empty');
      const root = doc.getElementById('root');
      if (!root) {
        check.fail(file, 'no #root element');
        continue;
      }
      if (root.getAttribute('data-server-rendered') !== 'true')
        check.fail(file, '#root lacks data-server-rendered="true"');
      const main = root.querySelector('main');
      const mainText = main?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      if (!main) check.fail(file, 'no <main> inside #root: the page content is not in the static HTML');
      else if (mainText.length < 40) check.fail(file, `<main> holds only ${mainText.length} chars of text`);
      if (h1s[0] && main && !main.contains(h1s[0])) check.fail(file, 'the <h1> is outside <main>');
    }
    check.finish(`checked ${pages.length} pages`);
  });

  it("scripts: the loader's inline start, JSON-LD and speculation rules, no inline handlers", () => {
    const check = new Check('scripts');
    let starts = 0;
    let jsonLd = 0;
    for (const { document: doc, file, html } of pages) {
      const loader = loaderScript(loaderSrcOf(html, file));
      const rules = doc.querySelectorAll('script[type="speculationrules"]');
      if (rules.length !== 1) check.fail(file, `expected one speculation rules script, found ${rules.length}`);
      for (const script of doc.querySelectorAll('script')) {
        const type = (script.getAttribute('type') ?? '').trim().toLowerCase();
        if (type === 'application/ld+json') jsonLd++;
        else if (type === 'speculationrules') {
          const parsed = JSON.parse(script.textContent ?? '') as { prefetch?: Array<{ eagerness?: string }> };
          if (parsed.prefetch?.[0]?.eagerness !== 'moderate')
            check.fail(file, 'speculation rules without moderate prefetch');
        } else if (script.outerHTML === loader) starts++;
        else check.fail(file, `a script other than the loader's start: ${script.outerHTML.slice(0, 100)}`);
      }
      for (const element of doc.querySelectorAll('*')) {
        for (const attribute of element.attributes) {
          if (/^on/i.test(attribute.name)) {
            check.fail(file, `inline event handler ${attribute.name} on <${element.tagName.toLowerCase()}>`);
          }
          if (/^\s*javascript:/i.test(attribute.value)) check.fail(file, `javascript: URL in ${attribute.name}`);
        }
      }
    }
    check.finish(`checked ${pages.length} pages (${starts} loader starts, ${jsonLd} JSON-LD blocks)`);
  });

  it('no unreplaced placeholder in any file', () => {
    const check = new Check('placeholders');
    const patterns: Array<[string, RegExp]> = [
      ['{state}', /\{state\}/g],
      ['{city}', /\{city\}/g],
      ['{phone}', /\{phone\}/g],
      ['{email}', /\{email\}/g],
      ['{{', /\{\{/g],
      ['undefined', /\bundefined\b/g],
      ['NaN', /\bNaN\b/g],
      ['[object Object]', /\[object Object\]/g],
    ];
    for (const { html, file } of pages) {
      for (const [name, pattern] of patterns) {
        for (const match of html.matchAll(pattern)) {
          check.fail(file, `unreplaced ${name} at ${excerpt(html, match.index ?? 0)}`);
        }
      }
    }
    check.finish(`checked ${pages.length} pages for ${patterns.length} placeholders`);
  });

  it('titles and descriptions are unique across indexable pages', () => {
    const check = new Check('uniqueness');
    for (const [what, read] of [
      ['title', (p: Page) => p.document.title.trim()],
      ['description', (p: Page) => metaContent(p.document, 'name="description"')[0]?.trim() ?? ''],
    ] as const) {
      const byValue = new Map<string, string[]>();
      for (const page of indexable) {
        const value = read(page);
        byValue.set(value, [...(byValue.get(value) ?? []), page.file]);
      }
      for (const [value, files] of byValue) {
        if (files.length > 1) check.fail(files.join(', '), `share the ${what} "${value}"`);
      }
    }
    check.finish(`compared ${indexable.length} titles and descriptions`);
  });
});
