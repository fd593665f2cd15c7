import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { waitForHydration, watchConsole } from './helpers';
import { expectStoredOnceAndNotified } from './stored-leads';

/**
 * The Quick Quote dialog in Chromium, against our own server: keyboard alone through the five
 * steps to the real POST /api/quotes, Escape and focus return, a failing endpoint and the retry
 * (one submission id), and the field messages.
 */

/** E-mails unique to this run, so the leads each test stores can be told apart. */
const run = Date.now().toString(36);
const keyboardEmail = `ruth.keyboard.${run}@example.com`;
const retryEmail = `ruth.retry.${run}@example.com`;

/** The dialog's thanks, and the start of its failure message (the spec's words; no toast repeats either). */
const THANKS = 'We have received your information.';
const FAILURE = 'There was an error submitting your form';

// Like quietPages: the cookie banner is accepted before each page loads, and a test ends with no
// console problem, except the ones it expects (Chromium logs a failed fetch as a console error).
let problems: string[] = [];
let expected: RegExp[] = [];
test.beforeEach(async ({ page }) => {
  problems = watchConsole(page);
  expected = [];
  await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'));
});
test.afterEach(() => {
  expect(problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)))).toEqual([]);
});

/** The bodies of every POST /api/quotes the page sends (routed or not). */
function captureQuotes(page: Page): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/quotes') {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return bodies;
}

async function openFromHeader(page: Page, path = '/'): Promise<{ trigger: Locator; dialog: Locator }> {
  await page.goto(path);
  await waitForHydration(page);
  const trigger = page.getByRole('banner').getByRole('link', { name: 'Quick Quote' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Quick Quote' });
  await expect(dialog).toBeVisible();
  return { trigger, dialog };
}

/** Answers steps 1 to 3 and fills step 4 with good values, by pointer and typing. */
async function fillAll(dialog: Locator, email = 'ruth@example.com'): Promise<void> {
  await dialog.getByRole('button', { name: 'Me', exact: true }).click();
  await dialog.getByRole('button', { name: 'Female' }).click();
  await dialog.getByLabel('What is your age?').fill('72');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'No' }).click();
  await dialog.getByLabel('Full name').fill('Ruth Example');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Phone number').pressSequentially('5552100177');
  await dialog.getByLabel('ZIP code').fill('43215');
}

const focusedInside = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));

test('keyboard alone: from the header button through all six steps to "Thank You!"', async ({ page }) => {
  const bodies = captureQuotes(page);
  await page.goto('/?utm_source=e2e&utm_campaign=quote-spec&gclid=G-E2E');
  await waitForHydration(page);
  const trigger = page.getByRole('banner').getByRole('link', { name: 'Quick Quote' });
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    if (await trigger.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Quick Quote' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Complete the form below to receive your personalized quote')).toBeVisible();
  await expect(dialog.getByText('Step 1 of 5')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Me', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(dialog.getByText('Step 2 of 5')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Male', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Female' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(dialog.getByText('Step 3 of 5')).toBeVisible();
  await expect(dialog.getByLabel('What is your age?')).toBeFocused();
  await page.keyboard.type('72');
  await page.keyboard.press('Enter');

  await expect(dialog.getByText('Step 4 of 5')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'No' })).toBeFocused();
  await page.keyboard.press('Space');

  await expect(dialog.getByText('Step 5 of 5')).toBeVisible();
  await expect(dialog.getByLabel('Full name')).toBeFocused();
  await page.keyboard.type('Ruth Example');
  await page.keyboard.press('Tab');
  await page.keyboard.type(keyboardEmail);
  await page.keyboard.press('Tab');
  await page.keyboard.type('5552100177');
  await expect(dialog.getByLabel('Phone number')).toHaveValue('(555) 210-0177');
  await page.keyboard.press('Tab');
  await page.keyboard.type('43215');
  // The terms and privacy note, above the buttons.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('link', { name: 'Terms of Service' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Tab');
  const submit = dialog.getByRole('button', { name: 'Get Your Free Quote' });
  await expect(submit).toBeFocused();

  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/quotes' && response.request().method() === 'POST',
  );
  await page.keyboard.press('Enter');
  const response = await answer;
  expect(response.status()).toBe(201);

  await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeFocused();
  await expect(dialog.getByRole('link', { name: /^1-800/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(dialog.getByText(THANKS)).toBeVisible();
  await expect(page.locator('.toast')).toHaveCount(0);

  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({
    quoteFor: 'self',
    gender: 'female',
    age: 72,
    tobacco: 'no',
    name: 'Ruth Example',
    email: keyboardEmail,
    phone: '5552100177',
    zipCode: '43215',
    company: '',
    pageUrl: expect.stringMatching(/\/\?utm_source=e2e/),
    attribution: {
      landingPage: '/?utm_source=e2e&utm_campaign=quote-spec&gclid=G-E2E',
      utm_source: 'e2e',
      utm_campaign: 'quote-spec',
      gclid: 'G-E2E',
    },
  });
  expect(bodies[0]?.submissionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(bodies[0]?.consentVersion).toMatch(/^[0-9a-f]{8,64}$/);
  // The form token the dialog fetched from the server when it opened (the server checks it).
  expect(bodies[0]?.formToken).toMatch(/^v1\.[\w-]{22}\.[0-9a-z]+\.[\w-]{43}$/);
  expect(bodies[0]).not.toHaveProperty('elapsedMs');
  await expectStoredOnceAndNotified(String(bodies[0]?.submissionId), keyboardEmail, 'Ruth Example');

  await dialog.getByRole('button', { name: 'Done' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('a modal dialog: Tab stays inside, the page does not scroll, Escape closes and focus returns', async ({
  page,
}) => {
  const { trigger, dialog } = await openFromHeader(page, '/guide');
  await expect(page.locator('html')).toHaveClass(/qq-scroll-lock/);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  const close = await dialog.getByRole('button', { name: 'Close' }).boundingBox();
  expect(close?.height).toBeGreaterThanOrEqual(44);
  expect(close?.width).toBeGreaterThanOrEqual(44);

  // Me, My parent, Close (before them in the page): Tab and Shift+Tab never leave the dialog.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await focusedInside(dialog)).toBe(true);
  }
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusedInside(dialog)).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(page.locator('html')).not.toHaveClass(/qq-scroll-lock/);

  // Opened again from the footer's button: the Close button returns focus there.
  const footerButton = page.getByRole('contentinfo').getByRole('link', { name: 'Quick Quote' });
  await footerButton.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(footerButton).toBeFocused();
});

test('a failing endpoint: one alert in the dialog, still the contact step with every value; the retry succeeds with the same submission id', async ({
  page,
}) => {
  expected = [/Failed to load resource: the server responded with a status of 503/];
  const bodies = captureQuotes(page);
  const { dialog } = await openFromHeader(page);
  await fillAll(dialog, retryEmail);

  await page.route('**/api/quotes', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      headers: { 'Retry-After': '5' },
      body: JSON.stringify({ error: 'Service Unavailable' }),
    }),
  );
  const submit = dialog.getByRole('button', { name: 'Get Your Free Quote' });
  await submit.click();
  // The failure is announced once: by the dialog's own alert, with the phone number; no toast.
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(FAILURE);
  await expect(alert).toContainText('not sent');
  await expect(alert.getByRole('link')).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(page.getByText(FAILURE)).toHaveCount(1);
  await expect(page.locator('.toast')).toHaveCount(0);
  await expect(dialog.getByText('Step 5 of 5')).toBeVisible();
  await expect(dialog.getByLabel('Full name')).toHaveValue('Ruth Example');
  await expect(dialog.getByLabel('Email address')).toHaveValue(retryEmail);
  await expect(dialog.getByLabel('Phone number')).toHaveValue('(555) 210-0177');
  await expect(dialog.getByLabel('ZIP code')).toHaveValue('43215');
  await expect(dialog.locator('form')).toHaveAttribute('aria-busy', 'false');
  await expect(submit).toBeEnabled();
  await expect(submit).toBeFocused();

  await page.unroute('**/api/quotes');
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/quotes');
  await submit.click();
  const response = await answer;
  expect(response.status()).toBe(201);
  await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  expect(bodies).toHaveLength(2);
  expect(bodies[0]?.submissionId).toEqual(expect.any(String));
  expect(bodies[1]?.submissionId).toBe(bodies[0]?.submissionId);
  // The retry is the same submission: same values, same form token (spent when it is stored).
  expect(bodies[1]).toEqual(bodies[0]);
  await expectStoredOnceAndNotified(String(bodies[0]?.submissionId), retryEmail, 'Ruth Example');
});

test('a retired consent version: the server refuses it and the dialog asks the visitor to reload (issue 44)', async ({
  page,
}) => {
  expected = [/Failed to load resource: the server responded with a status of 409/];
  const { dialog } = await openFromHeader(page);
  await fillAll(dialog, `ruth.retired.${run}@example.com`);
  // A page loaded before the wording changed sends the old version: the real server answers it.
  await page.route('**/api/quotes', (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    return route.continue({ postData: JSON.stringify({ ...body, consentVersion: 'a00f742c' }) });
  });
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/quotes');
  await dialog.getByRole('button', { name: 'Get Your Free Quote' }).click();
  expect((await answer).status()).toBe(409);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Please reload the page and send it again.');
  await expect(alert.getByRole('link')).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0);
});

test('submitting shows "Submitting...", marks the form busy, and a double click sends once', async ({ page }) => {
  const bodies = captureQuotes(page);
  const { dialog } = await openFromHeader(page);
  await fillAll(dialog);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/quotes', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Get Your Free Quote' }).dblclick();
  const busy = dialog.getByRole('button', { name: 'Submitting...' });
  await expect(busy).toBeDisabled();
  await expect(dialog.locator('form')).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  expect(bodies).toHaveLength(1);
});

test('field messages: age 17, a bad e-mail, a 9-digit phone and a 4-digit ZIP', async ({ page }) => {
  const bodies = captureQuotes(page);
  const { dialog } = await openFromHeader(page);
  await dialog.getByRole('button', { name: 'Me', exact: true }).click();
  await dialog.getByRole('button', { name: 'Male', exact: true }).click();

  const age = dialog.getByLabel('What is your age?');
  await age.fill('17');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Step 3 of 5')).toBeVisible();
  await expect(age).toHaveAttribute('aria-invalid', 'true');
  await expect(age).toHaveAccessibleDescription(/whole number from 18 to 85/);
  await expect(age).toBeFocused();
  await age.fill('65');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Yes' }).click();

  await dialog.getByLabel('Full name').fill('Ruth Example');
  await dialog.getByLabel('Email address').fill('ruth@example');
  await dialog.getByLabel('Phone number').pressSequentially('555210017');
  await dialog.getByLabel('ZIP code').fill('4321');
  await dialog.getByRole('button', { name: 'Get Your Free Quote' }).click();

  const email = dialog.getByLabel('Email address');
  const phone = dialog.getByLabel('Phone number');
  const zip = dialog.getByLabel('ZIP code');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/valid e-mail address/);
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/10-digit phone number/);
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(zip).toHaveAccessibleDescription(/5-digit ZIP code/);
  await expect(dialog.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'false');
  await expect(email).toBeFocused();
  await expect(dialog.getByText('Step 5 of 5')).toBeVisible();
  expect(bodies).toHaveLength(0);

  // Fixed fields lose their messages as they are corrected.
  await email.fill('ruth@example.com');
  await expect(email).toHaveAttribute('aria-invalid', 'false');
});
