import { expect, test } from '@playwright/test';
import { planTypeLabels } from '#core/pricing/engine';
import { noBookSentence, quoteEstimate } from '../../content/data/insurer-plans/claims';
import { withLicense } from '../../server/leads/prepare';
import { waitForHydration, watchConsole } from './helpers';
import { deliveredNotifications, storedEstimate, usesPostgres } from './stored-leads';

/**
 * The Quick Quote's thank-you step shows the visitor's own estimate from their answers, and the
 * lead the server stored holds the same estimate, made on the server (in the notification the
 * `log` channel delivered, and in the row when the run uses PostgreSQL).
 */

const email = `ernest.estimate.${Date.now().toString(36)}@example.com`;

test('the thank-you step shows the estimate, and the stored lead holds it', async ({ page }) => {
  const problems = watchConsole(page);
  await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'));
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Quick Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick Quote' });
  await dialog.getByRole('button', { name: 'Me', exact: true }).click();
  await dialog.getByRole('button', { name: 'Male', exact: true }).click();
  await dialog.getByLabel('What is your age?').fill('65');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'No' }).click();
  await dialog.getByLabel('Full name').fill('Ernest Example');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Phone number').pressSequentially('5552100166');
  await dialog.getByLabel('ZIP code').fill('43215');
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/quotes' && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Get Your Free Quote' }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const submissionId = String((response.request().postDataJSON() as { submissionId: string }).submissionId);

  await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  // The server's estimate (it knows the ZIP's state): the plans we sell for a man of 65, each named.
  const expected = withLicense(quoteEstimate({ sex: 'male', age: 65, tobacco: false, state: 'OH' }), 'OH');
  const items = dialog.locator('.qq-estimate [data-plans] li');
  await expect(items).toHaveText(
    (expected.rows[0]?.plans ?? []).map(
      (p) => `${p.insurer}, ${p.plan} (${planTypeLabels[p.type].toLowerCase()}): no published price`,
    ),
  );
  await expect(dialog.getByText(noBookSentence)).toBeVisible();
  // Who quotes it: the agency's license for the ZIP code's state (issue 30, point 9).
  await expect(dialog.locator('[data-license]')).toContainText('licensed in Ohio, license number');

  await expect.poll(() => deliveredNotifications({ email }).length, { timeout: 15_000 }).toBe(1);
  expect(deliveredNotifications({ email })[0]?.estimate).toEqual(expected);
  if (usesPostgres) expect(await storedEstimate(submissionId)).toEqual(expected);
  expect(problems).toEqual([]);
});
