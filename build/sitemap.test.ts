import { describe, expect, it } from 'vitest';
import { cityPath, getPath, statePath, staticPaths } from '#core/paths';
import { redirects } from '#core/redirects';
import { siteConfig } from '#core/site.config';
import { states } from '../content/data/states';
import { cities } from '../content/places/cities';
import { fileForPath } from '../src/built-site/paths';
import { routes } from '../src/routes';
import {
  buildRobotsTxt,
  buildSitemapXml,
  normalizePath,
  type RouteLike,
  unlistedPaths,
  withoutFileClashes,
} from './sitemap';

const site = siteConfig.siteUrl;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('normalizePath', () => {
  it.each([
    ['about', '/about'],
    ['/about', '/about'],
    ['/about/', '/about'],
    ['tx/houston/', '/tx/houston'],
    ['/', '/'],
    ['', '/'],
    ['//', '/'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('unlistedPaths', () => {
  const table: RouteLike[] = [
    {
      path: '/',
      children: [
        { index: true, handle: { sitemap: true } },
        { path: 'about', handle: { sitemap: true } },
        { path: '500', handle: { sitemap: false } },
        { path: 'faqs', handle: { sitemap: false } },
        { path: 'no-handle' },
        { path: 'odd-handle', handle: 'sitemap: false' },
        {
          path: 'guides',
          handle: { sitemap: true },
          children: [
            { path: 'draft', handle: { sitemap: false } },
            { path: '/absolute', handle: { sitemap: false } },
          ],
        },
        { path: '*', handle: { sitemap: false } },
      ],
    },
  ];

  it('collects the full path of every route whose handle says sitemap: false', () => {
    expect([...unlistedPaths(table)].sort()).toEqual(['/*', '/500', '/absolute', '/faqs', '/guides/draft']);
  });

  it('keeps routes without a handle or with an unknown handle listed', () => {
    const unlisted = unlistedPaths(table);
    expect(unlisted.has('/no-handle')).toBe(false);
    expect(unlisted.has('/odd-handle')).toBe(false);
    expect(unlisted.has('/')).toBe(false);
  });

  it('on the real route table: exactly the error pages, the quote form results, the redirects, the duplicates and the catch-all', () => {
    const expected = [
      getPath('serverError'),
      getPath('accessDenied'),
      getPath('quoteThanks'),
      getPath('quoteProblem'),
      getPath('notFound'),
      // The spec's addresses of the South Carolina and Chicago pages: their canonical is /sc, /il/chicago.
      getPath('southCarolina'),
      getPath('chicago'),
      ...redirects.map((r) => r.from),
      '/*',
    ].sort();
    expect([...unlistedPaths(routes)].sort()).toEqual(expected);
  });
});

describe('buildSitemapXml', () => {
  const paths = ['/tx/houston', '/about', '/', '/tx', '/faq', '/about', '/a&b', '/best-companies'];
  const xml = buildSitemapXml(paths);

  it('is a urlset document with one absolute <loc> per distinct path', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const all = locs(xml);
    expect(all).toHaveLength(new Set(paths).size);
    for (const loc of all) expect(loc?.startsWith(`${site}/`)).toBe(true);
  });

  it('puts / first and sorts the rest', () => {
    const all = locs(xml);
    expect(all[0]).toBe(`${site}/`);
    const rest = all.slice(1);
    expect(rest).toEqual([...rest].sort((a, b) => (a ?? '').localeCompare(b ?? '', 'en')));
  });

  it('is the same for any order of the input', () => {
    expect(buildSitemapXml([...paths].reverse())).toBe(xml);
    expect(buildSitemapXml(['/b', '/', '/a'])).toBe(buildSitemapXml(['/a', '/b', '/']));
  });

  it('escapes XML special characters', () => {
    expect(xml).toContain(`<loc>${site}/a&amp;b</loc>`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('writes an empty urlset for no paths', () => {
    expect(locs(buildSitemapXml([]))).toEqual([]);
  });
});

describe('buildRobotsTxt', () => {
  it('allows crawling and names the sitemap', () => {
    const txt = buildRobotsTxt();
    expect(txt).toContain('User-agent: *');
    expect(txt).toContain(`Sitemap: ${site}/sitemap.xml`);
    expect(txt).not.toMatch(/^Disallow: \/\s*$/m);
  });
});

describe('fileForPath (the flat files the build writes)', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about.html'],
    ['/tx/houston', 'tx/houston.html'],
    ['/index', 'index.html'],
    ['/index.html', 'index.html.html'],
  ])('%s -> %s', (path, file) => {
    expect(fileForPath(path)).toBe(file);
  });
});

describe('withoutFileClashes', () => {
  it('drops a later path whose file an earlier one claims, keeping the order', () => {
    expect(withoutFileClashes(['/', '/about', '/index', '/faqs'])).toEqual(['/', '/about', '/faqs']);
  });

  it('keeps everything when no two paths share a file', () => {
    expect(withoutFileClashes(['/', '/about', '/index.html', '/404'])).toEqual(['/', '/about', '/index.html', '/404']);
  });

  it('on the real route table, pages listed first: only /index is dropped (it would replace the home page)', () => {
    const unlisted = unlistedPaths(routes);
    const all = [
      ...Object.values(staticPaths),
      ...states.map((s) => statePath(s.code)),
      ...cities.map((c) => cityPath(c.state, c.name)),
      ...redirects.map((r) => r.from),
    ];
    const ordered = [...all.filter((p) => !unlisted.has(p)), ...all.filter((p) => unlisted.has(p))];
    const kept = withoutFileClashes(ordered);
    expect(ordered.filter((p) => !kept.includes(p))).toEqual(['/index']);
  });
});
