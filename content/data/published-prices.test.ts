import { describe, expect, it } from 'vitest';
import {
  asOfLabel,
  isStale,
  publishedFiguresFor,
  publishedFiguresNear,
  publishedPriceFindings,
  publishedPriceTables,
  publishedTable,
} from './published-prices';
import { publishedPricesSchema } from './published-prices.schema';
import { findDataModuleFaults } from './validate.server';

const today = '2026-11-29';
const gerberId = 'gerber-guaranteed-life-gl-rc-2-0819';
const choiceId = 'choice-mutual-costs-by-age-2024-11-04';

function table(id: string) {
  const found = publishedPriceTables.find((t) => t.id === id);
  if (!found) throw new Error(`no table ${id}`);
  return found;
}

/** A copy of the data with one field of one table removed. */
function without(id: string, drop: (t: Record<string, unknown>) => void): unknown {
  const copy = structuredClone(publishedPriceTables) as unknown as Record<string, unknown>[];
  const target = copy.find((t) => t.id === id);
  if (!target) throw new Error(`no table ${id}`);
  drop(target);
  return copy;
}

const source = (t: Record<string, unknown>) => t.source as Record<string, unknown>;

describe('published prices: the data', () => {
  it('passes its schema and is registered with the build’s data check', () => {
    expect(publishedPricesSchema.safeParse(publishedPriceTables).success).toBe(true);
    const faults = findDataModuleFaults();
    expect(faults.filter((f) => f.includes('published-prices'))).toEqual([]);
  });

  it.each([
    ['publisher', (t: Record<string, unknown>) => delete source(t).publisher],
    ['URL', (t: Record<string, unknown>) => delete source(t).url],
    ['date', (t: Record<string, unknown>) => delete source(t).asOf],
    ['basis', (t: Record<string, unknown>) => delete t.basis],
  ])('refuses a figure without its %s', (_what, drop) => {
    expect(publishedPricesSchema.safeParse(publishedPriceTables).success).toBe(true);
    expect(publishedPricesSchema.safeParse(without(choiceId, drop)).success).toBe(false);
    expect(publishedPricesSchema.safeParse(without(gerberId, drop)).success).toBe(false);
  });

  it('refuses a plan price without its insurer, and a comparison that does not say what it compared', () => {
    const basis = (t: Record<string, unknown>) => t.basis as Record<string, unknown>;
    expect(publishedPricesSchema.safeParse(without(gerberId, (t) => delete basis(t).insurer)).success).toBe(false);
    expect(publishedPricesSchema.safeParse(without(choiceId, (t) => delete basis(t).compared)).success).toBe(false);
  });

  it('refuses a rate card that skips an age', () => {
    const skipped = without(gerberId, (t) => {
      (t.table as { rows: unknown[] }).rows.splice(10, 1);
    });
    expect(publishedPricesSchema.safeParse(skipped).success).toBe(false);
  });

  it('holds the Gerber card’s 31 ages, 50 to 80, and the fee and range it prints', () => {
    const t = table(gerberId).table;
    if (t.shape !== 'per-1000') throw new Error('not a rate card');
    expect(t.rows.map((r) => r.age)).toEqual(Array.from({ length: 31 }, (_, i) => 50 + i));
    expect(t.policyFeeCents).toBe(1100);
    expect(t.face).toEqual({ min: 5000, max: 25000 });
    // Cells as printed: age 50 male 51.81, female 40.26; age 80 male 295.68, female 210.54.
    expect(t.rows[0]).toEqual({ age: 50, maleCents: 5181, femaleCents: 4026 });
    expect(t.rows[30]).toEqual({ age: 80, maleCents: 29568, femaleCents: 21054 });
  });
});

describe('published prices: the Gerber card’s arithmetic', () => {
  // Worked by hand from the card: cell per $1,000 x thousands + $11.00 annual policy fee.
  it.each([
    // Woman, 68, $10,000: 84.04 x 10 = 840.40; + 11.00 = 851.40
    [68, 'female' as const, 10000, 85140],
    // Man, 70, $10,000: 117.92 x 10 = 1,179.20; + 11.00 = 1,190.20
    [70, 'male' as const, 10000, 119020],
    // Man, 50, $5,000: 51.81 x 5 = 259.05; + 11.00 = 270.05
    [50, 'male' as const, 5000, 27005],
    // Woman, 80, $25,000: 210.54 x 25 = 5,263.50; + 11.00 = 5,274.50
    [80, 'female' as const, 25000, 527450],
  ])('age %i %s $%i: %i cents a year', (age, sex, amount, cents) => {
    const [gerber, ...more] = publishedFiguresFor({ age, sex, amount, today }).filter((f) => f.tableId === gerberId);
    expect(more).toEqual([]);
    expect(gerber).toMatchObject({ cents, period: 'year', kind: 'plan-price', planType: 'guaranteed', sex });
  });

  it('gives no Gerber figure outside its ages, amounts and states, and none for a part-thousand amount', () => {
    const gerber = (q: Parameters<typeof publishedFiguresFor>[0]) =>
      publishedFiguresFor(q).filter((f) => f.tableId === gerberId);
    expect(gerber({ age: 81, amount: 10000, today })).toEqual([]);
    expect(gerber({ age: 49, amount: 10000, today })).toEqual([]);
    expect(gerber({ age: 60, amount: 4000, today })).toEqual([]);
    expect(gerber({ age: 60, amount: 26000, today })).toEqual([]);
    expect(gerber({ age: 60, amount: 10500, today })).toEqual([]);
    expect(gerber({ age: 60, amount: 10000, today, state: 'MT' })).toEqual([]);
    expect(gerber({ age: 60, amount: 20000, today, state: 'SD' })).toEqual([]);
    expect(gerber({ age: 60, amount: 15000, today, state: 'SD' })).toHaveLength(2);
    expect(gerber({ age: 60, amount: 10000, today, state: 'OH' })).toHaveLength(2);
  });
});

describe('published prices: lookups', () => {
  it('age 60, $10,000, no sex given: each sex’s figure from both sources, labelled, with its source', () => {
    const figures = publishedFiguresFor({ age: 60, amount: 10000, today });
    const summary = figures.map((f) => [f.tableId, f.sex, f.cents, f.period]);
    expect(summary).toEqual([
      [gerberId, 'female', 61270, 'year'], // 60.17 x 10 + 11.00
      [gerberId, 'male', 76670, 'year'], // 75.57 x 10 + 11.00
      [choiceId, 'female', 3300, 'month'],
      [choiceId, 'male', 4300, 'month'],
    ]);
    for (const f of figures) {
      expect(f.url).toMatch(/^https:\/\//);
      expect(f.publisher.length).toBeGreaterThan(3);
      expect(f.asOf).toMatch(/^\d{4}-\d{2}/);
      expect(f.stale).toBe(true);
    }
    expect(figures[0]?.basis).toBe(
      'Guaranteed Life from Gerber Life Insurance Company (guaranteed issue), annual premium for a woman aged 60, $10,000 of coverage: $60.17 per $1,000 times 10, plus the $11.00 annual policy fee.',
    );
    expect(figures[0]?.dateSentence).toBe('As published in August 2019; the insurer may have changed it.');
    expect(figures[3]?.basis).toMatch(/^Choice Mutual’s average monthly price over the plans in its quote calculator/);
    expect(figures[3]?.basis).toMatch(/for a man aged 60, non-tobacco, \$10,000 of coverage\.$/);
    expect(figures[3]?.dateSentence).toBe('As of November 4, 2024; prices may have changed since.');
  });

  it('a woman of 68, $10,000: Gerber’s annual premium only (Choice Mutual prints ages 65 and 70, not 68)', () => {
    const figures = publishedFiguresFor({ age: 68, sex: 'female', amount: 10000, today });
    expect(figures).toHaveLength(1);
    expect(figures[0]).toMatchObject({
      cents: 85140,
      period: 'year',
      insurer: 'Gerber Life Insurance Company',
      plan: 'Guaranteed Life',
      publisher: 'hzoutlet.com (a third party’s copy)',
      url: 'https://hzoutlet.com/life-insurance-price-calculator-9763',
      asOf: '2019-08',
      asOfLabel: 'August 2019',
      producerOnly: true,
      secondary: true,
    });
  });

  it('a man of 70, $10,000: Gerber’s annual premium and Choice Mutual’s monthly figure, both sourced', () => {
    const figures = publishedFiguresFor({ age: 70, sex: 'male', amount: 10000, tobacco: false, today });
    expect(figures.map((f) => [f.publisher, f.cents, f.period, f.asOf])).toEqual([
      ['hzoutlet.com (a third party’s copy)', 119020, 'year', '2019-08'],
      ['Choice Mutual', 7000, 'month', '2024-11-04'],
    ]);
    expect(figures[1]).toMatchObject({
      url: 'https://choicemutual.com/burial-insurance-costs-age',
      kind: 'average-of-compared',
    });
  });

  it('drops a figure whose stated tobacco class differs, and keeps one whose source does not split by tobacco', () => {
    const figures = publishedFiguresFor({ age: 70, sex: 'male', amount: 10000, tobacco: true, today });
    expect(figures.map((f) => f.tableId)).toEqual([gerberId]);
  });

  it('matches the face amounts a fixed table prints, and nothing between them', () => {
    expect(publishedFiguresFor({ age: 85, sex: 'female', amount: 25000, today }).map((f) => f.cents)).toEqual([33500]);
    expect(publishedFiguresFor({ age: 85, sex: 'female', amount: 15000, today })).toEqual([]);
  });

  it('marks a figure stale only once its data is more than 12 months old', () => {
    expect(isStale('2024-11-04', '2025-11-04')).toBe(false);
    expect(isStale('2024-11-04', '2025-11-05')).toBe(true);
    expect(isStale('2019-08', '2020-08-01')).toBe(false);
    expect(isStale('2019-08', '2020-08-02')).toBe(true);
    const fresh = publishedFiguresFor({ age: 70, sex: 'male', amount: 10000, today: '2025-06-01' });
    expect(fresh.find((f) => f.tableId === choiceId)).toMatchObject({
      stale: false,
      dateSentence: 'As of November 4, 2024.',
    });
    expect(asOfLabel('2019-08')).toBe('August 2019');
  });
});

describe('published prices: the guide’s table and the go-live list', () => {
  it('fills a cell only from a source, by age band and plan type, and leaves the rest null', () => {
    const rows = publishedTable({ today });
    expect(rows.map((r) => r.band.label)).toEqual(['50–55', '56–60', '61–65', '66–70', '71–75', '76–80', '81–85']);
    for (const row of rows) {
      expect(row.cells.level).toBeNull();
      expect(row.cells.graded).toBeNull();
      expect(row.cells.modified).toBeNull();
    }
    const first = rows[0];
    expect(first?.cells.guaranteed?.map((e) => [e.tableId, e.lowest.cents, e.highest.cents])).toEqual([
      [gerberId, 41360, 69520], // woman 50: 40.26 x 10 + 11 = 413.60; man 55: 68.42 x 10 + 11 = 695.20
    ]);
    expect(first?.cells['not-stated']?.map((e) => [e.tableId, e.lowest.cents, e.highest.cents])).toEqual([
      [choiceId, 2400, 3600], // woman 50 $24, man 55 $36
    ]);
    const last = rows[6];
    expect(last?.cells.guaranteed).toBeNull(); // the Gerber card stops at 80
    expect(last?.cells['not-stated']?.[0]?.figures.map((f) => f.cents)).toEqual([13600, 17800]);
  });

  it('lists every stale table and every producer-only copy for audit --go-live', () => {
    const findings = publishedPriceFindings(today).map((f) => [f.tableId, f.reason]);
    expect(findings).toEqual([
      [gerberId, 'stale'],
      [gerberId, 'producer-only'],
      [choiceId, 'stale'],
    ]);
    expect(publishedPriceFindings('2025-06-01').map((f) => [f.tableId, f.reason])).toEqual([
      [gerberId, 'stale'],
      [gerberId, 'producer-only'],
    ]);
  });
});

describe('published prices: the nearest listed ages', () => {
  it('gives a table’s figures at the listed ages around an age it does not print, each with its own age', () => {
    const near = publishedFiguresNear({ age: 68, sex: 'female', amount: 10000, today });
    expect(near.map((f) => [f.tableId, f.ages.min, f.sex])).toEqual([
      [choiceId, 65, 'female'],
      [choiceId, 70, 'female'],
    ]);
    expect(near[0]?.basis).toMatch(/aged 65/);
    expect(near[1]?.basis).toMatch(/aged 70/);
  });

  it('adds nothing where the exact age is printed', () => {
    expect(publishedFiguresNear({ age: 70, sex: 'male', amount: 10000, today })).toEqual([]);
  });
});
