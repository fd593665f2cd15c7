import { type PageName, pageKinds, pageNames } from '#core/pages';
import { cityPath, getPath, statePath } from '#core/paths';
import { fileForPath } from './paths';

/**
 * The page templates: every named page of the registry, and one state and one city page. The one
 * list that the size budgets (every template), the browser suites (accessibility, CSP, console),
 * prose and Lighthouse (the four marked) use. Data only, so that Playwright loads it without the
 * rest of the toolkit.
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

interface TemplateOptions {
  /** The name in the suites' reports and test titles. */
  name: string;
  lighthouse?: true;
  /** The HTTP status the server answers with, where it is not 200. */
  status?: number;
}

/** Every named page of the registry (core/pages.ts) is a template: a name left out does not compile. */
const named: Readonly<Record<PageName, TemplateOptions>> = {
  home: { name: 'home', lighthouse: true },
  about: { name: 'about' },
  guide: { name: 'guide', lighthouse: true },
  funeralCosts: { name: 'funeral costs' },
  funeralCostCalculator: { name: 'funeral cost calculator', lighthouse: true },
  quoteCalculator: { name: 'quote calculator' },
  bestCompanies: { name: 'best companies' },
  aarp: { name: 'carrier review 2' },
  colonialPenn: { name: 'carrier review 3' },
  globeLife: { name: 'carrier review' },
  mutualOfOmaha: { name: 'carrier review 4' },
  trustage: { name: 'carrier review 5' },
  typesOfCoverage: { name: 'types of coverage' },
  whoNeeds: { name: 'who needs' },
  noWaitingPeriod: { name: 'no waiting period' },
  whomWeRepresent: { name: 'whom we represent' },
  prepaidFuneralPlans: { name: 'prepaid plans' },
  willAndTestament: { name: 'will' },
  funeralPlanningChecklist: { name: 'planning checklist' },
  whenSomeoneDies: { name: 'when someone dies' },
  insuranceClaims: { name: 'insurance claims' },
  howToPayForFuneral: { name: 'how to pay' },
  cremation: { name: 'cremation' },
  faq: { name: 'faq' },
  learningCenter: { name: 'learning center' },
  process: { name: 'process' },
  testimonials: { name: 'stories' },
  privacyPolicy: { name: 'legal page' },
  termsOfService: { name: 'terms' },
  accessibility: { name: 'accessibility' },
  southCarolina: { name: 'state (own page)' },
  chicago: { name: 'city (own page)' },
  quote: { name: 'quote form' },
  quoteThanks: { name: 'quote thank-you' },
  quoteProblem: { name: 'quote problem' },
  serverError: { name: '500', status: 500 },
  accessDenied: { name: '403', status: 403 },
  notFound: { name: '404', status: 404 },
};

/** One state and one city page (the place data's pages; they are not named pages). */
const placeTemplates: ReadonlyArray<TemplateOptions & { path: string }> = [
  { name: 'state', path: statePath('TX') },
  { name: 'city', path: cityPath('TX', 'Houston'), lighthouse: true },
];

export const templates: readonly PageTemplate[] = [
  ...pageNames.map((page) => ({
    ...named[page],
    path: getPath(page),
    visit: pageKinds[page] === 'not-found' ? NOT_FOUND_PATH : getPath(page),
  })),
  ...placeTemplates.map((t) => ({ ...t, visit: t.path })),
].map((t) => ({
  name: t.name,
  path: t.path,
  file: fileForPath(t.path),
  visit: t.visit,
  lighthouse: t.lighthouse === true,
  status: t.status ?? 200,
}));
