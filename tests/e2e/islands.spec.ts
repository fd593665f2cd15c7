import { expect, type Page, test } from '@playwright/test';
import { siteConfig } from '#core/site.config';
import { waitForLoader, watchConsole } from './helpers';
import { deliveredNotifications, expectStoredOnceAndNotified } from './stored-leads';

/**
 * Islands: no island's code (nor React) is asked for before its trigger; attribution is kept on
 * the first page view without React; and the Quick Quote works without any script, through the
 * form page.
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

/** Every script the page fetched: its file name, and when it started relative to the load event end. */
async function scriptTimings(page: Page): Promise<Array<{ name: string; afterLoad: number }>> {
  return page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const loadEnd = nav?.loadEventEnd ?? 0;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({
        name: new URL(entry.name).pathname.split('/').pop() ?? '',
        afterLoad: entry.startTime - loadEnd,
      }));
  });
}

const hydrated = (page: Page, name: string) =>
  page.waitForFunction(
    (island) => document.querySelector(`[data-island="${island}"]`)?.hasAttribute('data-hydrated'),
    name,
  );

test.describe('with JavaScript', () => {
  test('before the load event only the loader is asked for; React and the idle islands come after it', async ({
    page,
  }) => {
    await page.goto('/tx/houston');
    await hydrated(page, 'quote');
    await hydrated(page, 'toaster');
    const scripts = await scriptTimings(page);
    const before = scripts.filter((s) => s.afterLoad < 0).map((s) => s.name);
    expect(before).toHaveLength(1);
    expect(before[0]).toMatch(/^app-[\w-]+\.js$/);
    // React (the mount chunk) and every island chunk start only once the page has loaded.
    const later = scripts.filter((s) => /^(mount|island-)/.test(s.name));
    expect(later.map((s) => s.name.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual([
      'island-quote',
      'island-toaster',
      'mount',
    ]);
    for (const script of later) expect(script.afterLoad, script.name).toBeGreaterThanOrEqual(0);
  });

  test('a visible island is not asked for until it comes into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/funeral-planning-checklist');
    await hydrated(page, 'quote');
    const names = async () => (await scriptTimings(page)).map((s) => s.name);
    expect((await names()).some((n) => n.startsWith('island-checklist-'))).toBe(false);
    await page.locator('[data-island="checklist"]').scrollIntoViewIfNeeded();
    await hydrated(page, 'checklist');
    expect((await names()).filter((n) => n.startsWith('island-checklist-'))).toHaveLength(1);
  });

  test('the first page view records the attribution without React; the first click still opens the dialog', async ({
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
    // Without React the Quick Quote link still takes the visitor to the form page.
    await page.getByRole('banner').getByRole('link', { name: 'Quick Quote' }).click();
    await expect(page).toHaveURL(/\/quote$/);
    // The aborted chunk is logged by the browser and by the loader: expected here, and only that.
    expect(problems.every((p) => /mount-|Failed to fetch|net::ERR_FAILED|dynamically imported/.test(p))).toBe(true);
    problems = [];
  });

  test('a click on Quick Quote before the page is idle opens the dialog', async ({ page }) => {
    await page.goto('/about');
    await waitForLoader(page);
    await page.getByRole('banner').getByRole('link', { name: 'Quick Quote' }).click();
    await expect(page.getByRole('dialog', { name: 'Quick Quote' })).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  async function fillForm(page: Page, email: string, zip = '43215') {
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByLabel('Age in years').fill('72');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByLabel('Full name').fill('Ruth Nojs');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Phone number').fill('(555) 010-0188');
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
