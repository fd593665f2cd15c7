import { z } from 'zod';

/** content/data/leaders.ts: the two-person leadership team, each with an SVG portrait in public/team/. */
export const leaderSchema = z.strictObject({
  name: z.string().regex(/^\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'.-]*)+$/u, 'name must be a first and a last name'),
  role: z.string().min(3).max(60),
  /** Site path of the portrait (an SVG in public/team/). */
  image: z.string().regex(/^\/team\/[a-z0-9-]+\.svg$/, 'image must be an SVG in public/team/, like /team/jane-doe.svg'),
  bio: z.string().min(80).max(500),
  /** Written for the site, not a real person. */
  sample: z.literal(true).optional(),
});

export type Leader = z.infer<typeof leaderSchema>;

export const leadersSchema = z.array(leaderSchema).length(2, 'the leadership team has two people');
