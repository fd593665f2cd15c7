import type { PlanSource } from '#core/pricing/plan.schema';

/**
 * The documents the plan records were read from (decision 0066). Each names whose document it
 * is: every one here is a third party's copy of an insurer's document, because no insurer's own
 * copy or state filing was within reach of our search; `audit --go-live` lists each rate table
 * built on one. `date` is the data's own date (null when the copy prints none), `checked` the day
 * we read it.
 */

const checked = '2026-11-26';

export const sources = {
  /** Mutual of Omaha's Living Promise level rates (annual premium per $1,000), every age 45-85. */
  livingPromiseCalculator: {
    title:
      'United of Omaha Life Insurance Company, "Living Promise Whole Life Insurance Premium Calculator: Level Benefit Plan Annual Premiums per $1,000 of Coverage" (copy headed "Premium calculator lovett financial inc" on online.documentine.com)',
    url: 'https://online.documentine.com/insurance-premium-calculator/1/premium-calculator-lovett-financial-inc.html',
    kind: 'third-party-copy',
    producersOnly: null,
    date: null,
    dateNote:
      'the copy prints no date; its text stops after step 2 of the premium steps, before the policy fee and the monthly factor',
    checked,
  },
  /** Mutual of Omaha's Living Promise producer guide: plans, issue ages, face amounts. */
  livingPromiseGuide: {
    title:
      'United of Omaha Life Insurance Company, "Living Promise Whole Life Insurance Product and Underwriting Guide" U8500_0813, for producer use only (copy on info.5y1.org)',
    url: 'https://info.5y1.org/mutual-of-omaha-whole-life-insurance-rates_1_c1c576.html',
    kind: 'third-party-copy',
    producersOnly: true,
    date: '2013-08',
    dateNote:
      'read from the print code U8500_0813 (Mutual of Omaha print codes end in month and year: its portfolio 388793_0420 says "As of April 2020")',
    checked,
  },
  /** Transamerica's final expense rate and underwriting guide (rates on pages we could not read). */
  transamericaGuide: {
    title:
      'Transamerica, "Product Rates/Underwriting Guide for Immediate Solution, 10 Pay Solution, and Easy Solution" (copy on documents.pub)',
    url: 'https://documents.pub/document/product-ratesunderwriting-guide-for-immediate-solution-2019-02-06-2-ta-courtesy.html',
    kind: 'third-party-copy',
    producersOnly: null,
    date: '2019-02-06',
    dateNote: 'the date the copy shows beside the document title',
    checked,
  },
  /** An agency's page with the product overviews of the same three plans (older Monumental Life line). */
  transamericaOverview: {
    title:
      'TGI Financial, "Monumental Product Line": product overviews of Immediate Solution (LP-99), Easy Solution and 10-Pay Life',
    url: 'http://tgifinancial.com/agent-login/monumental',
    kind: 'third-party-copy',
    producersOnly: null,
    date: null,
    dateNote: 'the page prints no date',
    checked,
  },
  /** American-Amicable's Golden Solution agent guide: the three plans and their form numbers. */
  goldenSolutionGuide: {
    title:
      'American-Amicable, "Golden Solution Plans (Ages 50 through 85) Whole Life Insurance Agent Guide: Underwriting Guidelines, Premium Rates", 9507(2/15), agent guide for field use only (copy on paperzz.com)',
    url: 'https://paperzz.com/doc/9152713/premium-rates---occidental-life-insurance-company-of-north',
    kind: 'third-party-copy',
    producersOnly: true,
    date: '2015-02',
    dateNote: 'read from the print code 9507(2/15)',
    checked,
  },
  /**
   * Another printing of the Golden Solution agent guide (print code 3123, CN14-035): its
   * underwriting page says which answers to the application's eight health questions lead to
   * which plan, and names the application forms.
   */
  goldenSolutionGuide3123: {
    title:
      'American-Amicable, "Golden Solution Plans (Ages 50 through 85) Whole Life Insurance Agent Guide: Underwriting Guidelines, Premium Rates", 3123, agent guide for field use only (copy on vdocuments.site)',
    url: 'https://vdocuments.site/underwriting-guidelines-premium-rates-everest-guide-underwriting-guidelines-premium.html',
    kind: 'third-party-copy',
    producersOnly: true,
    date: null,
    dateNote: 'the print code 3123 carries no date; the copy was posted on 2018-04-10',
    checked,
  },
  /** An agents' site summary of Royal Neighbors' Ensured Legacy plans, ages and amounts. */
  ensuredLegacySummary: {
    title: 'Legacy Agent, "Royal Neighbors of America (RNA) - Ensured Legacy Final Expense" carrier guide',
    url: 'https://legacyagent.com/index.php/en/ai-agent-menu/agentai-carrier-guides/royal-neighbors-of-america-rna-ensured-legacy-final-expense',
    kind: 'third-party-copy',
    producersOnly: null,
    date: null,
    dateNote: 'the page prints no date',
    checked,
  },
} as const satisfies Record<string, PlanSource>;
