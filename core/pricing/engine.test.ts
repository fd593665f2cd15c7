import { describe, expect, it } from 'vitest';
import {
  breakEvenYears,
  chartCell,
  chartGap,
  largestFace,
  lowestPrice,
  type Person,
  payoutSchedule,
  plansForSale,
  quotePlan,
  quotePlans,
  roundFraction,
} from './engine';
import { type PlanRecord, planSchema } from './plan.schema';

/**
 * The engine on made-up charts written here for the test (no plan of the site is priced from
 * them): each chart's steps are worked by hand in the comments, and the engine must give the
 * same cents.
 */

const source = {
  title: 'Test chart written for the engine tests',
  url: 'https://example.com/test-chart',
  kind: 'insurer',
  producersOnly: false,
  date: '2026-01-01',
  checked: '2026-11-26',
} as const;

const base = {
  carrierId: 'test',
  insurer: 'Test Life Insurance Company',
  source,
  issueAges: { min: 50, max: 52 },
  faceAmount: { min: 2000, max: 20_000 },
  limitsSource: source,
  healthQuestions: null,
  healthQuestionsGap: 'made-up test chart without questions',
} as const;

/** Annual cells, $36 annual fee, monthly factor 0.0875, rounded half up. */
const annualPlan: PlanRecord = planSchema.parse({
  ...base,
  id: 'test-level',
  name: 'Test Level',
  type: 'level',
  notSoldIn: { states: ['NY'], source },
  stateFaceAmounts: { WA: { min: 10_000, max: 20_000 } },
  rates: {
    basis: 'annual-per-1000',
    rows: [
      { age: 50, female: { nonTobacco: 2412, tobacco: 3171 }, male: { nonTobacco: 2916, tobacco: 3785 } },
      { age: 51, female: { nonTobacco: 2500, tobacco: 3336 }, male: { nonTobacco: 3045, tobacco: 4009 } },
      { age: 52, female: { nonTobacco: 2548, tobacco: 3443 }, male: { nonTobacco: 3137, tobacco: 4191 } },
    ],
    policyFeeCents: 3600,
    monthlyFactor: { numerator: 875, denominator: 10_000 },
    rounding: 'half-up',
    source,
  },
  payout: { kind: 'full', years: 0, accidentFullFromDayOne: true, text: 'Full face amount from day one', source },
});

/** Monthly cells, $4 monthly fee, graded: 110% of premiums paid in years 1-2. */
const gradedPlan: PlanRecord = planSchema.parse({
  ...base,
  id: 'test-graded',
  name: 'Test Graded',
  type: 'graded',
  rates: {
    basis: 'monthly-per-1000',
    rows: [
      { age: 50, female: { nonTobacco: 350, tobacco: 450 }, male: { nonTobacco: 420, tobacco: 560 } },
      { age: 51, female: { nonTobacco: 365, tobacco: 470 }, male: { nonTobacco: 440, tobacco: 590 } },
      { age: 52, female: { nonTobacco: 380, tobacco: 490 }, male: { nonTobacco: 460, tobacco: 620 } },
    ],
    policyFeeCents: 400,
    monthlyFactor: null,
    rounding: null,
    source,
  },
  payout: {
    kind: 'premiums-plus',
    years: 2,
    percentAdded: 10,
    accidentFullFromDayOne: true,
    text: '110% of premiums paid for death from illness in years 1-2',
    source,
  },
});

/** A chart with rows but no fee: no price. */
const incompletePlan: PlanRecord = planSchema.parse({
  ...base,
  id: 'test-incomplete',
  name: 'Test Incomplete',
  type: 'level',
  rates: { ...annualPlan.rates, policyFeeCents: null, monthlyFactor: null, rounding: null },
  payout: null,
});

const woman50: Person = { age: 50, sex: 'female', tobacco: false, state: 'TX' };

describe('roundFraction', () => {
  it('rounds n x num / den in integers, half up, down or up', () => {
    expect(roundFraction(27720, { numerator: 875, denominator: 10_000 }, 'half-up')).toBe(2426); // 2425.5
    expect(roundFraction(27720, { numerator: 875, denominator: 10_000 }, 'down')).toBe(2425);
    expect(roundFraction(27720, { numerator: 875, denominator: 10_000 }, 'up')).toBe(2426);
    expect(roundFraction(1000, { numerator: 1, denominator: 4 }, 'up')).toBe(250);
  });
});

describe('quotePlan on an annual chart', () => {
  it('prices as the chart says: cell x thousands + fee, times the monthly factor, rounded half up', () => {
    // $10,000, woman 50: 24.12 x 10 + 36.00 = 277.20 a year; x 0.0875 = 24.255 -> $24.26.
    const q = quotePlan(annualPlan, woman50, 10_000);
    expect(q.ok && q.monthlyCents).toBe(2426);
    // $5,000, man 52 tobacco: 41.91 x 5 + 36 = 245.55; x 0.0875 = 21.485625 -> $21.49.
    const m = quotePlan(annualPlan, { age: 52, sex: 'male', tobacco: true, state: 'OH' }, 5000);
    expect(m.ok && m.monthlyCents).toBe(2149);
  });

  it('gives the payout schedule in cents and the break-even years', () => {
    const q = quotePlan(annualPlan, woman50, 10_000);
    expect(q.ok && q.payout).toEqual({
      month6Cents: 1_000_000,
      month18Cents: 1_000_000,
      afterWaitingCents: 1_000_000,
      accidentDayOneCents: 1_000_000,
      waitingYears: 0,
    });
    // $24.26 x 12 = $291.12 a year: 34 years pay $9,898.08, 35 years $10,189.20.
    expect(q.ok && q.breakEvenYears).toBe(35);
  });

  it('refuses a state where the plan is not sold, an age or amount outside its limits, and a state limit', () => {
    expect(quotePlan(annualPlan, { ...woman50, state: 'NY' }, 10_000)).toMatchObject({ ok: false, reason: 'not-sold' });
    expect(quotePlan(annualPlan, { ...woman50, age: 53 }, 10_000)).toMatchObject({ ok: false, reason: 'age' });
    expect(quotePlan(annualPlan, woman50, 25_000)).toMatchObject({ ok: false, reason: 'face' });
    expect(quotePlan(annualPlan, { ...woman50, state: 'WA' }, 5000)).toMatchObject({
      ok: false,
      reason: 'face',
      message: 'Test Level is sold in WA from $10,000 to $20,000.',
    });
    expect(quotePlan(annualPlan, { ...woman50, state: 'WA' }, 10_000).ok).toBe(true);
  });

  it("has no price in Montana without the chart's unisex rows", () => {
    expect(quotePlan(annualPlan, { ...woman50, state: 'MT' }, 10_000)).toMatchObject({ ok: false, reason: 'no-rates' });
  });
});

describe('quotePlan on a monthly graded chart', () => {
  it('prices cell x thousands + monthly fee, and pays 110% of premiums paid in years 1-2', () => {
    // $10,000, woman 51: 3.65 x 10 + 4.00 = $40.50 a month.
    const q = quotePlan(gradedPlan, { ...woman50, age: 51 }, 10_000);
    expect(q.ok && q.monthlyCents).toBe(4050);
    expect(q.ok && q.payout).toEqual({
      month6Cents: 26_730, // 6 x 40.50 = 243.00, x 1.10 = 267.30
      month18Cents: 80_190, // 18 x 40.50 = 729.00, x 1.10 = 801.90
      afterWaitingCents: 1_000_000,
      accidentDayOneCents: 1_000_000,
      waitingYears: 2,
    });
    // 486.00 a year: 20 years 9,720.00, 21 years 10,206.00.
    expect(q.ok && q.breakEvenYears).toBe(21);
  });
});

describe('a chart with a missing part', () => {
  it('names what is missing and gives no price', () => {
    expect(chartGap(incompletePlan)).toBe(
      'the copy of the chart we read does not give the policy fee, the monthly factor or the rounding rule',
    );
    expect(quotePlan(incompletePlan, woman50, 10_000)).toMatchObject({ ok: false, reason: 'no-rates' });
    expect(chartCell(incompletePlan, 51, 'male', true)).toBe(4009);
  });
});

describe('quotePlans, plansForSale, lowestPrice and largestFace', () => {
  const plans = [annualPlan, gradedPlan, incompletePlan];

  it('sorts priced plans by price, then unpriced, then refused', () => {
    const qs = quotePlans(plans, woman50, 10_000);
    expect(qs.map((q) => q.plan.id)).toEqual(['test-level', 'test-graded', 'test-incomplete']);
    expect(qs.map((q) => q.ok)).toEqual([true, true, false]);
  });

  it('leaves out a plan not sold in the state', () => {
    expect(plansForSale(plans, { ...woman50, state: 'NY' }, 10_000).map((q) => q.plan.id)).toEqual([
      'test-graded',
      'test-incomplete',
    ]);
  });

  it('gives the lowest published price for a stated case, or null when none is priced', () => {
    const low = lowestPrice(plans, { ...woman50, face: 10_000 });
    expect(low?.plan.id).toBe('test-level');
    expect(low?.monthlyCents).toBe(2426);
    expect(lowestPrice([incompletePlan], { ...woman50, face: 10_000 })).toBeNull();
  });

  it('finds the largest face amount a monthly budget buys', () => {
    // $20 a month on the graded plan, woman 50: 3.50 x 4 + 4 = 18.00 fits, x 5 = 21.50 does not.
    const q = largestFace(gradedPlan, woman50, 2000);
    expect(q?.face).toBe(4000);
    expect(q?.monthlyCents).toBe(1800);
    expect(largestFace(gradedPlan, woman50, 1099)).toBeNull(); // the least, $2,000, costs $11.00
    expect(largestFace(incompletePlan, woman50, 100_000)).toBeNull();
  });
});

describe('payoutSchedule and breakEvenYears', () => {
  it('caps a premiums-plus payout at the face amount and counts whole years', () => {
    const rule = gradedPlan.payout;
    if (!rule) throw new Error('the graded test plan has a payout rule');
    expect(payoutSchedule(rule, 100_000, 2000).month18Cents).toBe(200_000);
    expect(breakEvenYears(1000, 1200)).toBe(11); // $120 a year: 10 years = $1,200 (not more), 11 years more
  });
});
