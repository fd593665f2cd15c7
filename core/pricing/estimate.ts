import { formatUsd } from '../format';
import { type PlanType, planTypes, rateData } from './rates';
import type { RateRow } from './rates.schema';

/**
 * The one price engine. Every monthly price the site shows — the calculators, the guide's table,
 * the thank-you step and the "from $N a month" claims — comes from estimate() over the rate data
 * in core/pricing/rates.ts. Money is whole cents (integers) throughout: a premium is the policy
 * fee plus the rate per $1,000 times the whole thousands of coverage, so no rounding happens at
 * all except in Montana's unisex rate, which rounds half up explicitly.
 */

export { type PlanType, planTypes };
export type Sex = 'female' | 'male';

export interface EstimateInput {
  /** Age at the last birthday, whole years. */
  age: number;
  /** Coverage in whole dollars. */
  coverage: number;
  /** Unknown when absent: the range spans both. */
  sex?: Sex;
  /** Unknown when absent: the range spans both. */
  tobacco?: boolean;
  /** One plan type, or every plan type when absent. */
  plan?: PlanType;
  /** Two-letter state code; in a unisex state (Montana) one rate serves men and women. */
  state?: string;
}

/** Why a plan cannot be priced for the input, with the limits that apply. */
export type Refusal =
  | { reason: 'age'; min: number; max: number }
  | { reason: 'coverage'; min: number; max: number; step: number };

export type PlanEstimate =
  | { plan: PlanType; ok: true; lowCents: number; highCents: number }
  | { plan: PlanType; ok: false; refusal: Refusal; message: string };

export const planLabels: Record<PlanType, string> = {
  level: rateData.plans.level.label,
  graded: rateData.plans.graded.label,
  guaranteed: rateData.plans.guaranteed.label,
};

/** The limits of each plan, for forms and messages. */
export function planLimits(plan: PlanType) {
  const { issueAges, coverage } = rateData.plans[plan];
  return { issueAges, coverage };
}

/** Half up, integers only: (a + b) / 2 for non-negative whole cents. */
function meanHalfUp(a: number, b: number): number {
  return Math.floor((a + b + 1) / 2);
}

function rowFor(plan: PlanType, age: number): RateRow | undefined {
  const { rows, issueAges } = rateData.plans[plan];
  return rows[age - issueAges.min];
}

function refusalMessage(plan: PlanType, refusal: Refusal): string {
  const label = planLabels[plan];
  if (refusal.reason === 'age') return `${label} plans are for ages ${refusal.min} to ${refusal.max}.`;
  const span = `${formatUsd(refusal.min)} to ${formatUsd(refusal.max)}`;
  return `${label} plans offer ${span} of coverage, in steps of ${formatUsd(refusal.step)}.`;
}

/** Why the plan refuses this age and coverage, or null when it offers them. */
export function refusalFor(plan: PlanType, age: number, coverage: number): Refusal | null {
  const { issueAges, coverage: c } = rateData.plans[plan];
  if (!Number.isSafeInteger(age) || age < issueAges.min || age > issueAges.max) {
    return { reason: 'age', min: issueAges.min, max: issueAges.max };
  }
  if (!Number.isSafeInteger(coverage) || coverage < c.min || coverage > c.max || (coverage - c.min) % c.step !== 0) {
    return { reason: 'coverage', min: c.min, max: c.max, step: c.step };
  }
  return null;
}

/**
 * The monthly premium in cents for one known person, or null when the plan does not offer the
 * age or coverage. `sex: 'unisex'` is the Montana rate.
 */
export function monthlyCents(
  plan: PlanType,
  age: number,
  coverage: number,
  sex: Sex | 'unisex',
  tobacco: boolean,
): number | null {
  if (refusalFor(plan, age, coverage)) return null;
  const row = rowFor(plan, age);
  if (!row) return null;
  const smoking = tobacco ? 'tobacco' : 'nonTobacco';
  const rate = sex === 'unisex' ? meanHalfUp(row.female[smoking], row.male[smoking]) : row[sex][smoking];
  return rateData.policyFeeCents + rate * (coverage / 1000);
}

/** True when the state's law requires one rate for men and women. */
export function isUnisexState(state: string | undefined): boolean {
  return state !== undefined && rateData.unisexStates.includes(state.toUpperCase());
}

/**
 * The monthly range for each plan type asked for (all of them when input.plan is absent), in
 * cents. When sex or tobacco use is unknown the range spans every possibility; a plan that does
 * not offer the age or the coverage is refused with a reason.
 */
export function estimate(input: EstimateInput): PlanEstimate[] {
  const plans = input.plan ? [input.plan] : planTypes;
  const sexes: ReadonlyArray<Sex | 'unisex'> = isUnisexState(input.state)
    ? ['unisex']
    : input.sex
      ? [input.sex]
      : ['female', 'male'];
  const smoking: readonly boolean[] = input.tobacco === undefined ? [false, true] : [input.tobacco];
  return plans.map((plan): PlanEstimate => {
    const refusal = refusalFor(plan, input.age, input.coverage);
    if (refusal) return { plan, ok: false, refusal, message: refusalMessage(plan, refusal) };
    const cents: number[] = [];
    for (const sex of sexes) {
      for (const tobacco of smoking) {
        const c = monthlyCents(plan, input.age, input.coverage, sex, tobacco);
        if (c !== null) cents.push(c);
      }
    }
    return { plan, ok: true, lowCents: Math.min(...cents), highCents: Math.max(...cents) };
  });
}

/** The cheapest monthly premium the engine gives for any person, plan and coverage, in cents. */
export function cheapestCents(): number {
  let low = Number.POSITIVE_INFINITY;
  for (const plan of planTypes) {
    const { issueAges, coverage } = rateData.plans[plan];
    const c = monthlyCents(plan, issueAges.min, coverage.min, 'female', false);
    if (c !== null && c < low) low = c;
  }
  return low;
}

/**
 * Whole cents as a range of whole dollars, "$41–$54", widened to whole dollars (the low end rounded
 * down, the high end up) so that the dollars shown always contain the estimate in cents.
 */
export function formatDollarRange(lowCents: number, highCents: number, dash = '–'): string {
  const low = formatUsd(Math.floor(lowCents / 100));
  const high = formatUsd(Math.ceil(highCents / 100));
  return low === high ? low : `${low}${dash}${high}`;
}

/** The sentence every shown estimate carries. */
export const estimateNote =
  'This is an estimate, not an offer: the real price depends on your answers to health questions and on your state, and a licensed agent confirms it.';

/** The age bands of the guide's premium table (the spec's bands). */
export const tableBands: ReadonlyArray<{ min: number; max: number }> = [
  { min: 50, max: 55 },
  { min: 56, max: 60 },
  { min: 61, max: 65 },
  { min: 66, max: 70 },
  { min: 71, max: 75 },
  { min: 76, max: 80 },
  { min: 81, max: 85 },
];

export type BandCell =
  | { plan: PlanType; offered: true; lowCents: number; highCents: number }
  | { plan: PlanType; offered: false };

/**
 * The guide's premium table: for each age band and plan type, the monthly range for the coverage,
 * non-tobacco, from the cheapest (youngest woman) to the dearest (oldest man) the plan offers in
 * the band. Straight from estimate(), so the table and the calculator cannot disagree.
 */
export function bandTable(
  coverage: number,
  bands = tableBands,
): Array<{ band: { min: number; max: number }; cells: BandCell[] }> {
  return bands.map((band) => ({
    band,
    cells: planTypes.map((plan): BandCell => {
      let low = Number.POSITIVE_INFINITY;
      let high = 0;
      for (let age = band.min; age <= band.max; age++) {
        const [e] = estimate({ age, coverage, plan, tobacco: false });
        if (e?.ok) {
          low = Math.min(low, e.lowCents);
          high = Math.max(high, e.highCents);
        }
      }
      return high === 0 ? { plan, offered: false } : { plan, offered: true, lowCents: low, highCents: high };
    }),
  }));
}
