import { appointmentsAreSample, isAppointed } from '#core/appointments';
import { withFullBenefitNote } from '#core/facts';
import { formatLongDate, formatUsd, formatUsdRange } from '#core/format';
import { getPath } from '#core/paths';
import { siteConfig } from '#core/site.config';
import { type CarrierPlan, type FactSource, ratingText, scaleText } from '../../../content/data/carrier-comparison';
import type { ComparisonRow } from '../../../content/data/carrier-comparison.schema';
import { ExternalLink } from '../guides/ExternalLink';

/** What a table cell says where no source we checked gives the figure. */
export const NOT_CHECKED = 'Not checked';

/** "Ages 50 to 85", "$5,000 to $100,000", "Up to $25,000", or undefined when no source gives them. */
export const planAges = (plan: CarrierPlan): string | undefined =>
  plan.ages ? `${plan.ages.min} to ${plan.ages.max}` : undefined;

export function planAmount(plan: CarrierPlan): string | undefined {
  const amount = plan.amount;
  if (!amount) return undefined;
  return amount.min === undefined
    ? `Up to ${formatUsd(amount.max)}`
    : formatUsdRange({ min: amount.min, max: amount.max });
}

export const planQuestions = (plan: CarrierPlan): string | undefined =>
  plan.underwriting === undefined
    ? undefined
    : plan.underwriting === 'guaranteed'
      ? 'No health questions'
      : 'Asks health questions';

/** The sourced facts of a plan, one line each, in the order a reader weighs them. */
export function planFacts(plan: CarrierPlan, note: (text: string) => string = withFullBenefitNote): string[] {
  const ages = planAges(plan);
  const amount = planAmount(plan);
  return [
    plan.type === 'term' ? 'Term life: ends after a set time' : 'Whole life: lasts for life',
    planQuestions(plan),
    ages ? `Ages ${ages}${plan.agesElsewhere ? ` (${plan.agesElsewhere})` : ''}` : undefined,
    amount ? `Coverage: ${amount}` : undefined,
    plan.waiting ? note(`Waiting period: ${plan.waiting}`) : undefined,
  ].filter((line): line is string => line !== undefined);
}

/** "Source: <page>, checked November 25, 2026." */
export function FactSourceLine({ source }: { source: FactSource }) {
  return (
    <p className="fact-source">
      Source: <ExternalLink href={source.url}>{source.name}</ExternalLink>, checked {formatLongDate(source.checked)}.
    </p>
  );
}

/**
 * "A++ (Superior), AM Best, affirmed July 2025", linked to where it was read; or, where no recent
 * AM Best action was read, the sentence saying why no grade is shown.
 */
export function FinancialStrength({ row }: { row: ComparisonRow }) {
  const { rating } = row;
  if (!rating) {
    return (
      <span className="financial-strength" data-no-rating={row.page}>
        {row.noRating}
      </span>
    );
  }
  return (
    <span className="financial-strength" data-rating-date={rating.date} data-rating-of={row.page}>
      {ratingText(rating)} (
      <ExternalLink href={rating.source.url}>
        source<span className="visually-hidden">: {rating.source.name}</span>
      </ExternalLink>
      ). <span className="rating-scale">{scaleText(rating.grade)}</span>
    </span>
  );
}

/** "AARP or New York Life", "Globe Life". */
const either = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/**
 * The top of a review: whether the agency sells the insurer's plans, in plain words, and that no
 * insurer (nor AARP) is affiliated with the agency or has endorsed the page.
 */
export function Representation({
  row,
  name,
  notAffiliatedWith,
}: {
  row: ComparisonRow;
  name: string;
  notAffiliatedWith: readonly string[];
}) {
  const agency = siteConfig.company.name;
  const sells = isAppointed(row.carrierId);
  return (
    <section className="representation" aria-labelledby="who-sells-these-plans" data-appointed={sells}>
      <h2 id="who-sells-these-plans">{sells ? `We can offer ${name} plans` : `We do not sell ${name} plans`}</h2>
      <p>
        {sells
          ? `${agency} is appointed with ${row.company}, so we can sell you its plans and compare them with other insurers.`
          : `${agency} is not appointed with ${row.company}, so we cannot sell you its plans. This review is here to help you compare; we can show you plans from the insurers we do offer.`}
        {appointmentsAreSample()
          ? ' (Our list of insurers is an example until the agency confirms its appointments.)'
          : ''}{' '}
        <a href={getPath('whomWeRepresent')}>See whom we represent</a>.
      </p>
      <p data-non-affiliation="">
        {agency} is an independent agency. We are not affiliated with {either(notAffiliatedWith)}, and{' '}
        {notAffiliatedWith.length > 1 ? 'none of them, nor any other insurer,' : 'neither it nor any other insurer'} has
        endorsed this review.
      </p>
    </section>
  );
}
