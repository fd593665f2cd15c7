import { z } from 'zod';
import { financialRatings } from './carriers';

/** content/data/carriers.ts: 18 insurers, each with a grade from B++ to A+. */
export const carrierSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id must be lower-case words joined by hyphens'),
  name: z.string().trim().min(3).max(60),
  rating: z.enum(financialRatings),
  founded: z.int().min(1800).max(new Date().getFullYear()),
  features: z.array(z.string().trim().min(8).max(90)).min(2).max(5),
  description: z.string().trim().min(30).max(160),
});

export const carriersSchema = z
  .array(carrierSchema)
  .length(18)
  .refine((list) => new Set(list.map((c) => c.id)).size === list.length, 'carrier ids must be unique')
  .refine((list) => new Set(list.map((c) => c.name)).size === list.length, 'carrier names must be unique');
