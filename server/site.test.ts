import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { indexSite, resolvePath, type SiteFile, type SiteIndex } from './site';

const root = mkdtempSync(join(tmpdir(), 'site-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function build(files: string[]): string {
  const dist = join(root, `dist-${Math.random().toString(36).slice(2)}`);
  for (const file of files) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), file);
  }
  return dist;
}

describe('indexSite', () => {
  it('indexes pages, error pages, assets and other files by URL path', () => {
    const dist = build([
      'index.html',
      'about.html',
      'tx.html',
      'tx/houston.html',
      '404.html',
      '500.html',
      'assets/app-aB12.js',
      'robots.txt',
      'a b.txt',
      '.hidden',
      '.git/config',
    ]);
    symlinkSync('/etc/passwd', join(dist, 'passwd.txt'));
    const index = indexSite(dist);
    expect(Object.fromEntries(index)).toEqual({
      '/': { file: 'index.html', kind: 'page', status: 200 },
      '/about': { file: 'about.html', kind: 'page', status: 200 },
      '/tx': { file: 'tx.html', kind: 'page', status: 200 },
      '/tx/houston': { file: 'tx/houston.html', kind: 'page', status: 200 },
      '/404': { file: '404.html', kind: 'page', status: 404 },
      '/500': { file: '500.html', kind: 'page', status: 500 },
      '/assets/app-aB12.js': { file: 'assets/app-aB12.js', kind: 'asset', status: 200 },
      '/robots.txt': { file: 'robots.txt', kind: 'static', status: 200 },
      '/a%20b.txt': { file: 'a b.txt', kind: 'static', status: 200 },
    });
  });
});

describe('resolvePath', () => {
  const page = (file: string): SiteFile => ({ file, kind: 'page', status: 200 });
  const index: SiteIndex = new Map<string, SiteFile>([
    ['/', page('index.html')],
    ['/about', page('about.html')],
    ['/faq', page('faq.html')],
    ['/faqs', page('faqs.html')],
    ['/tx/houston', page('tx/houston.html')],
    ['/assets/App-x1.js', { file: 'assets/App-x1.js', kind: 'asset', status: 200 }],
  ]);

  it.each([
    ['/', { type: 'file', file: page('index.html') }],
    ['/tx/houston', { type: 'file', file: page('tx/houston.html') }],
    ['/faqs', { type: 'redirect', location: '/faq' }],
    ['/Faqs.HTML', { type: 'redirect', location: '/faq' }],
    ['/tx/houston/', { type: 'redirect', location: '/tx/houston' }],
    ['/Tx/Houston.html', { type: 'redirect', location: '/tx/houston' }],
    ['/assets/App-x1.js', { type: 'file', file: index.get('/assets/App-x1.js') }],
    ['/assets/app-x1.js', { type: 'none' }],
    ['/assets/App-x1', { type: 'none' }],
    ['/.html', { type: 'none' }],
    ['about', { type: 'none' }],
    ['//about', { type: 'none' }],
    ['/a%2fb', { type: 'none' }],
    ['/%2E%2E/x', { type: 'none' }],
    ['/tx/..', { type: 'none' }],
    ['/x\\y', { type: 'none' }],
    ['/%00', { type: 'bad' }],
    ['/\0', { type: 'bad' }],
    ['/%g0', { type: 'bad' }],
  ])('%s', (path, expected) => {
    expect(resolvePath(index, path)).toEqual(expected);
  });
});
