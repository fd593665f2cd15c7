import { z } from 'zod';

/**
 * content/data/carriers.ts: 18 insurers for the carrier cards. It holds no financial strength
 * grade: a grade is an outside fact and is shown only for the five reviewed insurers, from
 * carrier-comparison.ts, with its agency, date and source.
 */
export const carrierSchema = z.strictObject({
  /** Stable key, lower-case words joined by hyphens. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id must be lower-case words joined by hyphens'),
  name: z.string().trim().min(3).max(60),
  founded: z.int().min(1800).max(new Date().getFullYear()),
  features: z.array(z.string().trim().min(8).max(120)).min(2).max(5),
  description: z.string().trim().min(30).max(160),
});

export type Carrier = z.infer<typeof carrierSchema>;

export const carriersSchema = z
  .array(carrierSchema)
  .length(18)
  .refine((list) => new Set(list.map((c) => c.id)).size === list.length, 'carrier ids must be unique')
  .refine((list) => new Set(list.map((c) => c.name)).size === list.length, 'carrier names must be unique');
