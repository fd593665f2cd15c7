import { formatUsd } from '#core/format';
import { type NumberProblem, parseWholeNumber, type WholeRange } from '#core/numbers';
import { estimate, type PlanEstimate, type Sex } from '#core/pricing/estimate';
import { siteConfig } from '#core/site.config';

/**
 * The premium calculator's reading of what was typed and chosen. The estimate itself comes from the
 * price engine (./estimate.ts, rate data in core/pricing/rates.ts); the spec's formula,
 * coverage x (age / 50 x 0.4) / 1000, is retired (docs/decisions/0016-price-engine-from-rate-data.md).
 */

export {
  formatCents,
  type NumberProblem,
  type ParsedNumber,
  parseWholeNumber,
  type WholeRange,
} from '#core/numbers';

export const AGE_RANGE: WholeRange = siteConfig.coverage.issueAges;
export const COVERAGE_RANGE: WholeRange = siteConfig.coverage.amount;
export const COVERAGE_STEP = 1000;

export type PremiumField = 'age' | 'coverage';

/** The optional answers: "" is "prefer not to say". */
export interface PremiumChoices {
  sex?: string;
  tobacco?: string;
}

export interface PremiumAnswers {
  age: number;
  coverage: number;
  sex?: Sex;
  tobacco?: boolean;
}

export type PremiumEstimate =
  | { ok: true; answers: PremiumAnswers; plans: PlanEstimate[] }
  | { ok: false; problems: Partial<Record<PremiumField, NumberProblem>> };

/** A radio value as the engine's sex, or undefined for "prefer not to say" or anything else. */
export function readSex(value: string | undefined): Sex | undefined {
  return value === 'female' || value === 'male' ? value : undefined;
}

/** A radio value as tobacco use, or undefined for "prefer not to say" or anything else. */
export function readTobacco(value: string | undefined): boolean | undefined {
  return value === 'yes' ? true : value === 'no' ? false : undefined;
}

/**
 * Checks both typed values against the issue ages and coverage amounts, then asks the price engine
 * for every plan type (a plan that does not offer the age or coverage comes back refused).
 */
export function estimatePremium(input: Record<PremiumField, string> & PremiumChoices): PremiumEstimate {
  const age = parseWholeNumber(input.age, AGE_RANGE);
  const coverage = parseWholeNumber(input.coverage, COVERAGE_RANGE);
  if (age.ok && coverage.ok) {
    const answers: PremiumAnswers = { age: age.value, coverage: coverage.value };
    const sex = readSex(input.sex);
    const tobacco = readTobacco(input.tobacco);
    if (sex) answers.sex = sex;
    if (tobacco !== undefined) answers.tobacco = tobacco;
    return { ok: true, answers, plans: estimate(answers) };
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

/** The answers used, before the estimates: "Estimated monthly premium for a 65-year-old man who does not use tobacco, $10,000 of coverage:" */
export function describeEstimate(answers: PremiumAnswers): string {
  const who = answers.sex === 'female' ? 'woman' : answers.sex === 'male' ? 'man' : 'person';
  const smoking =
    answers.tobacco === true ? ' who uses tobacco' : answers.tobacco === false ? ' who does not use tobacco' : '';
  return `Estimated monthly premium for ${yearsOld(answers.age)} ${who}${smoking}, ${formatUsd(answers.coverage)} of coverage:`;
}

/** "a 65-year-old", "an 80-year-old", "an 18-year-old". */
export function yearsOld(age: number): string {
  return `${/^(8|1[18]$)/.test(String(age)) ? 'an' : 'a'} ${age}-year-old`;
}
