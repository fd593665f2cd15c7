import { z } from 'zod';

export const planFeatureSchema = z.strictObject({ name: z.string().trim().min(3).max(120), included: z.boolean() });

export const planSchema = z.strictObject({
  type: z.string().trim().min(3).max(40),
  /** Who the plan is for, one or two sentences. */
  description: z.string().trim().min(30).max(240),
  features: z.array(planFeatureSchema).min(3),
});

/** content/data/plans.ts: three plans whose features have the same names in the same order. */
export const plansSchema = z
  .array(planSchema)
  .length(3)
  .refine(
    (list) =>
      list.every((p) => p.features.map((f) => f.name).join('|') === list[0]?.features.map((f) => f.name).join('|')),
    'every plan must list the same features in the same order',
  );
