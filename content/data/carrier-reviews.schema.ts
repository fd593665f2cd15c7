import { z } from 'zod';

const sentence = (max: number) => z.string().trim().min(10).max(max);

/**
 * A plan on the review page: the name of one plan of the insurer's row in carrier-comparison.ts,
 * whose sourced facts (ages, amounts, waiting period) the page lists under this description. The
 * description itself carries no figure.
 */
export const carrierPolicySchema = z.strictObject({
  plan: z.string().trim().min(5).max(60),
  description: sentence(320).refine(
    (d) => !/\d/.test(d),
    'a plan description carries no figure: figures come from carrier-comparison.ts with their source',
  ),
});

export const carrierFaqSchema = z.strictObject({ question: sentence(120), answer: sentence(500) });

/** One module of content/data/carrier-reviews/: a complete review page. */
export const carrierReviewSchema = z.strictObject({
  page: z.enum(['aarp', 'colonialPenn', 'globeLife', 'mutualOfOmaha', 'trustage']),
  name: z.string().trim().min(3).max(30),
  insurer: z.string().trim().min(3).max(80),
  /** Who the page's non-affiliation line names: the insurer, and any brand it sells under ("AARP"). */
  notAffiliatedWith: z.array(z.string().trim().min(3).max(60)).min(1).max(3),
  website: z.url({ protocol: /^https$/ }),
  title: z.string().trim().min(10).max(60),
  description: z.string().trim().min(50).max(165),
  heading: z.string().trim().min(10).max(90),
  lede: sentence(260),
  /** When the review was first published (YYYY-MM-DD), its Review markup's datePublished. */
  published: z.iso.date(),
  updated: z.iso.date(),
  summary: sentence(700),
  bestFor: sentence(90),
  policies: z.array(carrierPolicySchema).min(1).max(4),
  pros: z.array(sentence(120)).min(3).max(6),
  cons: z.array(sentence(120)).min(2).max(6),
  faq: z.array(carrierFaqSchema).min(3).max(8),
});

export type CarrierReviewData = z.infer<typeof carrierReviewSchema>;
