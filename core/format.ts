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
const smallNumbers = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * A period of days as copy says it: "30 days", "1,095 days (three years)"; whole years up to ten
 * are named in words as well.
 */
export function formatDays(days: number): string {
  const base = `${count.format(days)} ${days === 1 ? 'day' : 'days'}`;
  const years = days / 365;
  if (!Number.isInteger(years) || years < 1) return base;
  const word = smallNumbers[years - 1] ?? count.format(years);
  return `${base} (${word} ${years === 1 ? 'year' : 'years'})`;
}
