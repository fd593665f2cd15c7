/**
 * Sample monthly premiums for $10,000 of whole life coverage, by age band and type of plan.
 * The first and last bands are the spec's figures; the bands between step up evenly. They are
 * estimates for illustration, not prices: pages label them so.
 * Checked at build by premium-table.schema.ts.
 */
export interface MonthlyRange {
  min: number;
  max: number;
}

export interface PremiumRow {
  /** Ages at purchase, inclusive. */
  ageRange: { min: number; max: number };
  guaranteedIssue: MonthlyRange;
  simplifiedIssue: MonthlyRange;
  modifiedIssue: MonthlyRange;
}

export const premiumTable: { coverage: number; rows: PremiumRow[] } = {
  coverage: 10000,
  rows: [
    {
      ageRange: { min: 50, max: 55 },
      guaranteedIssue: { min: 45, max: 65 },
      simplifiedIssue: { min: 35, max: 50 },
      modifiedIssue: { min: 40, max: 55 },
    },
    {
      ageRange: { min: 56, max: 60 },
      guaranteedIssue: { min: 55, max: 75 },
      simplifiedIssue: { min: 45, max: 60 },
      modifiedIssue: { min: 50, max: 65 },
    },
    {
      ageRange: { min: 61, max: 65 },
      guaranteedIssue: { min: 65, max: 85 },
      simplifiedIssue: { min: 55, max: 70 },
      modifiedIssue: { min: 60, max: 75 },
    },
    {
      ageRange: { min: 66, max: 70 },
      guaranteedIssue: { min: 75, max: 95 },
      simplifiedIssue: { min: 65, max: 80 },
      modifiedIssue: { min: 70, max: 85 },
    },
    {
      ageRange: { min: 71, max: 75 },
      guaranteedIssue: { min: 85, max: 105 },
      simplifiedIssue: { min: 75, max: 90 },
      modifiedIssue: { min: 80, max: 95 },
    },
    {
      ageRange: { min: 76, max: 80 },
      guaranteedIssue: { min: 95, max: 115 },
      simplifiedIssue: { min: 85, max: 100 },
      modifiedIssue: { min: 90, max: 105 },
    },
    {
      ageRange: { min: 81, max: 85 },
      guaranteedIssue: { min: 105, max: 125 },
      simplifiedIssue: { min: 95, max: 110 },
      modifiedIssue: { min: 100, max: 115 },
    },
  ],
};

export const premiumColumns = ['simplifiedIssue', 'modifiedIssue', 'guaranteedIssue'] as const;
export type PremiumColumn = (typeof premiumColumns)[number];
