import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { quotePlan } from '#core/pricing/engine';
import type { PlanRecord } from '#core/pricing/plan.schema';
import { appointedPlans } from '../../content/data/insurer-plans';
import { buildProgram, CommanderError } from '../program';
import { previewLines } from './plans-preview';
import type { PlansDeps } from './plans-shared';

const fixtures = join(import.meta.dirname, '../../tests/fixtures/rate-books');
const levelBook = readFileSync(join(fixtures, 'level-annual.csv'), 'utf8');
const gradedBook = readFileSync(join(fixtures, 'graded-monthly.csv'), 'utf8');

let dir: string;
let work: string;
let lines: string[];
let deps: PlansDeps;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rate-books-'));
  work = mkdtempSync(join(tmpdir(), 'rate-book-input-'));
  lines = [];
  deps = { dir, today: () => '2026-11-29' };
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

async function run(...args: string[]): Promise<void> {
  await buildProgram((l) => lines.push(l), undefined, deps).parseAsync(['node', 'cli', ...args]);
}

/** A copy of a fixture book with one line changed, written to a file; its path. */
function badBook(book: string, edit: (bookLines: string[]) => void): string {
  const bookLines = book.split('\n');
  edit(bookLines);
  const file = join(work, 'bad.csv');
  writeFileSync(file, bookLines.join('\n'));
  return file;
}

const stored = () => readdirSync(dir).sort();
const storedPlan = (id: string) => JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as PlanRecord;

describe('plans import', () => {
  it('loads a valid book as the plan of the same name, and writes the index', async () => {
    await run('plans', 'import', join(fixtures, 'level-annual.csv'));
    expect(stored()).toEqual(['index.ts', 'mutual-of-omaha-living-promise-level.json']);
    const plan = storedPlan('mutual-of-omaha-living-promise-level');
    expect(plan.rates?.rows).toHaveLength(41);
    expect(plan.rates?.policyFeeCents).toBe(3600);
    expect(plan.rates?.monthlyFactor).toEqual({ numerator: 875, denominator: 10000 });
    expect(plan.stateFaceAmounts).toEqual({ WA: { min: 25000, max: 40000 } });
    expect(plan.notSoldIn?.states).toEqual(['NY']);
    expect(readFileSync(join(dir, 'index.ts'), 'utf8')).toContain(
      "import book0 from './mutual-of-omaha-living-promise-level.json' with { type: 'json' };",
    );
    expect(lines[0]).toMatch(/^wrote .*mutual-of-omaha-living-promise-level\.json \(a new book\)/);
  });

  it('prices from the book as the book prescribes (hand-worked)', async () => {
    await run('plans', 'import', join(fixtures, 'level-annual.csv'));
    await run('plans', 'import', join(fixtures, 'graded-monthly.csv'));
    const level = storedPlan('mutual-of-omaha-living-promise-level');
    const graded = storedPlan('royal-neighbors-ensured-legacy-graded');
    const woman70 = { age: 70, sex: 'female' as const, tobacco: false, state: 'TX' };
    // (62.40 x 10 + 36.00) x 0.0875 = 660.00 x 0.0875 = $57.75
    expect(quotePlan(level, woman70, 10_000)).toMatchObject({ ok: true, monthlyCents: 5775 });
    // 6.10 x 10 + 2.00 = $63.00 a month; 30% of $10,000 in year 1, 70% in year 2
    expect(quotePlan(graded, woman70, 10_000)).toMatchObject({
      ok: true,
      monthlyCents: 6300,
      payout: { month6Cents: 300_000, month18Cents: 700_000, afterWaitingCents: 1_000_000 },
    });
  });

  it('--dry-run says what would change and writes nothing', async () => {
    await run('plans', 'import', join(fixtures, 'level-annual.csv'), '--dry-run');
    expect(stored()).toEqual([]);
    expect(lines[0]).toMatch(/^would write .* \(a new book\): United of Omaha Life Insurance Company/);
    await run('plans', 'import', join(fixtures, 'level-annual.csv'));
    const before = readFileSync(join(dir, 'mutual-of-omaha-living-promise-level.json'), 'utf8');
    const changed = badBook(levelBook, (l) => {
      l[44] = '70,62.50,87.36,74.88,99.84';
    });
    await run('plans', 'import', changed, '--dry-run');
    expect(lines.at(-1)).toMatch(/replaces the book effective 2026-10-01: 1 of 164 rate cells differ/);
    expect(readFileSync(join(dir, 'mutual-of-omaha-living-promise-level.json'), 'utf8')).toBe(before);
  });

  const refusals: [string, string, (l: string[]) => void, RegExp][] = [
    ['a missing age', levelBook, (l) => l.splice(44, 1), /line 45, column 1: age 70 is missing/],
    [
      'a non-numeric cell',
      levelBook,
      (l) => {
        l[43] = '68,58.40,81.76,n/a,93.44';
      },
      /line 44, column 4: age 68: the male non-tobacco rate "n\/a" is not a positive amount/,
    ],
    [
      'a negative fee',
      levelBook,
      (l) => {
        l[7] = 'Policy fee,-36.00';
      },
      /line 8, column 2: Policy fee: must not be negative/,
    ],
    [
      'a missing header field',
      gradedBook,
      (l) => l.splice(5, 1),
      /line 17, column 1: the header field "Effective date" is missing/,
    ],
  ];
  for (const [what, book, edit, message] of refusals) {
    it(`refuses ${what} with its line and column, and changes no file`, async () => {
      await run('plans', 'import', join(fixtures, 'graded-monthly.csv'));
      const before = stored().map((f) => readFileSync(join(dir, f), 'utf8'));
      const error = await run('plans', 'import', badBook(book, edit)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(CommanderError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).toMatch(/nothing was written$/);
      expect(stored().map((f) => readFileSync(join(dir, f), 'utf8'))).toEqual(before);
    });
  }
});

describe('plans preview', () => {
  it('prints the comparison of the plans with books, cheapest first, with payouts in dollars', async () => {
    await run('plans', 'import', join(fixtures, 'level-annual.csv'));
    await run('plans', 'import', join(fixtures, 'graded-monthly.csv'));
    const books = [
      storedPlan('mutual-of-omaha-living-promise-level'),
      storedPlan('royal-neighbors-ensured-legacy-graded'),
    ];
    const plans = appointedPlans.map((p) => books.find((b) => b.id === p.id) ?? p);
    const out = previewLines({ age: 68, sex: 'female', tobacco: 'no', amount: 10_000, state: 'OH' }, plans);
    const priced = out.slice(2, 4);
    // (58.40 x 10 + 36) x 0.0875 = $54.25; 5.70 x 10 + 2 = $59.00, 30% = $3,000 in month 6, 70% = $7,000 in month 18
    expect(priced[0]).toMatch(
      /^\s*\$54\.25\s+United of Omaha .*Level Benefit Plan\s+Level benefit\s+\$10,000\.00\s+\$10,000\.00\s+after 16 years\s+2026-10-01$/,
    );
    expect(priced[1]).toMatch(
      /^\s*\$59\.00\s+Royal Neighbors of America\s+Ensured Legacy, Graded Death Benefit\s+Graded benefit\s+\$3,000\.00\s+\$7,000\.00\s+after 15 years\s+2026-09-01$/,
    );
    expect(out).toContain('Without a price:');
  });

  it('refuses a bad option with a clear message', async () => {
    await expect(
      run(
        'plans',
        'preview',
        '--age',
        'old',
        '--sex',
        'female',
        '--tobacco',
        'no',
        '--amount',
        '10000',
        '--state',
        'OH',
      ),
    ).rejects.toThrow(/--age/);
  });
});
