import { z } from 'zod';

/** content/data/faq.ts: exactly twelve questions, each ending in "?", with unique ids. */
export const faqItemSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id must be lower-case words joined by hyphens'),
  question: z.string().min(10).max(120).endsWith('?', 'a question ends with "?"'),
  answer: z.string().min(60).max(1000),
});

/** A question and its answer, with the anchor id it has on its page. */
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqSchema = z
  .array(faqItemSchema)
  .length(13, 'the FAQ page holds exactly 13 questions')
  .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'question ids must be unique');
