import { carrierComparison } from './carrier-comparison';
import type { CarrierPlan, ComparisonRow } from './carrier-comparison.schema';

/**
 * The guaranteed issue plans of the reviewed insurers whose ages a source states, from
 * carrier-comparison.ts. Pages that mention guaranteed issue name these plans and their ages
 * instead of claiming that such plans accept "everyone aged 50 to 85": each insurer sets its own
 * ages, and a plan whose ages no source gives is not named.
 */
type IssueAges = NonNullable<CarrierPlan['ages']>;

export interface GuaranteedIssuePlan {
  /** The insurer as the comparison table names it. */
  company: string;
  plan: CarrierPlan['name'];
  ages: IssueAges;
}

const isGuaranteedWithAges = (p: CarrierPlan): p is CarrierPlan & { ages: IssueAges } =>
  p.underwriting === 'guaranteed' && p.type === 'whole-life' && p.ages !== undefined;

export function guaranteedIssuePlansOf(rows: readonly ComparisonRow[]): GuaranteedIssuePlan[] {
  return rows.flatMap((row) =>
    row.plans.filter(isGuaranteedWithAges).map((p) => ({ company: row.company, plan: p.name, ages: p.ages })),
  );
}

export const guaranteedIssuePlans: readonly GuaranteedIssuePlan[] = guaranteedIssuePlansOf(carrierComparison);

/** "AARP (New York Life) sells one at ages 50 to 85", or several joined: "…, X at 45 to 75 and Y at 50 to 80". */
export function guaranteedIssueSummary(plans: readonly GuaranteedIssuePlan[] = guaranteedIssuePlans): string {
  const parts = [...plans]
    .sort((a, b) => b.ages.max - b.ages.min - (a.ages.max - a.ages.min))
    .map((p, i) => `${p.company} ${i === 0 ? 'sells one at ages ' : 'at '}${p.ages.min} to ${p.ages.max}`);
  if (parts.length === 0)
    throw new Error('no guaranteed issue plan with sourced ages in content/data/carrier-comparison');
  return parts.length === 1 ? (parts[0] as string) : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
