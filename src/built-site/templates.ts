import { getPath } from '#core/paths';
import { fileForPath } from './paths';

/**
 * The page templates: one page of each kind the site has. The one list that the size budgets
 * (every template), the browser suites (accessibility, CSP, console) and Lighthouse (the four
 * marked) use. Data only, so that Playwright loads it without the rest of the toolkit.
 */
export interface PageTemplate {
  name: string;
  /** The page's path. */
  path: string;
  /** The file the build writes it to, relative to dist/. */
  file: string;
  /** The path a browser opens to see it, where it differs (the 404 page: any unknown path). */
  visit: string;
  /** Measured by Lighthouse too (slow: a few pages that stand for the rest). */
  lighthouse: boolean;
  /** The HTTP status the server answers the visit with (an error page its own; Chromium logs it). */
  status: number;
}

/** An unknown path: what a browser opens to get the 404 page. */
export const NOT_FOUND_PATH = '/no-such-page';

type Entry = [name: string, path: string, options?: { visit?: string; lighthouse?: true; status?: number }];

const entries: Entry[] = [
  ['home', '/', { lighthouse: true }],
  ['about', getPath('about')],
  ['faq', getPath('faq')],
  ['legal page', getPath('privacyPolicy')],
  ['terms', getPath('termsOfService')],
  ['accessibility', getPath('accessibility')],
  ['learning center', getPath('learningCenter')],
  ['stories', getPath('testimonials')],
  ['process', getPath('process')],
  ['guide', getPath('guide'), { lighthouse: true }],
  ['funeral costs', getPath('funeralCosts')],
  ['best companies', getPath('bestCompanies')],
  ['carrier review', getPath('globeLife')],
  ['carrier review 2', getPath('aarp')],
  ['carrier review 3', getPath('colonialPenn')],
  ['carrier review 4', getPath('mutualOfOmaha')],
  ['carrier review 5', getPath('trustage')],
  ['funeral cost calculator', getPath('funeralCostCalculator'), { lighthouse: true }],
  ['quote calculator', getPath('quoteCalculator')],
  ['types of coverage', getPath('typesOfCoverage')],
  ['who needs', getPath('whoNeeds')],
  ['no waiting period', getPath('noWaitingPeriod')],
  ['prepaid plans', getPath('prepaidFuneralPlans')],
  ['will', getPath('willAndTestament')],
  ['planning checklist', getPath('funeralPlanningChecklist')],
  ['how to pay', getPath('howToPayForFuneral')],
  ['cremation', getPath('cremation')],
  ['state', '/tx'],
  ['state (own page)', getPath('southCarolina')],
  ['city', '/tx/houston', { lighthouse: true }],
  ['city (own page)', getPath('chicago')],
  ['404', getPath('notFound'), { visit: NOT_FOUND_PATH, status: 404 }],
  ['500', getPath('serverError'), { status: 500 }],
  ['403', getPath('accessDenied'), { status: 403 }],
];

export const templates: readonly PageTemplate[] = entries.map(([name, path, options]) => ({
  name,
  path,
  file: fileForPath(path),
  visit: options?.visit ?? path,
  lighthouse: options?.lighthouse === true,
  status: options?.status ?? 200,
}));
