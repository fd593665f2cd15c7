import { formatUsd } from '../format';
import { formatCents } from '../numbers';
import { type PlanQuote, plansForSale, planTypeLabels } from './engine';
import type { PlanRecord } from './plan.schema';
import { type PlanType, planTypes } from './plan-types';

/**
 * The estimate the Quick Quote's thank-you step shows, from the visitor's own answers: every
 * appointed plan she may buy at $10,000, each with its insurer, its price from its own published
 * chart or the reason it has none (decision 0066). The server makes the same object from the
 * stored answers and the ZIP code's state and stores it with the lead, so the agent sees what the
 * visitor saw. Plain JSON: it is stored as jsonb. Estimates stored before version 2 (one price
 * range per plan type, from the retired market table) are still read and described.
 */

export const quoteCoverages = [10_000] as const;

export interface QuoteEstimateInputs {
  sex: 'female' | 'male';
  age: number;
  tobacco: boolean;
  /** Two-letter state code, when known. */
  state: string | null;
}

export type QuotePlanCell = {
  planId: string;
  insurer: string;
  plan: string;
  type: PlanType;
} & ({ offered: true; cents: number; ratesDate: string | null } | { offered: false; reason: string });

/**
 * Who quotes: the agency's license in the state of the ZIP code given (a price quotation names the
 * licensed producer), as the server found it when it made the estimate. `example`: the number is a
 * placeholder until staff enter the real one (the page says so).
 */
export type QuoteLicense =
  | { state: string; stateName: string; number: string; example: boolean }
  | { state: string; stateName: string; notLicensed: true };

export interface QuoteEstimate {
  version: 2;
  inputs: QuoteEstimateInputs;
  /** Set by the server when the ZIP code's state is known. */
  license?: QuoteLicense;
  /** The newest date of the charts that priced a plan here (null when none did). */
  ratesAsOf: string | null;
  rows: Array<{ coverage: number; plans: QuotePlanCell[] }>;
}

/** An estimate stored before version 2: a range per plan type from the retired market table. */
interface LegacyEstimate {
  inputs: QuoteEstimateInputs;
  ratesAsOf: string;
  rows: Array<{
    coverage: number;
    plans: Array<
      | { plan: string; offered: true; lowCents: number; highCents: number }
      | { plan: string; offered: false; reason: string }
    >;
  }>;
}

export type StoredEstimate = QuoteEstimate | LegacyEstimate;

function cell(q: PlanQuote): QuotePlanCell {
  const head = { planId: q.plan.id, insurer: q.plan.insurer, plan: q.plan.name, type: q.plan.type };
  return q.ok
    ? { ...head, offered: true, cents: q.monthlyCents, ratesDate: q.plan.rates?.source.date ?? null }
    : { ...head, offered: false, reason: q.message };
}

/** The estimate over the given plans (content/data/insurer-plans passes the appointed ones). */
export function makeQuoteEstimate(plans: readonly PlanRecord[], inputs: QuoteEstimateInputs): QuoteEstimate {
  // Without a state, no state's limits apply: the person is placed in none ('').
  const person = { age: inputs.age, sex: inputs.sex, tobacco: inputs.tobacco, state: inputs.state ?? '' };
  const rows = quoteCoverages.map((coverage) => ({
    coverage,
    plans: plansForSale(plans, person, coverage).map(cell),
  }));
  const dates = rows.flatMap((r) => r.plans.flatMap((p) => (p.offered && p.ratesDate ? [p.ratesDate] : [])));
  return { version: 2, inputs: { ...inputs }, ratesAsOf: dates.sort().at(-1) ?? null, rows };
}

/** True when at least one plan has a price. */
export function anyPriced(estimate: QuoteEstimate): boolean {
  return estimate.rows.some((r) => r.plans.some((p) => p.offered));
}

/** The estimate as label/value lines for an agent (notification e-mail, CLI). */
export function describeQuoteEstimate(estimate: StoredEstimate): Array<[label: string, value: string]> {
  const { inputs } = estimate;
  const who = `${inputs.sex}, ${inputs.age}, ${inputs.tobacco ? 'tobacco' : 'no tobacco'}${inputs.state ? `, ${inputs.state}` : ''}`;
  if (!('version' in estimate)) {
    return [
      ['Estimate shown', `${who}; rates as of ${estimate.ratesAsOf} (retired market table)`],
      ...estimate.rows.map((row): [string, string] => [
        `Estimate ${formatUsd(row.coverage)}`,
        `${row.plans
          .map(
            (p) => `${p.plan} ${p.offered ? `${formatCents(p.lowCents)}-${formatCents(p.highCents)}` : 'not offered'}`,
          )
          .join(', ')} a month`,
      ]),
    ];
  }
  return [
    ['Estimate shown', `${who}; ${estimate.ratesAsOf ? `rates dated ${estimate.ratesAsOf}` : 'no plan priced'}`],
    ...estimate.rows.map((row): [string, string] => [
      `Estimate ${formatUsd(row.coverage)}`,
      row.plans.length === 0
        ? 'no plan we sell takes this age or amount'
        : row.plans
            .map(
              (p) =>
                `${p.insurer} ${p.plan} (${planTypeLabels[p.type].toLowerCase()}): ${p.offered ? `${formatCents(p.cents)} a month` : 'no published price'}`,
            )
            .join('; '),
    ]),
  ];
}

const isCents = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function isInputs(i: unknown): i is QuoteEstimateInputs {
  return (
    isObject(i) &&
    (i.sex === 'female' || i.sex === 'male') &&
    isCents(i.age) &&
    typeof i.tobacco === 'boolean' &&
    (i.state === null || typeof i.state === 'string')
  );
}

function isCell(c: unknown, version2: boolean): boolean {
  if (!isObject(c)) return false;
  if (version2) {
    if (typeof c.planId !== 'string' || typeof c.insurer !== 'string' || typeof c.plan !== 'string') return false;
    if (!planTypes.includes(c.type as PlanType)) return false;
    return c.offered === true
      ? isCents(c.cents) && (c.ratesDate === null || typeof c.ratesDate === 'string')
      : c.offered === false && typeof c.reason === 'string';
  }
  if (typeof c.plan !== 'string') return false;
  return c.offered === true
    ? isCents(c.lowCents) && isCents(c.highCents) && c.lowCents <= c.highCents
    : c.offered === false && typeof c.reason === 'string';
}

function isLicense(value: unknown): boolean {
  if (value === undefined) return true;
  if (!isObject(value) || typeof value.state !== 'string' || typeof value.stateName !== 'string') return false;
  return value.notLicensed === true || (typeof value.number === 'string' && typeof value.example === 'boolean');
}

/** True when a value (such as the server's JSON answer or a stored lead) has the shape of an estimate. */
export function isQuoteEstimate(value: unknown): value is StoredEstimate {
  if (!isObject(value) || !isInputs(value.inputs) || !Array.isArray(value.rows)) return false;
  if (!isLicense(value.license)) return false;
  const version2 = value.version === 2;
  if (!version2 && 'version' in value) return false;
  if (version2 ? value.ratesAsOf !== null && typeof value.ratesAsOf !== 'string' : typeof value.ratesAsOf !== 'string')
    return false;
  return value.rows.every(
    (row: unknown) =>
      isObject(row) &&
      isCents(row.coverage) &&
      Array.isArray(row.plans) &&
      row.plans.every((c: unknown) => isCell(c, version2)),
  );
}

/** True for an estimate of the current version (the thank-you step shows only those). */
export function isCurrentEstimate(value: unknown): value is QuoteEstimate {
  return isQuoteEstimate(value) && 'version' in value;
}
