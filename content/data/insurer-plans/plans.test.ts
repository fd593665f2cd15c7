import { describe, expect, it } from 'vitest';
import { chartCell, chartGap, plansForSale, quotePlan } from '#core/pricing/engine';
import { siteConfig } from '#core/site.config';
import { carriers } from '../carriers';
import { appointedPlans, insurerPlans, pricedPlans } from './index';

const livingPromise = appointedPlans.find((p) => p.id === 'mutual-of-omaha-living-promise-level');

describe('the plan data', () => {
  it('has one entry per appointed insurer, each a known carrier', () => {
    expect(insurerPlans.map((i) => i.carrierId)).toEqual(siteConfig.appointments.carriers);
    for (const i of insurerPlans) expect(carriers.some((c) => c.id === i.carrierId)).toBe(true);
  });

  it('says why an insurer has no plans, and gives each plan its sources', () => {
    for (const i of insurerPlans) if (i.plans.length === 0) expect(i.gap).toBeTruthy();
  });
});

describe('Living Promise, Level Benefit Plan: the chart cell for cell', () => {
  // Cells read off the premium calculator copy (annual premium per $1,000), typed here
  // separately from the data file: [age, sex, tobacco, printed figure].
  const cells: Array<[number, 'female' | 'male', boolean, string]> = [
    [45, 'male', false, '24.99'],
    [45, 'female', true, '28.02'],
    [50, 'female', false, '24.12'],
    [50, 'male', true, '37.85'],
    [53, 'female', true, '36.07'],
    [55, 'male', false, '35.83'],
    [58, 'female', false, '31.04'],
    [60, 'male', false, '44.44'],
    [60, 'female', true, '46.59'],
    [62, 'male', true, '71.71'],
    [64, 'female', false, '40.63'],
    [65, 'female', false, '42.48'],
    [65, 'male', true, '85.15'],
    [66, 'female', false, '45.21'],
    [66, 'male', false, '63.08'],
    [68, 'female', false, '50.66'],
    [68, 'female', true, '71.24'],
    [70, 'female', false, '56.22'],
    [70, 'male', true, '116.35'],
    [72, 'female', true, '90.52'],
    [75, 'male', false, '108.23'],
    [77, 'female', false, '90.23'],
    [80, 'female', false, '107.00'],
    [80, 'male', true, '213.78'],
    [83, 'female', true, '185.39'],
    [85, 'female', false, '149.10'],
    [85, 'male', true, '310.54'],
  ];

  it.each(cells)('age %i, %s, tobacco %s: %s', (age, sex, tobacco, printed) => {
    if (!livingPromise) throw new Error('Living Promise level is in the data');
    expect(chartCell(livingPromise, age, sex, tobacco)).toBe(Math.round(Number(printed) * 100));
  });

  it('has every age 45-85 and rises with age in every column', () => {
    const rows = livingPromise?.rates?.rows ?? [];
    expect(rows.map((r) => r.age)).toEqual(Array.from({ length: 41 }, (_, i) => 45 + i));
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1], rows[i]];
      if (!a || !b) continue;
      for (const sex of ['female', 'male'] as const) {
        expect(b[sex].nonTobacco).toBeGreaterThan(a[sex].nonTobacco);
        expect(b[sex].tobacco).toBeGreaterThan(a[sex].tobacco);
      }
    }
  });

  it('is not priced: the copy we read stops before the policy fee and the monthly factor', () => {
    if (!livingPromise) throw new Error('Living Promise level is in the data');
    expect(chartGap(livingPromise)).toBe(
      'the copy of the chart we read does not give the policy fee, the monthly factor or the rounding rule',
    );
    const q = quotePlan(livingPromise, { age: 68, sex: 'female', tobacco: false, state: 'OH' }, 10_000);
    expect(q).toMatchObject({ ok: false, reason: 'no-rates' });
  });
});

describe('what can be priced', () => {
  it('prices no plan: no appointed plan has a complete published chart', () => {
    expect(pricedPlans).toEqual([]);
  });

  it('for a woman of 70 in Texas, $10,000: lists the plans she may buy; Washington drops Living Promise level', () => {
    const person = { age: 70, sex: 'female', tobacco: false, state: 'TX' } as const;
    const tx = plansForSale(appointedPlans, person, 10_000).map((q) => q.plan.id);
    expect(tx).toContain('mutual-of-omaha-living-promise-level');
    const wa = plansForSale(appointedPlans, { ...person, state: 'WA' }, 10_000).map((q) => q.plan.id);
    expect(wa).not.toContain('mutual-of-omaha-living-promise-level');
    expect(wa.length).toBe(tx.length - 1);
  });
});
