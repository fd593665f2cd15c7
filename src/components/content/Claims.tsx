import { disclosures } from '#core/facts';
import { startingPriceSentence } from '../../../content/data/insurer-plans/claims';

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

/**
 * The starting price as one sentence: the lowest published price over the appointed plans for a
 * stated case, with its insurer, plan, case and rate date (and a graded plan's waiting period and
 * payout), or the sentence that no plan can be priced yet (content/data/insurer-plans/claims.ts).
 */
export function startingPriceText(): string {
  return startingPriceSentence;
}

/** The starting price sentence, never a figure alone. */
export function StartingPrice({ className }: { className?: string }) {
  return (
    <span className={className} data-claim="from-price">
      {startingPriceSentence}
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
