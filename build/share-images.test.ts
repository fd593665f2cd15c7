import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shareImageKind, shareImageKinds } from '../src/seo/share-images';
import { logoPng, pngSize, shareImageSvg, sharePng } from './share-images';

describe('share images', () => {
  it('draws each kind at 1200x630, the same bytes every time', () => {
    for (const kind of shareImageKinds) {
      const png = sharePng(kind);
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      expect(sharePng(kind).equals(png)).toBe(true);
    }
  });

  it('draws no text (no font to depend on) and no image from elsewhere', () => {
    for (const kind of shareImageKinds) expect(shareImageSvg(kind)).not.toMatch(/<text|<image|href=/);
  });

  it('draws the logo at 512x512 from public/logo.svg', () => {
    const svg = readFileSync(join(import.meta.dirname, '..', 'public', 'logo.svg'), 'utf8');
    expect(pngSize(logoPng(svg))).toEqual({ width: 512, height: 512 });
  });

  it('gives each kind of page its image', () => {
    expect(shareImageKind('/', 'website')).toBe('site');
    expect(shareImageKind('/guide', 'article')).toBe('guide');
    expect(shareImageKind('/quote-calculator', 'website')).toBe('calculator');
    expect(shareImageKind('/globe-life', 'website')).toBe('review');
    expect(shareImageKind('/tx/houston', 'website')).toBe('place');
    expect(shareImageKind('/south-carolina', 'website')).toBe('place');
    expect(shareImageKind('/about', 'website')).toBe('site');
    expect(shareImageKind('/contact-us', 'website')).toBe('site');
  });
});
