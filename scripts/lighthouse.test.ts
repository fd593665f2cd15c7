import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import {
  compare,
  formatSideBySide,
  formatTable,
  gatePasses,
  median,
  missedTargets,
  noScriptPatterns,
  scoreOf,
  sideBySideVerdict,
} from './lighthouse';

/** The parts of a Lighthouse result that scoreOf reads. */
function result(scores: Record<string, number>, audits: Record<string, { score: number | null; value?: number }>) {
  const auditRefs = Object.keys(audits).map((id) => ({ id, weight: 1 }));
  return {
    categories: Object.fromEntries(Object.entries(scores).map(([id, score]) => [id, { score, auditRefs }])),
    audits: Object.fromEntries(
      Object.entries(audits).map(([id, a]) => [
        id,
        { id, title: `title of ${id}`, score: a.score, numericValue: a.value, scoreDisplayMode: 'numeric' },
      ]),
    ),
  } as unknown as Result;
}

const perfect = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 };
const goodTimings = {
  'largest-contentful-paint': { score: 1, value: 900 },
  'cumulative-layout-shift': { score: 1, value: 0 },
  'total-blocking-time': { score: 1, value: 20 },
};

describe('scoreOf', () => {
  it('reads the four scores as 0-100 and LCP, CLS and TBT', () => {
    const page = scoreOf('/', result({ ...perfect, performance: 0.974 }, goodTimings));
    expect(page.scores).toEqual({ performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 });
    expect([page.lcpMs, page.cls, page.tbtMs]).toEqual([900, 0, 20]);
    expect(page.gatedFailures).toEqual([]);
  });

  it('names the audits that cost a gated category its points', () => {
    const page = scoreOf(
      '/a',
      result({ ...perfect, accessibility: 0.96 }, { ...goodTimings, 'color-contrast': { score: 0 } }),
    );
    expect(page.gatedFailures).toContain('accessibility: color-contrast (title of color-contrast)');
  });
});

describe('targets and the gate', () => {
  it('lists every missed target and passes a page that meets them all', () => {
    const ok = scoreOf('/', result(perfect, goodTimings));
    expect(missedTargets(ok)).toEqual([]);
    const slow = scoreOf(
      '/',
      result(
        { ...perfect, performance: 0.9 },
        {
          'largest-contentful-paint': { score: 0.5, value: 2400 },
          'cumulative-layout-shift': { score: 0.9, value: 0.02 },
          'total-blocking-time': { score: 0.8, value: 123 },
        },
      ),
    );
    expect(missedTargets(slow)).toEqual([
      'performance 90 < 98',
      'LCP 2.40 s > 1.2 s',
      'CLS 0.020 > 0',
      'TBT 123 ms > 50 ms',
    ]);
  });

  it('fails below 100 in accessibility, best practices or SEO, never for performance alone', () => {
    const page = (scores: Partial<typeof perfect>) => scoreOf('/', result({ ...perfect, ...scores }, goodTimings));
    expect(gatePasses([page({ performance: 0.5 })])).toBe(true);
    expect(gatePasses([page({}), page({ seo: 0.99 })])).toBe(false);
    expect(gatePasses([page({ 'best-practices': 0.96 })])).toBe(false);
    expect(gatePasses([page({ accessibility: 0.98 })])).toBe(false);
    expect(gatePasses([])).toBe(false);
  });

  it('prints a row per page and the targets', () => {
    const table = formatTable([scoreOf('/guide', result(perfect, goodTimings))]).split('\n');
    expect(table).toHaveLength(3);
    expect(table[1]).toMatch(/^\/guide\s+100\s+100\s+100\s+100\s+0\.90 s\s+0\.000\s+20 ms$/);
  });
});

describe('the side-by-side table', () => {
  const timed = (lcp: number, tbt: number) => ({
    ...goodTimings,
    'largest-contentful-paint': { score: 1, value: lcp },
    'total-blocking-time': { score: 1, value: tbt },
  });
  /** One run: [performance 0-1, LCP ms, TBT ms]. */
  type Run = [number, number, number];
  const runs = (list: Run[]) =>
    list.map(([perf, lcp, tbt]) => scoreOf('/guide', result({ ...perfect, performance: perf }, timed(lcp, tbt))));
  const row = (built: Run[], noScript: Run[]) => ({ path: '/guide', built: runs(built), noScript: runs(noScript) });

  it('blocks every script of the page for the "scripts blocked" run', () => {
    expect(noScriptPatterns).toContain('*.js');
  });

  it('takes medians, whatever the order of the runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
    const figures = compare(
      row(
        [
          [0.9, 1500, 300],
          [1, 1000, 40],
          [0.95, 1200, 90],
        ],
        [
          [1, 1000, 20],
          [1, 1100, 30],
          [1, 900, 80],
        ],
      ),
    );
    expect(figures.built).toEqual({ performance: 95, lcpMs: 1200, tbtMs: 90 });
    expect(figures.noScript).toEqual({ performance: 100, lcpMs: 1000, tbtMs: 30 });
    expect(figures.tbtDiffMs).toBe(60);
    expect(figures.lcpRatio).toBeCloseTo(1.2);
  });

  it('meets the target within 50 ms of TBT and 10% of LCP, at performance 100', () => {
    expect(sideBySideVerdict(row([[1, 1100, 80]], [[1, 1000, 30]]))).toBe('meets the target');
  });

  it('names what a page misses', () => {
    expect(sideBySideVerdict(row([[0.96, 2200, 300]], [[1, 1000, 120]]))).toBe(
      'misses: TBT +180 ms > +50 ms; LCP 2.20x > 1.10x; performance 96 < 100; blocked TBT 120 ms > 100 ms',
    );
    // Performance below 100 counts only where the page without scripts reaches 100.
    expect(sideBySideVerdict(row([[0.97, 1000, 30]], [[0.97, 1000, 30]]))).toBe('meets the target');
  });

  it('prints one row per page with the medians both ways, the difference, the ratio and the verdict', () => {
    const lines = formatSideBySide([row([[0.97, 1500, 120]], [[1, 1000, 20]])]).split('\n');
    expect(lines[0]).toMatch(
      /^page\s+runs\s+as built: perf \/ TBT \/ LCP\s+scripts blocked: perf \/ TBT \/ LCP\s+TBT diff\s+LCP ratio\s+verdict$/,
    );
    expect(lines[1]).toMatch(
      /^\/guide\s+1\+1\s+97 \/ 120 ms \/ 1\.50 s\s+100 \/ 20 ms \/ 1\.00 s\s+\+100 ms\s+1\.50x\s+misses: TBT/,
    );
  });
});
