import { siteConfig } from '../site.config';
import { formatUsd } from './format';

/**
 * The premium estimate of the spec: coverage × (age / 50 × 0.4) / 1000 dollars a month, rounded
 * to the cent. That is coverage × age / 125,000 dollars, or coverage × age / 1,250 cents, so it is
 * computed on integers and rounded half up exactly: no float ever rounds 1.275 down to 1.27.
 */

export interface WholeRange {
  min: number;
  max: number;
}

/** Why a typed value cannot be used. Never NaN, never Infinity: a reason instead. */
export type NumberProblem =
  | { reason: 'empty' }
  | { reason: 'notNumber' }
  | { reason: 'notWhole' }
  | { reason: 'negative' }
  | { reason: 'tooLow'; min: number }
  | { reason: 'tooHigh'; max: number };

export type ParsedNumber = { ok: true; value: number } | { ok: false; problem: NumberProblem };

/** Digits with an optional minus, dollar sign, thousands commas and decimals: "-$1,234.00". */
const NUMBER = /^(-)?\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/;

/**
 * Reads a whole number typed into a text or number input. Surrounding spaces, a leading "$" and
 * thousands commas are allowed; decimals are allowed only when they are zeros ("60.0"). A value
 * too long to be a safe integer counts as too high. Checks run in this order: empty, not a
 * number, not whole, negative (when the range starts at 0 or above), below min, above max.
 */
export function parseWholeNumber(text: string, range: WholeRange): ParsedNumber {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: { reason: 'empty' } };
  const match = NUMBER.exec(trimmed);
  if (!match) return { ok: false, problem: { reason: 'notNumber' } };
  const [, minus, digits = '', decimals = ''] = match;
  if (/[1-9]/.test(decimals)) return { ok: false, problem: { reason: 'notWhole' } };
  const magnitude = Number(digits.replaceAll(',', ''));
  if (minus && magnitude !== 0 && range.min >= 0) return { ok: false, problem: { reason: 'negative' } };
  const value = minus && magnitude !== 0 ? -magnitude : magnitude;
  if (!Number.isSafeInteger(value)) {
    return value < 0
      ? { ok: false, problem: { reason: 'tooLow', min: range.min } }
      : { ok: false, problem: { reason: 'tooHigh', max: range.max } };
  }
  if (value < range.min) return { ok: false, problem: { reason: 'tooLow', min: range.min } };
  if (value > range.max) return { ok: false, problem: { reason: 'tooHigh', max: range.max } };
  return { ok: true, value };
}

/**
 * The monthly premium in whole cents for an age and a coverage in whole dollars, rounded half up.
 * Throws a RangeError for anything but non-negative safe integers whose product is safe.
 */
export function premiumCents(age: number, coverage: number): number {
  const product = age * coverage;
  if (!Number.isSafeInteger(age) || !Number.isSafeInteger(coverage) || age < 0 || coverage < 0) {
    throw new RangeError('premiumCents: not a non-negative whole number');
  }
  if (!Number.isSafeInteger(product)) throw new RangeError('premiumCents: too large');
  // cents = product / 1250 rounded half up = floor((product + 625) / 1250), in exact integer steps.
  const whole = Math.floor(product / 1250);
  return product - whole * 1250 >= 625 ? whole + 1 : whole;
}

/** Whole cents as dollars with thousands separators and two decimals: 123456 -> "$1,234.56". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

export const AGE_RANGE: WholeRange = siteConfig.coverage.issueAges;
export const COVERAGE_RANGE: WholeRange = siteConfig.coverage.amount;
export const COVERAGE_STEP = 1000;

export type PremiumField = 'age' | 'coverage';

export type PremiumEstimate =
  | { ok: true; age: number; coverage: number; cents: number }
  | { ok: false; problems: Partial<Record<PremiumField, NumberProblem>> };

/** Checks both typed values against the issue ages and coverage amounts, then estimates. */
export function estimatePremium(input: Record<PremiumField, string>): PremiumEstimate {
  const age = parseWholeNumber(input.age, AGE_RANGE);
  const coverage = parseWholeNumber(input.coverage, COVERAGE_RANGE);
  if (age.ok && coverage.ok) {
    return { ok: true, age: age.value, coverage: coverage.value, cents: premiumCents(age.value, coverage.value) };
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

/** The figures used, before the amount: "Estimated monthly premium for a 60-year-old and $10,000 of coverage:" */
export function describeEstimate(age: number, coverage: number): string {
  return `Estimated monthly premium for a ${age}-year-old and ${formatUsd(coverage)} of coverage:`;
}
