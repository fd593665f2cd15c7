import { expect, type Page, test } from '@playwright/test';
import { getPath, statePath } from '#core/paths';
import { claimGapOf, claimOf } from '../../content/data/insurer-claims';
import { vitalRecordOf } from '../../content/data/vital-records';
import { claimCardId, claimCards } from '../../src/components/after-death/claim-cards';
import { feeText } from '../../src/components/after-death/StateDeathFacts';
import { STATE_SECTION_ID } from '../../src/components/after-death/state-section';
import { expectNoAxeViolations } from './a11y-helpers';
import { quietPages, waitForLoader } from './helpers';

/**
 * /when-someone-dies in a browser: the chooser without JavaScript (links to the state pages'
 * sections and to the insurers' claim cards) and with it (the chosen state's section and the
 * chosen insurer's card fetched into the guide), the print stylesheet (no header, nav, footer,
 * banner or buttons; the chosen state's office and fee and the insurer's claim steps; link
 * addresses printed), and axe with a state and an insurer chosen.
 */
quietPages(test);

const path = getPath('whenSomeoneDies');
const texas = vitalRecordOf('TX');
if (!texas) throw new Error('the spec needs the Texas record of content/data/vital-records.ts');
const chosen = (page: Page) => page.locator(`[data-chosen-state] #${STATE_SECTION_ID}`);
const stateLinks = (page: Page) => page.getByRole('navigation', { name: 'States' });
const insurerLinks = (page: Page) => page.getByRole('navigation', { name: 'Insurers' });
const card = (page: Page, id: string) => page.locator(`[data-chosen-insurer] #${claimCardId(id)}`);

/** TruStage's card lives on its review page; Royal Neighbors' (a gap) on the claims page. */
const onReview = claimCards.find((c) => c.carrierId === 'trustage');
const onClaimsPage = claimCards.find((c) => c.carrierId === 'royal-neighbors');
const trustage = claimOf('trustage');
if (!onReview || !onClaimsPage || !trustage || !claimGapOf('royal-neighbors')) {
  throw new Error('the spec needs TruStage’s claim steps and Royal Neighbors’ gap in content/data/insurer-claims.ts');
}

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

  test('an insurer link opens the page that holds its claim card, at the card', async ({ page }) => {
    for (const { name, href, carrierId } of [onReview, onClaimsPage]) {
      await page.goto(path);
      await insurerLinks(page).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator(`#${claimCardId(carrierId)} h2`)).toHaveText(`How a family files a claim with ${name}`);
    }
    await expect(page.locator(`#${claimCardId('royal-neighbors')} [data-claim-gap]`)).toContainText(
      'We could not find',
    );
  });
});

test.describe('with JavaScript', () => {
  test('the selects bring the chosen state’s section and insurer’s card into the guide, each from its own page', async ({
    page,
  }) => {
    await page.goto(path);
    await waitForLoader(page);
    const form = page.locator('form[data-state-chooser]');
    await expect(form).toBeVisible();
    await form.getByLabel('State').selectOption({ label: 'Texas' });
    await form.getByLabel('Insurer (if you know it)').selectOption({ label: onReview.name });
    await form.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/#state-tx&insurer-trustage$/);
    await expect(chosen(page)).toBeFocused();
    await expect(chosen(page).locator('[data-vital-office]')).toHaveText(texas.office);
    await expect(chosen(page).locator('[data-vital-fee]')).toContainText(feeText(texas));
    await expect(chosen(page).locator('[data-guide-link]')).toHaveCount(0);
    await expect(card(page, 'trustage').locator(`a[data-insurer-site][href="${trustage.claimPage}"]`)).toBeVisible();
    await expect(card(page, 'trustage').locator('[data-guide-link]')).toHaveCount(0);
    // Another insurer, whose card is on the claims page, takes the place of the first.
    await form.getByLabel('Insurer (if you know it)').selectOption({ label: onClaimsPage.name });
    await form.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/#state-tx&insurer-royal-neighbors$/);
    await expect(card(page, 'royal-neighbors').locator('[data-claim-gap]')).toContainText('We could not find');
    await expect(page.locator('[data-chosen-insurer] > section')).toHaveCount(1);
    // No insurer: its card goes, and so does its part of the address.
    await form.getByLabel('Insurer (if you know it)').selectOption('');
    await form.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/#state-tx$/);
    await expect(page.locator('[data-chosen-insurer] > section')).toHaveCount(0);
    await expect(chosen(page).locator('[data-vital-office]')).toHaveText(texas.office);
  });

  test('an address that names a state and an insurer shows both when the page opens', async ({ page }) => {
    await page.goto(`${path}#state-tx&insurer-royal-neighbors`);
    await waitForLoader(page);
    await expect(chosen(page).locator('[data-vital-office]')).toHaveText(texas.office);
    await expect(card(page, 'royal-neighbors').locator('h2')).toHaveText(
      `How a family files a claim with ${onClaimsPage.name}`,
    );
    const form = page.locator('form[data-state-chooser]');
    await expect(form.getByLabel('State')).toHaveValue('tx');
    await expect(form.getByLabel('Insurer (if you know it)')).toHaveValue('royal-neighbors');
  });

  test('printed, it drops the site’s chrome and keeps the chosen state’s office and fee and the insurer’s claim steps', async ({
    page,
  }) => {
    await page.goto(`${path}#state-tx&insurer-trustage`);
    await waitForLoader(page);
    await expect(chosen(page).locator('[data-vital-office]')).toHaveText(texas.office);
    await expect(card(page, 'trustage').locator('a[data-insurer-site]')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    for (const chrome of [
      '.site-header',
      '.site-footer',
      '.cookie-banner',
      '.breadcrumbs',
      'form[data-state-chooser]',
      'nav[aria-label="States"]',
      'nav[aria-label="Insurers"]',
    ]) {
      await expect(page.locator(chrome).first(), chrome).toBeHidden();
    }
    await expect(page.locator('main button:visible, main .btn:visible')).toHaveCount(0);
    await expect(chosen(page).locator('[data-vital-office]')).toBeVisible();
    await expect(chosen(page).locator('[data-vital-fee]')).toContainText(feeText(texas));
    await expect(card(page, 'trustage').locator('.death-facts')).toBeVisible();
    await expect(page.locator('.print-note:visible')).toHaveCount(0);
    const after = await chosen(page)
      .locator(`[data-vital-fee] a[href="${texas.feeSource.url}"]`)
      .evaluate((a) => getComputedStyle(a, '::after').content);
    expect(after).toContain(texas.feeSource.url);
    const claimPage = await card(page, 'trustage')
      .locator('a[data-insurer-site]')
      .evaluate((a) => getComputedStyle(a, '::after').content);
    expect(claimPage).toContain(trustage.claimPage);
  });

  test('printed with nothing chosen, it says to choose a state and an insurer', async ({ page }) => {
    await page.goto(path);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.print-note').first()).toHaveText(/No state chosen/);
    await expect(page.locator('.print-note').last()).toHaveText(/No insurer chosen/);
    await expect(page.locator('.print-note:visible')).toHaveCount(2);
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

  test('axe finds no violation with a state and an insurer chosen', async ({ page }) => {
    test.setTimeout(90_000); // axe over the whole guide on a machine shared by several agents
    const address = `${path}#state-tx&insurer-trustage`;
    await page.goto(address);
    await waitForLoader(page);
    await expect(chosen(page).locator('[data-vital-office]')).toHaveText(texas.office);
    await expect(card(page, 'trustage').locator('a[data-insurer-site]')).toBeVisible();
    await expectNoAxeViolations(page, address);
  });

  test('axe finds no violation on a state page', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(statePath('TX'));
    await expectNoAxeViolations(page, statePath('TX'));
  });
});
