/**
 * Reading whole numbers typed into calculator fields, and showing whole cents as dollars: shared by
 * the premium and funeral cost calculators (kept apart from the price engine, so the funeral pages
 * do not load the rate data).
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

/** Whole cents as dollars with thousands separators and two decimals: 123456 -> "$1,234.56". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
