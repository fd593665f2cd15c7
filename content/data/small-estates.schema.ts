import { z } from 'zod';
import { deathSourceSchema } from './after-death.schema';
import { byStateSchema } from './by-state.schema';

/*
 * The estate after a death: the national fact that a life insurance policy with a named, living
 * beneficiary is paid to that person outside probate, and each state's small-estate procedure
 * (content/data/small-estates.ts). Every fact carries the page it was read on.
 */

/** What passes outside probate, in plain words, with the pages that say so. */
export const outsideProbateSchema = z.strictObject({
  /** One or two plain sentences a family reads. */
  text: z.string().min(40).max(400),
  sources: z.array(deathSourceSchema).min(1),
});

export type OutsideProbate = z.infer<typeof outsideProbateSchema>;

/** One state's small-estate procedure, from the statute or the state court's own pages. */
export const smallEstateSchema = z.strictObject({
  /** The small-estate limit, in whole dollars. */
  limitUsd: z.number().int().positive().max(1_000_000),
  /** What the limit counts, in plain words ("personal property", "the whole estate net of liens"). */
  limitCounts: z.string().min(8).max(200),
  /** A plain note on the limit (when it changes, a higher limit for a spouse, what is left out). */
  limitNote: z.string().min(10).max(300).optional(),
  /** The procedure's name ("Small Estate Affidavit", "Summary Administration"). */
  procedure: z.string().min(5).max(100),
  /** Days after the death before it may be used, where the statute says. */
  waitDays: z.int().min(1).max(365).optional(),
  /** The citation ("Tex. Est. Code § 205.001"). */
  statute: z.string().min(5).max(120),
  /**
   * The statute on the legislature's (or the state's official code) site, only where that page was
   * read; otherwise the page shows the citation alone.
   */
  statuteUrl: z.url({ protocol: /^https?$/ }).optional(),
  /** Where a family asks, in plain words, with the state's own court name where a source gives it. */
  whereToAsk: z.string().min(10).max(200),
  /** The statute or the state court's own self-help page, as read. */
  sources: z.array(deathSourceSchema).min(1),
});

export type SmallEstate = z.infer<typeof smallEstateSchema>;
export type SmallEstateInput = z.input<typeof smallEstateSchema>;

/** A state whose small-estate procedure we could not cite: why, for the closing note and the page. */
export const smallEstateGapSchema = z.strictObject({ gap: z.string().min(10).max(300) });

export const smallEstatesSchema = byStateSchema(
  z.union([smallEstateSchema, smallEstateGapSchema]),
  'a small-estate entry or a gap',
);
