import type { PageName } from '#core/paths';

/**
 * The route table's lists, as data: which named pages are pages, which are error pages. The route
 * table (routes.tsx) pairs each with its module; the built-site toolkit (src/built-site) reads
 * the same lists to know what the build must hold, without loading React. A name left out of both
 * lists (and not the home or 404 page) has no route: a unit test checks that every named path is
 * in one of them.
 */

/** Pages in the sitemap (unless their canonical is another page), each a module of src/pages. */
export const listedPages = [
  'about',
  'guide',
  'funeralCosts',
  'funeralCostCalculator',
  'quoteCalculator',
  'bestCompanies',
  'aarp',
  'colonialPenn',
  'globeLife',
  'mutualOfOmaha',
  'trustage',
  'typesOfCoverage',
  'whoNeeds',
  'noWaitingPeriod',
  'prepaidFuneralPlans',
  'willAndTestament',
  'funeralPlanningChecklist',
  'howToPayForFuneral',
  'cremation',
  'faq',
  'learningCenter',
  'process',
  'testimonials',
  'privacyPolicy',
  'termsOfService',
  'accessibility',
  'southCarolina',
  'chicago',
  'quote',
] as const satisfies readonly PageName[];
export type ListedPage = (typeof listedPages)[number];

/** Pages that say noindex and stay out of the sitemap: errors, and where the quote form's post lands (303). */
export const errorPages = [
  'serverError',
  'accessDenied',
  'quoteThanks',
  'quoteProblem',
] as const satisfies readonly PageName[];
export type ErrorPage = (typeof errorPages)[number];
