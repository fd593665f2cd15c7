import { z } from 'zod';
import { financialRatings } from './carriers.schema';

const span = (min: number, max: number) =>
  z
    .strictObject({ min: z.int().min(min).max(max), max: z.int().min(min).max(max) })
    .refine((s) => s.min < s.max, 'min must be below max');

/** content/data/carrier-comparison.ts: one row for each of the five reviewed insurers. */
export const comparisonRowSchema = z.strictObject({
  /** The review page (a key of core/paths.ts). */
  page: z.enum(['aarp', 'colonialPenn', 'globeLife', 'mutualOfOmaha', 'trustage']),
  /** The matching entry of carriers.ts. */
  carrierId: z.string().min(3),
  company: z.string().trim().min(3).max(40),
  coverage: span(1000, 250000),
  age: span(18, 90),
  /** The waiting period in words, as short as a table cell allows. */
  waiting: z.string().trim().min(3).max(70),
  rating: z.enum(financialRatings),
});

export type ComparisonRow = z.infer<typeof comparisonRowSchema>;
export type ReviewedCarrier = ComparisonRow['page'];

export const carrierComparisonSchema = z
  .array(comparisonRowSchema)
  .length(5)
  .refine((rows) => new Set(rows.map((r) => r.page)).size === rows.length, 'each carrier appears once');
