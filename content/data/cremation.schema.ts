import { z } from 'zod';

/** content/data/cremation.ts: three tiers in rising order of price. */
export const cremationTierSchema = z.strictObject({
  name: z.string().trim().min(3).max(50),
  /** Starting price in dollars. */
  from: z.int().positive().max(50000),
  description: z.string().trim().min(30).max(200),
  includes: z.array(z.string().trim().min(5).max(80)).min(2).max(6),
});

/** content/data/cremation.ts: three tiers in rising order of price. */
export const cremationSchema = z
  .array(cremationTierSchema)
  .length(3)
  .refine((tiers) => tiers.every((t, i) => i === 0 || (tiers[i - 1]?.from ?? 0) < t.from), 'prices must rise');
