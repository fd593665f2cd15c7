import { expect, type Page, test } from '@playwright/test';
import { waitForHydration, watchConsole } from './helpers';

const KEY = 'cookiesAccepted';
const AUTO_DISMISS_MS = 10_000;

const bannerOf = (page: Page) => page.getByRole('region', { name: 'Cookie Policy' });
const stored = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), KEY);

let errors: string[] = [];
test.beforeEach(({ page }) => {
  errors = watchConsole(page);
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

test('shown on first load; in the prerendered HTML only as an inert <template>', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html.replace(/<template\b[^>]*>[\s\S]*?<\/template>/g, '')).not.toContain('Cookie Policy');

  await page.goto('/');
  const banner = bannerOf(page);
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading', { name: 'Cookie Policy' })).toBeVisible();
  await expect(banner).toContainText('sets no cookies and runs no analytics');
  await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
});

test('Accept All stores cookiesAccepted=true; the banner stays away after reload', async ({ page }) => {
  await page.goto('/about');
  const banner = bannerOf(page);
  await banner.getByRole('button', { name: 'Accept All' }).click();
  await expect(banner).toHaveCount(0);
  expect(await stored(page)).toBe('true');

  await page.reload();
  // The loader decides on the banner before it marks the page enhanced: from then on it is settled.
  await waitForHydration(page);
  await expect(banner).toHaveCount(0);
});

test('Decline stores nothing; the banner returns after reload', async ({ page }) => {
  await page.goto('/about');
  const banner = bannerOf(page);
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toHaveCount(0);
  expect(await stored(page)).toBeNull();

  await page.reload();
  await expect(banner).toBeVisible();
});

test('closes by itself after 10 s; the countdown pauses under the pointer and with focus inside', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const banner = bannerOf(page);
  await expect(banner).toBeVisible();
  // From here on, time moves only when the test says so.
  // (A second ahead, so that a slow machine cannot have passed that moment already.)
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));

  // Pointer over it: no countdown.
  await banner.hover();
  await page.clock.runFor(AUTO_DISMISS_MS * 2);
  await expect(banner).toBeVisible();
  await page.mouse.move(10, 200);

  // Keyboard focus in it: no countdown.
  await banner.getByRole('button', { name: 'Decline' }).focus();
  await page.clock.runFor(AUTO_DISMISS_MS * 2);
  await expect(banner).toBeVisible();
  await page.locator('#main').focus();

  // Otherwise it closes when its 10 s are spent, storing nothing.
  await page.clock.runFor(AUTO_DISMISS_MS);
  await expect(banner).toHaveCount(0);
  expect(await stored(page)).toBeNull();
});

test('auto-closes after exactly its time when left alone', async ({ page }) => {
  await page.clock.install();
  await page.goto('/faq');
  const banner = bannerOf(page);
  await expect(banner).toBeVisible();
  await page.clock.runFor(AUTO_DISMISS_MS - 3000);
  await expect(banner).toBeVisible();
  await page.clock.fastForward(3000);
  await expect(banner).toHaveCount(0);
});

test('never covers the focused element: the last links of the page scroll above it', async ({ page }) => {
  await page.clock.install();
  await page.goto('/about');
  const banner = bannerOf(page);
  await expect(banner).toBeVisible();
  const bannerBox = await banner.boundingBox();
  expect(bannerBox).not.toBeNull();

  // Walk by keyboard through the footer's links, the last ones just above the banner.
  const footerLinks = page.getByRole('navigation', { name: 'Footer' }).getByRole('link');
  const count = await footerLinks.count();
  await footerLinks.first().focus();
  for (let i = 1; i < count; i++) {
    await page.keyboard.press('Tab');
    const box = await page.locator(':focus').boundingBox();
    const top = (await banner.boundingBox())?.y ?? 0;
    expect(box, 'focused element has a box').not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0), `link ${i + 1} clear of the banner`).toBeLessThanOrEqual(top);
  }
  await expect(footerLinks.last()).toBeFocused();

  // The page is padded by the banner's height, so even its very end scrolls clear of it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const copyright = await page.getByText(/All rights reserved/).boundingBox();
  const top = (await banner.boundingBox())?.y ?? 0;
  // Layout is fractional but the greatest scroll offset is a whole pixel: allow under one pixel.
  expect((copyright?.y ?? 0) + (copyright?.height ?? 0)).toBeLessThan(top + 1);
});
