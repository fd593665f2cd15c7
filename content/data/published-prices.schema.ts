import { z } from 'zod';
import { planTypes } from '#core/pricing/plan-types';

/**
 * The shape of content/data/published-prices.ts (decision 0086): premium figures that someone has
 * published, each table with the copy we read (publisher, title, URL, whose data it is, the data's
 * own date, the day we read it, whether it is marked for producers only) and its basis (ages, sex,
 * tobacco, face amount, plan type, payment mode, insurer and plan when named, and what kind of
 * figure it is). A table without a publisher, a URL, a date or a basis is refused.
 */

/** A date as the source gives it: a day, or only a month when it prints a print code such as 0819. */
const asOfSchema = z
  .string()
  .regex(/^\d{4}-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?$/, 'YYYY-MM-DD, or YYYY-MM for a print code');

const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const cents = z.int().positive().max(10_000_000);
const dollars = z.int().positive().max(1_000_000);
const age = z.int().min(0).max(120);
const stateCode = z.string().regex(/^[A-Z]{2}$/);

export const publishedSourceSchema = z.strictObject({
  /** Who published the copy we read (a website's owner, or the insurer). */
  publisher: text(3, 120),
  /** The document's or page's own title, as a reader would look for it. */
  title: text(10, 300),
  url: z.url({ protocol: /^https?$/ }),
  /** Whose data it is: the insurer that set the rates, or the publisher that made the table. */
  owner: text(3, 120),
  /** Present when the copy we read is someone else's copy of the owner's document: who copied what. */
  secondary: z.strictObject({ copiedBy: text(3, 120), note: text(10, 400) }).optional(),
  /** The data's own date: "valid as of", effective date, or the month of a print code. */
  asOf: asOfSchema,
  /** How the date was read (the words or the print code on the copy). */
  asOfNote: text(5, 300),
  /** The day we read the copy. */
  checked: z.iso.date(),
  /** Marked for producers (agents) only; the words of the marking when it is. */
  producerOnly: z.boolean(),
  producerOnlyText: text(5, 200).optional(),
});
export type PublishedSource = z.infer<typeof publishedSourceSchema>;

export const figureKinds = ['plan-price', 'lowest-of-compared', 'average-of-compared'] as const;
export type FigureKind = (typeof figureKinds)[number];

export const figureBasisSchema = z
  .strictObject({
    /**
     * plan-price: one insurer's plan; lowest-of-compared or average-of-compared: a publisher's
     * figure over the plans or insurers it compared (`compared` says what, as far as the page says).
     */
    kind: z.enum(figureKinds),
    compared: text(10, 400).optional(),
    insurer: text(3, 120).optional(),
    plan: text(3, 120).optional(),
    /** Null when the source does not say which kind of plan its figures are for. */
    planType: z.enum(planTypes).nullable(),
    paymentMode: z.enum(['monthly', 'annual']),
    /** True or false when the source states a tobacco class; null when it does not split by tobacco. */
    tobacco: z.boolean().nullable(),
    /** How the source words its basis (rounding, rating class, where the prices come from), shortened. */
    note: text(10, 400),
    /** For a graded, modified or guaranteed issue plan: its waiting period as the source describes it. */
    waiting: text(10, 240).optional(),
  })
  .superRefine((basis, ctx) => {
    if (basis.kind === 'plan-price' && !(basis.insurer && basis.plan))
      ctx.addIssue({ code: 'custom', message: 'a plan price names its insurer and plan' });
    if (basis.planType && basis.planType !== 'level' && !basis.waiting)
      ctx.addIssue({ code: 'custom', message: 'a graded, modified or guaranteed issue plan says its waiting period' });
    if (basis.kind !== 'plan-price' && !basis.compared)
      ctx.addIssue({ code: 'custom', message: 'a publisher’s comparison says what it compared' });
  });

/** A rate card: one cell per issue age and sex, per $1,000 of face amount, plus a policy fee. */
export const perThousandTableSchema = z.strictObject({
  shape: z.literal('per-1000'),
  /** Face amounts the card allows, in dollars; only whole thousands are priced (the card's unit). */
  face: z.strictObject({ min: dollars, max: dollars }),
  /** The policy fee in cents for the same period as the cells. */
  policyFeeCents: z.int().nonnegative(),
  rows: z.array(z.strictObject({ age, femaleCents: cents, maleCents: cents })).min(1),
  notSoldIn: z.array(stateCode).optional(),
  /** A lower maximum face amount in a state, in dollars. */
  stateMaxFace: z.record(stateCode, dollars).optional(),
});

/** A table of prices for set face amounts: one row per age (or age band) and sex. */
export const amountsTableSchema = z.strictObject({
  shape: z.literal('amounts'),
  /** The face amounts of the table's columns, in dollars. */
  amounts: z.array(dollars).min(1),
  rows: z
    .array(
      z.strictObject({
        ages: z.strictObject({ min: age, max: age }),
        sex: z.enum(['female', 'male']).nullable(),
        /** One price in cents per column of `amounts`, in the same order. */
        cents: z.array(cents).min(1),
      }),
    )
    .min(1),
});

export const publishedTableSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  source: publishedSourceSchema,
  basis: figureBasisSchema,
  table: z.discriminatedUnion('shape', [perThousandTableSchema, amountsTableSchema]),
});
export type PublishedPriceTable = z.infer<typeof publishedTableSchema>;

/** The whole file: unique ids; rate cards cover their ages one by one; each row has a price per column. */
export const publishedPricesSchema = z.array(publishedTableSchema).superRefine((tables, ctx) => {
  const ids = new Set<string>();
  for (const t of tables) {
    if (ids.has(t.id)) ctx.addIssue({ code: 'custom', message: `${t.id}: duplicate id` });
    ids.add(t.id);
    const table = t.table;
    if (table.shape === 'per-1000') {
      if (table.face.min > table.face.max) ctx.addIssue({ code: 'custom', message: `${t.id}: face min above max` });
      table.rows.forEach((row, i) => {
        const before = table.rows[i - 1];
        if (before && row.age !== before.age + 1)
          ctx.addIssue({ code: 'custom', message: `${t.id}: rows skip from ${before.age} to ${row.age}` });
      });
    } else {
      for (const row of table.rows) {
        if (row.cents.length !== table.amounts.length)
          ctx.addIssue({ code: 'custom', message: `${t.id}: age ${row.ages.min} has ${row.cents.length} prices` });
        if (row.ages.min > row.ages.max)
          ctx.addIssue({ code: 'custom', message: `${t.id}: age band ${row.ages.min}-${row.ages.max}` });
      }
    }
  }
});
