import { z } from 'zod';

/** content/data/carriers.ts: 18 insurers, each with a grade from B++ to A+. */
/** The grades this list may hold, weakest first. */
export const financialRatings = ['B++', 'A-', 'A', 'A+'] as const;
export type FinancialRating = (typeof financialRatings)[number];

export const carrierSchema = z.strictObject({
  /** Stable key, lower-case words joined by hyphens. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id must be lower-case words joined by hyphens'),
  name: z.string().trim().min(3).max(60),
  rating: z.enum(financialRatings),
  founded: z.int().min(1800).max(new Date().getFullYear()),
  features: z.array(z.string().trim().min(8).max(90)).min(2).max(5),
  description: z.string().trim().min(30).max(160),
});

export type Carrier = z.infer<typeof carrierSchema>;

export const carriersSchema = z
  .array(carrierSchema)
  .length(18)
  .refine((list) => new Set(list.map((c) => c.id)).size === list.length, 'carrier ids must be unique')
  .refine((list) => new Set(list.map((c) => c.name)).size === list.length, 'carrier names must be unique');
