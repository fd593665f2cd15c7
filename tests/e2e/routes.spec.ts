import { expect, test } from '@playwright/test';
import { cityPath, statePath, staticPaths } from '#core/paths';
import { redirects } from '#core/redirects';
import { states } from '../../content/data/states';
import { cities } from '../../content/places/cities';
import { pageTemplates, statusOf, unexpected, waitForHydration, watchConsole } from './helpers';

const contentPaths = Object.entries(staticPaths)
  .filter(([name]) => !['notFound', 'serverError', 'accessDenied'].includes(name))
  .map(([, path]) => path);

function decodeEntities(text: string): string {
  return text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Headings the spec fixes word for word. */
const knownHeadings: Record<string, string> = {
  '/about': "Protecting Families' Futures",
  '/500': 'Server Error',
  '/403': 'Access Denied',
};

test.describe('every route answers with its heading', () => {
  const all = [
    ...contentPaths,
    '/500',
    '/403',
    ...states.map((s) => statePath(s.code)),
    ...cities.map((c) => cityPath(c.state, c.name)),
  ];
  for (const path of all) {
    test(`GET ${path}`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(statusOf(path));
      expect(res.headers()['content-type']).toContain('text/html');
      const html = await res.text();
      const h1 = decodeEntities(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '').trim();
      expect(h1, `${path} has an h1`).toBeTruthy();
      const expected = knownHeadings[path];
      if (expected) expect(h1).toBe(expected);
    });
  }
});

test('a page shows its heading in the browser, after hydration', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/about');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Protecting Families' Futures");
  expect(problems).toEqual([]);
});

test.describe('legacy paths answer 301', () => {
  for (const { from, to } of redirects) {
    test(`${from} -> ${to}`, async ({ request }) => {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      expect(new URL(res.headers().location ?? '', 'http://x').pathname).toBe(to);
    });
  }
});

test('following a legacy path lands on its page (301) without a history entry for it', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const before = await page.evaluate(() => window.history.length);
  await page.evaluate(() => {
    window.location.assign('/faqs');
  });
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  // One entry for the navigation to /faqs, which the redirect then replaced: /faqs itself is gone.
  expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('unknown paths answer 404 with the 404 page', () => {
  for (const path of ['/no-such-page', '/zz', '/tx/no-such-city', '/guide/extra/segments']) {
    test(`GET ${path}`, async ({ page }) => {
      const problems = watchConsole(page);
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      // The 404 status itself is reported by Chromium as a console error for the document; nothing else may be.
      expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    });
  }
});

test('Go Back returns to the previous page', async ({ page }) => {
  await page.goto('/about');
  await page.goto('/no-such-page');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('a link loads the next page (a plain link, a new document) whose head describes it', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as { __marker: boolean }).__marker = true;
  });
  // The home page links to each state page; the state page lists its cities.
  await page.locator(`.state-picker a[href="${statePath('TX')}"]`).click();
  await expect(page).toHaveURL(/\/tx$/);
  await page
    .locator(`a[href="${cityPath('TX', 'Houston')}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(/\/tx\/houston$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Houston');
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBeUndefined();
  await expect(page).toHaveTitle(/Houston/);
  // Its head: canonical, description and JSON-LD describe the new page.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tx\/houston$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Houston/);
  expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
  expect(await page.locator('script[type="application/ld+json"]').textContent()).toContain('/tx/houston#webpage');
  expect(problems).toEqual([]);
});

test('leaving a noindex page drops robots noindex and restores the canonical', async ({ page }) => {
  await page.goto('/no-such-page');
  await waitForHydration(page);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
});

test.describe('no console error or hydration warning on any page template', () => {
  for (const [name, path] of pageTemplates) {
    test(`${name} (${path})`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(path);
      // Hydrated: React has compared every island with the prerendered HTML and said what differs.
      await waitForHydration(page);
      expect(unexpected(problems, path)).toEqual([]);
    });
  }
});
