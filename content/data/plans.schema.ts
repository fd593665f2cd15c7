import { z } from 'zod';

const plan = z.strictObject({
  type: z.string().trim().min(3).max(40),
  description: z.string().trim().min(30).max(240),
  features: z.array(z.strictObject({ name: z.string().trim().min(3).max(60), included: z.boolean() })).min(3),
});

/** content/data/plans.ts: three plans whose features have the same names in the same order. */
export const plansSchema = z
  .array(plan)
  .length(3)
  .refine(
    (list) =>
      list.every((p) => p.features.map((f) => f.name).join('|') === list[0]?.features.map((f) => f.name).join('|')),
    'every plan must list the same features in the same order',
  );
