import * as z from 'zod/mini';
import { formatUsd } from '../format';
import { formatCents } from '../numbers';
import { type PlanQuote, plansForSale, planTypeLabels } from './engine';
import type { PlanRecord } from './plan.schema';
import { planTypes } from './plan-types';

/**
 * The estimate the Quick Quote's thank-you step shows, from the visitor's own answers: every
 * appointed plan she may buy at $10,000, each with its insurer, its price from its own published
 * chart or the reason it has none (decision 0066). The server makes the same object from the
 * stored answers and the ZIP code's state and stores it with the lead, so the agent sees what the
 * visitor saw. Plain JSON: it is stored as jsonb. Its shape is a zod schema (`zod/mini`, which the
 * dialog's chunk already carries for the lead contract): the contract reads the server's answer
 * with it and the server checks stored leads with it. Estimates stored before version 2 (one price
 * range per plan type, from the retired market table) are still read and described.
 */

export const quoteCoverages = [10_000] as const;

/** Whole non-negative numbers (cents, ages, amounts) within the safe integer range. */
const whole = z.int().check(z.gte(0));

const inputsSchema = z.object({
  sex: z.enum(['female', 'male']),
  age: whole,
  tobacco: z.boolean(),
  /** Two-letter state code, when known. */
  state: z.nullable(z.string()),
});
export type QuoteEstimateInputs = z.infer<typeof inputsSchema>;

const cellHead = { planId: z.string(), insurer: z.string(), plan: z.string(), type: z.enum(planTypes) };

const cellSchema = z.union([
  z.object({ ...cellHead, offered: z.literal(true), cents: whole, ratesDate: z.nullable(z.string()) }),
  z.object({ ...cellHead, offered: z.literal(false), reason: z.string() }),
]);
export type QuotePlanCell = z.infer<typeof cellSchema>;

/**
 * Who quotes: the agency's license in the state of the ZIP code given (a price quotation names the
 * licensed producer), as the server found it when it made the estimate. `example`: the number is a
 * placeholder until staff enter the real one (the page says so).
 */
const licenseSchema = z.union([
  z.object({ state: z.string(), stateName: z.string(), number: z.string(), example: z.boolean() }),
  z.object({ state: z.string(), stateName: z.string(), notLicensed: z.literal(true) }),
]);

/** The estimate of the current version: the thank-you step shows only these. */
export const quoteEstimateSchema = z.object({
  version: z.literal(2),
  inputs: inputsSchema,
  /** Set by the server when the ZIP code's state is known. */
  license: z.optional(licenseSchema),
  /** The newest date of the charts that priced a plan here (null when none did). */
  ratesAsOf: z.nullable(z.string()),
  rows: z.array(z.object({ coverage: whole, plans: z.array(cellSchema) })),
});
export type QuoteEstimate = z.infer<typeof quoteEstimateSchema>;

/** An estimate stored before version 2: a range per plan type from the retired market table. */
const legacyEstimateSchema = z
  .looseObject({
    inputs: inputsSchema,
    ratesAsOf: z.string(),
    rows: z.array(
      z.object({
        coverage: whole,
        plans: z.array(
          z.union([
            z
              .object({ plan: z.string(), offered: z.literal(true), lowCents: whole, highCents: whole })
              .check(z.refine((c) => c.lowCents <= c.highCents)),
            z.object({ plan: z.string(), offered: z.literal(false), reason: z.string() }),
          ]),
        ),
      }),
    ),
  })
  .check(z.refine((e) => !('version' in e)));

/** Any estimate a lead may hold: the current version, or one stored before it. */
export const storedEstimateSchema = z.union([quoteEstimateSchema, legacyEstimateSchema]);
export type StoredEstimate = z.infer<typeof storedEstimateSchema>;

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

/** True for an estimate of the current version (a stored one may be older). */
function isCurrent(estimate: StoredEstimate): estimate is QuoteEstimate {
  return estimate.version === 2;
}

/** The estimate as label/value lines for an agent (notification e-mail, CLI). */
export function describeQuoteEstimate(estimate: StoredEstimate): Array<[label: string, value: string]> {
  const { inputs } = estimate;
  const who = `${inputs.sex}, ${inputs.age}, ${inputs.tobacco ? 'tobacco' : 'no tobacco'}${inputs.state ? `, ${inputs.state}` : ''}`;
  if (!isCurrent(estimate)) {
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
