import { z } from 'zod';
import { planTypes } from './rates';

/** Monthly premium per $1,000 of coverage, in whole cents, for one sex. */
const bySmoking = z.strictObject({
  nonTobacco: z.int().min(1).max(100_000),
  tobacco: z.int().min(1).max(100_000),
});

/**
 * One issue age of one plan. `basis` says where its figures come from: `published` (read off a
 * source at this age), `interpolated` (between two published ages, see the data file) or
 * `derived` (from the level plan's row by the plan's factor, see the data file).
 */
const row = z.strictObject({
  age: z.int().min(18).max(100),
  basis: z.enum(['published', 'interpolated', 'derived']),
  female: bySmoking,
  male: bySmoking,
});

const span = z.strictObject({ min: z.int(), max: z.int() }).refine((s) => s.min <= s.max, 'min must not be above max');

const coverage = z
  .strictObject({ min: z.int().min(1000), max: z.int().max(1_000_000), step: z.int().min(1) })
  .refine((c) => c.min < c.max, 'coverage min must be below max')
  .refine((c) => c.min % c.step === 0 && c.max % c.step === 0, 'coverage min and max must be whole steps');

const plan = z
  .strictObject({
    label: z.string().min(3).max(40),
    issueAges: span,
    coverage,
    rows: z.array(row).min(1),
  })
  .superRefine((p, ctx) => {
    const expected = p.issueAges.max - p.issueAges.min + 1;
    if (p.rows.length !== expected) {
      ctx.addIssue({ code: 'custom', message: `every issue age ${p.issueAges.min}-${p.issueAges.max} needs one row` });
    }
    p.rows.forEach((r, i) => {
      if (r.age !== p.issueAges.min + i) {
        ctx.addIssue({ code: 'custom', message: `row ${i} must be age ${p.issueAges.min + i}`, path: ['rows', i] });
      }
      for (const sex of ['female', 'male'] as const) {
        if (r[sex].tobacco < r[sex].nonTobacco) {
          ctx.addIssue({ code: 'custom', message: 'tobacco must not be below non-tobacco', path: ['rows', i, sex] });
        }
      }
      for (const smoking of ['nonTobacco', 'tobacco'] as const) {
        if (r.male[smoking] < r.female[smoking]) {
          ctx.addIssue({ code: 'custom', message: 'male must not be below female', path: ['rows', i, smoking] });
        }
      }
      const prev = p.rows[i - 1];
      if (!prev) return;
      for (const sex of ['female', 'male'] as const) {
        for (const smoking of ['nonTobacco', 'tobacco'] as const) {
          if (r[sex][smoking] <= prev[sex][smoking]) {
            ctx.addIssue({ code: 'custom', message: 'rates must rise with age', path: ['rows', i, sex, smoking] });
          }
        }
      }
    });
  });

const source = z.strictObject({
  id: z.string().regex(/^S\d+$/),
  title: z.string().min(10),
  url: z.url(),
  /** The date the source gives for its figures, or the day we read it when it prints none. */
  figuresDate: z.iso.date(),
  figuresDateNote: z.string().min(5).optional(),
  usedFor: z.string().min(10),
});

/**
 * core/pricing/rates.ts: monthly rates per $1,000 and the monthly policy fee, for every issue age
 * of each plan type, by sex and tobacco use, with their sources. Checked at build: every age
 * present, rates rise with age, tobacco >= non-tobacco, male >= female, and guaranteed >= graded
 * >= level for the same person.
 */
export const rateDataSchema = z
  .strictObject({
    sources: z.array(source).min(1),
    /** Monthly policy fee in cents, added once to every premium. */
    policyFeeCents: z.int().min(0).max(10_000),
    /** States whose law requires one rate for men and women, and how that rate is made. */
    unisexStates: z.array(z.string().regex(/^[A-Z]{2}$/)),
    unisexRule: z.literal('mean of the male and female rates, rounded half up to the cent'),
    plans: z.strictObject({ level: plan, graded: plan, guaranteed: plan }),
  })
  .superRefine((data, ctx) => {
    const order = planTypes.map((t) => data.plans[t]);
    for (let k = 1; k < order.length; k++) {
      const cheaper = order[k - 1];
      const dearer = order[k];
      if (!cheaper || !dearer) continue;
      for (const r of dearer.rows) {
        const c = cheaper.rows.find((x) => x.age === r.age);
        if (!c) continue;
        for (const sex of ['female', 'male'] as const) {
          for (const smoking of ['nonTobacco', 'tobacco'] as const) {
            if (r[sex][smoking] < c[sex][smoking]) {
              ctx.addIssue({
                code: 'custom',
                message: `${planTypes[k]} must not be below ${planTypes[k - 1]} at age ${r.age}`,
                path: ['plans', planTypes[k] ?? '', 'rows'],
              });
            }
          }
        }
      }
    }
  });

export type RateData = z.infer<typeof rateDataSchema>;
export type RateRow = z.infer<typeof row>;
