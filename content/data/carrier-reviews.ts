import { aarpReview } from './carrier-reviews/aarp';
import { colonialPennReview } from './carrier-reviews/colonial-penn';
import { globeLifeReview } from './carrier-reviews/globe-life';
import { mutualOfOmahaReview } from './carrier-reviews/mutual-of-omaha';
import { trustageReview } from './carrier-reviews/trustage';
import type { CarrierReviewData } from './carrier-reviews.schema';

/**
 * The five carrier review pages. Each review lives in its own module under carrier-reviews/ so
 * that a page ships only its own review; this module gathers them for validation and tests and
 * must not be imported by a page. Every outside fact (financial strength grade, plan names, ages,
 * amounts, waiting periods) comes from carrier-comparison.ts with its source, not from here. Checked at build by carrier-reviews.schema.ts.
 * Their types come from the schema (carrier-reviews.schema.ts), which the per-carrier modules
 * import: nothing imports this module back.
 */
export const carrierReviews: CarrierReviewData[] = [
  aarpReview,
  colonialPennReview,
  globeLifeReview,
  mutualOfOmahaReview,
  trustageReview,
];

export type { CarrierReviewData };
