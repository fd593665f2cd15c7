import type { ReviewedCarrier } from './carrier-comparison';
import { aarpReview } from './carrier-reviews/aarp';
import { colonialPennReview } from './carrier-reviews/colonial-penn';
import { globeLifeReview } from './carrier-reviews/globe-life';
import { mutualOfOmahaReview } from './carrier-reviews/mutual-of-omaha';
import { trustageReview } from './carrier-reviews/trustage';

/**
 * The five carrier review pages. Each review lives in its own module under carrier-reviews/ so
 * that a page ships only its own review; this module gathers them for validation and tests and
 * must not be imported by a page. The coverage, ages, waiting period and financial rating come
 * from carrier-comparison.ts, not from here. Checked at build by carrier-reviews.schema.ts.
 */
export interface CarrierPolicy {
  name: string;
  description: string;
  /** Short facts shown under the name: ages, amounts, waiting period. */
  facts: string[];
  /** The ages at which the plan is sold; set on guaranteed issue plans, whose ages pages quote. */
  issueAges?: { min: number; max: number };
}

export interface CarrierFaq {
  question: string;
  answer: string;
}

/** A theme of public customer feedback, summarized in our words (not a quote). */
export interface FeedbackTheme {
  tone: 'Praise' | 'Complaint';
  title: string;
  text: string;
}

export interface CarrierReviewData {
  page: ReviewedCarrier;
  /** Short name used in headings: "AARP". */
  name: string;
  /** The insurer as reviewed, for Review markup. */
  insurer: string;
  website: string;
  title: string;
  description: string;
  heading: string;
  lede: string;
  /** Our rating out of 5, shown on the page and in the Review markup. */
  ourRating: number;
  /** Date the review was first published (YYYY-MM-DD), its Review markup's datePublished. */
  published: string;
  /** Date the review was last checked (YYYY-MM-DD). */
  updated: string;
  summary: string;
  bestFor: string;
  policies: CarrierPolicy[];
  pros: string[];
  cons: string[];
  faq: CarrierFaq[];
  /** Only on the Globe Life page. */
  customerFeedback?: FeedbackTheme[];
}

export const carrierReviews: CarrierReviewData[] = [
  aarpReview,
  colonialPennReview,
  globeLifeReview,
  mutualOfOmahaReview,
  trustageReview,
];
