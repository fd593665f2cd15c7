import { describe, expect, it } from 'vitest';
import { getPath, staticPaths } from './paths';
import { hasStaticRedirectPage, redirects, redirectTarget, trimTrailingSlashes } from './redirects';

/** The legacy paths of the old site and where each now lives. */
const legacy: Array<[string, string]> = [
  ['/home', '/'],
  ['/index', '/'],
  ['/index.html', '/'],
  ['/index.php', '/'],
  ['/about-us', '/about'],
  ['/aboutus', '/about'],
  ['/contact', '/about'],
  ['/contact-us', '/about'],
  ['/frequently-asked-questions', '/faq'],
  ['/faqs', '/faq'],
];

describe('redirects', () => {
  it('lists the ten legacy paths, each once', () => {
    expect(redirects).toHaveLength(10);
    expect(new Set(redirects.map((r) => r.from)).size).toBe(redirects.length);
    expect(redirects.map((r) => [r.from, r.to]).sort()).toEqual([...legacy].sort());
  });

  it('targets only pages of the route table, never another redirect', () => {
    const pages = new Set<string>(Object.values(staticPaths));
    const froms = new Set(redirects.map((r) => r.from));
    for (const { from, to } of redirects) {
      expect(pages.has(to), `${from} -> ${to}`).toBe(true);
      expect(froms.has(to), `${from} -> ${to} is itself redirected`).toBe(false);
    }
  });

  it('never shadows a page of the route table', () => {
    const pages = new Set<string>(Object.values(staticPaths));
    for (const { from } of redirects) expect(pages.has(from), from).toBe(false);
  });
});

describe('redirectTarget', () => {
  it.each(legacy)('%s -> %s', (from, to) => {
    expect(redirectTarget(from)).toBe(to);
  });

  it.each(legacy)('%s/ (trailing slash) -> %s', (from, to) => {
    expect(redirectTarget(`${from}/`)).toBe(to);
    expect(redirectTarget(`${from}//`)).toBe(to);
  });

  it('is undefined for every other path', () => {
    for (const path of [
      '/',
      '//',
      '',
      '/about',
      '/faq',
      getPath('guide'),
      '/tx/houston',
      '/FAQS',
      '/Home',
      '/faqs/extra',
      '/contact-us.html',
      '/faqs?x=1',
      '/unknown',
    ]) {
      expect(redirectTarget(path), path).toBeUndefined();
    }
  });
});

describe('trimTrailingSlashes', () => {
  it.each([
    ['/', '/'],
    ['//', '/'],
    ['/a', '/a'],
    ['/a/', '/a'],
    ['/a///', '/a'],
    ['/a//b/', '/a//b'],
    ['', ''],
  ])('%s -> %s', (path, expected) => {
    expect(trimTrailingSlashes(path)).toBe(expected);
  });

  it('trims a run of 16,000 slashes in one pass', () => {
    expect(trimTrailingSlashes(`/a${'/'.repeat(16_000)}`)).toBe('/a');
    expect(trimTrailingSlashes(`/${'/'.repeat(16_000)}a`)).toBe(`/${'/'.repeat(16_000)}a`);
  });
});

describe('hasStaticRedirectPage', () => {
  it('prerenders plain legacy paths but not file-like ones', () => {
    expect(hasStaticRedirectPage('/faqs')).toBe(true);
    expect(hasStaticRedirectPage('/index')).toBe(true);
    expect(hasStaticRedirectPage('/index.html')).toBe(false);
    expect(hasStaticRedirectPage('/index.php')).toBe(false);
  });
});
