const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole dollars with thousands separators: 50000 -> "$50,000". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** "$2,000 to $50,000" */
export function formatUsdRange(range: { min: number; max: number }, joiner = ' to '): string {
  return `${formatUsd(range.min)}${joiner}${formatUsd(range.max)}`;
}
