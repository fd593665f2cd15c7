const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole dollars with thousands separators: 50000 -> "$50,000". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** "$2,000 to $50,000" */
export function formatUsdRange(range: { min: number; max: number }, joiner = ' to '): string {
  return `${formatUsd(range.min)}${joiner}${formatUsd(range.max)}`;
}

const count = new Intl.NumberFormat('en-US');

/** A count with thousands separators: 236607 -> "236,607". */
export function formatCount(n: number): string {
  return count.format(n);
}
const smallNumbers = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'];

/** A count of years or months in words ("four years", "one month"); 12 and more in digits. */
function spelled(n: number, unit: 'year' | 'month'): string {
  return `${smallNumbers[n - 1] ?? count.format(n)} ${n === 1 ? unit : `${unit}s`}`;
}

/** The most days that 0 to 11 consecutive calendar months can hold (July and August: 62). */
const longestMonths = [0, 31, 62, 92, 123, 153, 184, 215, 245, 276, 306, 337];

/** The most days that `years` consecutive years can hold: 365 each, and a leap day in every four begun. */
const longestYears = (years: number) => years * 365 + Math.ceil(years / 4);

/**
 * The whole years and months a period of days always covers, wherever the calendar starts it:
 * 1,492 days are at least four years and one month (1,461 + 31), 1,095 days only two years and
 * eleven months (three years may hold a leap day: 1,096).
 */
export function guaranteedSpan(days: number): { years: number; months: number } {
  let years = 0;
  while (longestYears(years + 1) <= days) years += 1;
  const left = days - longestYears(years);
  let months = 0;
  while (months < 11 && (longestMonths[months + 1] ?? Number.POSITIVE_INFINITY) <= left) months += 1;
  return { years, months };
}

/**
 * A period of days as copy says it, with the years and months it always covers: "30 days",
 * "1,492 days (at least four years and one month)".
 */
export function formatDays(days: number): string {
  const base = `${count.format(days)} ${days === 1 ? 'day' : 'days'}`;
  const { years, months } = guaranteedSpan(days);
  const parts = [years > 0 ? spelled(years, 'year') : '', months > 0 ? spelled(months, 'month') : ''].filter(Boolean);
  return parts.length === 0 ? base : `${base} (at least ${parts.join(' and ')})`;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "2026-11-22" -> "November 22, 2026" (read as UTC, so server and browser agree). */
/** A day as YYYY-MM-DD (UTC), by default today. */
export function isoDay(date: Date = new Date()): string {
  return date.toISOString().slice(0, 10);
}

export function formatLongDate(date: string): string {
  return longDate.format(new Date(`${date}T00:00:00Z`));
}
