import { z } from 'zod';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are lower-case words joined by hyphens');

const group = z.strictObject({
  id: slug,
  title: z.string().trim().min(3).max(40),
  when: z.string().trim().min(3).max(40),
  items: z
    .array(z.strictObject({ id: slug, text: z.string().trim().min(10).max(110) }))
    .min(3)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'item ids must be unique'),
});

/** content/data/checklist.ts: four groups with unique ids. */
export const checklistSchema = z
  .array(group)
  .length(4)
  .refine((groups) => new Set(groups.map((g) => g.id)).size === groups.length, 'group ids must be unique');
