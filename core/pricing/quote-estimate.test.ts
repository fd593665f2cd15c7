import { describe, expect, it } from 'vitest';
import { makeQuoteEstimate, quoteEstimateSchema, storedEstimateSchema } from './quote-estimate';

const inputs = { sex: 'female', age: 70, tobacco: false, state: 'OH' } as const;
const current = makeQuoteEstimate([], inputs);
const legacy = {
  inputs,
  ratesAsOf: '2026-01-01',
  rows: [{ coverage: 10_000, plans: [{ plan: 'Level', offered: true, lowCents: 4000, highCents: 5200 }] }],
};

describe('the estimate schemas', () => {
  it('read a current estimate, with or without the license, and an estimate stored before version 2', () => {
    expect(quoteEstimateSchema.safeParse(current).success).toBe(true);
    const licensed = { ...current, license: { state: 'OH', stateName: 'Ohio', number: 'OH-1', example: true } };
    expect(quoteEstimateSchema.safeParse(licensed).success).toBe(true);
    expect(storedEstimateSchema.safeParse(legacy).success).toBe(true);
    // The thank-you step shows only the current version.
    expect(quoteEstimateSchema.safeParse(legacy).success).toBe(false);
  });

  it('refuse another version, a fraction of a cent, a range upside down and an unknown plan type', () => {
    expect(storedEstimateSchema.safeParse({ ...legacy, version: 3 }).success).toBe(false);
    expect(storedEstimateSchema.safeParse({ ...current, version: 3 }).success).toBe(false);
    const cell = { planId: 'p', insurer: 'I', plan: 'P', type: 'level', offered: true, cents: 12.5, ratesDate: null };
    expect(quoteEstimateSchema.safeParse({ ...current, rows: [{ coverage: 10_000, plans: [cell] }] }).success).toBe(
      false,
    );
    const upsideDown = { plan: 'Level', offered: true, lowCents: 6000, highCents: 5200 };
    expect(
      storedEstimateSchema.safeParse({ ...legacy, rows: [{ coverage: 10_000, plans: [upsideDown] }] }).success,
    ).toBe(false);
    const unknownType = { ...cell, cents: 1250, type: 'term' };
    expect(
      quoteEstimateSchema.safeParse({ ...current, rows: [{ coverage: 10_000, plans: [unknownType] }] }).success,
    ).toBe(false);
  });
});
