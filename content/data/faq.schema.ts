import { z } from 'zod';
import type { FaqItem } from './faq-common';

/** content/data/faq.ts: exactly twelve questions, each ending in "?", with unique ids. */
export const faqItemSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id must be lower-case words joined by hyphens'),
  question: z.string().min(10).max(120).endsWith('?', 'a question ends with "?"'),
  answer: z.string().min(60).max(600),
}) satisfies z.ZodType<FaqItem>;

export const faqSchema = z
  .array(faqItemSchema)
  .length(12, 'the FAQ page holds exactly 12 questions')
  .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'question ids must be unique');
