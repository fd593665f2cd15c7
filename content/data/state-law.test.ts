import { describe, expect, it } from 'vitest';
import { freeLookFor, freeLookPeriods } from './state-law';
import { freeLookPeriodsSchema } from './state-law.schema';
import { states } from './states';

describe('free-look periods', () => {
  it('has one record for each state and DC, each set, not set or unknown', () => {
    expect(Object.keys(freeLookPeriods).sort()).toEqual(states.map((s) => s.code).sort());
    for (const state of states)
      expect(['set', 'not-set-by-statute', 'unknown']).toContain(freeLookFor(state.code).status);
  });

  it('gives California 10 days and 30 for buyers aged 60 and over, with the citations', () => {
    const california = freeLookFor('ca');
    if (california.status !== 'set') throw new Error('California is set by statute');
    expect(california.days).toBe(10);
    expect(california.olderBuyers).toMatchObject({ age: 60, days: 30, citation: 'Cal. Ins. Code § 10127.10' });
    expect(california.citation).toMatch(/10127\.9/);
  });

  it('names a citation and the page read for every period it states', () => {
    for (const [code, record] of Object.entries(freeLookPeriods)) {
      if (record.status !== 'set') continue;
      expect(record.citation, code).not.toBe('');
      expect(record.source.url, code).toMatch(/^https?:\/\//);
      expect(record.source.read, code).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(() => freeLookFor('ZZ')).toThrow(/no free-look record/);
  });

  it('refuses a missing state, a period without a citation, or a "longer" period that is not longer', () => {
    const { TX: _dropped, ...fewer } = freeLookPeriods;
    expect(freeLookPeriodsSchema.safeParse(fewer).success).toBe(false);
    const utah = freeLookPeriods.UT;
    if (utah?.status !== 'set' || !utah.replacement) throw new Error('Utah has a replacement period');
    const { citation: _citation, ...uncited } = utah;
    expect(freeLookPeriodsSchema.safeParse({ ...freeLookPeriods, UT: uncited }).success).toBe(false);
    const shorter = { ...utah, replacement: { ...utah.replacement, days: 5 } };
    expect(freeLookPeriodsSchema.safeParse({ ...freeLookPeriods, UT: shorter }).success).toBe(false);
  });
});
