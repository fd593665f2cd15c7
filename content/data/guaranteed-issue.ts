import { carrierComparison } from './carrier-comparison';
import { carrierReviews } from './carrier-reviews';
import type { CarrierPolicy } from './carrier-reviews.schema';

/**
 * The guaranteed issue plans of the reviewed insurers, with the ages each is sold at, from the
 * carrier data (carrier-reviews/*.ts). Pages that mention guaranteed issue name these plans and
 * their ages instead of claiming that such plans accept "everyone aged 50 to 85": each insurer
 * sets its own ages. Build-time only (it gathers every review).
 */
type IssueAges = NonNullable<CarrierPolicy['issueAges']>;

export interface GuaranteedIssuePlan {
  /** The insurer as the comparison table names it. */
  company: string;
  plan: CarrierPolicy['name'];
  ages: IssueAges;
}

const isGuaranteedWithAges = (p: CarrierPolicy): p is CarrierPolicy & { issueAges: IssueAges } =>
  /^guaranteed/i.test(p.name) && p.issueAges !== undefined;

export const guaranteedIssuePlans: readonly GuaranteedIssuePlan[] = carrierReviews.flatMap((review) =>
  review.policies.filter(isGuaranteedWithAges).map((p) => ({
    company: carrierComparison.find((row) => row.page === review.page)?.company ?? review.name,
    plan: p.name,
    ages: p.issueAges,
  })),
);

/** "Colonial Penn sells one at ages 50 to 85, TruStage at 45 to 75 and AARP (New York Life) at 50 to 80". */
export function guaranteedIssueSummary(plans: readonly GuaranteedIssuePlan[] = guaranteedIssuePlans): string {
  const parts = [...plans]
    .sort((a, b) => b.ages.max - b.ages.min - (a.ages.max - a.ages.min))
    .map((p, i) => `${p.company} ${i === 0 ? 'sells one at ages ' : 'at '}${p.ages.min} to ${p.ages.max}`);
  if (parts.length === 0) throw new Error('no guaranteed issue plan with issue ages in content/data/carrier-reviews');
  return parts.length === 1 ? (parts[0] as string) : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
