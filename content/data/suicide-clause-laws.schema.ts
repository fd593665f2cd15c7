import { z } from 'zod';

/** content/data/suicide-clause-laws.ts: a state statute that limits the suicide clause, read in its own text. */
const suicideClauseLawSchema = z.strictObject({
  state: z.string().regex(/^[A-Z]{2}$/),
  stateName: z.string().min(4),
  citation: z.string().min(8),
  /** How long the clause may last under the statute, in policy years from issue. */
  limitYears: z.int().min(1).max(2),
  /** What the statute says, in our own words. */
  summary: z.string().min(40).max(400),
  source: z.strictObject({
    title: z.string().min(10),
    url: z.url(),
    /** Who publishes the page; a secondary copy says so. */
    owner: z.string().min(5),
    secondaryCopy: z.boolean(),
    /** The text's own date (its effective date), null when the page shows none. */
    date: z.iso.date().nullable(),
    read: z.iso.date(),
  }),
});

export type SuicideClauseLaw = z.infer<typeof suicideClauseLawSchema>;

export const suicideClauseLawsSchema = z.array(suicideClauseLawSchema).min(1);
