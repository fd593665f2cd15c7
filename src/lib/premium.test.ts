import { describe, expect, it } from 'vitest';
import { siteConfig } from '../site.config';
import {
  AGE_RANGE,
  COVERAGE_RANGE,
  describeEstimate,
  estimatePremium,
  formatCents,
  parseWholeNumber,
  premiumCents,
  premiumMessage,
} from './premium';

/** The spec's formula on exact rationals: coverage × age × 0.4 / 50 / 1000 dollars = coverage × age / 1250 cents. */
function exactCentsHalfUp(age: number, coverage: number): number {
  const n = BigInt(age) * BigInt(coverage);
  return Number((n * 2n + 1250n) / 2500n);
}

describe('premiumCents', () => {
  it('gives the spec example: age 60 and $10,000 -> $4.80', () => {
    expect(premiumCents(60, 10_000)).toBe(480);
    expect(formatCents(premiumCents(60, 10_000))).toBe('$4.80');
  });

  it('covers the ends of the ranges', () => {
    expect(premiumCents(50, 2000)).toBe(80); // 2000 × 0.4 / 1000
    expect(premiumCents(85, 50_000)).toBe(3400); // 50000 × 0.68 / 1000
  });

  it('rounds exact ties half up where floating point rounds them down', () => {
    // 3125 × 51 / 1250 = 127.5 cents exactly; rounding the float formula in cents gives 127.
    expect(Math.round(((3125 * ((51 / 50) * 0.4)) / 1000) * 100)).toBe(127);
    expect(premiumCents(51, 3125)).toBe(128);
    // 2125 × 65 / 1250 = 110.5 cents; toFixed(2) on the float gives "1.10".
    expect(((2125 * ((65 / 50) * 0.4)) / 1000).toFixed(2)).toBe('1.10');
    expect(premiumCents(65, 2125)).toBe(111);
    // Just either side of a tie.
    expect(premiumCents(1, 624)).toBe(0);
    expect(premiumCents(1, 625)).toBe(1);
    expect(premiumCents(1, 1874)).toBe(1);
    expect(premiumCents(1, 1875)).toBe(2);
  });

  it('matches exact rational arithmetic for every age and every whole-dollar coverage in range', () => {
    let checked = 0;
    for (let age = AGE_RANGE.min; age <= AGE_RANGE.max; age++) {
      for (let coverage = COVERAGE_RANGE.min; coverage <= COVERAGE_RANGE.max; coverage += 1) {
        if (premiumCents(age, coverage) !== exactCentsHalfUp(age, coverage)) {
          throw new Error(`wrong for age ${age}, coverage ${coverage}`);
        }
        checked++;
      }
    }
    expect(checked).toBe((AGE_RANGE.max - AGE_RANGE.min + 1) * (COVERAGE_RANGE.max - COVERAGE_RANGE.min + 1));
  });

  it('is zero for zero and exact for large safe products', () => {
    expect(premiumCents(0, 10_000)).toBe(0);
    expect(premiumCents(60, 0)).toBe(0);
    expect(premiumCents(1, 9_007_199_254_740_000)).toBe(exactCentsHalfUp(1, 9_007_199_254_740_000));
  });

  it('refuses what is not a non-negative safe integer, or an unsafe product', () => {
    expect(() => premiumCents(60.5, 10_000)).toThrow(RangeError);
    expect(() => premiumCents(-1, 10_000)).toThrow(RangeError);
    expect(() => premiumCents(Number.NaN, 10_000)).toThrow(RangeError);
    expect(() => premiumCents(60, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => premiumCents(85, Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });
});

describe('formatCents', () => {
  it('shows dollars, thousands separators and two decimals', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(480)).toBe('$4.80');
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatCents(-250)).toBe('-$2.50');
  });
});

describe('parseWholeNumber', () => {
  const range = { min: 50, max: 85 };
  const reason = (text: string, r = range) => {
    const parsed = parseWholeNumber(text, r);
    return parsed.ok ? parsed.value : parsed.problem.reason;
  };

  it('reads whole numbers, with spaces, a dollar sign, thousands commas or zero decimals', () => {
    expect(reason('60')).toBe(60);
    expect(reason('  60 ')).toBe(60);
    expect(reason('60.0')).toBe(60);
    expect(reason('60.')).toBe(60);
    expect(reason('$10,000', COVERAGE_RANGE)).toBe(10_000);
    expect(reason('010000', COVERAGE_RANGE)).toBe(10_000);
  });

  it('names the problem instead of giving NaN', () => {
    expect(reason('')).toBe('empty');
    expect(reason('   ')).toBe('empty');
    expect(reason('abc')).toBe('notNumber');
    expect(reason('6o')).toBe('notNumber');
    expect(reason('1e2')).toBe('notNumber');
    expect(reason('Infinity')).toBe('notNumber');
    expect(reason('NaN')).toBe('notNumber');
    expect(reason('.5')).toBe('notNumber');
    expect(reason('1,00')).toBe('notNumber');
    expect(reason('--60')).toBe('notNumber');
    expect(reason('60.5')).toBe('notWhole');
    expect(reason('-60')).toBe('negative');
    expect(reason('-0')).toBe('tooLow');
    expect(reason('0')).toBe('tooLow');
    expect(reason('49')).toBe('tooLow');
    expect(reason('86')).toBe('tooHigh');
    expect(reason('99999999999999999999999')).toBe('tooHigh');
  });

  it('takes negatives when the range allows them, and carries the bounds in the problem', () => {
    expect(reason('-5', { min: -10, max: 10 })).toBe(-5);
    expect(reason('-99999999999999999999', { min: -10, max: 10 })).toBe('tooLow');
    expect(parseWholeNumber('10', range)).toEqual({ ok: false, problem: { reason: 'tooLow', min: 50 } });
    expect(parseWholeNumber('100', range)).toEqual({ ok: false, problem: { reason: 'tooHigh', max: 85 } });
  });
});

describe('estimatePremium', () => {
  it('uses the config ranges', () => {
    expect(AGE_RANGE).toEqual(siteConfig.coverage.issueAges);
    expect(COVERAGE_RANGE).toEqual(siteConfig.coverage.amount);
  });

  it('estimates from typed text', () => {
    expect(estimatePremium({ age: '60', coverage: '10000' })).toEqual({
      ok: true,
      age: 60,
      coverage: 10_000,
      cents: 480,
    });
  });

  it('reports each field that cannot be used, and no estimate', () => {
    expect(estimatePremium({ age: '', coverage: '' })).toEqual({
      ok: false,
      problems: { age: { reason: 'empty' }, coverage: { reason: 'empty' } },
    });
    expect(estimatePremium({ age: '60', coverage: '1000' })).toEqual({
      ok: false,
      problems: { coverage: { reason: 'tooLow', min: 2000 } },
    });
    expect(estimatePremium({ age: '0', coverage: '0' }).ok).toBe(false);
    expect(estimatePremium({ age: '86', coverage: '10000' }).ok).toBe(false);
    expect(estimatePremium({ age: '60', coverage: '50001' }).ok).toBe(false);
  });
});

describe('messages', () => {
  it('says what to enter, with the range', () => {
    expect(premiumMessage('age', { reason: 'empty' })).toBe('Enter your age, from 50 to 85.');
    expect(premiumMessage('age', { reason: 'notWhole' })).toBe('Enter your age in whole years, from 50 to 85.');
    expect(premiumMessage('age', { reason: 'tooHigh', max: 85 })).toMatch(/^Enter an age from 50 to 85\./);
    expect(premiumMessage('age', { reason: 'notNumber' })).toMatch(/in numbers/);
    expect(premiumMessage('coverage', { reason: 'empty' })).toBe('Enter a coverage amount from $2,000 to $50,000.');
    expect(premiumMessage('coverage', { reason: 'tooLow', min: 2000 })).toBe(
      'Enter a coverage amount from $2,000 to $50,000.',
    );
    expect(premiumMessage('coverage', { reason: 'notWhole' })).toMatch(/whole dollars/);
    expect(premiumMessage('coverage', { reason: 'notNumber' })).toMatch(/in numbers/);
  });

  it('describes an estimate with the figures used', () => {
    expect(`${describeEstimate(60, 10_000)} ${formatCents(480)}`).toBe(
      'Estimated monthly premium for a 60-year-old and $10,000 of coverage: $4.80',
    );
  });
});
