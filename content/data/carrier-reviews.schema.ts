import { z } from 'zod';

const sentence = (max: number) => z.string().trim().min(10).max(max);

export const carrierPolicySchema = z.strictObject({
  name: z.string().trim().min(3).max(60),
  description: sentence(320),
  /** Short facts shown under the name: ages, amounts, waiting period. */
  facts: z.array(sentence(80)).max(4),
  /** The ages at which the plan is sold; set on guaranteed issue plans, whose ages pages quote. */
  issueAges: z
    .strictObject({ min: z.int().min(18).max(100), max: z.int().min(18).max(100) })
    .refine((a) => a.min <= a.max, 'issue ages: min must not exceed max')
    .optional(),
});

export const carrierFaqSchema = z.strictObject({ question: sentence(120), answer: sentence(500) });

/** A theme of public customer feedback, summarized in our words (not a quote). */
export const feedbackThemeSchema = z.strictObject({
  tone: z.enum(['Praise', 'Complaint']),
  title: sentence(60),
  text: sentence(240),
});

/** One module of content/data/carrier-reviews/: a complete review page. */
export const carrierReviewSchema = z.strictObject({
  page: z.enum(['aarp', 'colonialPenn', 'globeLife', 'mutualOfOmaha', 'trustage']),
  name: z.string().trim().min(3).max(30),
  insurer: z.string().trim().min(3).max(80),
  website: z.url({ protocol: /^https$/ }),
  title: z.string().trim().min(10).max(60),
  description: z.string().trim().min(50).max(165),
  heading: z.string().trim().min(10).max(90),
  lede: sentence(260),
  ourRating: z.number().min(1).max(5).multipleOf(0.1),
  /** When the review was first published (YYYY-MM-DD), its Review markup's datePublished. */
  published: z.iso.date(),
  updated: z.iso.date(),
  summary: sentence(700),
  bestFor: sentence(90),
  policies: z.array(carrierPolicySchema).min(1).max(4),
  pros: z.array(sentence(120)).min(3).max(6),
  cons: z.array(sentence(120)).min(2).max(6),
  faq: z.array(carrierFaqSchema).min(3).max(8),
  /** Only on the Globe Life page. */
  customerFeedback: z.array(feedbackThemeSchema).min(2).optional(),
});

export type CarrierPolicy = z.infer<typeof carrierPolicySchema>;
export type CarrierFaq = z.infer<typeof carrierFaqSchema>;
export type FeedbackTheme = z.infer<typeof feedbackThemeSchema>;
export type CarrierReviewData = z.infer<typeof carrierReviewSchema>;
