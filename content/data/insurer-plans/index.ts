import { appointedCarriers } from '#core/appointments';
import { chartGap } from '#core/pricing/engine';
import type { InsurerPlans, PlanRecord, PlanSource } from '#core/pricing/plan.schema';
import { rateBooks } from '../rate-books/index';
import { insurerPlans as data } from './plans';

/**
 * The appointed insurers' plans as data. The schema (planListSchema) checks them at build and in
 * the tests (content/data/validate.server.ts registers plans.ts), not here: the browser's islands
 * import this module and must not carry zod. Pages and the lead server read plans from here; the
 * engine is core/pricing/engine.ts. Decision 0066.
 */

export const insurerPlans: readonly InsurerPlans[] = withRateBooks(data, rateBooks);

/**
 * The plan data with the agency's rate books (content/data/rate-books, written by `npm run cli --
 * plans import`): a book replaces the rates, limits, states and payout rule of the plan with its id
 * and keeps what the book does not carry (health questions, eligibility, form numbers read
 * elsewhere); a book of a plan not yet in the data adds it to its insurer, whose "nothing found"
 * note then no longer holds.
 */
export function withRateBooks(insurers: readonly InsurerPlans[], books: readonly PlanRecord[]): InsurerPlans[] {
  return insurers.map((insurer) => {
    const mine = books.filter((b) => b.carrierId === insurer.carrierId);
    if (mine.length === 0) return insurer;
    const plans = insurer.plans.map((plan) => {
      const book = mine.find((b) => b.id === plan.id);
      if (!book) return plan;
      const { healthQuestionsGap, ...fromBook } = book;
      const questionsGap = plan.healthQuestionsGap ?? healthQuestionsGap;
      return {
        ...fromBook,
        formNumbers: [...new Set([...(plan.formNumbers ?? []), ...(book.formNumbers ?? [])])],
        healthQuestions: plan.healthQuestions,
        ...(plan.healthQuestions || !questionsGap ? {} : { healthQuestionsGap: questionsGap }),
        ...(plan.eligibility ? { eligibility: plan.eligibility } : {}),
      };
    });
    const added = mine.filter((b) => !insurer.plans.some((p) => p.id === b.id));
    const { gap, ...rest } = insurer;
    return {
      ...rest,
      plans: [...plans, ...added],
      ...(added.length > 0 && insurer.plans.length === 0 ? {} : gap ? { gap } : {}),
    };
  });
}

/** Every plan of every appointed insurer, in the appointment list's order. */
export const appointedPlans: readonly PlanRecord[] = appointedCarriers().flatMap(
  (id) => insurerPlans.find((i) => i.carrierId === id)?.plans ?? [],
);

/** The plans that have a complete published chart, so the engine can price them. */
export const pricedPlans: readonly PlanRecord[] = appointedPlans.filter((p) => chartGap(p) === null);

/** The newest rate date among the priced plans' charts (null when none is priced or dated). */
export const ratesAsOf: string | null =
  pricedPlans
    .map((p) => p.rates?.source.date ?? null)
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1) ?? null;

/** Every source a plan record cites, once each. */
export function planSources(plan: PlanRecord): PlanSource[] {
  const all = [
    plan.source,
    plan.limitsSource,
    plan.rates?.source,
    plan.payout?.source,
    plan.healthQuestions?.source,
    plan.eligibility?.source,
  ];
  const seen = new Set<string>();
  return all.filter((s): s is PlanSource => {
    if (!s || seen.has(s.url)) return false;
    seen.add(s.url);
    return true;
  });
}

export { sources } from './sources';
