import type { Amount } from '../../content/data/after-death.schema';
import { federalAmounts } from '../../content/data/federal-benefits';

/**
 * The go-live items about amounts that an agency sets each year (the VA's burial and plot
 * allowances on /when-someone-dies): listed once a year has passed since the amount took effect,
 * when a new one may be in force.
 */
export interface AmountGoLiveInputs {
  yearlyAmounts?: { file: string; list: ReadonlyArray<readonly [name: string, amount: Amount]> };
  /** The day the check runs (a test passes its own). */
  today: Date;
}

export const defaultYearlyAmounts = () => ({ file: 'content/data/federal-benefits.ts', list: federalAmounts() });

export function amountGoLiveItems(inputs: AmountGoLiveInputs): Array<{ where: string; what: string }> {
  const { file, list } = inputs.yearlyAmounts ?? defaultYearlyAmounts();
  const items: Array<{ where: string; what: string }> = [];
  for (const [name, amount] of list) {
    if (!amount.changesYearly) continue;
    const due = new Date(`${amount.effective}T00:00:00Z`);
    due.setUTCFullYear(due.getUTCFullYear() + 1);
    if (inputs.today < due) continue;
    items.push({
      where: `${file}: ${name}`,
      what: `$${amount.usd} took effect ${amount.effective}; the agency sets it each year: read ${amount.source.url} for the amount now in force, and update the amount, its effective date and the day checked`,
    });
  }
  return items;
}
