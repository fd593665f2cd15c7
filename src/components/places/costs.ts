import { funeralCosts } from '../../../content/data/funeral-costs';
import { stateCosts } from '../../../content/data/state-costs';
import { findState } from '../../../content/data/states';

/** The state's estimated average funeral (viewing and burial); the national average where there is none (DC). */
export function averageCostOf(stateCode: string): { amount: number; estimate: boolean } {
  const name = findState(stateCode)?.name;
  const row = stateCosts.find((r) => r.state === name);
  return row ? { amount: row.avgCost, estimate: true } : { amount: funeralCosts.average, estimate: false };
}

export const nationalAverageCost = funeralCosts.average;
