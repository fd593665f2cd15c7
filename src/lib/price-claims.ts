import { appointedPlans } from '../../content/data/insurer-plans';
import { publishedPriceTables } from '../../content/data/published-prices';

/**
 * Finds the monthly and yearly price claims in a text ("$30 a month", "$30–$150 per month",
 * "$24/month for $10,000 of coverage", "$851.40 a year") and checks the block of text they stand in
 * (decisions 0066 and 0086): a price must name the insurer and the plan it belongs to in the same
 * block, or the insurer or publisher of a published figure and its date, or be a funeral cost; the
 * price of a graded, modified or guaranteed issue plan must stand with its waiting period.
 * Used by the dist suite over every built page, and by the unit tests.
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
  String.raw`${money}(?:\s*(?:–|-|—|to)\s*${money})?\s*(?:a|per|\/|each)\s*(?:month|mo\b|year|yr\b)(?:\s+for\s+${money}(?:\s+of\s+coverage)?)?`,
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

/** A block about what a funeral, burial or cremation costs (not an insurance premium). */
const funeralCost = /\b(funeral|cremation|burial plot|headstone|casket|prepaid (?:funeral )?plan|installments?)\b/i;

const waitingPeriod = /waiting period/i;

/** Why the block's monthly prices are not backed, or null when they are (or it has none). */
const datePattern =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)(?: \d{1,2},)? \d{4}\b|\b\d{4}-\d{2}(?:-\d{2})?\b/;

/** The names a published figure's block may give: its insurer, the document's owner, its publisher. */
const publishedNames = publishedPriceTables.map((t) => ({
  names: [t.basis.insurer, t.source.owner, t.source.publisher.replace(/ \(.*\)$/, '')].filter(
    (n): n is string => typeof n === 'string',
  ),
  graded: t.basis.planType !== null && t.basis.planType !== 'level',
}));

export function blockFault(block: string): string | null {
  const claims = findPriceClaims(block);
  if (claims.length === 0) return null;
  const named = appointedPlans.filter((p) => block.includes(p.insurer) && block.includes(p.name));
  const published = publishedNames.filter((t) => t.names.some((n) => block.includes(n)));
  if (named.length === 0 && published.length > 0) {
    if (!datePattern.test(block)) return `${claims[0]?.text}: a published figure without its date in the same block`;
    if (published.some((t) => t.graded) && !waitingPeriod.test(block))
      return `${claims[0]?.text}: a graded, modified or guaranteed issue price without its waiting period`;
    return null;
  }
  if (named.length === 0) {
    return funeralCost.test(block) ? null : `${claims[0]?.text}: no insurer and plan named in the same block`;
  }
  if (named.some((p) => p.type !== 'level') && !waitingPeriod.test(block)) {
    return `${claims[0]?.text}: a graded, modified or guaranteed issue price without its waiting period`;
  }
  return null;
}
