import type { Factor, PayoutRule, PlanRecord, PlanType } from './plan.schema';

/**
 * The one price engine (decision 0066). For a person and a face amount (or a monthly budget) it
 * prices each plan from that plan's own published chart, in whole cents, exactly as the chart's
 * steps say: the cell per $1,000 times the thousands of face amount, plus the policy fee, times the
 * monthly factor when the cells are annual, rounded as the chart rounds. With each price it gives
 * the payout schedule in dollars and the years after which the premiums paid pass the face amount.
 * A plan whose chart is missing a part (no rows, no fee, no monthly factor, no rounding rule, no
 * unisex rows for Montana) gets no price and says which part: never a price borrowed from another
 * plan. Pure: the plan records are passed in (content/data/insurer-plans/).
 */

export type Sex = 'female' | 'male';

export interface Person {
  /** Age at the last birthday. */
  age: number;
  sex: Sex;
  tobacco: boolean;
  /** Two-letter state code. */
  state: string;
}

export const planTypeLabels: Record<PlanType, string> = {
  level: 'Level benefit',
  graded: 'Graded benefit',
  modified: 'Modified benefit',
  guaranteed: 'Guaranteed issue',
};

/** States that require one rate for men and women. */
export const unisexStates: readonly string[] = ['MT'];

export type Refusal =
  | { reason: 'not-sold'; message: string }
  | { reason: 'age'; message: string }
  | { reason: 'face'; message: string }
  | { reason: 'no-rates'; message: string };

/** What the beneficiary receives, in cents, for a death at each point. */
export interface PayoutSchedule {
  /** Death from illness in month 6. */
  month6Cents: number;
  /** Death from illness in month 18. */
  month18Cents: number;
  /** Death from illness once the limited years are over. */
  afterWaitingCents: number;
  /** Accidental death from the first day; null when the rule does not say. */
  accidentDayOneCents: number | null;
  /** The limited years (0 when the full benefit is paid from the first day). */
  waitingYears: number;
}

export interface PricedPlan {
  ok: true;
  plan: PlanRecord;
  face: number;
  monthlyCents: number;
  /** Null when the plan's payout rule has no source. */
  payout: PayoutSchedule | null;
  /** Whole years after which the premiums paid exceed the face amount. */
  breakEvenYears: number;
}

export type RefusedPlan = { ok: false; plan: PlanRecord; face: number } & Refusal;
export type PlanQuote = PricedPlan | RefusedPlan;

const usd = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

/** Half up, down or up: n * num / den for whole non-negative numbers, in integers only. */
export function roundFraction(n: number, f: Factor, rounding: 'half-up' | 'down' | 'up'): number {
  const scaled = n * f.numerator;
  const q = Math.floor(scaled / f.denominator);
  const r = scaled - q * f.denominator;
  if (rounding === 'down' || r === 0) return q;
  if (rounding === 'up') return q + 1;
  return 2 * r >= f.denominator ? q + 1 : q;
}

/** The chart's cell for a person, in cents, as printed; null when the chart has no such row. */
export function chartCell(plan: PlanRecord, age: number, sex: Sex, tobacco: boolean, state?: string): number | null {
  const rates = plan.rates;
  if (!rates) return null;
  if (state && unisexStates.includes(state)) {
    const u = rates.unisexRows?.find((r) => r.age === age);
    return u ? (tobacco ? u.tobacco : u.nonTobacco) : null;
  }
  const r = rates.rows.find((x) => x.age === age);
  if (!r) return null;
  const col = r[sex];
  return tobacco ? col.tobacco : col.nonTobacco;
}

/** The face amount limits that apply in a state. */
export function faceLimits(plan: PlanRecord, state: string): { min: number; max: number } | null {
  return plan.stateFaceAmounts?.[state] ?? plan.faceAmount;
}

/** A data note as a clause after "No price: ": no final period, a lower-case first word. */
function clause(note: string): string {
  const text = note.trim().replace(/\.$/, '');
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** What the chart lacks before it can price anyone (a clause), or null when it is complete. */
export function chartGap(plan: PlanRecord): string | null {
  const r = plan.rates;
  if (!r) return clause(plan.ratesGap ?? 'no published rate chart found');
  const missing: string[] = [];
  if (r.policyFeeCents === null) missing.push('the policy fee');
  if (r.basis === 'annual-per-1000' && r.monthlyFactor === null) missing.push('the monthly factor');
  if (r.basis === 'annual-per-1000' && r.rounding === null) missing.push('the rounding rule');
  if (missing.length === 0) return null;
  return `the copy of the chart we read does not give ${missing.join(', ').replace(/, ([^,]*)$/, ' or $1')}`;
}

/** The monthly premium in cents for a face amount, or why there is none. */
function monthlyPremium(plan: PlanRecord, person: Person, face: number): number | Refusal {
  const gap = chartGap(plan);
  const rates = plan.rates;
  if (gap !== null || !rates) return { reason: 'no-rates', message: `No price: ${gap}.` };
  const cell = chartCell(plan, person.age, person.sex, person.tobacco, person.state);
  if (cell === null) {
    const where = unisexStates.includes(person.state) ? ` for ${person.state} (one rate for men and women)` : '';
    return { reason: 'no-rates', message: `No price: the chart has no rate for age ${person.age}${where}.` };
  }
  if (face % 1000 !== 0) return { reason: 'face', message: 'The chart prices whole thousands of dollars.' };
  const fee = rates.policyFeeCents ?? 0;
  const periodCents = cell * (face / 1000) + fee;
  if (rates.basis === 'monthly-per-1000') return periodCents;
  // chartGap() has checked both.
  return roundFraction(periodCents, rates.monthlyFactor as Factor, rates.rounding ?? 'half-up');
}

function eligibility(plan: PlanRecord, person: Person, face: number): Refusal | null {
  if (plan.notSoldIn?.states.includes(person.state))
    return { reason: 'not-sold', message: `${plan.name} is not sold in ${person.state}.` };
  const ages = plan.issueAges;
  if (ages && (person.age < ages.min || person.age > ages.max))
    return { reason: 'age', message: `${plan.name} is for ages ${ages.min} to ${ages.max}.` };
  const limits = faceLimits(plan, person.state);
  if (limits && (face < limits.min || face > limits.max)) {
    const where = plan.stateFaceAmounts?.[person.state] ? ` in ${person.state}` : '';
    return {
      reason: 'face',
      message: `${plan.name} is sold${where} from ${usd(limits.min)} to ${usd(limits.max)}.`,
    };
  }
  return null;
}

/** What the beneficiary receives for a death from illness in month `month` (1 = the first month). */
export function illnessPayoutCents(rule: PayoutRule, monthlyCents: number, face: number, month: number): number {
  const faceCents = face * 100;
  if (rule.kind === 'full' || month > rule.years * 12) return faceCents;
  if (rule.kind === 'premiums-plus') {
    const paid = monthlyCents * month;
    return Math.min(faceCents, Math.floor((paid * (100 + (rule.percentAdded ?? 0))) / 100));
  }
  const year = Math.ceil(month / 12);
  const pct = rule.facePercentByYear?.[year - 1] ?? 100;
  return Math.floor((faceCents * pct) / 100);
}

export function payoutSchedule(rule: PayoutRule, monthlyCents: number, face: number): PayoutSchedule {
  return {
    month6Cents: illnessPayoutCents(rule, monthlyCents, face, 6),
    month18Cents: illnessPayoutCents(rule, monthlyCents, face, 18),
    afterWaitingCents: face * 100,
    accidentDayOneCents: rule.accidentFullFromDayOne ? face * 100 : null,
    waitingYears: rule.kind === 'full' ? 0 : rule.years,
  };
}

/** The smallest whole number of years whose premiums exceed the face amount. */
export function breakEvenYears(monthlyCents: number, face: number): number {
  return Math.floor((face * 100) / (12 * monthlyCents)) + 1;
}

/** One plan for one person and face amount: its price and payouts, or why it has none. */
export function quotePlan(plan: PlanRecord, person: Person, face: number): PlanQuote {
  const refusal = eligibility(plan, person, face) ?? null;
  if (refusal) return { ok: false, plan, face, ...refusal };
  const monthly = monthlyPremium(plan, person, face);
  if (typeof monthly !== 'number') return { ok: false, plan, face, ...monthly };
  return {
    ok: true,
    plan,
    face,
    monthlyCents: monthly,
    payout: plan.payout ? payoutSchedule(plan.payout, monthly, face) : null,
    breakEvenYears: breakEvenYears(monthly, face),
  };
}

/**
 * Every plan for the person and face amount, priced plans first from the cheapest, then the plans
 * the person could buy but that have no price, then those refused for age, amount or state.
 */
export function quotePlans(plans: readonly PlanRecord[], person: Person, face: number): PlanQuote[] {
  const rank = (q: PlanQuote) => (q.ok ? 0 : q.reason === 'no-rates' ? 1 : 2);
  return plans
    .map((p) => quotePlan(p, person, face))
    .sort((a, b) => rank(a) - rank(b) || (a.ok && b.ok ? a.monthlyCents - b.monthlyCents : 0));
}

/** The plans a person may buy in her state at that amount (priced or not): refused ones left out. */
export function plansForSale(plans: readonly PlanRecord[], person: Person, face: number): PlanQuote[] {
  return quotePlans(plans, person, face).filter((q) => q.ok || q.reason === 'no-rates');
}

/**
 * The largest face amount (whole thousands) a monthly budget buys on a plan, or null when none.
 * @internal The engine's budget question (its header: a face amount or a monthly budget), which no
 * page asks yet; engine.test.ts checks it against the chart's own steps.
 */
export function largestFace(plan: PlanRecord, person: Person, budgetCents: number): PricedPlan | null {
  const limits = faceLimits(plan, person.state);
  if (!limits) return null;
  for (let face = Math.floor(limits.max / 1000) * 1000; face >= limits.min; face -= 1000) {
    const q = quotePlan(plan, person, face);
    if (q.ok && q.monthlyCents <= budgetCents) return q;
    if (!q.ok && q.reason !== 'face') return null;
  }
  return null;
}

/** The stated case of a starting price. */
export interface PriceCase extends Person {
  face: number;
}

/** The lowest published monthly price over the plans for one stated case, or null when none is priced. */
export function lowestPrice(plans: readonly PlanRecord[], c: PriceCase): PricedPlan | null {
  const priced = quotePlans(plans, c, c.face).filter((q): q is PricedPlan => q.ok);
  return priced[0] ?? null;
}
