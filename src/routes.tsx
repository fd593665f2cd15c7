import type { RouteRecord } from 'vite-react-ssg';
import { duplicateOf, getPath } from '#core/paths';
import { redirects } from '#core/redirects';
import { Layout } from './components/layout/Layout';
import { RedirectPage } from './pages/Redirect';
import { type ErrorPage, errorPages, type ListedPage, listedPages } from './route-list';

/**
 * THE route table. The prerendered paths and the sitemap (through each route's `handle`) come
 * from it; its lists of pages are data (route-list.ts, route-places.ts), which the built-site
 * toolkit (src/built-site: the audit, the dist tests, size, Lighthouse) reads too. Every page module is loaded lazily so that each page ships only its own code.
 *
 * `handle.sitemap === false` keeps a route's pages out of sitemap.xml (error pages, redirects, and
 * the pages whose canonical is another page: `duplicateOf` in lib/paths).
 */
export interface RouteHandle {
  sitemap: boolean;
}

type PageModule = () => Promise<{ Component: React.ComponentType }>;

/** The module of each page of the route list (route-list.ts): a name without one does not compile. */
const pageModules: Record<ListedPage, PageModule> = {
  about: () => import('./pages/About'),
  guide: () => import('./pages/Guide'),
  funeralCosts: () => import('./pages/FuneralCosts'),
  funeralCostCalculator: () => import('./pages/FuneralCostCalculator'),
  quoteCalculator: () => import('./pages/QuoteCalculator'),
  bestCompanies: () => import('./pages/BestCompanies'),
  aarp: () => import('./pages/Aarp'),
  colonialPenn: () => import('./pages/ColonialPenn'),
  globeLife: () => import('./pages/GlobeLife'),
  mutualOfOmaha: () => import('./pages/MutualOfOmaha'),
  trustage: () => import('./pages/Trustage'),
  typesOfCoverage: () => import('./pages/TypesOfCoverage'),
  whoNeeds: () => import('./pages/WhoNeeds'),
  noWaitingPeriod: () => import('./pages/NoWaitingPeriod'),
  whomWeRepresent: () => import('./pages/WhomWeRepresent'),
  prepaidFuneralPlans: () => import('./pages/PrepaidFuneralPlans'),
  willAndTestament: () => import('./pages/WillAndTestament'),
  funeralPlanningChecklist: () => import('./pages/FuneralPlanningChecklist'),
  whenSomeoneDies: () => import('./pages/WhenSomeoneDies'),
  insuranceClaims: () => import('./pages/InsuranceClaims'),
  howToPayForFuneral: () => import('./pages/HowToPayForFuneral'),
  cremation: () => import('./pages/Cremation'),
  faq: () => import('./pages/Faq'),
  learningCenter: () => import('./pages/LearningCenter'),
  process: () => import('./pages/Process'),
  testimonials: () => import('./pages/Testimonials'),
  privacyPolicy: () => import('./pages/PrivacyPolicy'),
  termsOfService: () => import('./pages/TermsOfService'),
  accessibility: () => import('./pages/Accessibility'),
  southCarolina: () => import('./pages/SouthCarolina'),
  chicago: () => import('./pages/Chicago'),
  quote: () => import('./pages/Quote'),
};

const errorModules: Record<ErrorPage, PageModule> = {
  serverError: () => import('./pages/ServerError'),
  accessDenied: () => import('./pages/AccessDenied'),
  quoteThanks: () => import('./pages/QuoteThanks'),
  quoteProblem: () => import('./pages/QuoteProblem'),
};

const indexed: RouteHandle = { sitemap: true };
const unlisted: RouteHandle = { sitemap: false };

/** Route paths are written relative to the layout: "/about" -> "about". */
const relative = (path: string) => path.replace(/^\//, '');

export const routes: RouteRecord[] = [
  {
    path: '/',
    Component: Layout,
    entry: 'src/components/layout/Layout.tsx',
    children: [
      { index: true, lazy: () => import('./pages/Home'), handle: indexed },
      ...listedPages.map(
        (name): RouteRecord => ({
          path: relative(getPath(name)),
          lazy: pageModules[name],
          // A page whose canonical is another page's stays out of the sitemap.
          handle: duplicateOf[name] ? unlisted : indexed,
        }),
      ),
      ...errorPages.map(
        (name): RouteRecord => ({ path: relative(getPath(name)), lazy: errorModules[name], handle: unlisted }),
      ),
      ...redirects.map(
        ({ from, to }): RouteRecord => ({
          path: relative(from),
          element: <RedirectPage from={from} to={to} />,
          handle: unlisted,
        }),
      ),
      {
        path: ':state',
        lazy: () => import('./pages/StatePage'),
        getStaticPaths: () => import('./route-places').then((m) => m.statePrerenderPaths()),
        handle: indexed,
      },
      {
        path: ':state/:city',
        lazy: () => import('./pages/CityPage'),
        getStaticPaths: () => import('./route-places').then((m) => m.cityPrerenderPaths()),
        handle: indexed,
      },
      // /404 is named so that 404.html is rendered by this route, not taken for a state code.
      { path: relative(getPath('notFound')), lazy: () => import('./pages/NotFound'), handle: unlisted },
      { path: '*', lazy: () => import('./pages/NotFound'), handle: unlisted },
    ],
  },
];
