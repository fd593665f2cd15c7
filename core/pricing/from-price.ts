import { formatUsd } from '../format';
import { monthlyCents, type PlanType, planLabels, type Sex } from './estimate';

/**
 * The one "from $N a month" figure: the price engine's premium for one named case, with that case
 * as its basis. Every page that says "from $N" prints both (src/components/content/Claims.tsx), and
 * the JSON-LD price range is built from it. No page states a starting price of its own.
 */
export interface PriceBasis {
  plan: PlanType;
  coverage: number;
  sex: Sex;
  age: number;
  tobacco: boolean;
}

/** The case the starting price is quoted for: a $5,000 level plan for a woman of 50 who does not use tobacco. */
export const startingPriceBasis: PriceBasis = { plan: 'level', coverage: 5000, sex: 'female', age: 50, tobacco: false };

/** Whole cents as dollars and cents: 2135 -> "$21.35". */
export function formatCentsExact(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`not a whole number of cents: ${cents}`);
  return `${formatUsd(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

/** "$5,000 level plan, woman aged 50, non-tobacco". */
export function describeBasis(b: PriceBasis): string {
  return `${formatUsd(b.coverage)} ${planLabels[b.plan].toLowerCase()} plan, ${b.sex === 'female' ? 'woman' : 'man'} aged ${b.age}, ${b.tobacco ? 'tobacco user' : 'non-tobacco'}`;
}

export interface QuotedPrice {
  cents: number;
  /** "$21.35 a month" */
  monthly: string;
  /** "$5,000 level plan, woman aged 50, non-tobacco" */
  basis: string;
}

/** The engine's monthly premium for the basis; throws when the engine does not price it. */
export function priceFor(b: PriceBasis): QuotedPrice {
  const cents = monthlyCents(b.plan, b.age, b.coverage, b.sex, b.tobacco);
  if (cents === null) throw new Error(`the price engine does not price ${describeBasis(b)}`);
  return { cents, monthly: `${formatCentsExact(cents)} a month`, basis: describeBasis(b) };
}

export const startingPrice: QuotedPrice = priceFor(startingPriceBasis);
