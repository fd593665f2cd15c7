import { describe, expect, it } from 'vitest';
import { monthlyCents } from './estimate';
import {
  anyOffered,
  describeQuoteEstimate,
  isQuoteEstimate,
  quoteCoverages,
  quoteEstimate,
  ratesAsOf,
} from './quote-estimate';

describe('quoteEstimate', () => {
  it('prices the four amounts for every plan type from the answers, as exact cents', () => {
    const e = quoteEstimate({ sex: 'male', age: 65, tobacco: false, state: 'TX' });
    expect(e.rows.map((r) => r.coverage)).toEqual([...quoteCoverages]);
    expect(e.rows[1]?.plans[0]).toEqual({ plan: 'level', offered: true, lowCents: 5400, highCents: 5400 });
    for (const row of e.rows) {
      for (const cell of row.plans) {
        // graded plans stop at $20,000
        expect(cell.offered).toBe(!(cell.plan === 'graded' && row.coverage === 25_000));
        if (cell.offered) expect(cell.lowCents).toBe(monthlyCents(cell.plan, 65, row.coverage, 'male', false));
      }
    }
    expect(e.ratesAsOf).toBe(ratesAsOf);
    expect(JSON.parse(JSON.stringify(e))).toEqual(e);
  });

  it('uses the unisex rate in Montana', () => {
    const mt = quoteEstimate({ sex: 'male', age: 65, tobacco: false, state: 'MT' });
    expect(mt.rows[1]?.plans[0]).toEqual({ plan: 'level', offered: true, lowCents: 4750, highCents: 4750 });
  });

  it('says why a plan is not offered, and whether anything is', () => {
    const old = quoteEstimate({ sex: 'female', age: 83, tobacco: true, state: null });
    expect(old.rows[0]?.plans[1]).toEqual({
      plan: 'graded',
      offered: false,
      reason: 'Graded benefit plans are for ages 50 to 80.',
    });
    expect(anyOffered(old)).toBe(true);
    expect(anyOffered(quoteEstimate({ sex: 'female', age: 40, tobacco: false, state: null }))).toBe(false);
  });
});

describe('describeQuoteEstimate', () => {
  it('gives an agent one line per amount, in exact cents for a known person', () => {
    const lines = describeQuoteEstimate(quoteEstimate({ sex: 'male', age: 65, tobacco: false, state: 'TX' }));
    expect(lines[0]).toEqual(['Estimate shown', `male, 65, no tobacco, TX; rates as of ${ratesAsOf}`]);
    expect(lines[2]).toEqual([
      'Estimate $10,000',
      'Level benefit $54.00, Graded benefit $66.60, Guaranteed issue $79.30 a month',
    ]);
    expect(lines[4]?.[1]).toContain('Graded benefit not offered');
    expect(lines).toHaveLength(5);
  });
});

describe('isQuoteEstimate', () => {
  it('takes an estimate, as made or through JSON, and refuses anything else', () => {
    const e = quoteEstimate({ sex: 'female', age: 83, tobacco: true, state: 'MT' });
    expect(isQuoteEstimate(e)).toBe(true);
    expect(isQuoteEstimate(JSON.parse(JSON.stringify(e)))).toBe(true);
    for (const bad of [
      null,
      'x',
      { ...e, rows: 'no' },
      { ...e, inputs: { ...e.inputs, sex: 'other' } },
      { ...e, rows: [{ coverage: 10_000, plans: [{ plan: 'level', offered: true, lowCents: -1, highCents: 5 }] }] },
      { ...e, rows: [{ coverage: 10_000, plans: [{ plan: 'term', offered: false, reason: 'x' }] }] },
      { ...e, rows: [{ coverage: 10_000, plans: [{ plan: 'level', offered: true, lowCents: 9, highCents: 5 }] }] },
    ]) {
      expect(isQuoteEstimate(bad)).toBe(false);
    }
  });
});
