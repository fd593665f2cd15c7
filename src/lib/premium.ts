import { formatUsd, isoDay } from '#core/format';
import { type NumberProblem, parseWholeNumber, type WholeRange } from '#core/numbers';
import { chartGap, type PlanQuote, plansForSale, type Sex } from '#core/pricing/engine';
import { siteConfig } from '#core/site.config';
import { appointedPlans } from '../../content/data/insurer-plans';
import { type PublishedFigure, publishedFiguresAt } from '../../content/data/published-prices';

/**
 * The quote calculator's reading of what was typed and chosen, and its comparison of the plans a
 * shopper can buy through the agency: every appointed plan open to her age, amount and state,
 * priced from its own published chart or with the reason it has no price (engine:
 * core/pricing/engine.ts; plans: content/data/insurer-plans; decision 0066).
 */

export type { NumberProblem, WholeRange } from '#core/numbers';

export const AGE_RANGE: WholeRange = siteConfig.coverage.issueAges;
export const COVERAGE_RANGE: WholeRange = siteConfig.coverage.amount;
export const COVERAGE_STEP = 1000;

export type PremiumField = 'age' | 'coverage';

/** The optional answers: "" is "prefer not to say" (or, for the state, "not chosen"). */
export interface PremiumChoices {
  sex?: string;
  tobacco?: string;
  state?: string;
}

export interface PremiumAnswers {
  age: number;
  coverage: number;
  sex?: Sex;
  tobacco?: boolean;
  state?: string;
}

/**
 * One row of the comparison: a plan with its price (only when sex and tobacco use are known and
 * its chart is complete), or why the row has none.
 */
export type ComparisonRow = PlanQuote & { needsAnswers: boolean };

export type PremiumEstimate =
  | {
      ok: true;
      answers: PremiumAnswers;
      /** The plans we sell whose rate book is complete, cheapest first. */
      rows: ComparisonRow[];
      /** The plans we sell for these answers that have no rate book loaded yet. */
      withoutBook: ComparisonRow[];
      /** Published figures for exactly these answers (decision 0086). */
      figures: PublishedFigure[];
      /** Figures of tables that print other ages only: at the listed ages around hers. */
      nearby: PublishedFigure[];
    }
  | { ok: false; problems: Partial<Record<PremiumField, NumberProblem>> };

/** A radio value as the engine's sex, or undefined for "prefer not to say" or anything else. */
export function readSex(value: string | undefined): Sex | undefined {
  return value === 'female' || value === 'male' ? value : undefined;
}

/** A radio value as tobacco use, or undefined for "prefer not to say" or anything else. */
export function readTobacco(value: string | undefined): boolean | undefined {
  return value === 'yes' ? true : value === 'no' ? false : undefined;
}

/** A select value as a two-letter state code, or undefined when none is chosen. */
export function readState(value: string | undefined): string | undefined {
  return value && /^[A-Z]{2}$/.test(value) ? value : undefined;
}

/**
 * The plans for the answers, sorted by price (priced first, then those without a price). A plan
 * not sold in the chosen state, or not at that age or amount, is left out. Without sex or tobacco
 * use no price is shown (a price is always for one fully described person).
 */
export function compare(answers: PremiumAnswers): ComparisonRow[] {
  const known = answers.sex !== undefined && answers.tobacco !== undefined;
  const person = {
    age: answers.age,
    sex: answers.sex ?? 'female',
    tobacco: answers.tobacco ?? false,
    state: answers.state ?? '',
  };
  return plansForSale(appointedPlans, person, answers.coverage).map((q) =>
    q.ok && !known ? { ...q, needsAnswers: true } : { ...q, needsAnswers: false },
  );
}

/**
 * Checks the typed values against the issue ages and coverage amounts, then gives the published
 * figures for the answers and compares the plans we sell that have a complete rate book.
 */
export function estimatePremium(
  input: Record<PremiumField, string> & PremiumChoices,
  today: string = isoDay(),
): PremiumEstimate {
  const age = parseWholeNumber(input.age, AGE_RANGE);
  const coverage = parseWholeNumber(input.coverage, COVERAGE_RANGE);
  if (age.ok && coverage.ok) {
    const answers: PremiumAnswers = { age: age.value, coverage: coverage.value };
    const sex = readSex(input.sex);
    const tobacco = readTobacco(input.tobacco);
    const state = readState(input.state);
    if (sex) answers.sex = sex;
    if (tobacco !== undefined) answers.tobacco = tobacco;
    if (state) answers.state = state;
    const all = compare(answers);
    const query = {
      age: answers.age,
      amount: answers.coverage,
      today,
      ...(answers.sex ? { sex: answers.sex } : {}),
      ...(answers.tobacco === undefined ? {} : { tobacco: answers.tobacco }),
      ...(answers.state ? { state: answers.state } : {}),
    };
    return {
      ok: true,
      answers,
      rows: all.filter((r) => chartGap(r.plan) === null),
      withoutBook: all.filter((r) => chartGap(r.plan) !== null),
      ...publishedFiguresAt(query),
    };
  }
  const problems: Partial<Record<PremiumField, NumberProblem>> = {};
  if (!age.ok) problems.age = age.problem;
  if (!coverage.ok) problems.coverage = coverage.problem;
  return { ok: false, problems };
}

/** What to tell the visitor beside a field that cannot be used. */
export function premiumMessage(field: PremiumField, problem: NumberProblem): string {
  if (field === 'age') {
    const span = `from ${AGE_RANGE.min} to ${AGE_RANGE.max}`;
    if (problem.reason === 'empty') return `Enter your age, ${span}.`;
    if (problem.reason === 'notNumber') return `Enter your age in numbers, ${span}.`;
    if (problem.reason === 'notWhole') return `Enter your age in whole years, ${span}.`;
    return `Enter an age ${span}. These plans are for people aged ${AGE_RANGE.min} to ${AGE_RANGE.max}.`;
  }
  const span = `from ${formatUsd(COVERAGE_RANGE.min)} to ${formatUsd(COVERAGE_RANGE.max)}`;
  if (problem.reason === 'empty') return `Enter a coverage amount ${span}.`;
  if (problem.reason === 'notNumber') return `Enter the coverage in numbers, ${span}.`;
  if (problem.reason === 'notWhole') return `Enter the coverage in whole dollars, ${span}.`;
  return `Enter a coverage amount ${span}.`;
}

/** The answers used, before the table: "Plans for a 70-year-old woman who does not use tobacco, in TX, $10,000 of coverage:" */
export function describeEstimate(answers: PremiumAnswers): string {
  const who = answers.sex === 'female' ? 'woman' : answers.sex === 'male' ? 'man' : 'person';
  const smoking =
    answers.tobacco === true ? ' who uses tobacco' : answers.tobacco === false ? ' who does not use tobacco' : '';
  const where = answers.state ? `, in ${answers.state}` : '';
  return `Prices for ${yearsOld(answers.age)} ${who}${smoking}${where}, ${formatUsd(answers.coverage)} of coverage:`;
}

/** "a 65-year-old", "an 80-year-old", "an 18-year-old". */
export function yearsOld(age: number): string {
  return `${/^(8|1[18]$)/.test(String(age)) ? 'an' : 'a'} ${age}-year-old`;
}
