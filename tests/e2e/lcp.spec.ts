import { expect, test } from '@playwright/test';
import { pageTemplates, waitForLoader } from './helpers';

/**
 * Scripts add no Largest Contentful Paint (issue 22, point 3). On a phone-sized page left alone,
 * the elements the browser reports as its largest paint are all the server's HTML, never the
 * cookie banner the loader shows after the page has painted: a banner larger than the page's own
 * text would become its LCP, reported a moment after the page itself, and the page as built would
 * look slower than the same page without scripts. A state, not a time: which elements the
 * browser chose, read from its own `largest-contentful-paint` entries once the banner is up.
 */

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

for (const [name, path] of pageTemplates) {
  test(`${name} (${path}): the cookie banner is never the largest paint`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { lcpSeen: string[] }).lcpSeen = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>) {
          const element = entry.element;
          seen.push(element?.closest('.cookie-banner') ? 'cookie banner' : (element?.tagName ?? 'removed'));
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(path);
    await waitForLoader(page);
    await expect(page.locator('.cookie-banner')).toBeVisible();
    // Two frames after the banner's first: its paint, had it been a candidate, is reported by then.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))),
    );
    const seen = await page.evaluate(() => (window as unknown as { lcpSeen: string[] }).lcpSeen);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).not.toContain('cookie banner');
  });
}
