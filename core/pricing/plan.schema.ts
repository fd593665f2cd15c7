import { z } from 'zod';
import { type PlanType, planTypes } from './plan-types';

/**
 * The shape of one insurer's final expense plan as data (decision 0066): who sells it, its limits,
 * its rates exactly as published, its payout rule in the first years, its application's health
 * questions, and the source of each part. The records live in content/data/insurer-plans/; the price
 * engine (./engine.ts) reads only this shape. A plan whose rates are missing or incomplete has no
 * price: the engine never derives one plan's price from another's.
 */

const dateSchema = z.string().regex(/^\d{4}-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?$/, 'YYYY-MM-DD or YYYY-MM');

/** Whose document a fact comes from. */
export const sourceKinds = ['insurer', 'filing', 'third-party-copy'] as const;

export const planSourceSchema = z.strictObject({
  /** The document's title as a reader would look for it, and who published the copy we read. */
  title: z.string().trim().min(10).max(300),
  url: z.url({ protocol: /^https?$/ }),
  /** insurer: the insurer's own document; filing: a state rate or form filing; third-party-copy: someone else's copy. */
  kind: z.enum(sourceKinds),
  /** Marked "for producer use only" (or "agent use only"); null when the part we read does not say. */
  producersOnly: z.boolean().nullable(),
  /** The data's own date (effective date, "as of", print code); null when the copy prints none. */
  date: dateSchema.nullable(),
  /** How the date was read (a print code such as "U8500_0813"), or why there is none. */
  dateNote: z.string().trim().min(5).max(300).optional(),
  /** The day we read it. */
  checked: z.iso.date(),
});
export type PlanSource = z.infer<typeof planSourceSchema>;

export { type PlanType, planTypes };

const wholeRange = z.strictObject({ min: z.int().nonnegative(), max: z.int().positive() });

/** One issue age's rates, in whole cents, as the chart prints them. */
export const rateRowSchema = z.strictObject({
  age: z.int().min(0).max(100),
  female: z.strictObject({ nonTobacco: z.int().positive(), tobacco: z.int().positive() }),
  male: z.strictObject({ nonTobacco: z.int().positive(), tobacco: z.int().positive() }),
});
export type RateRow = z.infer<typeof rateRowSchema>;

/** A decimal factor as an exact fraction (0.0875 = 875 / 10000), so the engine never uses floats. */
export const factorSchema = z.strictObject({ numerator: z.int().positive(), denominator: z.int().positive() });
export type Factor = z.infer<typeof factorSchema>;

export const roundings = ['half-up', 'down', 'up'] as const;

export const ratesSchema = z.strictObject({
  /** What one cell is: an annual or a monthly premium per $1,000 of face amount. */
  basis: z.enum(['annual-per-1000', 'monthly-per-1000']),
  rows: z.array(rateRowSchema).min(1),
  /** The policy fee in cents for the same period as the cells; null when the copy we read does not give it. */
  policyFeeCents: z.int().nonnegative().nullable(),
  /** For annual cells: the factor for a monthly bank draft; null when not given. Unused for monthly cells. */
  monthlyFactor: factorSchema.nullable(),
  /** How the chart rounds the monthly premium to the cent; null when the copy we read does not say. */
  rounding: z.enum(roundings).nullable(),
  /**
   * Montana requires one rate for men and women: the chart's unisex rows, when published. Without
   * them the plan has no price in Montana (never a mean of the two columns we made up).
   */
  unisexRows: z
    .array(
      z.strictObject({ age: z.int().min(0).max(100), nonTobacco: z.int().positive(), tobacco: z.int().positive() }),
    )
    .optional(),
  source: planSourceSchema,
  /**
   * The insurer's approval to advertise prices from this table (insurers approve the advertising
   * of their products): who approved and when. `audit --go-live` lists a table marked for
   * producers only until it has one.
   */
  advertisingApproval: z.strictObject({ by: z.string().trim().min(3).max(200), date: z.iso.date() }).optional(),
});

/**
 * What the beneficiary receives for a death from illness in the first years. `premiums-plus`:
 * the premiums paid times (100 + percent) / 100 until `years` have passed; `face-percent`: a
 * share of the face amount per policy year; `full`: the face amount from day one.
 */
export const payoutRuleSchema = z.strictObject({
  kind: z.enum(['full', 'premiums-plus', 'face-percent']),
  /** Policy years the limit lasts (0 for full). */
  years: z.int().min(0).max(5),
  /** premiums-plus: the percent added to the premiums paid (10 for 110%). */
  percentAdded: z.int().min(0).max(100).optional(),
  /** face-percent: the share of the face amount paid in each limited year, first year first. */
  facePercentByYear: z.array(z.int().min(0).max(100)).optional(),
  /** Whether an accidental death is paid in full from the first day. */
  accidentFullFromDayOne: z.boolean(),
  /** The rule as the source words it, shortened. */
  text: z.string().trim().min(10).max(400),
  source: planSourceSchema,
});
export type PayoutRule = z.infer<typeof payoutRuleSchema>;

export const healthQuestionSchema = z.strictObject({
  /** The question's words as the application prints them. */
  text: z.string().trim().min(10).max(600),
  /** "in the past 2 years", "ever", "currently". */
  window: z.string().trim().min(3).max(80),
  /** What a yes leads to: decline, graded or modified plan, next question. */
  yesLeadsTo: z.string().trim().min(3).max(200),
});

export const healthQuestionsSchema = z.strictObject({
  formNumber: z.string().trim().min(2).max(80),
  questions: z.array(healthQuestionSchema).min(1),
  source: planSourceSchema,
});

/**
 * Which answers to the application's health questions lead to a plan, as the insurer's guide
 * words it (shortened), where the guide says so but the questions' own words were not readable.
 */
export const eligibilitySchema = z.strictObject({
  text: z.string().trim().min(10).max(400),
  /** The application forms the questions are printed on. */
  applicationForms: z.array(z.string().trim().min(2).max(80)).min(1),
  source: planSourceSchema,
});

export const planSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** The insurer's id in content/data/carriers.ts. */
  carrierId: z.string().regex(/^[a-z0-9-]+$/),
  /** The company that issues the policy. */
  insurer: z.string().trim().min(3).max(120),
  name: z.string().trim().min(3).max(120),
  type: z.enum(planTypes),
  /** Policy or certificate form numbers, where published. */
  formNumbers: z.array(z.string().trim().min(2).max(60)).optional(),
  /** Where the plan's name, type and form numbers were read. */
  source: planSourceSchema,
  issueAges: wholeRange.nullable(),
  faceAmount: wholeRange.nullable(),
  /** Where the ages and amounts were read (null when neither is known). */
  limitsSource: planSourceSchema.nullable(),
  /** Face amount limits that differ in a state (e.g. WA: $25,000 to $40,000). */
  stateFaceAmounts: z.record(z.string().regex(/^[A-Z]{2}$/), wholeRange).optional(),
  /** States where the plan is not sold, with the source; absent when no source says. */
  notSoldIn: z
    .strictObject({ states: z.array(z.string().regex(/^[A-Z]{2}$/)).min(1), source: planSourceSchema })
    .optional(),
  rates: ratesSchema.nullable(),
  /** Why the plan has no rate chart here, when `rates` is null: what we searched and did not find. */
  ratesGap: z.string().trim().min(10).max(500).optional(),
  payout: payoutRuleSchema.nullable(),
  healthQuestions: healthQuestionsSchema.nullable(),
  /** Why the health questions are missing, when they are. */
  healthQuestionsGap: z.string().trim().min(10).max(500).optional(),
  eligibility: eligibilitySchema.optional(),
});
export type PlanRecord = z.infer<typeof planSchema>;

/** An insurer the agency is appointed with, and what we found of its plans. */
export const insurerPlansSchema = z.strictObject({
  carrierId: z.string().regex(/^[a-z0-9-]+$/),
  plans: z.array(planSchema),
  /** What was searched for and not found, when the list of plans is empty or incomplete. */
  gap: z.string().trim().min(10).max(600).optional(),
});
export type InsurerPlans = z.infer<typeof insurerPlansSchema>;

/** Checks that each plan's rate rows cover its issue ages in order, and the gaps are stated. */
export const planListSchema = z.array(insurerPlansSchema).superRefine((insurers, ctx) => {
  for (const insurer of insurers) {
    for (const plan of insurer.plans) {
      if (plan.carrierId !== insurer.carrierId)
        ctx.addIssue({ code: 'custom', message: `${plan.id}: carrier differs` });
      if (!plan.rates && !plan.ratesGap)
        ctx.addIssue({ code: 'custom', message: `${plan.id}: no rates and no ratesGap` });
      if (!plan.healthQuestions && !plan.healthQuestionsGap && plan.type !== 'guaranteed')
        ctx.addIssue({ code: 'custom', message: `${plan.id}: no health questions and no healthQuestionsGap` });
      const rows = plan.rates?.rows ?? [];
      rows.forEach((row, i) => {
        if (i > 0 && row.age !== (rows[i - 1]?.age ?? 0) + 1)
          ctx.addIssue({
            code: 'custom',
            message: `${plan.id}: rate rows skip from ${rows[i - 1]?.age} to ${row.age}`,
          });
      });
    }
  }
});
