import { formatUsd, isoDay } from '#core/format';
import { formatCents } from '#core/numbers';
import { lowestPrice, type PriceCase, type PricedPlan, planTypeLabels, quotePlans } from '#core/pricing/engine';
import type { PlanRecord } from '#core/pricing/plan.schema';
import { makeQuoteEstimate, type QuoteEstimate, type QuoteEstimateInputs } from '#core/pricing/quote-estimate';
import { siteConfig } from '#core/site.config';
import { type PublishedFigure, publishedFiguresFor } from '../published-prices';
import { appointedPlans, pricedPlans } from './index';

/**
 * What the pages say about prices and coverage, computed from the plan data (decision 0066).
 * Every price names its insurer, plan, case and rate date; a graded, modified or guaranteed issue
 * price comes with its waiting-period sentence and its payout in dollars. Where no plan is priced,
 * the sentence says so instead of showing a number.
 */

/** The stated case of the starting price. */
export const startingCase: PriceCase = { age: 65, sex: 'female', tobacco: false, state: 'OH', face: 10_000 };

/** The lowest published price over the appointed plans for the starting case (null: none priced). */
export const startingPrice: PricedPlan | null = lowestPrice(pricedPlans, startingCase);

/** "a woman aged 65 who does not use tobacco, in Ohio, $10,000 of coverage" */
export function describeCase(c: PriceCase): string {
  return `a ${c.sex === 'female' ? 'woman' : 'man'} aged ${c.age} who ${c.tobacco ? 'uses' : 'does not use'} tobacco, in ${c.state}, ${formatUsd(c.face)} of coverage`;
}

/** The waiting-period sentence of a plan with limited early payouts, with its payout in dollars. */
export function waitingSentence(q: PricedPlan): string | null {
  const p = q.payout;
  if (!p || p.waitingYears === 0) return null;
  return `${q.plan.name} is a ${planTypeLabels[q.plan.type].toLowerCase()} plan: for a death from illness in the first ${p.waitingYears} years it pays less than the full amount (${formatCents(p.month6Cents)} in month 6, ${formatCents(p.month18Cents)} in month 18 at this price), and ${formatCents(p.afterWaitingCents)} after that${p.accidentDayOneCents === null ? '' : `; for an accident, ${formatCents(p.accidentDayOneCents)} from the first day`}.`;
}

/** One priced plan as a sentence: price, insurer, plan, case, rate date, and its waiting period. */
export function priceSentence(q: PricedPlan, c: PriceCase): string {
  const date = q.plan.rates?.source.date;
  const base = `${formatCents(q.monthlyCents)} a month for ${describeCase(c)}: ${q.plan.insurer}, ${q.plan.name} (rates dated ${date ?? 'with no date'}).`;
  const wait = waitingSentence(q);
  return wait ? `${base} ${wait}` : base;
}

/** The case of the FAQ's worked example (health conditions and plan types). */
export const healthExample: PriceCase = { age: 68, sex: 'female', tobacco: false, state: 'OH', face: 10_000 };

/**
 * The published prices of the appointed plans for one case, one sentence per priced plan, each
 * with its insurer, plan, rate date and waiting period; or null when no plan is priced.
 */
export function examplePrices(c: PriceCase): string | null {
  const priced = quotePlans(pricedPlans, c, c.face).filter((q): q is PricedPlan => q.ok);
  if (priced.length === 0) return null;
  return priced.map((q) => priceSentence(q, c)).join(' ');
}

/** The day the pages are built (YYYY-MM-DD): a published figure more than 12 months older says so. */
export const buildDay: string = isoDay();

/** Who published a figure, and the document, as the source line beside it. */
export function figureSource(f: {
  title: string;
  publisher: string;
  secondary?: unknown;
  producerOnly: boolean;
}): string {
  const copy = f.secondary ? `, as copied by ${f.publisher.replace(/ \(.*\)$/, '')}` : '';
  const title = f.title.replace(/"([^"]*)"/g, '“$1”');
  return `${title}${copy}${f.producerOnly ? ' (marked for agents only, so not linked here)' : ''}`;
}

/** A graded or guaranteed figure's waiting period as its own sentence, or '' for a level one. */
export function figureWaiting(f: PublishedFigure): string {
  return f.waiting ? `${f.waiting.charAt(0).toUpperCase()}${f.waiting.slice(1)}.` : '';
}

/**
 * One published figure as a sentence: the amount and period, what it is (one insurer's plan, or a
 * publisher's average or lowest over the plans it compared), for whom, its date in the same
 * sentence (with the warning when it is more than 12 months old), and its source.
 */
export function figureSentence(f: PublishedFigure): string {
  const waiting = figureWaiting(f);
  return `${formatCents(f.cents)} a ${f.period}: ${f.basis}${waiting ? ` ${waiting}` : ''} ${f.dateSentence} Source: ${figureSource(f)}.`;
}

/**
 * A published figure in a few words, for a sentence of running text (the FAQ): amount, whose figure
 * it is, a graded or guaranteed plan's waiting period, and the date with its warning.
 */
export function shortFigure(f: PublishedFigure): string {
  const whose =
    f.kind === 'plan-price'
      ? `${f.insurer}’s ${f.plan}${f.planType && f.waiting ? `, a ${planTypeLabels[f.planType].toLowerCase()} plan with a waiting period` : ''}`
      : `${f.publisher}’s ${f.kind === 'lowest-of-compared' ? 'lowest' : 'average'} price`;
  const when = f.dateSentence.replace(/\.$/, '');
  return `${formatCents(f.cents)} a ${f.period} (${whose}; ${when.charAt(0).toLowerCase()}${when.slice(1)})`;
}

/**
 * The lowest monthly published figure for $10,000 over the ages we serve (either sex), or null.
 * Monthly only: an annual premium is not a "from $N a month".
 */
export const lowestPublished: PublishedFigure | null =
  Array.from({ length: siteConfig.coverage.issueAges.max - siteConfig.coverage.issueAges.min + 1 }, (_, i) =>
    publishedFiguresFor({ age: siteConfig.coverage.issueAges.min + i, amount: 10_000, today: buildDay }),
  )
    .flat()
    .filter((f) => f.period === 'month')
    .sort((a, b) => a.cents - b.cents)[0] ?? null;

/** Said where the plans we sell are listed and none has a complete rate book. */
export const noBookSentence =
  'None of the plans we sell has its insurer’s rate book loaded here yet, so none of them shows a price. A licensed agent gives you the real price.';

/** Said wherever a price would stand when neither a plan we sell nor a published figure gives one. */
export const noPriceSentence =
  'No plan we sell has a rate book loaded yet, and we found no published price for this case. A licensed agent gives you the real price.';

/** The starting-price sentence every page uses: a plan we sell, else the lowest published figure. */
export const startingPriceSentence: string = startingPrice
  ? `The lowest price we found is ${priceSentence(startingPrice, startingCase)}`
  : lowestPublished
    ? `Published prices start from ${formatCents(lowestPublished.cents)} a month: ${lowestPublished.basis} ${lowestPublished.dateSentence} Source: ${figureSource(lowestPublished)}. A licensed agent gives you the real price of the plans we sell.`
    : noPriceSentence;

const questions = (p: PlanRecord) => p.type !== 'guaranteed';

function span(plans: readonly PlanRecord[]): { min: number; max: number } | null {
  const limits = plans.flatMap((p) => (p.faceAmount ? [p.faceAmount] : []));
  if (limits.length === 0) return null;
  return { min: Math.min(...limits.map((l) => l.min)), max: Math.max(...limits.map((l) => l.max)) };
}

/** The face amounts the appointed plans offer with health questions and with none. */
export const coverageSpans = {
  withQuestions: span(appointedPlans.filter(questions)),
  withoutQuestions: span(appointedPlans.filter((p) => !questions(p))),
} as const;

/** The Quick Quote's thank-you estimate over the appointed plans. */
export function quoteEstimate(inputs: QuoteEstimateInputs): QuoteEstimate {
  return makeQuoteEstimate(appointedPlans, inputs);
}
