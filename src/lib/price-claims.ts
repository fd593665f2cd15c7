import { cheapestCents, monthlyCents, planTypes } from '#core/pricing/estimate';
import { rateData } from '#core/pricing/rates';

/**
 * Finds the monthly price claims in a text ("from $30 a month", "$30–$150 per month", "$24/month
 * for $10,000 of coverage") and checks each against the price engine: a claim may never be lower
 * than the cheapest case it names (the coverage it names, or else any coverage at all). Used by the
 * dist suite over every built file, and by the unit tests over the site config.
 */

export interface PriceClaim {
  index: number;
  text: string;
  /** The lowest figure the claim states, in cents. */
  lowCents: number;
  /** The coverage the claim names, in dollars, if any. */
  coverage?: number;
}

const money = String.raw`\$\s?(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{2}))?`;
const claimPattern = new RegExp(
  String.raw`${money}(?:\s*(?:–|-|—|to)\s*${money})?\s*(?:a|per|\/|each)\s*(?:month|mo\b)(?:\s+for\s+${money}(?:\s+of\s+coverage)?)?`,
  'gi',
);

function toCents(dollars: string | undefined, cents: string | undefined): number {
  return Number((dollars ?? '0').replaceAll(',', '')) * 100 + Number(cents ?? '0');
}

export function findPriceClaims(text: string): PriceClaim[] {
  const claims: PriceClaim[] = [];
  for (const m of text.matchAll(claimPattern)) {
    const low = toCents(m[1], m[2]);
    const high = m[3] === undefined ? low : toCents(m[3], m[4]);
    const claim: PriceClaim = { index: m.index, text: m[0], lowCents: Math.min(low, high) };
    if (m[5] !== undefined) claim.coverage = toCents(m[5], m[6]) / 100;
    claims.push(claim);
  }
  return claims;
}

/** The cheapest monthly price, in cents, the engine gives for a coverage (any plan, age, sex). */
export function cheapestForCoverage(coverage: number): number | null {
  let low: number | null = null;
  for (const plan of planTypes) {
    const c = monthlyCents(plan, rateData.plans[plan].issueAges.min, coverage, 'female', false);
    if (c !== null && (low === null || c < low)) low = c;
  }
  return low;
}

/** Why a claim is not backed by the engine, or null when it is. */
export function claimFault(claim: PriceClaim): string | null {
  if (claim.coverage !== undefined) {
    const floor = cheapestForCoverage(claim.coverage);
    if (floor === null) return `${claim.text}: no plan offers that coverage`;
    return claim.lowCents < floor
      ? `${claim.text}: below the engine's cheapest for that coverage (${floor} cents)`
      : null;
  }
  const floor = cheapestCents();
  return claim.lowCents < floor ? `${claim.text}: below the engine's cheapest case (${floor} cents)` : null;
}
