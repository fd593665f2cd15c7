import { expect, type Page, test } from '@playwright/test';
import { compare } from '../../src/lib/premium';
import { animationsSettled } from './a11y-helpers';
import { fillComparison, quietPages, waitForHydration } from './helpers';

quietPages(test);

const TOAST = 'Funeral cost estimate calculated';

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  return page.locator('form.calc');
}

test.describe('plan comparison (premium calculator)', () => {
  test('is in the prerendered HTML of /quote-calculator and /guide (the guide’s with age and coverage only)', async ({
    request,
  }) => {
    for (const path of ['/quote-calculator', '/guide']) {
      const html = await (await request.get(path)).text();
      expect(html).toContain('placeholder="Enter your age (50-85)"');
      expect(html).toMatch(/<input[^>]*name="coverage"[^>]*>/);
    }
    const full = await (await request.get('/quote-calculator')).text();
    expect(full).toMatch(/<select[^>]*name="state"/);
    expect(full).toContain('>Compare prices</button>');
    const guide = await (await request.get('/guide')).text();
    expect(guide).not.toMatch(/<select[^>]*name="state"/);
    expect(guide).toContain('>Calculate</button>');
  });

  test('the guide’s calculator: nothing on empty input; for 60 and $10,000, published figures with their sources', async ({
    page,
  }) => {
    const form = await open(page, '/guide');
    const result = form.getByRole('status');
    await form.getByRole('button', { name: 'Calculate' }).click();
    await expect(result).toBeEmpty();
    await form.getByLabel('Your age').fill('60');
    await form.getByLabel('Coverage amount').fill('10000');
    await form.getByRole('button', { name: 'Calculate' }).click();
    const figures = result.locator('[data-figure]');
    await expect(figures).toHaveCount(4);
    await expect(figures.nth(0)).toContainText('$612.70 a year');
    await expect(figures.nth(0)).toContainText('As published in August 2019; the insurer may have changed it.');
    await expect(figures.nth(2)).toContainText('$33.00 a month');
    await expect(figures.nth(2)).toContainText('As of November 4, 2024');
    await expect(figures.nth(2).getByRole('link')).toHaveAttribute(
      'href',
      'https://choicemutual.com/burial-insurance-costs-age',
    );
    // The copy marked for agents only is named, never linked.
    await expect(figures.nth(0).getByRole('link')).toHaveCount(0);
  });

  test('woman of 70, non-tobacco, Texas, $10,000: the published figures, then the plans we sell (none with a rate book here); Washington removes one', async ({
    page,
  }) => {
    const form = await open(page, '/quote-calculator');
    const result = form.getByRole('status');
    await fillComparison(form, { age: '70', coverage: '10000', sex: 'Female', tobacco: 'No', state: 'TX' });
    await expect(result).toBeEmpty();
    await form.getByRole('button', { name: 'Compare prices' }).click();
    await expect(result).toContainText('a 70-year-old woman who does not use tobacco, in TX, $10,000 of coverage');
    const figures = result.locator('[data-figure]');
    await expect(figures).toHaveCount(2);
    await expect(figures.nth(0)).toContainText('for a woman aged 70, $10,000 of coverage');
    await expect(figures.nth(1)).toContainText('Choice Mutual');
    const texas = { age: 70, coverage: 10_000, sex: 'female', tobacco: false, state: 'TX' } as const;
    // No plan we sell has a rate book in the repository: the table is empty, each plan is listed.
    await expect(result.locator('table.plan-comparison')).toHaveCount(0);
    const listed = result.locator('[data-without-book] li');
    await expect(listed).toHaveText(compare(texas).map((r) => `${r.plan.insurer}, ${r.plan.name}`));

    // Washington: Living Promise level is sold there only from $25,000, so it leaves the list.
    const livingPromise = listed.filter({ hasText: 'Living Promise Whole Life, Level Benefit Plan' });
    await expect(livingPromise).toHaveCount(1);
    await form.getByLabel('State (optional)').selectOption('WA');
    await expect(result).toContainText('in TX'); // nothing changes until Compare
    await form.getByRole('button', { name: 'Compare prices' }).click();
    await expect(result).toContainText('in WA');
    await expect(livingPromise).toHaveCount(0);
  });

  test('empty inputs show no result and a message beside each field; focus goes to the first', async ({ page }) => {
    const form = await open(page, '/quote-calculator');
    await form.getByRole('button', { name: 'Compare prices' }).click();
    await expect(form.getByRole('status')).toBeEmpty();
    const age = form.getByLabel('Your age');
    const coverage = form.getByLabel('Coverage amount');
    await expect(age).toHaveAttribute('aria-invalid', 'true');
    await expect(age).toHaveAccessibleDescription(/Enter your age, from 50 to 85\./);
    await expect(coverage).toHaveAccessibleDescription(/Enter a coverage amount from \$1,000 to \$40,000\./);
    await expect(form.getByText('Enter your age, from 50 to 85.')).toBeVisible();
    await expect(age).toBeFocused();
  });

  test('an out-of-range or unreadable value is named, and gives no result', async ({ page }) => {
    const form = await open(page, '/guide');
    await form.getByLabel('Your age').fill('40');
    await form.getByLabel('Coverage amount').fill('10000');
    await form.getByRole('button', { name: 'Calculate' }).click();
    await expect(form.getByText(/^Enter an age from 50 to 85\./)).toBeVisible();
    await expect(form.getByRole('status')).toBeEmpty();

    // Chromium keeps "6e" in a number input but reports an empty value: it is "not a number".
    await form.getByLabel('Your age').fill('');
    await form.getByLabel('Your age').focus();
    await page.keyboard.type('6e');
    await page.keyboard.press('Enter');
    await expect(form.getByText('Enter your age in numbers, from 50 to 85.')).toBeVisible();
    await expect(form.getByRole('status')).toBeEmpty();
  });

  test('works with the keyboard alone', async ({ page }) => {
    const form = await open(page, '/quote-calculator');
    const age = form.getByLabel('Your age');
    for (let i = 0; i < 60 && !(await age.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(age).toBeFocused();
    await page.keyboard.type('60');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Coverage amount')).toBeFocused();
    await page.keyboard.type('10000');
    // One stop per radio group ("prefer not to say" is checked); arrows choose within a group.
    await page.keyboard.press('Tab');
    await expect(form.getByRole('group', { name: /Sex/ }).getByLabel('Prefer not to say')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('group', { name: /Sex/ }).getByLabel('Female')).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('State (optional)')).toBeFocused();
    await page.keyboard.press('Tab');
    const calculate = form.getByRole('button', { name: 'Compare prices' });
    await expect(calculate).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toContainText('a 60-year-old woman, $10,000 of coverage');
    await expect(form.getByRole('status').locator('[data-figure]').first()).toBeVisible();
    // The focus ring is visible on the focused control.
    const outline = await calculate.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
  });

  test('the quote page offers the Quick Quote entry point; targets are at least 44px', async ({ page }) => {
    const form = await open(page, '/quote-calculator');
    await expect(page.getByRole('main').getByRole('link', { name: 'Get my free quote' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    for (const target of [
      form.getByLabel('Your age'),
      form.getByLabel('Coverage amount'),
      form.getByLabel('State (optional)'),
      form.getByRole('button', { name: 'Compare prices' }),
      form.getByRole('group', { name: /Sex/ }).locator('label', { hasText: /^Male$/ }),
      form.getByRole('group', { name: /tobacco/ }).locator('label', { hasText: 'Prefer not to say' }),
    ]) {
      const box = await target.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe('funeral cost calculator', () => {
  test('the defaults show $10,800 and the toast; a $5,000 casket shows $13,300', async ({ page }) => {
    const form = await open(page, '/funeral-cost-calculator');
    const total = form.getByRole('status');
    await expect(total).toBeEmpty();
    await form.getByRole('button', { name: 'Calculate' }).click();
    await expect(total).toHaveText('Estimated funeral cost: $10,800');
    const toast = page.getByRole('status').filter({ hasText: TOAST });
    await expect(toast).toBeVisible();
    await expect(form.getByRole('table', { name: 'Breakdown of your estimate' })).toContainText('$10,800');

    await form.getByLabel('Casket').fill('5000');
    await form.getByRole('button', { name: 'Calculate' }).click();
    await expect(total).toHaveText('Estimated funeral cost: $13,300');
  });

  test('the eight lines are labelled, in order, with the defaults', async ({ page }) => {
    const form = await open(page, '/funeral-cost-calculator');
    const inputs = form.locator('input');
    await expect(inputs).toHaveCount(8);
    const labels = [
      'Basic services',
      'Facilities',
      'Transportation',
      'Casket',
      'Urn',
      'Cemetery',
      'Headstone',
      'Flowers',
    ];
    const values = ['3000', '1000', '500', '2500', '0', '2000', '1500', '300'];
    for (const [i, label] of labels.entries()) {
      await expect(form.getByLabel(label)).toHaveValue(values[i] as string);
      await expect(inputs.nth(i)).toHaveAttribute('name', /.+/);
    }
  });

  test('a negative line gets a message beside it and no total or toast', async ({ page }) => {
    const form = await open(page, '/funeral-costs');
    await form.getByLabel('Flowers').fill('-300');
    await form.getByRole('button', { name: 'Calculate' }).click();
    await expect(form.getByText('Enter 0 or more. Amounts cannot be negative.')).toBeVisible();
    await expect(form.getByLabel('Flowers')).toBeFocused();
    await expect(form.getByRole('status')).toBeEmpty();
    await expect(page.getByText(TOAST)).toHaveCount(0);
  });

  test('by keyboard: Space on Calculate, then the toast closes with its button', async ({ page }) => {
    const form = await open(page, '/funeral-costs');
    await form.getByLabel('Flowers').focus();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Calculate' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(form.getByRole('status')).toHaveText('Estimated funeral cost: $10,800');
    const close = page.getByRole('button', { name: 'Dismiss notification' });
    await expect(close).toBeVisible();
    // Measured once the toast has slid in: mid-way its box can be a fraction of a pixel off.
    await animationsSettled(page);
    const box = await close.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(TOAST)).toHaveCount(0);
  });
});
