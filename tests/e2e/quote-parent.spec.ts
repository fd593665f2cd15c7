import { expect, type Locator, type Page, test } from '@playwright/test';
import { CONSENT_TEXT, CONSENT_VERSION } from '#core/lead/consent';
import { siteConfig } from '#core/site.config';
import { waitForHydration, watchConsole } from './helpers';
import { deliveredNotifications, storedConsentRecord, usesPostgres } from './stored-leads';

/**
 * "I'm asking for a parent" (issue 30, point 7), in the dialog and in the form page without
 * script: the visitor's own name, e-mail and phone are stored and called, the parent's gender,
 * age, tobacco use and ZIP code price the quote, and the stored consent record says the visitor
 * asked for a parent. The terms note stands before the submit button, the call beside it.
 */

const run = Date.now().toString(36);
const sales = siteConfig.phones.sales;

let problems: string[] = [];
test.beforeEach(async ({ page }) => {
  problems = watchConsole(page);
  await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'));
});
test.afterEach(() => expect(problems).toEqual([]));

/** Whether `first` comes before `second` in the document. */
async function precedes(first: Locator, second: Locator): Promise<boolean> {
  const handle = await second.elementHandle();
  return first.evaluate(
    (element, other) => Boolean(other && element.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING),
    handle,
  );
}

/** The terms note precedes the submit button; beside the button, the call for those who prefer not to agree. */
async function expectTermsBeforeButton(scope: Locator): Promise<void> {
  const terms = scope.getByRole('link', { name: 'Terms of Service' });
  const submit = scope.getByRole('button', { name: 'Get Your Free Quote' });
  await expect(terms).toBeVisible();
  expect(await precedes(terms, submit)).toBe(true);
  const call = scope.getByRole('link', { name: sales.display });
  await expect(call).toHaveAttribute('href', `tel:${sales.e164}`);
  await expect(scope.getByText(`Prefer not to agree? Call ${sales.display}.`)).toBeVisible();
  expect(await precedes(submit, call)).toBe(true);
  // Beside it: on the same row, or the next one, never far below.
  const [button, link] = await Promise.all([submit.boundingBox(), call.boundingBox()]);
  expect(link && button && link.y - (button.y + button.height)).toBeLessThan(60);
  const size = await call.boundingBox();
  expect(size?.height).toBeGreaterThanOrEqual(44);
}

/** The lead as the agent was told (leads.log) and, on PostgreSQL, as stored with its consent. */
async function expectStoredForParent(email: string, submissionId: string, name: string): Promise<void> {
  await expect.poll(() => deliveredNotifications({ email }).length, { timeout: 15_000 }).toBe(1);
  expect(deliveredNotifications({ email })[0]).toMatchObject({
    quoteFor: 'parent',
    name,
    email,
    phone: '5552100166',
    gender: 'male',
    age: 84,
    tobacco: 'yes',
    zipCode: '43215',
  });
  if (!usesPostgres) return;
  const record = await storedConsentRecord(submissionId);
  expect(record).toMatchObject({
    quote_for: 'parent',
    name,
    email,
    phone: '5552100166',
    gender: 'male',
    age: 84,
    tobacco: 'yes',
    zip_code: '43215',
    consent_version: CONSENT_VERSION,
    ip: '127.0.0.1',
    consent_text: CONSENT_TEXT,
  });
  expect(record?.consent_at).toBeInstanceOf(Date);
  expect(record?.consent_text).toContain('your own number');
}

test("the dialog: asking for a parent, the parent's facts price the quote and the visitor's contact is stored", async ({
  page,
}) => {
  const email = `dana.parent.${run}@example.com`;
  const submissionIds: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/quotes') {
      submissionIds.push(String((request.postDataJSON() as { submissionId: unknown }).submissionId));
    }
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Quick Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick Quote' });
  await expect(dialog.getByText('Step 1 of 5')).toBeVisible();
  const first = dialog.getByRole('group', { name: 'Who is this quote for?' });
  await expect(first.getByRole('button', { name: 'Me', exact: true })).toBeFocused();
  await first.getByRole('button', { name: 'My parent' }).click();

  await expect(dialog.getByRole('group', { name: "What is your parent's gender?" })).toBeVisible();
  await dialog.getByRole('button', { name: 'Male', exact: true }).click();
  await dialog.getByLabel("What is your parent's age?").fill('84');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('group', { name: 'Does your parent use tobacco?' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();

  await expect(dialog.getByText('Step 5 of 5')).toBeVisible();
  const contact = dialog.getByRole('group', { name: 'How can an agent reach you?' });
  await expect(contact).toHaveAccessibleDescription(/The agent calls you, not your parent\./);
  await dialog.getByLabel('Full name').fill('Dana Helper');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Phone number').pressSequentially('5552100166');
  await dialog.getByLabel("Your parent's ZIP code").fill('43215');
  await expect(dialog.getByText(CONSENT_TEXT)).toBeVisible();
  await expectTermsBeforeButton(dialog);

  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/quotes' && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Get Your Free Quote' }).click();
  expect((await answer).status()).toBe(201);
  await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  expect(submissionIds).toHaveLength(1);
  await expectStoredForParent(email, String(submissionIds[0]), 'Dana Helper');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  async function fillForParent(page: Page, email: string): Promise<void> {
    const form = page.locator('form.quote-form');
    await form.getByRole('group', { name: 'Who is this quote for?' }).getByRole('radio', { name: 'My parent' }).check();
    await form
      .getByRole('group', { name: 'What is the gender of the person the quote is for?' })
      .getByRole('radio', { name: 'Male', exact: true })
      .check();
    await form
      .getByRole('group', { name: 'What is the age of the person the quote is for?' })
      .getByLabel('Age in years')
      .fill('84');
    await form
      .getByRole('group', { name: 'Does the person the quote is for use tobacco?' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await form.getByLabel('Full name').fill('Dale Helper');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Phone number').fill('(555) 210-0166');
    await form.getByLabel('ZIP code').fill('43215');
  }

  test("the form page: asking for a parent stores the visitor's contact, the parent's facts and the choice", async ({
    page,
  }) => {
    const email = `dale.parent.${run}@example.com`;
    await page.goto('/quote');
    const form = page.locator('form.quote-form');
    // The first question, a radio group with its legend; each choice a 44 px target.
    const first = form.getByRole('group', { name: 'Who is this quote for?' });
    await expect(first.getByRole('radio')).toHaveCount(2);
    for (const label of ['Me', 'My parent']) {
      const box = await first.getByText(label, { exact: true }).boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    await expect(form.getByRole('group', { name: 'How can an agent reach you?' })).toHaveAccessibleDescription(
      /If the quote is for your parent, give your own name, e-mail and phone number/,
    );
    await expectTermsBeforeButton(form);

    const submissionId = await form.locator('input[name="submissionId"]').inputValue();
    await fillForParent(page, email);
    await form.getByRole('button', { name: 'Get Your Free Quote' }).click();
    await expect(page).toHaveURL(/\/quote\/thank-you$/);
    await expectStoredForParent(email, submissionId, 'Dale Helper');
  });
});
