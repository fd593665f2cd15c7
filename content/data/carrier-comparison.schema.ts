import { z } from 'zod';

/**
 * content/data/carrier-comparison.ts: the outside facts of the five reviewed insurers. Every
 * financial strength grade and every plan fact (name, ages, amounts, waiting period) carries the
 * page it was read on and the day it was checked; `audit --go-live` lists those checked more
 * than twelve months ago (decision 0032).
 */

/** Where a fact was read, and when (YYYY-MM-DD). */
export const factSourceSchema = z.strictObject({
  /** Who published it and the page's title, as a reader would look for it. */
  name: z.string().trim().min(10).max(200),
  url: z.url({ protocol: /^https$/ }),
  checked: z.iso.date(),
});

/**
 * AM Best's 13 financial strength grades, strongest first, with the word AM Best gives each (the
 * scale's source is `amBestScaleSources` in carrier-comparison.ts). E, F and S are not grades but
 * statuses (under supervision, in liquidation, suspended), so they are not here.
 */
export const amBestGrades = {
  'A++': 'Superior',
  'A+': 'Superior',
  A: 'Excellent',
  'A-': 'Excellent',
  'B++': 'Good',
  'B+': 'Good',
  B: 'Fair',
  'B-': 'Fair',
  'C++': 'Marginal',
  'C+': 'Marginal',
  C: 'Weak',
  'C-': 'Weak',
  D: 'Poor',
} as const;
export type AmBestGrade = keyof typeof amBestGrades;

export const financialStrengthSchema = z.strictObject({
  agency: z.literal('AM Best'),
  grade: z.enum(Object.keys(amBestGrades) as [AmBestGrade, ...AmBestGrade[]]),
  /**
   * The latest action on the grade that the source reports: affirmed, upgraded or downgraded by
   * the agency on `date`; "reported" when the source quotes the grade "as of" `date`.
   */
  action: z.enum(['affirmed', 'upgraded', 'downgraded', 'reported']),
  /** YYYY-MM-DD, or YYYY-MM when the source gives only the month. */
  date: z.string().regex(/^\d{4}-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?$/, 'date is YYYY-MM-DD or YYYY-MM'),
  source: factSourceSchema,
});

const span = (min: number, max: number) =>
  z
    .strictObject({ min: z.int().min(min).max(max), max: z.int().min(min).max(max) })
    .refine((s) => s.min <= s.max, 'min must not exceed max');

/**
 * One plan of a reviewed insurer, with only the facts its source states. A fact the source does
 * not give is left out, and the pages say so rather than fill it in.
 */
export const carrierPlanSchema = z.strictObject({
  /** The plan's name as the insurer (or the source) writes it. */
  name: z.string().trim().min(5).max(60),
  /** Whole life lasts for life (final expense); term ends after a set time. */
  type: z.enum(['whole-life', 'term']),
  /** How the insurer decides: a few health questions, or none at all (guaranteed acceptance). */
  underwriting: z.enum(['health-questions', 'guaranteed']).optional(),
  /** The ages at which the plan is sold in most states. */
  ages: span(18, 100).optional(),
  /** Where the ages differ, in words: "50 to 75 in New York". */
  agesElsewhere: z.string().trim().min(10).max(160).optional(),
  /** The amounts of coverage, in dollars; `min` when the source gives one. */
  amount: z
    .strictObject({ min: z.int().min(500).max(1_000_000).optional(), max: z.int().min(1000).max(1_000_000) })
    .refine((a) => a.min === undefined || a.min < a.max, 'amount min must be below max')
    .optional(),
  /** The waiting period (limited benefit) in words, or how the full benefit is paid from the start. */
  waiting: z.string().trim().min(10).max(200).optional(),
  source: factSourceSchema,
  /** Further pages the review's words about this plan rest on (how its units work, say). */
  moreSources: z.array(factSourceSchema).min(1).max(3).optional(),
});

/** One row for each of the five reviewed insurers. */
export const comparisonRowSchema = z
  .strictObject({
    /** The review page (a key of core/paths.ts). */
    page: z.enum(['aarp', 'colonialPenn', 'globeLife', 'mutualOfOmaha', 'trustage']),
    /** The matching entry of carriers.ts, and the id the site config's appointments use. */
    carrierId: z.string().min(3),
    company: z.string().trim().min(3).max(40),
    /** The company whose grade it is, when it differs from `company` ("CMFG Life Insurance Company"). */
    ratedCompany: z.string().trim().min(3).max(80),
    /** The grade with its latest AM Best action, when we read one recent enough to show. */
    rating: financialStrengthSchema.optional(),
    /**
     * Said instead of a grade when no AM Best action newer than a year could be read: what we found
     * and that the reader can ask or look it up ("The latest AM Best action on CMFG Life we could read
     * is from January 2015, too old to show.").
     */
    noRating: z.string().trim().min(30).max(300).optional(),
    plans: z
      .array(carrierPlanSchema)
      .min(1)
      .max(5)
      .refine((plans) => new Set(plans.map((p) => p.name)).size === plans.length, 'plan names must be unique'),
  })
  .refine((row) => (row.rating === undefined) !== (row.noRating === undefined), {
    message: 'a row has either a rating or a noRating sentence, not both and not neither',
  });

export type FactSource = z.infer<typeof factSourceSchema>;
export type FinancialStrength = z.infer<typeof financialStrengthSchema>;
export type CarrierPlan = z.infer<typeof carrierPlanSchema>;
export type ComparisonRow = z.infer<typeof comparisonRowSchema>;
export type ReviewedCarrier = ComparisonRow['page'];

export const carrierComparisonSchema = z
  .array(comparisonRowSchema)
  .length(5)
  .refine((rows) => new Set(rows.map((r) => r.page)).size === rows.length, 'each carrier appears once');
