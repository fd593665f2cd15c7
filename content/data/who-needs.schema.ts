import { z } from 'zod';

export const pointSchema = z.strictObject({
  title: z.string().trim().min(3).max(60),
  text: z.string().trim().min(20).max(200),
});

/** content/data/who-needs.ts: six groups, six benefits, four considerations. */
export const whoNeedsSchema = z.strictObject({
  groups: z.array(pointSchema).length(6),
  benefits: z.array(pointSchema).length(6),
  considerations: z.array(pointSchema).length(4),
});
