import { z } from 'zod';
import { byStateSchema } from './by-state.schema';

const read = z.iso.date();
/** The page the text was read on (a state's own code site or a copy of the code), and the day. */
const sourceSchema = z.strictObject({ url: z.url({ protocol: /^https?$/ }), read });
const days = z.int().min(1).max(90);

/** A longer period the same law (or another section) gives in some cases. */
const longerPeriodSchema = z.strictObject({
  days,
  citation: z.string().min(5),
  /** The page read, where it is not the record's own source. */
  source: sourceSchema.optional(),
  note: z.string().min(10).optional(),
});

/**
 * One state's free-look period for individual life insurance: the days a buyer has after delivery
 * to return a new policy for a refund, as the law sets it; or that no law sets one; or unknown.
 */
export const freeLookSchema = z.discriminatedUnion('status', [
  z.strictObject({
    status: z.literal('set'),
    /** statute: the state's code; regulation: the insurance regulator's rule. */
    law: z.enum(['statute', 'regulation']),
    /** The shortest period the law allows. */
    days,
    /** Where the law lets the insurer choose, the longest period it may choose. */
    maxDays: days.optional(),
    /** Which policies the period covers, as a sentence ends: "individual life insurance policies". */
    appliesTo: z.string().min(10).max(160),
    citation: z.string().min(5),
    source: sourceSchema,
    /** A longer period for older buyers, where the law gives one. */
    olderBuyers: longerPeriodSchema.extend({ age: z.int().min(50).max(80) }).optional(),
    /** A longer period when the new policy replaces another, where the law says so. */
    replacement: longerPeriodSchema.optional(),
    note: z.string().min(10).optional(),
  }),
  z.strictObject({ status: z.literal('not-set-by-statute'), source: sourceSchema, note: z.string().min(10) }),
  /** No source was found: pages say nothing about the free look in this state. */
  z.strictObject({ status: z.literal('unknown'), note: z.string().min(10) }),
]);

export type FreeLook = z.infer<typeof freeLookSchema>;

/** content/data/state-law.ts: a free-look record for each of the 50 states and DC, and nothing else. */
export const freeLookPeriodsSchema = byStateSchema(freeLookSchema, 'a free-look record').refine(
  (map) =>
    Object.values(map).every(
      (f) =>
        f.status !== 'set' ||
        ((f.maxDays === undefined || f.maxDays > f.days) &&
          (f.olderBuyers === undefined || f.olderBuyers.days > f.days) &&
          (f.replacement === undefined || f.replacement.days > f.days)),
    ),
  'a longer period must be longer than the basic one',
);
