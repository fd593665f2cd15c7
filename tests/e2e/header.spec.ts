import { expect, test } from '@playwright/test';
import { quietPages, waitForHydration } from './helpers';

quietPages(test);

test('the header shows the logo, the menus, the sales phone and Quick Quote', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Evergreen Final Expense' })).toHaveAttribute('href', '/');
  await expect(header.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  await expect(header.getByRole('button', { name: 'Resources' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Tools' })).toBeVisible();
  await expect(header.getByRole('link', { name: /^Call 1-800/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();

  // Quick Quote opens the (separate) quote dialog, and focus returns to it on close.
  const quickQuote = header.getByRole('link', { name: 'Quick Quote' });
  await quickQuote.click();
  const dialog = page.getByRole('dialog', { name: 'Quick Quote' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(quickQuote).toBeFocused();

  // The header stays in view when the page scrolls.
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
});

test('menus by keyboard: Tab to Resources, Enter, ArrowDown, Escape returns focus', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const resources = page.getByRole('button', { name: 'Resources' });
  const panel = page.locator('#nav-panel-resources');

  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    if (await resources.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(resources).toBeFocused();
  await expect(panel).toBeHidden();

  await page.keyboard.press('Enter');
  await expect(resources).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await expect(resources).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(panel.getByRole('link', { name: 'Burial Insurance Guide' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByRole('link', { name: 'Types of Coverage' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(panel.getByRole('link', { name: 'TruStage' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(resources).toHaveAttribute('aria-expanded', 'false');
  await expect(resources).toBeFocused();

  // Tab past the last link closes the menu; opening Tools closes Resources.
  await page.keyboard.press('ArrowUp');
  await expect(panel.getByRole('link', { name: 'TruStage' })).toBeFocused();
  await page.keyboard.press('Tab');
  const tools = page.getByRole('button', { name: 'Tools' });
  await expect(tools).toBeFocused();
  await expect(panel).toBeHidden();
  await page.keyboard.press('Space');
  await expect(page.locator('#nav-panel-tools')).toBeVisible();

  // Enter on a link follows it.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'Compare Prices' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/quote-calculator$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare burial insurance prices');
  await expect(page.locator('#nav-panel-tools')).toBeHidden();
});

test('menus by pointer: hover opens, a link click goes to its page', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const panel = page.locator('#nav-panel-resources');
  await page.getByRole('button', { name: 'Resources' }).hover();
  await expect(panel).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-expanded', 'true');

  // Straight across to Tools: it replaces Resources.
  await page.getByRole('button', { name: 'Tools' }).hover();
  await expect(page.locator('#nav-panel-tools')).toBeVisible();
  await expect(panel).toBeHidden();

  await page.getByRole('button', { name: 'Resources' }).hover();
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: 'Funeral Planning Checklist' }).click();
  await expect(page).toHaveURL(/\/funeral-planning-checklist$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Funeral Planning Checklist');
  await expect(panel).toBeHidden();
});

test('a click opens a menu; a click outside closes it; the pointer leaving a hover-opened menu closes it', async ({
  page,
}) => {
  await page.goto('/about');
  await waitForHydration(page);
  const tools = page.getByRole('button', { name: 'Tools' });
  const panel = page.locator('#nav-panel-tools');
  await tools.click();
  await expect(panel).toBeVisible();
  await page.mouse.move(10, 500);
  await page.mouse.down();
  await page.mouse.up();
  await expect(panel).toBeHidden();

  await tools.hover();
  await expect(panel).toBeVisible();
  await page.mouse.move(10, 600);
  await expect(panel).toBeHidden();
});

test('at 960px and wider the whole header fits on one row without overflow', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 700 });
  await page.goto('/');
  await waitForHydration(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.height).toBeLessThan(100);
  await expect(page.getByRole('link', { name: 'Quick Quote' }).first()).toBeVisible();
});
