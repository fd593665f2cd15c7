import { expect, type Page, test } from '@playwright/test';
import { animationsSettled } from './a11y-helpers';
import { quietPages, waitForHydration } from './helpers';

quietPages(test);

const TOAST = 'Funeral cost estimate calculated';

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  return page.locator('form.calc');
}

test.describe('premium calculator', () => {
  test('is in the prerendered HTML of /quote-calculator and /guide', async ({ request }) => {
    for (const path of ['/quote-calculator', '/guide']) {
      const html = await (await request.get(path)).text();
      expect(html).toContain('placeholder="Enter your age (50-85)"');
      expect(html).toMatch(/<input[^>]*name="coverage"[^>]*>/);
      expect(html).toContain('>Calculate</button>');
    }
  });

  test('65, $10,000, male, non-tobacco: a level estimate between $45 and $70; pressing again recomputes', async ({
    page,
  }) => {
    const form = await open(page, '/quote-calculator');
    const result = form.getByRole('status');
    await form.getByLabel('Your age').fill('65');
    await form.getByLabel('Coverage amount').fill('10000');
    await form.getByRole('group', { name: /Sex/ }).getByLabel('Male', { exact: true }).check();
    await form
      .getByRole('group', { name: /tobacco/ })
      .getByLabel('No', { exact: true })
      .check();
    await expect(result).toBeEmpty();
    await form.getByRole('button', { name: 'Calculate' }).click();
    await expect(result).toContainText('a 65-year-old man who does not use tobacco, $10,000 of coverage');
    const level = await result.getByRole('listitem').filter({ hasText: 'Level benefit' }).textContent();
    const dollars = [...(level ?? '').matchAll(/\$(\d+)/g)].map((m) => Number(m[1]));
    expect(dollars.length).toBeGreaterThan(0);
    for (const d of dollars) {
      expect(d).toBeGreaterThanOrEqual(45);
      expect(d).toBeLessThanOrEqual(70);
    }
    await expect(result).toContainText('Graded benefit:');
    await expect(result).toContainText('Guaranteed issue:');
    await expect(result).toContainText('This is an estimate, not an offer');
    await expect(result).not.toContainText('$5.20');

    await form.getByLabel('Your age').fill('80');
    await expect(result).toContainText('65-year-old'); // nothing changes until Calculate
    await form.getByRole('button', { name: 'Calculate' }).click();
    await expect(result).toContainText('an 80-year-old man');
    await expect(result).toContainText('Level benefit: $135 a month');
  });

  test('empty inputs show no result and a message beside each field; focus goes to the first', async ({ page }) => {
    const form = await open(page, '/quote-calculator');
    await form.getByRole('button', { name: 'Calculate' }).click();
    await expect(form.getByRole('status')).toBeEmpty();
    const age = form.getByLabel('Your age');
    const coverage = form.getByLabel('Coverage amount');
    await expect(age).toHaveAttribute('aria-invalid', 'true');
    await expect(age).toHaveAccessibleDescription(/Enter your age, from 50 to 85\./);
    await expect(coverage).toHaveAccessibleDescription(/Enter a coverage amount from \$2,000 to \$50,000\./);
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
    const calculate = form.getByRole('button', { name: 'Calculate' });
    await expect(calculate).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toContainText('a 60-year-old woman, $10,000 of coverage');
    await expect(form.getByRole('status')).toContainText('Level benefit: $33 to $45 a month');
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
      form.getByRole('button', { name: 'Calculate' }),
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
