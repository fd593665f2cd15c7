import { z } from 'zod';
import { states } from './states';

const names = new Set(states.filter((s) => s.code !== 'DC').map((s) => s.name));

/** The lowest and highest estimate any state may carry. */
export const stateCostBounds = { min: 6400, max: 8300 } as const;

export const stateCostSchema = z.strictObject({
  state: z.string().refine((name) => names.has(name), 'must be the name of one of the 50 states'),
  avgCost: z
    .int()
    .min(stateCostBounds.min)
    .max(stateCostBounds.max)
    .refine((n) => n % 100 === 0, 'round estimates to the nearest $100'),
});

/** One state's estimated average funeral cost, in whole dollars. */
export type StateCost = z.infer<typeof stateCostSchema>;

/** content/data/state-costs.ts: each of the 50 states once, in A–Z order, within the bounds. */
export const stateCostsSchema = z
  .array(stateCostSchema)
  .length(50)
  .refine((rows) => new Set(rows.map((r) => r.state)).size === rows.length, 'each state appears once')
  .refine(
    (rows) => rows.every((r, i) => i === 0 || (rows[i - 1]?.state ?? '') < r.state),
    'states must be in alphabetical order',
  );
