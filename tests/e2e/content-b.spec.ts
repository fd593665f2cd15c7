import { expect, type Locator, type Page, test } from '@playwright/test';
import { checklist } from '../../content/data/checklist';
import { quietPages, waitForHydration } from './helpers';

quietPages(test);

/** Everything the page could have stored: web storage of both kinds and its cookies. */
async function stored(page: Page) {
  const storage = await page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(window.localStorage)),
    session: Object.fromEntries(Object.entries(window.sessionStorage)),
  }));
  const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`);
  return { ...storage, cookies };
}

function group(page: Page, title: string) {
  const region = page.getByRole('region', { name: new RegExp(`^${title}`) });
  return {
    region,
    all: region.getByRole('checkbox', { name: `All ${title.toLowerCase()}` }),
    items: region.locator('.checklist-items input[type="checkbox"]'),
  };
}

const isMixed = (box: Locator) => box.evaluate((el) => (el as HTMLInputElement).indeterminate);

test.describe('funeral planning checklist', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/funeral-planning-checklist');
    await waitForHydration(page);
  });

  test('the group box shows unchecked, mixed and checked, and ticks or clears the group', async ({ page }) => {
    const [first, second] = checklist as [(typeof checklist)[number], (typeof checklist)[number]];
    const { all, items, region } = group(page, first.title);
    await expect(items).toHaveCount(first.items.length);
    await expect(all).not.toBeChecked();
    expect(await isMixed(all)).toBe(false);

    await region.getByText(first.items[0]?.text ?? '').click();
    await expect(items.first()).toBeChecked();
    await expect(all).not.toBeChecked();
    expect(await isMixed(all)).toBe(true);
    await expect(region.getByText(`1 of ${first.items.length} done`)).toBeVisible();

    for (let i = 1; i < first.items.length; i++) await items.nth(i).check();
    await expect(all).toBeChecked();
    expect(await isMixed(all)).toBe(false);

    await all.click();
    for (let i = 0; i < first.items.length; i++) await expect(items.nth(i)).not.toBeChecked();
    expect(await isMixed(all)).toBe(false);

    await all.click();
    for (let i = 0; i < first.items.length; i++) await expect(items.nth(i)).toBeChecked();
    // Another group is untouched.
    await expect(group(page, second.title).all).not.toBeChecked();
  });

  test('works by keyboard alone', async ({ page }) => {
    const last = checklist[checklist.length - 1] as (typeof checklist)[number];
    const { all, items } = group(page, last.title);
    await all.focus();
    await page.keyboard.press('Space');
    await expect(all).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('Space');
    await expect(items.first()).not.toBeChecked();
    expect(await isMixed(all)).toBe(true);
  });

  test('stores nothing in localStorage, sessionStorage or cookies, and forgets ticks on reload', async ({ page }) => {
    // The quote form's attribution (the landing page, by design, for the session) is written once
    // the page is up: let it land first, so that only what the checklist might write differs.
    await expect.poll(async () => (await stored(page)).session['quote-attribution']).toBeDefined();
    const before = await stored(page);
    for (const g of checklist) await group(page, g.title).all.click();
    await group(page, checklist[0]?.title ?? '')
      .items.first()
      .uncheck();
    expect(await stored(page)).toEqual(before);

    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('.checklist input[type="checkbox"]:checked')).toHaveCount(0);
    // The router keeps the scroll position of the page it leaves: that key is the router's, not ours.
    const after = await stored(page);
    delete after.session['react-router-scroll-positions'];
    expect(after).toEqual(before);
  });
});
