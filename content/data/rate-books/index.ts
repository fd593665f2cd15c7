// Written by `npm run cli -- plans import`: the agency's rate books, one JSON file each (see
// "Loading a rate book" in docs/operations.md). Do not edit by hand.
import type { PlanRecord } from '#core/pricing/plan.schema';

export const rateBooks: readonly PlanRecord[] = [];
