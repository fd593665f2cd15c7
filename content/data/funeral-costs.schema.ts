import { z } from 'zod';

const dollars = z.int().positive().max(100000);

export const costItemSchema = z.strictObject({
  name: z.string().min(3),
  amount: dollars,
  /** What the charge pays for, in a few words. */
  note: z.string().min(10).max(120),
});

export type CostItem = z.infer<typeof costItemSchema>;

/** content/data/funeral-costs.ts: the listed items stay below the total, and the vault adds to it. */
export const funeralCostsSchema = z
  .strictObject({
    average: dollars,
    withVault: dollars,
    source: z.string().min(10),
    rangeYear: z.int().min(2000).max(2100),
    range: z.strictObject({ min: dollars, max: dollars }).refine((r) => r.min < r.max, 'min must be below max'),
    items: z.array(costItemSchema).min(3),
  })
  .refine((c) => c.items.reduce((s, i) => s + i.amount, 0) < c.average, 'the items must add up to less than average')
  .refine((c) => c.withVault > c.average, 'withVault must exceed average');
