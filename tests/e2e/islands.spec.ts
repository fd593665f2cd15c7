import { expect, type Page, test } from '@playwright/test';
import { siteConfig } from '#core/site.config';
import { waitForIsland, waitForLoader, watchConsole } from './helpers';
import { deliveredNotifications, expectStoredOnceAndNotified } from './stored-leads';

/**
 * Islands: no island's code (nor React) is asked for before the visitor acts on it (intent.spec.ts
 * gates every template); attribution is kept on the first page view without React; and the Quick
 * Quote works without any script, through the form page.
 */

const run = Date.now().toString(36);

let problems: string[] = [];
test.beforeEach(async ({ page }) => {
  problems = watchConsole(page);
  await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'));
});
test.afterEach(() => {
  expect(problems).toEqual([]);
});

/** The file name of every script the page has fetched so far. */
async function scriptNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname.split('/').pop() ?? ''),
  );
}

const chunkNames = (names: string[]) => names.map((n) => n.replace(/-[\w-]{8}\.js$/, '')).sort();
/** The island chunks and React's (mount) among the scripts: the shared chunks they import are left out. */
const islandsAndReact = (names: string[]) => chunkNames(names).filter((n) => n === 'mount' || n.startsWith('island-'));

test.describe('with JavaScript', () => {
  test('an island is asked for only when the visitor acts on it: the checklist on its first tick, kept', async ({
    page,
  }) => {
    await page.goto('/funeral-planning-checklist');
    await waitForLoader(page);
    const island = page.locator('[data-island="checklist"]');
    await island.scrollIntoViewIfNeeded();
    // Seen is not enough: nothing but the loader is fetched.
    expect(chunkNames(await scriptNames(page))).toEqual(['app']);
    const box = island.getByRole('checkbox').nth(1);
    await box.check();
    await waitForIsland(page, 'checklist');
    expect(islandsAndReact(await scriptNames(page))).toEqual(['island-checklist', 'mount']);
    // The tick made before hydration is kept, and the component knows of it.
    await expect(box).toBeChecked();
    await expect(island.getByText(/^1 of \d+ done$/).first()).toBeVisible();
  });

  test('the first page view records the attribution without React; without React the link goes to the form', async ({
    page,
  }) => {
    // React never arrives: the attribution does not depend on it.
    await page.route('**/assets/mount-*.js', (route) => route.abort());
    await page.goto('/guide?utm_source=newsletter&gclid=abc');
    await waitForLoader(page);
    const stored = await page.evaluate(() => window.sessionStorage.getItem('quote-attribution'));
    expect(JSON.parse(stored ?? 'null')).toMatchObject({
      landingPage: '/guide?utm_source=newsletter&gclid=abc',
      utm_source: 'newsletter',
      gclid: 'abc',
    });
    // The dialog's code cannot load: the Quick Quote link still takes the visitor to the form page.
    await page.getByRole('banner').getByRole('link', { name: 'Quick Quote' }).click();
    await expect(page).toHaveURL(/\/quote$/);
    // The aborted chunk is logged by the browser and by the loader: expected here, and only that.
    expect(problems.every((p) => /mount-|Failed to fetch|net::ERR_FAILED|dynamically imported/.test(p))).toBe(true);
    problems = [];
  });

  test('a click on Quick Quote opens the dialog at once, and React takes it over', async ({ page }) => {
    await page.goto('/about');
    await waitForLoader(page);
    await page.getByRole('banner').getByRole('link', { name: 'Quick Quote' }).click();
    await expect(page.getByRole('dialog', { name: 'Quick Quote' })).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    await waitForIsland(page, 'quote');
    expect(islandsAndReact(await scriptNames(page))).toEqual(['island-quote', 'mount']);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  async function fillForm(page: Page, email: string, zip = '43215') {
    await page.getByRole('radio', { name: 'Me', exact: true }).check();
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByLabel('Age in years').fill('72');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByLabel('Full name').fill('Ruth Nojs');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Phone number').fill('(555) 210-0188');
    await page.getByLabel('ZIP code').fill(zip);
  }

  test('Quick Quote leads to the form page; sending it stores one lead and lands on the thank-you page', async ({
    page,
  }) => {
    const email = `ruth.nojs.${run}@example.com`;
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Quick Quote' }).click();
    await expect(page).toHaveURL(/\/quote$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quick Quote');
    const submissionId = await page.locator('input[name="submissionId"]').inputValue();
    expect(submissionId).toMatch(/^[0-9a-f-]{36}$/);
    await fillForm(page, email);
    await page.getByRole('button', { name: 'Get Your Free Quote' }).click();
    await expect(page).toHaveURL(/\/quote\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You');
    await expectStoredOnceAndNotified(submissionId, email, 'Ruth Nojs');
  });

  test('a wrong field lands on the problem page, which says what was wrong and gives the phone number', async ({
    page,
  }) => {
    const email = `ruth.nojs.bad.${run}@example.com`;
    await page.goto('/quote');
    await fillForm(page, email, '4321');
    // The browser's own check stops a 4-digit ZIP; a browser without it would send it: do so.
    await page.locator('form.quote-form').evaluate((form) => form.setAttribute('novalidate', ''));
    await page.getByRole('button', { name: 'Get Your Free Quote' }).click();
    await expect(page).toHaveURL(/\/quote\/problem\?fields=zipCode$/);
    await expect(page.locator('#quote-problems li')).toHaveText(['Please enter your 5-digit ZIP code.']);
    const sales = siteConfig.phones.sales;
    await expect(page.getByRole('main').getByRole('link', { name: sales.display })).toHaveAttribute(
      'href',
      `tel:${sales.e164}`,
    );
    expect(deliveredNotifications({ email })).toEqual([]);
  });

  test('the browser itself checks the fields as the schema does before sending', async ({ page }) => {
    await page.goto('/quote');
    await fillForm(page, `ruth.nojs.check.${run}@example.com`);
    await page.getByLabel('Age in years').fill('17');
    await page.getByRole('button', { name: 'Get Your Free Quote' }).click();
    await expect(page).toHaveURL(/\/quote$/);
    expect(await page.getByLabel('Age in years').evaluate((el: HTMLInputElement) => el.validity.rangeUnderflow)).toBe(
      true,
    );
  });

  test('the form page carries a fresh server-issued form token each time', async ({ page }) => {
    await page.goto('/quote');
    const first = await page.locator('input[name="formToken"]').inputValue();
    await page.reload();
    const second = await page.locator('input[name="formToken"]').inputValue();
    expect(first).not.toBe('');
    expect(second).not.toBe(first);
  });
});
