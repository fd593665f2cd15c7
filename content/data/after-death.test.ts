import { describe, expect, it } from 'vitest';
import { siteConfig } from '#core/site.config';
import { deathSourceSchema } from './after-death.schema';
import { carrierComparison } from './carrier-comparison';
import { federalAmounts, federalSources } from './federal-benefits';
import { claimOf, insurerClaimGaps, insurerClaims } from './insurer-claims';
import { states } from './states';
import { vitalRecordGap, vitalRecordOf, vitalRecords } from './vital-records';

describe('vital records', () => {
  it('has a record or a listed gap for each of the 50 states and DC, and nothing else', () => {
    expect(Object.keys(vitalRecords).sort()).toEqual(states.map((s) => s.code).sort());
    for (const { code } of states) expect(Boolean(vitalRecordOf(code)) !== Boolean(vitalRecordGap(code))).toBe(true);
  });

  it('gives every fee a dated source, and a further copy never costs more than the first', () => {
    for (const { code } of states) {
      const record = vitalRecordOf(code);
      if (!record) continue;
      expect(deathSourceSchema.parse(record.feeSource).checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (record.feeFurther !== undefined) expect(record.feeFurther).toBeLessThanOrEqual(record.feeFirst);
    }
  });

  it('refuses a state without a record or a gap', async () => {
    const { vitalRecordsSchema } = await import('./after-death.schema');
    const { AL: _dropped, ...rest } = vitalRecords;
    expect(vitalRecordsSchema.safeParse(rest).success).toBe(false);
  });
});

describe('federal benefits', () => {
  it('gives every amount an effective date and a dated source', () => {
    const amounts = federalAmounts();
    expect(amounts.length).toBeGreaterThanOrEqual(4);
    for (const [, amount] of amounts) {
      expect(amount.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(amount.source.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('marks the VA amounts that change each year for the staleness list', () => {
    const yearly = federalAmounts().filter(([, a]) => a.changesYearly);
    expect(yearly.map(([name]) => name)).toEqual([
      'VA burial allowance, non-service-connected death',
      'VA plot or interment allowance',
    ]);
  });

  it('cites each page once', () => {
    const urls = federalSources().map((s) => s.url);
    expect(new Set(urls).size).toBe(urls.length);
  });
});

describe('insurer claims', () => {
  const reviewed = carrierComparison.map((row) => row.carrierId);
  const needed = [...new Set([...siteConfig.appointments.carriers, ...reviewed])];

  it('covers each appointed and reviewed insurer, or lists it as a gap', () => {
    const gaps = insurerClaimGaps.map((g) => g.carrierId);
    for (const id of needed) expect(Boolean(claimOf(id)) || gaps.includes(id), id).toBe(true);
  });

  it('has claim steps for every reviewed insurer, each linking to the insurer’s own site', () => {
    for (const id of reviewed) {
      const claim = claimOf(id);
      expect(claim, id).toBeDefined();
      expect(new URL(claim?.claimPage ?? '').protocol).toBe('https:');
    }
  });

  it('lists each insurer once', () => {
    const ids = insurerClaims.map((c) => c.carrierId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
