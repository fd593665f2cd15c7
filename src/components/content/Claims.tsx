import { disclosures, facts } from '#core/facts';

/**
 * Each regulated claim with the disclosure that must travel with it, in the same block and at the
 * same size (NAIC model regulation 570 on life insurance advertising; decision 0031). Pages never
 * write these claims themselves: "no medical exam", "from $N a month" and coverage headlines come
 * from here, so no page can show one half of a pair.
 */

function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "No medical exam: approval depends on your answers to a few health questions." */
export function noExamText(): string {
  return `No medical exam: ${disclosures.healthQuestions}.`;
}

/** The no-exam claim with both disclosures: health questions, and guaranteed issue's waiting period. */
export function NoExamClaim({ className }: { className?: string }) {
  return (
    <p className={className} data-claim="no-exam">
      {noExamText()} {sentence(disclosures.guaranteedIssue)}.
    </p>
  );
}

/** "$21.35 a month" with its basis: "for a $5,000 level benefit plan, woman aged 50, non-tobacco". */
export function startingPriceText(): string {
  return `${facts.startingPremium} (${facts.startingPremiumBasis})`;
}

/** The starting price as a figure with its basis beside it, never alone. */
export function StartingPrice({ className }: { className?: string }) {
  return (
    <span className={className} data-claim="from-price">
      <span className="price-figure">{facts.startingPremium}</span>{' '}
      <span className="price-basis">({facts.startingPremiumBasis})</span>
    </span>
  );
}

/** The waiting period of graded and guaranteed issue plans, beside every coverage or price headline. */
export function WaitingPeriodNote({ className }: { className?: string }) {
  return (
    <p className={className} data-claim="waiting-period">
      {disclosures.waitingPeriod}
    </p>
  );
}

/** What a "full benefit from the first day" statement must carry: the contestable period and the suicide clause. */
export function FullBenefitNote({ className }: { className?: string }) {
  return (
    <p className={className} data-claim="full-benefit">
      {disclosures.fullBenefit}
    </p>
  );
}
