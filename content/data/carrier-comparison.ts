import type { ComparisonRow, ReviewedCarrier } from './carrier-comparison.schema';

/**
 * The five insurers we review, with the figures of the comparison table (spec section 9). The
 * coverage and age spans are the widest across each insurer's life plans for older buyers
 * (term plans included for Globe Life and TruStage); each review page details the plans.
 * Checked at build by carrier-comparison.schema.ts.
 */
export type { ComparisonRow, ReviewedCarrier };

export const carrierComparison: ComparisonRow[] = [
  {
    page: 'aarp',
    carrierId: 'aarp-new-york-life',
    company: 'AARP (New York Life)',
    coverage: { min: 5000, max: 50000 },
    age: { min: 50, max: 80 },
    waiting: 'None on the permanent plan; 2 years on guaranteed acceptance',
    rating: 'A+',
  },
  {
    page: 'colonialPenn',
    carrierId: 'colonial-penn',
    company: 'Colonial Penn',
    coverage: { min: 2000, max: 50000 },
    age: { min: 50, max: 85 },
    waiting: '2 years on guaranteed acceptance',
    rating: 'A-',
  },
  {
    page: 'globeLife',
    carrierId: 'globe-life',
    company: 'Globe Life',
    coverage: { min: 5000, max: 100000 },
    age: { min: 18, max: 80 },
    waiting: '2 years',
    rating: 'A+',
  },
  {
    page: 'mutualOfOmaha',
    carrierId: 'mutual-of-omaha',
    company: 'Mutual of Omaha',
    coverage: { min: 2000, max: 40000 },
    age: { min: 45, max: 85 },
    waiting: 'None on the level plan; 2 years on the graded plan',
    rating: 'A+',
  },
  {
    page: 'trustage',
    carrierId: 'trustage',
    company: 'TruStage',
    coverage: { min: 2000, max: 100000 },
    age: { min: 18, max: 85 },
    waiting: '2 years on guaranteed acceptance',
    rating: 'A',
  },
];

/** The comparison row of one reviewed carrier. */
export function comparisonRow(page: ReviewedCarrier): ComparisonRow {
  const row = carrierComparison.find((r) => r.page === page);
  if (!row) throw new Error(`no comparison row for ${page}`);
  return row;
}
