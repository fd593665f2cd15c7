import { describe, expect, it } from 'vitest';
import { formatCents, parseWholeNumber } from '#core/numbers';
import { siteConfig } from '#core/site.config';
import {
  AGE_RANGE,
  COVERAGE_RANGE,
  compare,
  describeEstimate,
  estimatePremium,
  premiumMessage,
  yearsOld,
} from './premium';

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

  it('compares the appointed plans for typed text: those with a complete rate book priced, the others listed apart', () => {
    const out = estimatePremium({ age: '60', coverage: '10000' }, '2026-11-29');
    expect(out.ok && out.answers).toEqual({ age: 60, coverage: 10_000 });
    if (!out.ok) throw new Error('expected an estimate');
    expect([...out.rows, ...out.withoutBook].map((r) => r.plan.id).sort()).toEqual(
      compare({ age: 60, coverage: 10_000 })
        .map((r) => r.plan.id)
        .sort(),
    );
    // No plan we sell has a rate book in the repository: every one is listed without a price.
    expect(out.rows).toEqual([]);
    expect(out.withoutBook.length).toBeGreaterThan(0);
  });

  it('gives the published figures for the answers, each with its publisher and date', () => {
    const out = estimatePremium({ age: '60', coverage: '10000' }, '2026-11-29');
    if (!out.ok) throw new Error('expected an estimate');
    // Gerber's card (both sexes, annual) and Choice Mutual's table (both sexes, monthly) print age 60.
    expect(out.figures.map((f) => `${f.tableId} ${f.sex} ${f.period} ${f.cents}`)).toEqual([
      'gerber-guaranteed-life-gl-rc-2-0819 female year 61270',
      'gerber-guaranteed-life-gl-rc-2-0819 male year 76670',
      'choice-mutual-costs-by-age-2024-11-04 female month 3300',
      'choice-mutual-costs-by-age-2024-11-04 male month 4300',
    ]);
    expect(out.nearby).toEqual([]);
    const at68 = estimatePremium({ age: '68', coverage: '10000', sex: 'female' }, '2026-11-29');
    if (!at68.ok) throw new Error('expected an estimate');
    expect(at68.figures.map((f) => f.tableId)).toEqual(['gerber-guaranteed-life-gl-rc-2-0819']);
    expect(at68.nearby.map((f) => f.ages.min)).toEqual([65, 70]);
  });

  it('passes the optional choices on, and reads "prefer not to say" or anything else as unknown', () => {
    const male = estimatePremium({ age: '65', coverage: '10,000', sex: 'male', tobacco: 'no', state: 'TX' });
    expect(male.ok && male.answers).toEqual({ age: 65, coverage: 10_000, sex: 'male', tobacco: false, state: 'TX' });
    const smoker = estimatePremium({ age: '65', coverage: '10000', sex: 'female', tobacco: 'yes' });
    expect(smoker.ok && smoker.answers).toEqual({ age: 65, coverage: 10_000, sex: 'female', tobacco: true });
    const unknown = estimatePremium({ age: '65', coverage: '10000', sex: '', tobacco: 'maybe', state: 'Texas' });
    expect(unknown.ok && unknown.answers).toEqual({ age: 65, coverage: 10_000 });
  });

  it('drops a plan where its state limits leave it out (Living Promise level starts at $25,000 in WA)', () => {
    const ids = (state: string) => {
      const out = estimatePremium({ age: '70', coverage: '10000', sex: 'female', tobacco: 'no', state });
      return out.ok ? [...out.rows, ...out.withoutBook].map((r) => r.plan.id) : [];
    };
    // Every plan we sell is here without a rate book (withoutBook); the state's limits apply all the same.
    expect(ids('TX')).toContain('mutual-of-omaha-living-promise-level');
    expect(ids('WA')).not.toContain('mutual-of-omaha-living-promise-level');
  });

  it('reports each field that cannot be used, and no estimate', () => {
    expect(estimatePremium({ age: '', coverage: '' })).toEqual({
      ok: false,
      problems: { age: { reason: 'empty' }, coverage: { reason: 'empty' } },
    });
    expect(estimatePremium({ age: '60', coverage: '999' })).toEqual({
      ok: false,
      problems: { coverage: { reason: 'tooLow', min: 1000 } },
    });
    expect(estimatePremium({ age: '0', coverage: '0' }).ok).toBe(false);
    expect(estimatePremium({ age: '86', coverage: '10000' }).ok).toBe(false);
    expect(estimatePremium({ age: '60', coverage: '40001' }).ok).toBe(false);
  });
});

describe('messages', () => {
  it('says what to enter, with the range', () => {
    expect(premiumMessage('age', { reason: 'empty' })).toBe('Enter your age, from 50 to 85.');
    expect(premiumMessage('age', { reason: 'notWhole' })).toBe('Enter your age in whole years, from 50 to 85.');
    expect(premiumMessage('age', { reason: 'tooHigh', max: 85 })).toMatch(/^Enter an age from 50 to 85\./);
    expect(premiumMessage('age', { reason: 'notNumber' })).toMatch(/in numbers/);
    expect(premiumMessage('coverage', { reason: 'empty' })).toBe('Enter a coverage amount from $1,000 to $40,000.');
    expect(premiumMessage('coverage', { reason: 'tooLow', min: 1000 })).toBe(
      'Enter a coverage amount from $1,000 to $40,000.',
    );
    expect(premiumMessage('coverage', { reason: 'notWhole' })).toMatch(/whole dollars/);
    expect(premiumMessage('coverage', { reason: 'notNumber' })).toMatch(/in numbers/);
  });

  it('describes an estimate with the answers used', () => {
    expect(describeEstimate({ age: 65, coverage: 10_000, sex: 'male', tobacco: false })).toBe(
      'Prices for a 65-year-old man who does not use tobacco, $10,000 of coverage:',
    );
    expect(describeEstimate({ age: 70, coverage: 5000, sex: 'female', tobacco: true })).toBe(
      'Prices for a 70-year-old woman who uses tobacco, $5,000 of coverage:',
    );
    expect(describeEstimate({ age: 80, coverage: 10_000, sex: 'male' })).toBe(
      'Prices for an 80-year-old man, $10,000 of coverage:',
    );
    expect([18, 11, 8, 50, 65, 85, 81].map(yearsOld)).toEqual([
      'an 18-year-old',
      'an 11-year-old',
      'an 8-year-old',
      'a 50-year-old',
      'a 65-year-old',
      'an 85-year-old',
      'an 81-year-old',
    ]);
    expect(describeEstimate({ age: 60, coverage: 10_000 })).toBe(
      'Prices for a 60-year-old person, $10,000 of coverage:',
    );
  });
});
