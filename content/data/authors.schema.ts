import { z } from 'zod';
import { licenseSchema } from '#core/site.config.schema';

/** A person who writes or reviews the guides and carrier reviews (content/data/authors.ts). */
export const authorSchema = z.strictObject({
  /** How bylines name the person: lower-case words joined by hyphens. */
  id: z.string().regex(/^[a-z]+(?:-[a-z]+)+$/, 'id is the name in lower case with hyphens, like jane-doe'),
  name: z.string().regex(/^\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'.-]*)+$/u, 'name must be a first and a last name'),
  /** Shown after the name and a comma, as written: "licensed life insurance agent". */
  role: z.string().min(3).max(60),
  /** The person's National Producer Number; a reviewer must have one (a licensed agent). */
  npn: licenseSchema.optional(),
  /** Written for the site, not a real person: the byline says "Example" and audit --go-live lists it. */
  sample: z.literal(true).optional(),
});

export type Author = z.infer<typeof authorSchema>;

/** Who wrote a page, and the licensed agent who checked it. */
export const bylineSchema = z.strictObject({ author: z.string(), reviewer: z.string() });

export type BylineIds = z.infer<typeof bylineSchema>;

/** The module: the people, and the byline of every guide and carrier review, checked together. */
export const authorsModuleSchema = z
  .strictObject({
    people: z.array(authorSchema).min(1),
    bylines: z.record(z.string(), bylineSchema),
  })
  .superRefine((module, ctx) => {
    const byId = new Map(module.people.map((person) => [person.id, person]));
    if (byId.size !== module.people.length)
      ctx.addIssue({ code: 'custom', path: ['people'], message: 'an id is used twice' });
    for (const [page, byline] of Object.entries(module.bylines)) {
      if (!byId.has(byline.author))
        ctx.addIssue({ code: 'custom', path: ['bylines', page, 'author'], message: `no person "${byline.author}"` });
      const reviewer = byId.get(byline.reviewer);
      if (!reviewer)
        ctx.addIssue({
          code: 'custom',
          path: ['bylines', page, 'reviewer'],
          message: `no person "${byline.reviewer}"`,
        });
      else if (!reviewer.npn)
        ctx.addIssue({
          code: 'custom',
          path: ['bylines', page, 'reviewer'],
          message: `the reviewer ${reviewer.name} needs an NPN: a reviewer is a licensed agent`,
        });
    }
  });
