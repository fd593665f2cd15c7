import { type test as base, expect, type Page } from '@playwright/test';

/**
 * Collects console errors and warnings and uncaught page errors: a page template must produce
 * none (that catches hydration mismatches, CSP violations and React warnings).
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`console.${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

/**
 * Resolves once React has hydrated the prerendered page: the router context is set and the
 * header's elements carry React's props (present only after hydration).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const header = document.querySelector('header.site-header');
    return (
      Boolean((window as unknown as { __VITE_REACT_SSG_CONTEXT__?: unknown }).__VITE_REACT_SSG_CONTEXT__) &&
      header !== null &&
      Object.keys(header).some((key) => key.startsWith('__reactProps'))
    );
  });
}

/**
 * For specs about the header and menus: the cookie banner (which has its own spec) is accepted
 * before each page loads, and each test ends by expecting no console problem.
 */
export function quietPages(test: typeof base): void {
  let problems: string[] = [];
  test.beforeEach(async ({ page }) => {
    problems = watchConsole(page);
    await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'));
  });
  test.afterEach(() => {
    expect(problems).toEqual([]);
  });
}

/** An unknown path: the 404 page. */
export const NOT_FOUND_PATH = '/no-such-page';

/** One page of each template, for the suites that check every template (a11y, CSP). */
export const pageTemplates: ReadonlyArray<readonly [name: string, path: string]> = [
  ['home', '/'],
  ['about', '/about'],
  ['guide', '/guide'],
  ['funeral costs', '/funeral-costs'],
  ['funeral cost calculator', '/funeral-cost-calculator'],
  ['quote calculator', '/quote-calculator'],
  ['best companies', '/best-companies'],
  ['carrier review', '/globe-life'],
  ['FAQ', '/faq'],
  ['planning checklist', '/funeral-planning-checklist'],
  ['learning center', '/learning-center'],
  ['legal page', '/privacy-policy'],
  ['state page', '/tx'],
  ['city page', '/tx/houston'],
  ['404', NOT_FOUND_PATH],
];
