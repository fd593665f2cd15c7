import type { InsurerPlans, PlanRecord, RateRow } from '#core/pricing/plan.schema';
import { sources } from './sources';

/**
 * The final expense plans of the insurers the agency is appointed with (siteConfig.appointments),
 * as far as published documents we could read describe them (decision 0066). Checked at build by
 * planListSchema (content/data/plans/index.ts). A plan with no complete rate chart has no price:
 * `rates` is null (with `ratesGap`), or it lacks the policy fee, the monthly factor or the
 * rounding, and the engine refuses it with that reason.
 */

/** "24.99" -> 2499, from the printed figure, with no floating point. */
function cents(printed: string): number {
  const m = /^(\d+)\.(\d{2})$/.exec(printed);
  if (!m) throw new Error(`not a printed dollar figure: ${printed}`);
  return Number(m[1]) * 100 + Number(m[2]);
}

/** One row as the chart prints it: age, then male non-tobacco, male tobacco, female non-tobacco, female tobacco. */
function row(age: number, mNon: string, mTob: string, fNon: string, fTob: string): RateRow {
  return {
    age,
    female: { nonTobacco: cents(fNon), tobacco: cents(fTob) },
    male: { nonTobacco: cents(mNon), tobacco: cents(mTob) },
  };
}

/**
 * Living Promise, Level Benefit Plan: annual premiums per $1,000, as printed. The copy lays out
 * ages 45-65 with all four columns, then ages 66-85 for men, then the women's figures for 66-85
 * as one run of non-tobacco / tobacco pairs (our reading of that layout, age by age).
 */
const livingPromiseLevelRows: RateRow[] = [
  row(45, '24.99', '31.50', '21.80', '28.02'),
  row(46, '25.81', '32.58', '22.27', '28.74'),
  row(47, '26.76', '33.91', '22.86', '29.58'),
  row(48, '27.82', '35.35', '23.57', '30.42'),
  row(49, '28.45', '36.37', '23.91', '31.04'),
  row(50, '29.16', '37.85', '24.12', '31.71'),
  row(51, '30.45', '40.09', '25.00', '33.36'),
  row(52, '31.37', '41.91', '25.48', '34.43'),
  row(53, '32.58', '44.25', '26.31', '36.07'),
  row(54, '34.16', '46.70', '27.26', '37.59'),
  row(55, '35.83', '49.51', '28.31', '39.46'),
  row(56, '37.36', '51.96', '29.29', '40.86'),
  row(57, '38.99', '54.30', '30.17', '42.15'),
  row(58, '40.52', '56.64', '31.04', '43.43'),
  row(59, '42.26', '59.44', '32.02', '44.83'),
  row(60, '44.44', '62.71', '33.33', '46.59'),
  row(61, '47.39', '67.15', '35.18', '49.16'),
  row(62, '50.22', '71.71', '36.92', '51.73'),
  row(63, '53.16', '76.15', '38.78', '54.30'),
  row(64, '56.11', '80.71', '40.63', '56.75'),
  row(65, '59.05', '85.15', '42.48', '59.32'),
  row(66, '63.08', '91.34', '45.21', '63.30'),
  row(67, '67.11', '97.65', '47.93', '67.27'),
  row(68, '71.15', '103.85', '50.66', '71.24'),
  row(69, '75.18', '110.04', '53.49', '75.22'),
  row(70, '79.21', '116.35', '56.22', '79.19'),
  row(71, '84.44', '124.53', '60.03', '84.92'),
  row(72, '89.57', '132.83', '63.95', '90.52'),
  row(73, '95.29', '141.12', '68.23', '96.25'),
  row(74, '101.07', '149.30', '72.56', '101.86'),
  row(75, '108.23', '157.60', '77.76', '107.58'),
  row(76, '116.48', '168.00', '84.32', '115.06'),
  row(77, '124.09', '179.26', '90.23', '123.14'),
  row(78, '131.07', '190.75', '95.77', '131.28'),
  row(79, '138.23', '202.21', '101.36', '139.50'),
  row(80, '145.45', '213.78', '107.00', '147.79'),
  row(81, '157.07', '232.47', '115.74', '159.70'),
  row(82, '168.92', '252.48', '124.44', '172.55'),
  row(83, '180.01', '272.67', '132.70', '185.39'),
  row(84, '191.10', '291.55', '140.84', '197.41'),
  row(85, '202.19', '310.54', '149.10', '209.55'),
];

const noQuestions =
  'No copy of the application we could read prints its health questions; they are left out until the application itself is read.';

/** The application forms the Golden Solution guide names: 9466 (9867 in MD, NJ and SC) and GL213. */
const goldenSolutionApplications = [
  '9466 (with state variations)',
  '9867 (Maryland, New Jersey, South Carolina)',
  'GL213',
];

/**
 * One of American-Amicable's three Golden Solution plans: its name, form numbers and ages, and
 * which answers lead to it (the guide's own words are paraphrased in `eligibility`).
 */
function goldenSolution(
  key: string,
  plan: string,
  type: PlanRecord['type'],
  formNumbers: string[],
  eligibility: string,
): PlanRecord {
  return {
    id: `american-amicable-golden-solution-${key}`,
    carrierId: 'american-amicable',
    insurer: 'American-Amicable Life Insurance Company of Texas',
    name: `Golden Solution, ${plan}`,
    type,
    formNumbers,
    source: sources.goldenSolutionGuide,
    issueAges: { min: 50, max: 85 },
    faceAmount: null,
    limitsSource: sources.goldenSolutionGuide,
    rates: null,
    ratesGap: "The guide's premium rate pages were not in the part of the copy we could read.",
    payout: null,
    healthQuestions: null,
    healthQuestionsGap:
      'The guide copies we could read say which of the application’s eight health questions lead to which plan, but not the questions’ own words.',
    eligibility: {
      text: eligibility,
      applicationForms: goldenSolutionApplications,
      source: sources.goldenSolutionGuide3123,
    },
  };
}

/** What the 3123 guide says ends every Golden Solution plan, added to each plan's rule. */
const goldenSolutionNone = 'A yes to question 1, 2 or 3 rules out all three Golden Solution plans.';

export const insurerPlans: InsurerPlans[] = [
  {
    carrierId: 'mutual-of-omaha',
    plans: [
      {
        id: 'mutual-of-omaha-living-promise-level',
        carrierId: 'mutual-of-omaha',
        insurer: 'United of Omaha Life Insurance Company',
        name: 'Living Promise Whole Life, Level Benefit Plan',
        type: 'level',
        source: sources.livingPromiseGuide,
        issueAges: { min: 45, max: 85 },
        faceAmount: { min: 2000, max: 40_000 },
        limitsSource: sources.livingPromiseGuide,
        stateFaceAmounts: { WA: { min: 25_000, max: 40_000 } },
        rates: {
          basis: 'annual-per-1000',
          rows: livingPromiseLevelRows,
          policyFeeCents: null,
          monthlyFactor: null,
          rounding: null,
          source: sources.livingPromiseCalculator,
        },
        payout: {
          kind: 'full',
          years: 0,
          accidentFullFromDayOne: true,
          text: 'Death benefit: 100% (Level Benefit plan)',
          source: sources.livingPromiseGuide,
        },
        healthQuestions: null,
        healthQuestionsGap: noQuestions,
      },
      {
        id: 'mutual-of-omaha-living-promise-graded',
        carrierId: 'mutual-of-omaha',
        insurer: 'United of Omaha Life Insurance Company',
        name: 'Living Promise Whole Life, Graded Benefit Plan',
        type: 'graded',
        source: sources.livingPromiseGuide,
        issueAges: null,
        faceAmount: null,
        limitsSource: null,
        rates: null,
        ratesGap:
          'No copy of a Graded Benefit Plan rate chart was found; the premium calculator copy we read prints only the Level Benefit Plan.',
        payout: null,
        healthQuestions: null,
        healthQuestionsGap: `${noQuestions} The guide copy we read stops in the middle of the graded death benefit sentence, so its payout rule is not recorded either.`,
      },
    ],
  },
  {
    carrierId: 'transamerica',
    plans: [
      {
        id: 'transamerica-immediate-solution',
        carrierId: 'transamerica',
        insurer: 'Transamerica',
        name: 'Immediate Solution',
        type: 'level',
        formNumbers: ['LP-99'],
        source: sources.transamericaGuide,
        issueAges: { min: 0, max: 85 },
        faceAmount: { min: 1000, max: 25_000 },
        limitsSource: sources.transamericaOverview,
        rates: null,
        ratesGap:
          "The rate pages of Transamerica's guide (Immediate Solution, page 20) were not in the part of any copy we could read; the agency page we read gives only an example rate.",
        payout: null,
        healthQuestions: null,
        healthQuestionsGap: noQuestions,
      },
      {
        id: 'transamerica-easy-solution',
        carrierId: 'transamerica',
        insurer: 'Transamerica',
        name: 'Easy Solution',
        type: 'graded',
        source: sources.transamericaGuide,
        issueAges: { min: 18, max: 80 },
        faceAmount: { min: 1000, max: 25_000 },
        limitsSource: sources.transamericaOverview,
        rates: null,
        ratesGap:
          "The rate pages of Transamerica's guide (Easy Solution, page 32) were not in the part of any copy we could read.",
        payout: {
          kind: 'premiums-plus',
          years: 2,
          percentAdded: 10,
          accidentFullFromDayOne: true,
          text: 'During the first two policy years: the face amount for accidental death; 110% of the premiums paid (less any loan) for death from any other cause. After two years: the face amount.',
          source: sources.transamericaOverview,
        },
        healthQuestions: null,
        healthQuestionsGap: noQuestions,
      },
    ],
  },
  {
    carrierId: 'foresters',
    plans: [],
    gap: 'Foresters PlanRight is issued under certificate forms WL-PRL-US01-2009, WL-PRG-US01-2009 and WL-PRM-US01-2009 (Foresters brochure "The value of your Foresters membership", copy on doczz.net), but no copy we could read says which form is which plan, gives issue ages or amounts, or prints a rate chart.',
  },
  {
    carrierId: 'american-amicable',
    plans: [
      goldenSolution(
        'immediate',
        'Immediate Death Benefit Plan',
        'level',
        ['9772', 'GDWL103'],
        `For an applicant who answers no to all eight health questions (1 to 8). ${goldenSolutionNone}`,
      ),
      goldenSolution(
        'graded',
        'Graded Death Benefit Plan',
        'graded',
        ['9465', 'GDWL102'],
        `For an applicant who answers no to questions 1 to 7 and yes to question 8. ${goldenSolutionNone}`,
      ),
      goldenSolution(
        'rop',
        'Return of Premium Benefit Plan',
        'modified',
        ['9471', 'GDWL101'],
        `For an applicant who answers no to questions 1 to 3 and yes to any of questions 4 to 7. ${goldenSolutionNone}`,
      ),
    ],
    gap: 'No document we could find describes a plan series called Senior Choice; Golden Solution is the series American-Amicable’s agent guide describes.',
  },
  {
    carrierId: 'royal-neighbors',
    plans: [
      {
        id: 'royal-neighbors-ensured-legacy-siwl',
        carrierId: 'royal-neighbors',
        insurer: 'Royal Neighbors of America',
        name: 'Ensured Legacy, Simplified Issue Whole Life',
        type: 'level',
        source: sources.ensuredLegacySummary,
        issueAges: { min: 50, max: 85 },
        faceAmount: { min: 7000, max: 40_000 },
        limitsSource: sources.ensuredLegacySummary,
        rates: null,
        ratesGap: 'No copy of an Ensured Legacy rate chart was found.',
        payout: null,
        healthQuestions: null,
        healthQuestionsGap: noQuestions,
      },
      {
        id: 'royal-neighbors-ensured-legacy-graded',
        carrierId: 'royal-neighbors',
        insurer: 'Royal Neighbors of America',
        name: 'Ensured Legacy, Graded Death Benefit',
        type: 'graded',
        source: sources.ensuredLegacySummary,
        issueAges: { min: 50, max: 80 },
        faceAmount: { min: 7000, max: 25_000 },
        limitsSource: sources.ensuredLegacySummary,
        rates: null,
        ratesGap: 'No copy of an Ensured Legacy rate chart was found.',
        payout: null,
        healthQuestions: null,
        healthQuestionsGap: `${noQuestions} The summary we read says only "partial benefit in year 1 and 2, full in year 3", with no amounts.`,
      },
      {
        id: 'royal-neighbors-ensured-legacy-gi',
        carrierId: 'royal-neighbors',
        insurer: 'Royal Neighbors of America',
        name: 'Ensured Legacy, Guaranteed Issue',
        type: 'guaranteed',
        source: sources.ensuredLegacySummary,
        issueAges: { min: 50, max: 80 },
        faceAmount: { min: 7000, max: 25_000 },
        limitsSource: sources.ensuredLegacySummary,
        rates: null,
        ratesGap: 'No copy of an Ensured Legacy rate chart was found.',
        payout: null,
        healthQuestions: null,
      },
    ],
  },
  {
    carrierId: 'corebridge',
    plans: [],
    gap: 'No document describing Corebridge final expense plans (simplified or guaranteed issue whole life), their ages, amounts or rates was found in our search.',
  },
];
