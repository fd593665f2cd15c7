import type { RateData, RateRow } from './rates.schema';

/**
 * Sample final expense rates: the monthly premium per $1,000 of coverage, in whole cents, for
 * every issue age of each plan type, by sex and tobacco use, plus one monthly policy fee. The
 * estimate engine (core/pricing/estimate.ts) is the only reader; every price the site shows comes
 * from it. Checked at build by rates.schema.ts. Docs: docs/decisions/0016-price-engine-from-rate-data.md.
 *
 * How the figures were made (all arithmetic on whole cents, ties rounded half up):
 *
 * - Level, non-tobacco, at the ages S1 publishes (50, 55, ... 85; rows marked 'published'):
 *   rate per $1,000 = (S1's $10,000 monthly premium - the policy fee) / 10. So the engine gives
 *   S1's $10,000 figures to the cent (for example $41.00 for a woman of 65, $54.00 for a man).
 * - The policy fee, $3.50 a month: S1 publishes $10,000 and $25,000 columns; the fee each pair
 *   implies (premium = fee + rate x thousands) averages $3.58 over its 16 pairs; we use $3.50 so
 *   that the published $10,000 figures stay exact. The $25,000 column is then met within about
 *   5% (tested in core/pricing/estimate.test.ts).
 * - Level, non-tobacco, between published ages (rows marked 'interpolated'): the rate moves from
 *   one published age to the next in the same proportion as S2's level non-tobacco rate for the
 *   same sex moves over those years (S2 publishes every age).
 * - Level, tobacco (every row): the non-tobacco rate x S2's tobacco / non-tobacco ratio for the
 *   same age and sex. S1 publishes no tobacco figures.
 * - Guaranteed issue (rows marked 'derived'): 3/2 x the level rate for the same person. S3's
 *   guaranteed acceptance figures for $10,000 at the ends of its age bands (50, 59, 60, 69) are
 *   met within 10% by this factor (tested); S3 gives none for 70-85 in the version we read, and
 *   the same factor is used there.
 * - Graded (rows marked 'derived'): 5/4 x the level rate, halfway between level and guaranteed.
 *   None of our sources publishes a graded chart: this row set is our assumption, and the first
 *   to replace when a carrier's graded chart is at hand.
 * - Montana (unisexStates): the law there requires one rate for men and women; the engine uses
 *   the mean of the male and female rate for the same age, plan and tobacco use.
 *
 * Coverage and issue ages per plan: level $2,000-$50,000 from age 50 to 85 (the options S3
 * lists for the carriers it compares); graded $2,000-$20,000 from 50 to 80 and guaranteed
 * $2,000-$25,000 from 50 to 85 are the agency's own limits, narrower as such plans usually are.
 * Refresh: every six months, or when a source changes its figures (see the decision record).
 */

/** The plan types the rate data prices, cheapest first. */
export const planTypes = ['level', 'graded', 'guaranteed'] as const;
export type PlanType = (typeof planTypes)[number];

type Basis = RateRow['basis'];

/** One age of the level plan: cents per $1,000 a month, women then men, non-tobacco then tobacco. */
function row(age: number, basis: Basis, fNon: number, fTob: number, mNon: number, mTob: number): RateRow {
  return { age, basis, female: { nonTobacco: fNon, tobacco: fTob }, male: { nonTobacco: mNon, tobacco: mTob } };
}

/** A whole number of cents times num/den, rounded half up, in integers only. */
function scale(cents: number, num: number, den: number): number {
  return Math.floor((2 * cents * num + den) / (2 * den));
}

/** The level rows up to maxAge, each rate scaled by num/den, marked 'derived'. */
function derive(rows: readonly RateRow[], maxAge: number, num: number, den: number): RateRow[] {
  return rows
    .filter((r) => r.age <= maxAge)
    .map((r) => ({
      age: r.age,
      basis: 'derived' as const,
      female: { nonTobacco: scale(r.female.nonTobacco, num, den), tobacco: scale(r.female.tobacco, num, den) },
      male: { nonTobacco: scale(r.male.nonTobacco, num, den), tobacco: scale(r.male.tobacco, num, den) },
    }));
}

const levelRows: RateRow[] = [
  row(50, 'published', 205, 270, 275, 357),
  row(51, 'interpolated', 213, 284, 285, 375),
  row(52, 'interpolated', 218, 295, 292, 390),
  row(53, 'interpolated', 226, 310, 301, 409),
  row(54, 'interpolated', 235, 324, 312, 427),
  row(55, 'published', 245, 341, 325, 449),
  row(56, 'interpolated', 255, 356, 337, 469),
  row(57, 'interpolated', 264, 369, 351, 489),
  row(58, 'interpolated', 272, 381, 363, 507),
  row(59, 'interpolated', 282, 395, 377, 530),
  row(60, 'published', 295, 412, 395, 557),
  row(61, 'interpolated', 311, 435, 417, 591),
  row(62, 'interpolated', 326, 457, 439, 627),
  row(63, 'interpolated', 343, 480, 461, 660),
  row(64, 'interpolated', 359, 501, 483, 695),
  row(65, 'published', 375, 524, 505, 728),
  row(66, 'interpolated', 399, 559, 537, 778),
  row(67, 'interpolated', 423, 594, 569, 828),
  row(68, 'interpolated', 446, 627, 601, 877),
  row(69, 'interpolated', 471, 662, 633, 927),
  row(70, 'published', 495, 697, 665, 977),
  row(71, 'interpolated', 527, 746, 714, 1053),
  row(72, 'interpolated', 560, 793, 761, 1129),
  row(73, 'interpolated', 595, 839, 815, 1207),
  row(74, 'interpolated', 632, 887, 868, 1282),
  row(75, 'published', 675, 934, 935, 1362),
  row(76, 'interpolated', 736, 1004, 1019, 1470),
  row(77, 'interpolated', 790, 1078, 1097, 1585),
  row(78, 'interpolated', 841, 1153, 1168, 1700),
  row(79, 'interpolated', 893, 1229, 1241, 1815),
  row(80, 'published', 945, 1305, 1315, 1933),
  row(81, 'interpolated', 1024, 1413, 1403, 2076),
  row(82, 'interpolated', 1102, 1528, 1493, 2232),
  row(83, 'interpolated', 1177, 1644, 1577, 2389),
  row(84, 'interpolated', 1250, 1752, 1661, 2534),
  row(85, 'published', 1325, 1862, 1745, 2680),
];

export const rateData: RateData = {
  sources: [
    {
      id: 'S1',
      title:
        'Choice Mutual, "Average Burial Insurance Costs By Age": sample monthly premiums for $10,000 and $25,000, non-tobacco, women and men, ages 50, 55, ... 85, from its quote calculator',
      url: 'https://choicemutual.com/burial-insurance-costs-age',
      figuresDate: '2024-11-04',
      usedFor: 'level plan, non-tobacco, at the published ages; the monthly policy fee',
    },
    {
      id: 'S2',
      title:
        'United of Omaha Life Insurance Company (Mutual of Omaha), Living Promise Whole Life premium calculator: Level Benefit Plan annual premiums per $1,000, ages 45-85, male and female, tobacco and non-tobacco',
      url: 'https://online.documentine.com/insurance-premium-calculator/1/premium-calculator-lovett-financial-inc.html',
      figuresDate: '2026-11-23',
      figuresDateNote: 'the copy we read prints no date for its figures; this is the day we read it',
      usedFor: 'the age steps between published level ages; the tobacco / non-tobacco ratio at every age',
    },
    {
      id: 'S3',
      title:
        'Choice Mutual, "Whole Life Insurance Rates Chart": $10,000 monthly premium ranges by age band for guaranteed acceptance (50-59: women $34-$50, men $44-$63; 60-69: women $51-$73, men $63-$96), and the death benefit options of the carriers it compares ($2,000-$50,000, ages 45-85)',
      url: 'https://choicemutual.com/blog/whole-life-insurance-rates-chart/',
      figuresDate: '2026-11-23',
      figuresDateNote: 'the copy we read prints no date for its figures; this is the day we read it',
      usedFor: 'the guaranteed issue factor (3/2 of level); the level plan coverage limits',
    },
  ],
  policyFeeCents: 350,
  unisexStates: ['MT'],
  unisexRule: 'mean of the male and female rates, rounded half up to the cent',
  plans: {
    level: {
      label: 'Level benefit',
      issueAges: { min: 50, max: 85 },
      coverage: { min: 2000, max: 50_000, step: 1000 },
      rows: levelRows,
    },
    graded: {
      label: 'Graded benefit',
      issueAges: { min: 50, max: 80 },
      coverage: { min: 2000, max: 20_000, step: 1000 },
      rows: derive(levelRows, 80, 5, 4),
    },
    guaranteed: {
      label: 'Guaranteed issue',
      issueAges: { min: 50, max: 85 },
      coverage: { min: 2000, max: 25_000, step: 1000 },
      rows: derive(levelRows, 85, 3, 2),
    },
  },
};
