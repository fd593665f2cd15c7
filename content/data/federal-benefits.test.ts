import { describe, expect, it } from 'vitest';
import { federalBenefits, federalSources } from './federal-benefits';

const { ssa, va } = federalBenefits;

describe('Social Security first calls', () => {
  it('writes every phone number one way: 1-800-555-0100', () => {
    for (const n of [ssa.phone, ssa.tty, va.schedulingOffice.phone]) expect(n).toMatch(/^1-\d{3}-\d{3}-\d{4}$/);
    expect(ssa.phone).toBe('1-800-772-1213');
    expect(ssa.tty).toBe('1-800-325-0778');
  });

  it('says who reports the death, that the month-of-death payment goes back, and who gets the $255', () => {
    expect(ssa.reportDeath.text).toMatch(/funeral home/);
    expect(ssa.monthOfDeath.text).toMatch(/does not pay for the month a person dies/);
    expect(ssa.lumpSum.usd).toBe(255);
    expect(ssa.lumpSumWho.text).toMatch(/lived with/);
    expect(ssa.applyWithinYears).toBe(2);
    expect(ssa.survivors.who.some((w) => /widow or widower aged 60/.test(w))).toBe(true);
  });

  it('marks each copy of Social Security’s text as a copy, since ssa.gov itself could not be read', () => {
    for (const s of [ssa.reportDeath.source, ssa.monthOfDeath.source, ssa.lumpSumWho.source, ssa.phoneSource]) {
      expect(s.owner).toBe('Social Security Administration');
      expect(s.secondary, s.url).toBeDefined();
      expect(new URL(s.url).hostname).not.toMatch(/ssa\.gov$/);
    }
  });
});

describe('VA burial facts', () => {
  it('gives the National Cemetery Scheduling Office from the VA’s own page', () => {
    expect(va.schedulingOffice.phone).toBe('1-800-535-1117');
    expect(new URL(va.schedulingOffice.source.url).hostname).toBe('www.va.gov');
  });

  it('says a spouse may be buried in a national cemetery, from a VA page', () => {
    expect(va.spouseEligibility.text).toMatch(/widow or widower/);
    expect(new URL(va.spouseEligibility.source.url).hostname).toMatch(/va\.gov$/);
  });

  it('says plainly that the amounts of later fiscal years were not found, while the newest read is from 2024', () => {
    expect(va.nonServiceConnected.effective).toBe('2024-10-01');
    expect(va.laterYearsGap).toMatch(/October 1, 2025/);
    expect(va.laterYearsGap).toMatch(/October 1, 2026/);
  });

  it('lists the new pages among the cited sources, once each', () => {
    const urls = federalSources().map((s) => s.url);
    expect(urls).toContain(va.schedulingOffice.source.url);
    expect(urls).toContain(ssa.monthOfDeath.source.url);
    expect(new Set(urls).size).toBe(urls.length);
  });
});
