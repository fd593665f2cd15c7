import { expect, type Page, test } from '@playwright/test';
import { quietPages, waitForHydration } from './helpers';

/** Runs in the 'mobile' project (Pixel 7): the header collapses into the Menu toggle. */

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

quietPages(test);

test('the toggle opens the panel; accordions expand; a link navigates and the panel closes', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: 'Menu' });
  const nav = page.locator('#site-nav');
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Quick Quote' })).toBeVisible();

  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Call 1-800/ })).toBeVisible();
  const resources = nav.getByRole('button', { name: 'Resources' });
  const tools = nav.getByRole('button', { name: 'Tools' });
  await expect(resources).toBeVisible();
  await expect(tools).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cremation Costs and Options' })).toBeHidden();

  await resources.tap();
  await expect(resources).toHaveAttribute('aria-expanded', 'true');
  for (const group of ['Basics', 'Planning', 'Company Reviews']) {
    await expect(nav.getByRole('list', { name: group })).toBeVisible();
  }
  await tools.tap();
  await expect(tools).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Funeral Cost Calculator' })).toBeVisible();

  await resources.tap();
  const link = nav.getByRole('link', { name: 'Cremation Costs and Options' });
  await link.scrollIntoViewIfNeeded();
  await link.tap();
  await expect(page).toHaveURL(/\/cremation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cremation');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
});

test('Escape closes the panel and returns focus to the toggle', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.tap();
  const tools = page.locator('#site-nav').getByRole('button', { name: 'Tools' });
  await tools.tap();
  await page.locator('#site-nav').getByRole('link', { name: 'Learning Center' }).focus();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#site-nav')).toBeHidden();
  await expect(toggle).toBeFocused();

  // The About link navigates and closes the panel too.
  await toggle.tap();
  await page.locator('#site-nav').getByRole('link', { name: 'About' }).tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('nothing overflows sideways at 412px and at 320px, with the panel open or closed', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  expect(await noHorizontalOverflow(page)).toBe(true);
  await page.getByRole('button', { name: 'Menu' }).tap();
  await page.locator('#site-nav').getByRole('button', { name: 'Resources' }).tap();
  expect(await noHorizontalOverflow(page)).toBe(true);

  await page.setViewportSize({ width: 320, height: 640 });
  expect(await noHorizontalOverflow(page)).toBe(true);
  const header = page.getByRole('banner');
  for (const control of [
    header.getByRole('button', { name: 'Menu' }),
    header.getByRole('link', { name: 'Quick Quote' }),
  ]) {
    const box = await control.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
  }
  await page.getByRole('button', { name: 'Menu' }).tap();
  await page.goto('/about');
  expect(await noHorizontalOverflow(page)).toBe(true);
});

test('the panel works by keyboard alone: Enter opens it and each accordion, Tab reaches the links', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const nav = page.locator('#site-nav');
  const resources = nav.getByRole('button', { name: 'Resources' });
  await resources.focus();
  await page.keyboard.press('Enter');
  await expect(resources).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Burial Insurance Guide' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guide$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
