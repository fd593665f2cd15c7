import type { CostItem } from './funeral-costs.schema';

/**
 * National funeral cost figures (spec section 9). `average` is the typical cost of a funeral
 * with viewing and burial; the listed items are its largest parts and the rest of the bill is
 * what remains. Checked at build by funeral-costs.schema.ts.
 */
export type { CostItem };

export const funeralCosts = {
  /** A funeral with viewing and burial, before cemetery charges. */
  average: 7848,
  /** The same funeral with a burial vault, which many cemeteries require. */
  withVault: 9420,
  source: 'National Funeral Directors Association’s 2021 price survey',
  /** The span most families paid for a traditional funeral in `rangeYear` (estimate). */
  rangeYear: 2024,
  range: { min: 7000, max: 12000 },
  items: [
    {
      name: 'Basic services of the funeral home',
      amount: 2300,
      note: 'Staff time, permits, planning and overhead. Every funeral home charges it.',
    },
    { name: 'Casket', amount: 2500, note: 'A mid-range metal casket. Prices run from under $1,000 to far more.' },
    { name: 'Embalming', amount: 775, note: 'Needed for a public viewing in most cases; rarely required by law.' },
    { name: 'Viewing', amount: 450, note: 'Use of the funeral home and staff for visitation.' },
    { name: 'Transportation', amount: 350, note: 'Bringing the person who died to the funeral home.' },
  ] satisfies CostItem[],
};

/** The part of the national figure not covered by the listed items (ceremony, hearse, programs). */
export const otherCharges = funeralCosts.average - funeralCosts.items.reduce((sum, item) => sum + item.amount, 0);

/** What a burial vault adds to the national figure. */
export const vaultCost = funeralCosts.withVault - funeralCosts.average;
