import { formatUsd } from '../format';
import { formatCents } from '../numbers';
import { estimate, formatDollarRange, type PlanType, planLabels, planTypes, type Sex } from './estimate';
import { rateData } from './rates';

/**
 * The estimate the Quick Quote's thank-you step shows, from the visitor's own answers, for a few
 * common coverage amounts and every plan type. The server makes the same object with the same
 * function from the stored answers (and the state it derives from the ZIP code) and stores it with
 * the lead, so the agent sees what the visitor saw. Plain JSON: it is stored as jsonb.
 */

export const quoteCoverages = [5000, 10_000, 15_000, 25_000] as const;

export interface QuoteEstimateInputs {
  sex: Sex;
  age: number;
  tobacco: boolean;
  /** Two-letter state code, when known (Montana prices men and women alike). */
  state: string | null;
}

export type QuotePlanCell =
  | { plan: PlanType; offered: true; lowCents: number; highCents: number }
  | { plan: PlanType; offered: false; reason: string };

export interface QuoteEstimate {
  inputs: QuoteEstimateInputs;
  /** The newest date of the rate data's figures: which rates made this estimate. */
  ratesAsOf: string;
  rows: Array<{ coverage: number; plans: QuotePlanCell[] }>;
}

/** The newest figures date among the rate sources. */
export const ratesAsOf: string = rateData.sources.map((s) => s.figuresDate).reduce((a, b) => (b > a ? b : a));

export function quoteEstimate(inputs: QuoteEstimateInputs): QuoteEstimate {
  const base = {
    age: inputs.age,
    sex: inputs.sex,
    tobacco: inputs.tobacco,
    ...(inputs.state ? { state: inputs.state } : {}),
  };
  return {
    inputs: { ...inputs },
    ratesAsOf,
    rows: quoteCoverages.map((coverage) => ({
      coverage,
      plans: estimate({ ...base, coverage }).map(
        (e): QuotePlanCell =>
          e.ok
            ? { plan: e.plan, offered: true, lowCents: e.lowCents, highCents: e.highCents }
            : { plan: e.plan, offered: false, reason: e.message },
      ),
    })),
  };
}

/** True when at least one plan offers at least one of the amounts. */
export function anyOffered(estimate: QuoteEstimate): boolean {
  return estimate.rows.some((r) => r.plans.some((p) => p.offered));
}

/** A monthly price: exact cents for one known person ("$54.00"), whole dollars for a range. */
export function quotePrice(lowCents: number, highCents: number): string {
  return lowCents === highCents ? formatCents(lowCents) : formatDollarRange(lowCents, highCents, ' to ');
}

/**
 * The estimate as label/value lines for an agent (notification e-mail, CLI): one line per coverage
 * amount, "Level benefit $54.00, Graded benefit $67.50, Guaranteed issue not offered".
 */
export function describeQuoteEstimate(estimate: QuoteEstimate): Array<[label: string, value: string]> {
  const { inputs } = estimate;
  const basis = `${inputs.sex}, ${inputs.age}, ${inputs.tobacco ? 'tobacco' : 'no tobacco'}${inputs.state ? `, ${inputs.state}` : ''}; rates as of ${estimate.ratesAsOf}`;
  return [
    ['Estimate shown', basis],
    ...estimate.rows.map((row): [string, string] => [
      `Estimate ${formatUsd(row.coverage)}`,
      `${row.plans
        .map((p) => `${planLabels[p.plan]} ${p.offered ? quotePrice(p.lowCents, p.highCents) : 'not offered'}`)
        .join(', ')} a month`,
    ]),
  ];
}

const isCents = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** True when a value (such as the server's JSON answer) has the shape of a QuoteEstimate. */
export function isQuoteEstimate(value: unknown): value is QuoteEstimate {
  if (typeof value !== 'object' || value === null) return false;
  const { inputs, ratesAsOf: asOf, rows } = value as Record<string, unknown>;
  if (typeof inputs !== 'object' || inputs === null || typeof asOf !== 'string' || !Array.isArray(rows)) return false;
  const i = inputs as Record<string, unknown>;
  if ((i.sex !== 'female' && i.sex !== 'male') || !isCents(i.age) || typeof i.tobacco !== 'boolean') return false;
  if (i.state !== null && typeof i.state !== 'string') return false;
  return rows.every((row: unknown) => {
    if (typeof row !== 'object' || row === null) return false;
    const { coverage, plans } = row as Record<string, unknown>;
    return (
      isCents(coverage) &&
      Array.isArray(plans) &&
      plans.every((cell: unknown) => {
        if (typeof cell !== 'object' || cell === null) return false;
        const c = cell as Record<string, unknown>;
        if (!planTypes.includes(c.plan as PlanType)) return false;
        return c.offered === true
          ? isCents(c.lowCents) && isCents(c.highCents) && c.lowCents <= c.highCents
          : c.offered === false && typeof c.reason === 'string';
      })
    );
  });
}
