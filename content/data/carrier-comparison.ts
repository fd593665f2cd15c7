import { checkedLongAgo } from '#core/claims';
import {
  type AmBestGrade,
  amBestGrades,
  type CarrierPlan,
  type ComparisonRow,
  type FactSource,
  type FinancialStrength,
  type ReviewedCarrier,
} from './carrier-comparison.schema';

/**
 * The five insurers we review: each one's financial strength grade and its plans, every fact with
 * the page it was read on and the day it was checked (decision 0032). A figure that no source we
 * could read states is left out (the pages say "not checked"), never filled in. Checked at build
 * by carrier-comparison.schema.ts; `audit --go-live` lists sources checked more than 12 months ago.
 */
export type { AmBestGrade, CarrierPlan, ComparisonRow, FactSource, FinancialStrength, ReviewedCarrier };

const checked = '2026-11-25';

const nylaarpGuaranteed: FactSource = {
  name: 'New York Life, AARP Life Insurance Program: "About AARP Guaranteed Acceptance Life Insurance coverage" (FAQ)',
  url: 'https://www.nylaarp.com/FAQ/Products/Guaranteed-Acceptance-Life/Guaranteed-Acceptance-Life-Insurance',
  checked,
};

export const carrierComparison: ComparisonRow[] = [
  {
    page: 'aarp',
    carrierId: 'aarp-new-york-life',
    company: 'AARP (New York Life)',
    ratedCompany: 'New York Life Insurance Company',
    rating: {
      agency: 'AM Best',
      grade: 'A++',
      action: 'affirmed',
      date: '2025-07-02',
      source: {
        name: 'AM Best press release (Business Wire): "AM Best Affirms Credit Ratings of New York Life Insurance Company and Its Subsidiaries"',
        url: 'https://www.businesswire.com/news/home/20250702158003/en/AM-Best-Affirms-Credit-Ratings-of-New-York-Life-Insurance-Company-and-Its-Subsidiaries',
        checked,
      },
    },
    plans: [
      {
        name: 'AARP Permanent Life',
        type: 'whole-life',
        underwriting: 'health-questions',
        waiting: 'None once the application is approved',
        source: {
          name: 'New York Life, AARP Life Insurance Program: "Common Questions About Permanent Life Insurance"',
          url: 'https://www.nylaarp.com/Life-Insurance/Permanent/FAQS',
          checked,
        },
      },
      {
        name: 'AARP Guaranteed Acceptance Life',
        type: 'whole-life',
        underwriting: 'guaranteed',
        ages: { min: 50, max: 85 },
        agesElsewhere:
          '50 to 80 in Guam, Minnesota, Missouri, Montana, Oregon and the US Virgin Islands; 50 to 75 in New York',
        waiting:
          'Two years: death from natural causes pays 110% of the premiums paid (other amounts in a few states); accidental death pays in full from day one',
        source: nylaarpGuaranteed,
      },
    ],
  },
  {
    page: 'colonialPenn',
    carrierId: 'colonial-penn',
    company: 'Colonial Penn',
    ratedCompany: 'Colonial Penn Life Insurance Company (CNO Financial Group)',
    rating: {
      agency: 'AM Best',
      grade: 'A',
      action: 'affirmed',
      date: '2025-02-26',
      source: {
        // The release affirms the A of CNO's life/health subsidiaries, listed below its text; the
        // January 2022 upgrade to A (a copy on Stock Titan) names Colonial Penn Life among them.
        name: 'AM Best press release (Business Wire): "AM Best Affirms Credit Ratings of CNO Financial Group, Inc. and Its Life/Health Subsidiaries"',
        url: 'https://www.businesswire.com/news/home/20250226103134/en/AM-Best-Affirms-Credit-Ratings-of-CNO-Financial-Group-Inc.-and-Its-LifeHealth-Subsidiaries',
        checked: '2026-11-26',
      },
    },
    plans: [
      {
        name: 'Guaranteed Acceptance Life Insurance',
        type: 'whole-life',
        underwriting: 'guaranteed',
        source: {
          name: 'Colonial Penn: "How Does Whole Life Insurance Work?" (Guaranteed Acceptance Life Insurance: no medical exams, health questions or rate increases)',
          url: 'https://colonialpenn.com/insights/?p=1050',
          checked,
        },
        moreSources: [
          {
            name: 'Accounting Insights: "What Is a Unit for Colonial Penn Life Insurance?"',
            url: 'https://accountinginsights.org/what-is-a-unit-for-colonial-penn-life-insurance',
            checked,
          },
        ],
      },
      {
        name: 'Whole life with health questions',
        type: 'whole-life',
        underwriting: 'health-questions',
        source: {
          name: 'Colonial Penn: "Accidental Death Benefit Rider" (for its whole life plan that needs an approved application)',
          url: 'https://colonialpenn.com/documents/254036/3594531/ADR_SIWL_new.html/fffff289-6470-b9b4-f3c9-cb6649a3b3fa',
          checked,
        },
      },
    ],
  },
  {
    page: 'globeLife',
    carrierId: 'globe-life',
    company: 'Globe Life',
    ratedCompany: 'Globe Life and Accident Insurance Company (Globe Life Inc.)',
    rating: {
      agency: 'AM Best',
      grade: 'A',
      action: 'affirmed',
      date: '2025-11-12',
      source: {
        name: 'AM Best press release (Business Wire, on Fidelity): "AM Best Affirms Credit Ratings of Globe Life Inc. and Its Subsidiaries"',
        url: 'https://fixedincome.fidelity.com/ftgw/fi/FINewsArticle?id=202511121514BIZWIRE_USPR_____20251112_BW657654',
        checked,
      },
    },
    plans: [
      {
        name: 'Whole life',
        type: 'whole-life',
        underwriting: 'health-questions',
        source: {
          name: 'Investopedia: "Globe Life Insurance Review"',
          url: 'https://www.investopedia.com/globe-life-insurance-review-5076979',
          checked,
        },
      },
      {
        name: 'Term life for adults',
        type: 'term',
        amount: { min: 5000, max: 100000 },
        waiting: 'None: full coverage from the first day',
        source: {
          name: 'Globe Life: "What Is Whole Life Insurance?" (quote form: term life for adults, $5,000 to $100,000)',
          url: 'https://globelifeinsurance.com/article/what-is-whole-life-insurance',
          checked,
        },
      },
    ],
  },
  {
    page: 'mutualOfOmaha',
    carrierId: 'mutual-of-omaha',
    company: 'Mutual of Omaha',
    ratedCompany: 'United of Omaha Life Insurance Company (Mutual of Omaha)',
    rating: {
      agency: 'AM Best',
      grade: 'A+',
      action: 'affirmed',
      date: '2024-03-15',
      source: {
        name: 'AM Best press release (Business Wire): "AM Best Affirms Credit Ratings of Mutual of Omaha Insurance Company and Its Subsidiaries"',
        url: 'https://www.businesswire.com/news/home/20240315753569/en/AM-Best-Affirms-Credit-Ratings-of-Mutual-of-Omaha-Insurance-Company-and-Its-Subsidiaries',
        checked,
      },
    },
    plans: [
      {
        name: 'Living Promise Whole Life',
        type: 'whole-life',
        underwriting: 'health-questions',
        source: {
          name: 'Mutual of Omaha: "Product Portfolio Life Insurance, Brokerage", April 2020 (copy on fdocuments.us)',
          url: 'https://fdocuments.us/document/product-portfolio-life-insurance-mutual-of-omaha.html',
          checked,
        },
      },
      {
        name: 'Guaranteed whole life',
        type: 'whole-life',
        source: {
          name: 'Mutual of Omaha: "Understanding Whole Life Insurance Policies"',
          url: 'https://www.mutualofomaha.com/advice/life-insurance/understanding-life-insurance/understanding-whole-life-insurance-policies',
          checked,
        },
      },
    ],
  },
  {
    page: 'trustage',
    carrierId: 'trustage',
    company: 'TruStage',
    ratedCompany: 'CMFG Life Insurance Company (TruStage)',
    // Until 2026-11-29 the grade A "as of March 2022" from an agents' page of Ethos stood here. The
    // newest AM Best action on CMFG Life found in the search of 2026-11-29 was the affirmation of
    // January 8, 2015 (a TMCnet copy of the release): too old to show, and no newer one was read.
    noRating:
      'We show no grade: the newest AM Best rating action on CMFG Life Insurance Company that we could read is from January 2015, too old to go by. Ask us, or look the company up on AM Best’s website.',
    plans: [
      {
        name: 'TruStage Guaranteed Acceptance Whole Life',
        type: 'whole-life',
        underwriting: 'guaranteed',
        amount: { max: 25000 },
        source: {
          name: 'TruStage: "TruStage Life Underwriting Guide", coverage limits (page 4)',
          url: 'https://online.flippingbook.com/view/881422400/4',
          checked,
        },
      },
      {
        name: 'TruStage Advantage Whole Life',
        type: 'whole-life',
        underwriting: 'health-questions',
        amount: { max: 100000 },
        source: {
          name: 'TruStage: "TruStage Life Underwriting Guide", coverage limits (page 4)',
          url: 'https://online.flippingbook.com/view/881422400/4',
          checked,
        },
      },
      {
        name: 'TruStage Term Life',
        type: 'term',
        underwriting: 'health-questions',
        amount: { max: 300000 },
        source: {
          name: 'TruStage: "TruStage Life Underwriting Guide", coverage limits (page 4)',
          url: 'https://online.flippingbook.com/view/881422400/4',
          checked,
        },
      },
    ],
  },
];

/** The comparison row of one reviewed carrier. */
export function comparisonRow(page: ReviewedCarrier): ComparisonRow {
  const row = carrierComparison.find((r) => r.page === page);
  if (!row) throw new Error(`no comparison row for ${page}`);
  return row;
}

/** The row of a review whose words name its grade: fails the build if the grade was taken out. */
export function ratedComparisonRow(page: ReviewedCarrier): RatedRow {
  const row = comparisonRow(page);
  if (!row.rating) throw new Error(`the review of ${page} names an AM Best grade, but its row has none`);
  return { ...row, rating: row.rating };
}

/** "July 2025" from "2025-07-02" or "2025-07". */
export function monthOf(date: string): string {
  return new Date(`${date.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const actionWords: Record<FinancialStrength['action'], string> = {
  affirmed: 'affirmed',
  upgraded: 'upgraded',
  downgraded: 'downgraded',
  reported: 'as of',
};

/**
 * Where AM Best's scale was read: AM Best's own page for consumers (its opening grades), and a
 * secondary copy that lists the whole scale, A++ to D, with the statuses E, F and S after it.
 */
export const amBestScaleSources: readonly FactSource[] = [
  {
    name: 'AM Best: "The Value of a Best\'s Financial Strength Rating" (consumer page with the rating scale)',
    url: 'https://www3.ambest.com/consumers/content.aspx?rec=261606',
    checked: '2026-11-26',
  },
  {
    name: 'Mainline Insurance: "What is the significance of an insurance company\'s A.M. Best rating?" (secondary copy of the full scale)',
    url: 'https://www.mainline-ins.com/significance-insurance-companys-m-best-rating/',
    checked: '2026-11-26',
  },
];

const gradeOrder = Object.keys(amBestGrades) as AmBestGrade[];
const ordinals = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
];

/** "The grade A is the third of AM Best's 13 grades, which run from A++ (Superior) down to D (Poor)." */
export function scaleText(grade: AmBestGrade): string {
  const place = gradeOrder.indexOf(grade);
  const where = place === 0 ? 'the highest' : `the ${ordinals[place]}`;
  return `The grade ${grade} is ${where} of AM Best's ${gradeOrder.length} grades, which run from A++ (Superior) down to D (Poor).`;
}

/** The first day of a rating action dated "YYYY-MM-DD" or "YYYY-MM". */
const actionDay = (date: string) => (date.length === 7 ? `${date}-01` : date);

/** A row that shows a grade. */
export type RatedRow = ComparisonRow & { rating: FinancialStrength };

/** The rows whose AM Best grade rests on an action more than twelve months before `today`. */
export function staleRatings(rows: readonly ComparisonRow[] = carrierComparison, today: Date = new Date()): RatedRow[] {
  return rows.filter(
    (row): row is RatedRow => row.rating !== undefined && checkedLongAgo(actionDay(row.rating.date), today),
  );
}

/** "A++ (Superior), AM Best, affirmed July 2025". */
export function ratingText(rating: FinancialStrength): string {
  return `${rating.grade} (${amBestGrades[rating.grade]}), ${rating.agency}, ${actionWords[rating.action]} ${monthOf(rating.date)}`;
}

/** A row's plans of one type: final expense whole life or term. */
export const plansOfType = (row: ComparisonRow, type: CarrierPlan['type']): CarrierPlan[] =>
  row.plans.filter((p) => p.type === type);

/** Every source of the five rows, with what it backs: "Globe Life: rating", "TruStage: TruStage Term Life". */
export function carrierFactSources(
  rows: readonly ComparisonRow[] = carrierComparison,
): Array<{ fact: string; source: FactSource }> {
  return rows.flatMap((row) => [
    ...(row.rating ? [{ fact: `${row.company}: financial strength rating`, source: row.rating.source }] : []),
    ...row.plans.flatMap((plan) =>
      [plan.source, ...(plan.moreSources ?? [])].map((source) => ({ fact: `${row.company}: ${plan.name}`, source })),
    ),
  ]);
}

/** The facts whose source was last checked more than twelve months before `today`. */
export function staleCarrierFacts(
  rows: readonly ComparisonRow[] = carrierComparison,
  today: Date = new Date(),
): Array<{ fact: string; source: FactSource }> {
  return carrierFactSources(rows).filter(({ source }) => checkedLongAgo(source.checked, today));
}
