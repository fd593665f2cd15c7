import { expect, type Page, test } from '@playwright/test';
import { getPath } from '#core/paths';
import { insurerClaims } from '../../content/data/insurer-claims';
import { vitalRecordOf } from '../../content/data/vital-records';
import { feeText } from '../../src/components/after-death/StateDeathFacts';
import { expectNoAxeViolations } from './a11y-helpers';
import { quietPages, waitForLoader } from './helpers';

/**
 * /when-someone-dies in a browser: the state chooser with and without JavaScript, the print
 * stylesheet (no header, nav, footer, banner or buttons; the chosen state's office and fee; link
 * addresses printed), and axe with a state chosen.
 */
quietPages(test);

const path = getPath('whenSomeoneDies');
const hawaii = vitalRecordOf('HI');
if (!hawaii) throw new Error('the spec needs the Hawaii record of content/data/vital-records.ts');
const section = (page: Page, code: string) => page.locator(`#state-${code}`);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the state links open the state’s section; the select form is hidden', async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('form[data-state-chooser]')).toBeHidden();
    await expect(section(page, 'hi')).toBeHidden();
    await page.getByRole('navigation', { name: 'States' }).getByRole('link', { name: 'Hawaii', exact: true }).click();
    await expect(page).toHaveURL(/#state-hi$/);
    await expect(section(page, 'hi')).toBeVisible();
    await expect(section(page, 'hi').locator('[data-vital-fee]')).toContainText(feeText(hawaii));
    await expect(section(page, 'tx')).toBeHidden();
  });
});

test.describe('with JavaScript', () => {
  test('the select shows the chosen state and, when one is chosen, only that insurer', async ({ page }) => {
    await page.goto(path);
    await waitForLoader(page);
    const form = page.locator('form[data-state-chooser]');
    await expect(form).toBeVisible();
    await form.getByLabel('State').selectOption({ label: 'Hawaii' });
    await form.getByLabel('Insurer (if you know it)').selectOption('trustage');
    await form.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/#state-hi$/);
    await expect(section(page, 'hi')).toBeVisible();
    await expect(section(page, 'hi')).toBeFocused();
    await expect(page.locator('.insurer-claim[data-insurer="trustage"]')).toBeVisible();
    await expect(page.locator('.insurer-claim:visible')).toHaveCount(1);
    await form.getByLabel('Insurer (if you know it)').selectOption('');
    await form.getByRole('button', { name: 'Show' }).click();
    await expect(page.locator('.insurer-claim:visible')).toHaveCount(insurerClaims.length);
  });

  test('the select follows the address when a state link is used', async ({ page }) => {
    await page.goto(path);
    await waitForLoader(page);
    await page.getByRole('navigation', { name: 'States' }).getByRole('link', { name: 'Hawaii', exact: true }).click();
    await expect(page.locator('form[data-state-chooser]').getByLabel('State')).toHaveValue('hi');
  });

  test('printed, it drops the site’s chrome and keeps the chosen state’s office and fee', async ({ page }) => {
    await page.goto(`${path}#state-hi`);
    await waitForLoader(page);
    await page.emulateMedia({ media: 'print' });
    for (const chrome of [
      '.site-header',
      '.site-footer',
      '.cookie-banner',
      '.breadcrumbs',
      'form[data-state-chooser]',
    ]) {
      await expect(page.locator(chrome).first(), chrome).toBeHidden();
    }
    await expect(page.locator('main button:visible, main .btn:visible')).toHaveCount(0);
    await expect(section(page, 'hi').locator('[data-vital-office]')).toHaveText(hawaii.office);
    await expect(section(page, 'hi').locator('[data-vital-fee]')).toContainText(feeText(hawaii));
    await expect(page.locator('.print-note')).toBeHidden();
    const after = await section(page, 'hi')
      .locator('[data-vital-fee] a[data-source-checked]')
      .evaluate((a) => getComputedStyle(a, '::after').content);
    expect(after).toContain(hawaii.feeSource.url);
  });

  test('printed with no state chosen, it says to choose one', async ({ page }) => {
    await page.goto(path);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.print-note')).toBeVisible();
  });

  test('the funeral planning checklist prints without the site’s chrome too', async ({ page }) => {
    await page.goto(getPath('funeralPlanningChecklist'));
    await page.emulateMedia({ media: 'print' });
    for (const chrome of ['.site-header', '.site-footer', '.breadcrumbs']) {
      await expect(page.locator(chrome).first(), chrome).toBeHidden();
    }
    await expect(page.locator('.checklist-group').first()).toBeVisible();
  });

  test('axe finds no violation with a state chosen', async ({ page }) => {
    await page.goto(`${path}#state-hi`);
    await waitForLoader(page);
    await expectNoAxeViolations(page, `${path}#state-hi`);
  });
});
