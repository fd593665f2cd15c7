import { funeralCosts } from './funeral-costs';
import { stateCosts } from './state-costs';
import { findState } from './states';

/** A place's funeral cost figure: the state's estimate, or the national average where there is none. */
export interface PlaceCost {
  amount: number;
  /** True for the state's own estimate (state-costs.ts), false for the national average (DC). */
  estimate: boolean;
}

/**
 * The state's estimated average funeral (viewing and burial); the national average where there is
 * none (DC). The one lookup: the pages at build and `content generate` both use it.
 */
export function averageCostOf(stateCode: string): PlaceCost {
  const name = findState(stateCode)?.name;
  const row = stateCosts.find((r) => r.state === name);
  return row ? { amount: row.avgCost, estimate: true } : { amount: funeralCosts.average, estimate: false };
}

export const nationalAverageCost = funeralCosts.average;
