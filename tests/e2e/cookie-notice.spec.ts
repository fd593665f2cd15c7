import { expect, test } from '@playwright/test';
import { formTokenEndpoint } from '#core/lead/contract';
import { getPath } from '#core/paths';
import { cookieNotice } from '#core/privacy';
import { siteConfig } from '#core/site.config';
import { waitForLoader, watchConsole } from './helpers';

/**
 * The cookie notice's words against what the real server and the pages do (issue 20.6): the
 * shipped site measures nothing, the banner says it sets no cookie and runs no analytics, and
 * indeed no response sets a cookie, nothing loads from another site, and the browser holds no
 * cookie before or after Accept All.
 */
const notice = cookieNotice(siteConfig.measurement);
const pages = [getPath('home'), getPath('guide'), getPath('aarp'), getPath('quote'), getPath('privacyPolicy')];

test('the banner says what the site does, and the site does what it says', async ({ page, context, baseURL }) => {
  expect(siteConfig.measurement.analytics).toBe(false);
  const errors = watchConsole(page);
  const setCookies: string[] = [];
  const elsewhere: string[] = [];
  const own = new URL(baseURL ?? '').origin;
  page.on('response', async (response) => {
    const cookie = await response.headerValue('set-cookie');
    if (cookie !== null) setCookies.push(`${response.url()}: ${cookie}`);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== own) elsewhere.push(request.url());
  });

  for (const [i, path] of pages.entries()) {
    await page.goto(path);
    await waitForLoader(page);
    const banner = page.getByRole('region', { name: notice.title });
    if (i === 0) {
      await expect(banner).toContainText(notice.text);
      await expect(banner.getByRole('button', { name: 'Decline' })).toBeVisible();
      await banner.getByRole('button', { name: 'Accept All' }).click();
      await expect(banner).toHaveCount(0);
    }
    expect(await context.cookies(), `cookies after ${path}`).toEqual([]);
  }
  expect(setCookies).toEqual([]);
  expect(elsewhere).toEqual([]);
  expect(errors).toEqual([]);
});

test('no answer of the server sets a cookie: pages, the form token, a redirect, a 404', async ({ request }) => {
  const answers = await Promise.all(
    [getPath('home'), getPath('quote'), '/faqs', '/no-such-page', '/healthz'].map((path) =>
      request.get(path, { maxRedirects: 0 }),
    ),
  );
  const token = await request.get(formTokenEndpoint.path, { headers: { 'sec-fetch-site': 'same-origin' } });
  expect(token.status()).toBe(200);
  for (const answer of [...answers, token]) {
    expect(answer.status(), answer.url()).toBeLessThan(500);
    expect(
      answer.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie'),
      answer.url(),
    ).toEqual([]);
  }
});
