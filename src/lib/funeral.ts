import { formatUsd } from '#core/format';
import { type NumberProblem, type ParsedNumber, parseWholeNumber } from '#core/numbers';

/**
 * The funeral cost calculator: eight lines in whole dollars, in the spec's order with its
 * defaults, added up exactly (whole dollars are integers, so the sum is exact).
 */
export const FUNERAL_LINES = [
  { key: 'basicServices', label: 'Basic services', hint: 'Staff, planning and paperwork', default: 3000 },
  { key: 'facilities', label: 'Facilities', hint: 'Viewing and ceremony rooms', default: 1000 },
  { key: 'transportation', label: 'Transportation', hint: 'Hearse and other vehicles', default: 500 },
  { key: 'casket', label: 'Casket', hint: 'Or another burial container', default: 2500 },
  { key: 'urn', label: 'Urn', hint: 'Only if there is a cremation', default: 0 },
  { key: 'cemetery', label: 'Cemetery', hint: 'Burial plot and opening the grave', default: 2000 },
  { key: 'headstone', label: 'Headstone', hint: 'Or a grave marker', default: 1500 },
  { key: 'flowers', label: 'Flowers', hint: 'Flowers and wreaths', default: 300 },
] as const;

export type FuneralLine = (typeof FUNERAL_LINES)[number];
export type FuneralKey = FuneralLine['key'];

/** The largest amount one line accepts; eight of them still add up to a safe integer. */
export const FUNERAL_LINE_MAX = 10_000_000;
const LINE_RANGE = { min: 0, max: FUNERAL_LINE_MAX };

/** One line in whole dollars. An empty line counts as $0 (nothing planned for it). */
export function parseFuneralLine(text: string): ParsedNumber {
  const parsed = parseWholeNumber(text, LINE_RANGE);
  return !parsed.ok && parsed.problem.reason === 'empty' ? { ok: true, value: 0 } : parsed;
}

/** The sum of whole-dollar amounts; a RangeError for anything that is not a non-negative safe integer. */
export function funeralTotal(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('funeralTotal: not whole dollars');
    total += amount;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('funeralTotal: too large');
  return total;
}

export type FuneralEstimate =
  | { ok: true; amounts: Record<FuneralKey, number>; total: number }
  | { ok: false; problems: Partial<Record<FuneralKey, NumberProblem>> };

/** Reads the eight typed lines; any line that cannot be used gives no total. */
export function estimateFuneral(input: Readonly<Record<FuneralKey, string>>): FuneralEstimate {
  const amounts = {} as Record<FuneralKey, number>;
  const problems: Partial<Record<FuneralKey, NumberProblem>> = {};
  for (const { key } of FUNERAL_LINES) {
    const parsed = parseFuneralLine(input[key]);
    if (parsed.ok) amounts[key] = parsed.value;
    else problems[key] = parsed.problem;
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, amounts, total: funeralTotal(Object.values(amounts)) };
}

/** What to tell the visitor beside a line that cannot be used. */
export function funeralMessage(problem: NumberProblem): string {
  switch (problem.reason) {
    case 'negative':
    case 'tooLow':
      return 'Enter 0 or more. Amounts cannot be negative.';
    case 'notWhole':
      return 'Enter whole dollars, without cents.';
    case 'tooHigh':
      return `Enter ${formatUsd(FUNERAL_LINE_MAX)} or less.`;
    default:
      return 'Enter an amount in whole dollars, using numbers only (for example 2500).';
  }
}
