import { z } from 'zod';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are lower-case words joined by hyphens');

export const checklistItemSchema = z.strictObject({ id: slug, text: z.string().trim().min(10).max(110) });

export const checklistGroupSchema = z.strictObject({
  id: slug,
  title: z.string().trim().min(3).max(40),
  /** When these tasks usually happen, in a few words. */
  when: z.string().trim().min(3).max(40),
  items: z
    .array(checklistItemSchema)
    .min(3)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'item ids must be unique'),
});

export type ChecklistGroup = z.infer<typeof checklistGroupSchema>;

/** content/data/checklist.ts: four groups with unique ids. */
export const checklistSchema = z
  .array(checklistGroupSchema)
  .length(4)
  .refine((groups) => new Set(groups.map((g) => g.id)).size === groups.length, 'group ids must be unique');
