import { z } from 'zod';

/** Where a definition's facts were read (a term in everyday use needs none): title, page, day checked. */
export const glossarySourceSchema = z.strictObject({
  /** Who published it and the page's title; a secondary copy says so. */
  name: z.string().trim().min(10).max(200),
  url: z.url(),
  checked: z.iso.date(),
});

/** content/data/glossary.ts: the Learning Center glossary, alphabetical, each term once. */
export const glossaryTermSchema = z.strictObject({
  term: z.string().min(3).max(40),
  definition: z.string().min(30).max(500),
  source: glossarySourceSchema.optional(),
});

export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;

export const glossarySchema = z
  .array(glossaryTermSchema)
  .min(8)
  .refine(
    (items) =>
      items.every((item, i) => i === 0 || (items[i - 1] as GlossaryTerm).term.localeCompare(item.term, 'en') < 0),
    'terms must be in alphabetical order, each once',
  );
