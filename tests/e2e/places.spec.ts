import { expect, type Page, test } from '@playwright/test';
import { quietPages, waitForHydration, watchConsole } from './helpers';

/**
 * State and city pages in the browser: the static parts (generated text, local facts, links to
 * the state and its cities, FAQ) are plain HTML that no script touches and that fetch nothing, links to
 * other places are plain links that load the next page (at its top, with its own head), and
 * unknown places are 404s.
 */

const part = (page: Page, id: string, name: 'text' | 'more') => page.locator(`[data-place-part="${id}:${name}"]`);

test.describe('place pages', () => {
  quietPages(test);

  test('a city page shows its text, its own facts and links to its state and its cities, fetching nothing', async ({
    page,
  }) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch' || request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto('/tx/houston');
    await waitForHydration(page);
    const text = part(page, 'tx/houston', 'text');
    await expect(text.locator('.place-text h2').first()).toBeVisible();
    await expect(text).toContainText('Harris County');
    await expect(text.getByRole('heading', { name: 'Houston at a glance' })).toBeVisible();
    await expect(text.locator('[data-fact="cemetery-casket"]')).toContainText('Houston National Cemetery');
    const more = part(page, 'tx/houston', 'more');
    await expect(more.getByRole('navigation', { name: 'More about Texas' })).toBeVisible();
    await expect(more.locator('.place-state-cities a[href="/tx"]')).toBeVisible();
    await expect(more.locator('.place-state-city-list a[href="/tx/austin"]')).toBeVisible();
    // No stories on place pages (decision 0029); the Sources list ends the place.
    await expect(part(page, 'tx/houston', 'more').locator('section#sources li').first()).toBeVisible();
    // Plain HTML: not part of any island, nothing hydrates it.
    expect(
      await text.evaluate(
        (el) => el.closest('[data-island]') === null && !Object.keys(el).some((k) => k.startsWith('__react')),
      ),
      'the text container is static',
    ).toBe(true);
    expect(documents.filter((url) => !url.endsWith('/tx/houston'))).toEqual([]);
  });

  test('a link to another city of the state loads its page, at the top, with its own head', async ({ page }) => {
    await page.goto('/tx/houston');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { __marker: boolean }).__marker = true;
    });
    const link = part(page, 'tx/houston', 'more').locator('.place-state-city-list a[href="/tx/austin"]');
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await link.click();
    await expect(page).toHaveURL(/\/tx\/austin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Burial Insurance in Austin, Texas');
    const text = part(page, 'tx/austin', 'text');
    await expect(text.locator('.place-text')).toContainText('Austin');
    await expect(text).toContainText('Travis County');
    await expect(part(page, 'tx/houston', 'text')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
    // A new document (a plain link), whose head is the one the static page has.
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBeUndefined();
    const staticHtml = await (await page.request.get('/tx/austin')).text();
    const description = /<meta[^>]*name="description"[^>]*content="([^"]*)"/.exec(staticHtml)?.[1];
    expect(description).toBeTruthy();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description as string);
    await expect
      .poll(() => page.locator('script[type="application/ld+json"]').textContent())
      .toContain('"@type":"Service"');
    expect(await page.locator('script[type="application/ld+json"]').textContent()).toContain('/tx/austin#service');
  });

  test('a state page: its FAQ opens without script and its city links load their pages', async ({ page }) => {
    await page.goto('/sc');
    await waitForHydration(page);
    await expect(part(page, 'sc', 'text').locator('.place-text')).toContainText('South Carolina');
    const faq = page.locator('details#faq-exam');
    await expect(faq).toContainText('South Carolina');
    await faq.locator('summary').click();
    await expect(faq).toHaveAttribute('open', '');
    await page.evaluate(() => {
      (window as unknown as { __marker: boolean }).__marker = true;
    });
    await part(page, 'sc', 'more').locator('a[href="/sc/rock-hill"]').click();
    await expect(page).toHaveURL(/\/sc\/rock-hill$/);
    await expect(part(page, 'sc/rock-hill', 'text')).toContainText('York County');
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBeUndefined();
    // Back to the state page.
    await page.goBack();
    await expect(page).toHaveURL(/\/sc$/);
    await expect(part(page, 'sc', 'text')).toBeVisible();
  });

  test('the state code is read in any case', async ({ page }) => {
    const res = await page.goto('/TX');
    expect(res?.url()).toMatch(/\/tx$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Burial Insurance in Texas');
  });
});

test.describe('unknown places', () => {
  for (const path of ['/zz', '/zz/houston', '/tx/no-such-city']) {
    test(`${path} answers 404 with the 404 page`, async ({ page }) => {
      const problems = watchConsole(page);
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    });
  }
});
