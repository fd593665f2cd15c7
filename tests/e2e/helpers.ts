import { type test as base, expect, type Locator, type Page } from '@playwright/test';
import { templates } from '../../src/built-site/templates';

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
 * Resolves once the page's loader has run: the header menus, the cookie banner, the FAQ and the
 * Quick Quote links work (plain DOM code), and each island is scheduled on its trigger.
 */
export async function waitForLoader(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-enhanced'));
}

/** Resolves once React has hydrated the named island (it answers input from then on). */
export async function waitForIsland(page: Page, name: string): Promise<void> {
  await page.waitForFunction((island) => {
    const found = document.querySelector(`[data-island="${island}"]`);
    return found?.hasAttribute('data-hydrated') === true;
  }, name);
}

/**
 * Resolves once all of the page's code a visitor can act on is in: the loader has run, and every
 * island that hydrates on intent has been given one (a pointerdown on its marker, as a visitor's
 * first press would be) and has hydrated. The toaster is left as it is: it hydrates with the first
 * toast. Nothing scrolls.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await waitForLoader(page);
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('[data-island]:not([data-trigger="toast"])')) {
      island.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    }
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island]:not([data-trigger="toast"])')].every((island) =>
      island.hasAttribute('data-hydrated'),
    ),
  );
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

/**
 * One page of each template, as a browser opens it (the 404 page: an unknown path), for the suites
 * that check every template (accessibility, CSP, the console). The toolkit's list: the size
 * budgets and Lighthouse use the same one.
 */
export const pageTemplates: ReadonlyArray<readonly [name: string, path: string]> = templates.map(
  (t) => [t.name, t.visit] as const,
);

/** The HTTP status the server answers a template's visit with (200 for any other path). */
export function statusOf(path: string): number {
  return templates.find((t) => t.visit === path)?.status ?? 200;
}

/** Chromium logs a non-2xx document load as a console error; only the error page's own status is expected. */
export function unexpected(problems: string[], path: string): string[] {
  const status = statusOf(path);
  return problems.filter((p) => !(status !== 200 && p.includes(`status of ${status}`)));
}

/** Fills the price calculator's form (`form.calc`) with one person's answers, without pressing Compare. */
export async function fillComparison(
  form: Locator,
  answers: { age: string; coverage: string; sex: 'Female' | 'Male'; tobacco: 'No' | 'Yes'; state: string },
): Promise<void> {
  await form.getByLabel('Your age').fill(answers.age);
  await form.getByLabel('Coverage amount').fill(answers.coverage);
  await form.getByRole('group', { name: /Sex/ }).getByLabel(answers.sex, { exact: true }).check();
  await form
    .getByRole('group', { name: /tobacco/ })
    .getByLabel(answers.tobacco, { exact: true })
    .check();
  await form.getByLabel('State (optional)').selectOption(answers.state);
}
