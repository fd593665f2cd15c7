/**
 * THE page registry: every named page of the site, once, in two tables keyed by the same names.
 * From it come
 * - the paths (`getPath(name)` in core/paths.ts): `pagePaths`;
 * - the route table's lists (sitemap pages, noindex pages): `pageKinds`, paired with their modules
 *   in src/routes.tsx by a `Record` over those lists (a name without a module does not compile);
 * - the built-site templates (src/built-site/templates.ts, a `Record<PageName, …>`: a name without
 *   a template does not compile);
 * - the nav's page names (src/components/layout/nav.ts links by `PageName`).
 * Adding a page touches this registry, its module in src/pages, its template entry and its content.
 *
 * Two tables, not one of objects: the browser's code needs the paths only, and a table of its own
 * is all the bundler keeps (the kinds stay out of the islands' chunks).
 *
 * The state and city pages are not named here: their paths come from the place data
 * (`statePath`, `cityPath`).
 */

/** Each named page's path. */
export const pagePaths = {
  home: '/',
  about: '/about',
  guide: '/guide',
  funeralCosts: '/funeral-costs',
  funeralCostCalculator: '/funeral-cost-calculator',
  quoteCalculator: '/quote-calculator',
  bestCompanies: '/best-companies',
  aarp: '/aarp',
  colonialPenn: '/colonial-penn',
  globeLife: '/globe-life',
  mutualOfOmaha: '/mutual-of-omaha',
  trustage: '/trustage',
  typesOfCoverage: '/types-of-coverage',
  whoNeeds: '/who-needs',
  noWaitingPeriod: '/no-waiting-period',
  whomWeRepresent: '/whom-we-represent',
  prepaidFuneralPlans: '/prepaid-funeral-plans',
  willAndTestament: '/will-and-testament',
  funeralPlanningChecklist: '/funeral-planning-checklist',
  whenSomeoneDies: '/when-someone-dies',
  insuranceClaims: '/life-insurance-claims',
  howToPayForFuneral: '/how-to-pay-for-funeral',
  cremation: '/cremation',
  faq: '/faq',
  learningCenter: '/learning-center',
  process: '/process',
  testimonials: '/testimonials',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  accessibility: '/accessibility',
  southCarolina: '/south-carolina',
  chicago: '/illinois/chicago',
  quote: '/quote',
  quoteThanks: '/quote/thank-you',
  quoteProblem: '/quote/problem',
  serverError: '/500',
  accessDenied: '/403',
  notFound: '/404',
} as const;

export type PageName = keyof typeof pagePaths;

/**
 * - `home`: the index route;
 * - `listed`: a page of the sitemap (unless its canonical is another page's: `duplicateOf`);
 * - `noindex`: an error page or where the no-JS quote form's post lands: noindex, not in the sitemap;
 * - `not-found`: the 404 page, rendered at its own path and served for every unknown one.
 */
export type PageKind = 'home' | 'listed' | 'noindex' | 'not-found';

/** Each named page's kind. */
export const pageKinds = {
  home: 'home',
  about: 'listed',
  guide: 'listed',
  funeralCosts: 'listed',
  funeralCostCalculator: 'listed',
  quoteCalculator: 'listed',
  bestCompanies: 'listed',
  aarp: 'listed',
  colonialPenn: 'listed',
  globeLife: 'listed',
  mutualOfOmaha: 'listed',
  trustage: 'listed',
  typesOfCoverage: 'listed',
  whoNeeds: 'listed',
  noWaitingPeriod: 'listed',
  whomWeRepresent: 'listed',
  prepaidFuneralPlans: 'listed',
  willAndTestament: 'listed',
  funeralPlanningChecklist: 'listed',
  whenSomeoneDies: 'listed',
  insuranceClaims: 'listed',
  howToPayForFuneral: 'listed',
  cremation: 'listed',
  faq: 'listed',
  learningCenter: 'listed',
  process: 'listed',
  testimonials: 'listed',
  privacyPolicy: 'listed',
  termsOfService: 'listed',
  accessibility: 'listed',
  southCarolina: 'listed',
  chicago: 'listed',
  quote: 'listed',
  quoteThanks: 'noindex',
  quoteProblem: 'noindex',
  serverError: 'noindex',
  accessDenied: 'noindex',
  notFound: 'not-found',
} as const satisfies Record<PageName, PageKind>;

/** Every page's name, in the registry's order (pure: the bundler drops it where unused). */
export const pageNames = /* @__PURE__ */ Object.keys(pagePaths) as PageName[];

/** The names of the pages of one kind, as a type. */
export type PageOfKind<K extends PageKind> = {
  [N in PageName]: (typeof pageKinds)[N] extends K ? N : never;
}[PageName];

/** The names of the pages of one kind, in the registry's order. */
export function pagesOfKind<K extends PageKind>(kind: K): readonly PageOfKind<K>[] {
  return pageNames.filter((name): name is PageOfKind<K> => pageKinds[name] === kind);
}
