import { expect, type Page, test } from '@playwright/test';
import { getPath, statePath } from '#core/paths';
import { insurerClaimGaps, insurerClaims } from '../../content/data/insurer-claims';
import { vitalRecordOf } from '../../content/data/vital-records';
import { feeText } from '../../src/components/after-death/StateDeathFacts';
import { STATE_SECTION_ID } from '../../src/components/after-death/state-section';
import { expectNoAxeViolations } from './a11y-helpers';
import { quietPages, waitForLoader } from './helpers';

/**
 * /when-someone-dies in a browser: the state chooser without JavaScript (links to the state
 * pages' sections) and with it (the chosen state's section fetched into the guide), the print
 * stylesheet (no header, nav, footer, banner or buttons; the chosen state's office and fee; link
 * addresses printed), and axe with a state chosen.
 */
quietPages(test);

const path = getPath('whenSomeoneDies');
const texas = vitalRecordOf('TX');
if (!texas) throw new Error('the spec needs the Texas record of content/data/vital-records.ts');
const chosen = (page: Page) => page.locator(`[data-chosen-state] #${STATE_SECTION_ID}`);
const stateLinks = (page: Page) => page.getByRole('navigation', { name: 'States' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a state link opens the state page at its section with the fee; the select form is hidden', async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('form[data-state-chooser]')).toBeHidden();
    await stateLinks(page).getByRole('link', { name: 'Texas', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${statePath('TX')}#${STATE_SECTION_ID}$`));
    const section = page.locator(`#${STATE_SECTION_ID}`);
    await expect(section.locator('[data-vital-office]')).toHaveText(texas.office);
    await expect(section.locator('[data-vital-fee]')).toContainText(
      `A certified death certificate costs ${feeText(texas)}`,
    );
  });
});

test.describe('with JavaScript', () => {
  test('the select brings the chosen state’s section into the guide and, when one is chosen, shows only that insurer', async ({
    page,
  }) => {
    await page.goto(path);
    await waitForLoader(page);
    const form = page.locator('form[data-state-chooser]');
    await expect(form).toBeVisible();
    await form.getByLabel('State').selectOption({ label: 'Texas' });
    await form.getByLabel('Insurer (if you know it)').selectOption('trustage');
    await form.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/#state-tx$/);
    await expect(chosen(page)).toBeFocused();
    await expect(chosen(page).locator('[data-vital-office]')).toHaveText(texas.office);
    await expect(chosen(page).locator('[data-vital-fee]')).toContainText(feeText(texas));
    await expect(chosen(page).locator('[data-guide-link]')).toHaveCount(0);
    await expect(page.locator('.insurer-claim[data-insurer="trustage"]')).toBeVisible();
    await expect(page.locator('.insurer-claim:visible')).toHaveCount(1);
    await form.getByLabel('Insurer (if you know it)').selectOption('');
    await form.getByRole('button', { name: 'Show' }).click();
    await expect(page.locator('.insurer-claim:visible')).toHaveCount(insurerClaims.length + insurerClaimGaps.length);
  });

  test('an address that names a state shows its section when the page opens', async ({ page }) => {
    await page.goto(`${path}#state-tx`);
    await waitForLoader(page);
    await expect(chosen(page).locator('[data-vital-office]')).toHaveText(texas.office);
    await expect(page.locator('form[data-state-chooser]').getByLabel('State')).toHaveValue('tx');
  });

  test('printed, it drops the site’s chrome and keeps the chosen state’s office and fee', async ({ page }) => {
    await page.goto(`${path}#state-tx`);
    await waitForLoader(page);
    await expect(chosen(page).locator('[data-vital-office]')).toHaveText(texas.office);
    await page.emulateMedia({ media: 'print' });
    for (const chrome of [
      '.site-header',
      '.site-footer',
      '.cookie-banner',
      '.breadcrumbs',
      'form[data-state-chooser]',
      'nav[aria-label="States"]',
    ]) {
      await expect(page.locator(chrome).first(), chrome).toBeHidden();
    }
    await expect(page.locator('main button:visible, main .btn:visible')).toHaveCount(0);
    await expect(chosen(page).locator('[data-vital-office]')).toBeVisible();
    await expect(chosen(page).locator('[data-vital-fee]')).toContainText(feeText(texas));
    await expect(page.locator('.print-note')).toBeHidden();
    const after = await chosen(page)
      .locator(`[data-vital-fee] a[href="${texas.feeSource.url}"]`)
      .evaluate((a) => getComputedStyle(a, '::after').content);
    expect(after).toContain(texas.feeSource.url);
  });

  test('printed with no state chosen, it says to choose one', async ({ page }) => {
    await page.goto(path);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.print-note')).toBeVisible();
  });

  test('a state page prints its section without the site’s chrome', async ({ page }) => {
    await page.goto(statePath('TX'));
    await page.emulateMedia({ media: 'print' });
    for (const chrome of ['.site-header', '.site-footer', '.breadcrumbs']) {
      await expect(page.locator(chrome).first(), chrome).toBeHidden();
    }
    await expect(page.locator(`#${STATE_SECTION_ID} [data-vital-fee]`)).toBeVisible();
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
    test.setTimeout(90_000); // axe over the whole guide on a machine shared by several agents
    await page.goto(`${path}#state-tx`);
    await waitForLoader(page);
    await expect(chosen(page).locator('[data-vital-office]')).toHaveText(texas.office);
    await expectNoAxeViolations(page, `${path}#state-tx`);
  });

  test('axe finds no violation on a state page', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(statePath('TX'));
    await expectNoAxeViolations(page, statePath('TX'));
  });
});
