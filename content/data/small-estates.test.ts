import { describe, expect, it } from 'vitest';
import { beneficiaryOutsideProbate, smallEstateGap, smallEstateOf, smallEstates } from './small-estates';
import { smallEstatesSchema } from './small-estates.schema';
import { states } from './states';

describe('small estates', () => {
  it('has an entry or a gap for each of the 50 states and DC, and nothing else', () => {
    expect(Object.keys(smallEstates).sort()).toEqual(states.map((s) => s.code).sort());
    for (const { code } of states) expect(Boolean(smallEstateOf(code)) !== Boolean(smallEstateGap(code))).toBe(true);
  });

  it('gives every entry a positive limit, a statute (linked only where its page was read), and sources dated or null, read on 2026-11-29', () => {
    for (const { code } of states) {
      const entry = smallEstateOf(code);
      if (!entry) continue;
      expect(Number.isInteger(entry.limitUsd) && entry.limitUsd > 0, code).toBe(true);
      expect(entry.statute.length, code).toBeGreaterThan(4);
      // A link to the statute only where its page was read: the URL is one of the entry's sources (or its page).
      if (entry.statuteUrl) {
        const page = entry.statuteUrl.replace(/[#?].*$/, '');
        expect(
          entry.sources.some((s) => s.url.replace(/[#?].*$/, '') === page || s.url.startsWith(page)),
          code,
        ).toBe(true);
      }
      expect(entry.sources.length, code).toBeGreaterThan(0);
      for (const source of entry.sources) {
        expect(source.checked, code).toBe('2026-11-29');
        expect(source.dated === null || /^\d{4}-\d{2}-\d{2}$/.test(source.dated), code).toBe(true);
      }
    }
  });

  it('sources the fact that a policy with a named beneficiary is paid outside probate', () => {
    expect(beneficiaryOutsideProbate.text).toMatch(/beneficiary/);
    expect(beneficiaryOutsideProbate.text).toMatch(/probate/);
    expect(beneficiaryOutsideProbate.sources.length).toBeGreaterThan(0);
    for (const source of beneficiaryOutsideProbate.sources) expect(source.checked).toBe('2026-11-29');
  });

  it('refuses a missing state, a zero limit and an entry without a statute', () => {
    const { OH: ohio, TX: _dropped, ...rest } = smallEstates;
    expect(smallEstatesSchema.safeParse({ ...rest, OH: ohio }).success).toBe(false);
    const texas = smallEstates.TX;
    expect(smallEstatesSchema.safeParse({ ...rest, OH: ohio, TX: { ...texas, limitUsd: 0 } }).success).toBe(false);
    const { statute: _statute, ...noStatute } = texas as Record<string, unknown>;
    expect(smallEstatesSchema.safeParse({ ...rest, OH: ohio, TX: noStatute }).success).toBe(false);
    expect(smallEstatesSchema.safeParse({ ...rest, OH: ohio, TX: texas }).success).toBe(true);
  });
});
