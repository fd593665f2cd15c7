import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isPageFile, listFiles, listHtmlFiles } from './files.server';

describe('the files of a built site', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'built-files-'));
    mkdirSync(join(dir, 'tx'));
    mkdirSync(join(dir, 'assets'));
    for (const file of ['index.html', 'about.html', 'tx/houston.html', 'assets/ignored.html', 'sitemap.xml']) {
      writeFileSync(join(dir, file), 'x');
    }
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists every file, relative with forward slashes, sorted', () => {
    expect(listFiles(dir)).toEqual([
      'about.html',
      'assets/ignored.html',
      'index.html',
      'sitemap.xml',
      'tx/houston.html',
    ]);
  });

  it('lists every page, sorted, skipping assets/', () => {
    expect(listHtmlFiles(dir)).toEqual(['about.html', 'index.html', 'tx/houston.html']);
    expect(isPageFile('assets/ignored.html')).toBe(false);
    expect(isPageFile('tx/houston.html')).toBe(true);
  });
});
