import { expect, type Page, test } from '@playwright/test';
import { privacySharing } from '#core/privacy';
import { exampleLabelDetail } from '../../src/components/content/TestimonialCard';
import { quietPages, waitForHydration } from './helpers';

/**
 * Issue 13 in the browser: a sample story's "Example" label is seen and heard, and the quote
 * dialog says exactly what the privacy policy says about sharing.
 */
quietPages(test);

async function expectLabeledStories(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  const stories = page.locator('figure.story');
  const count = await stories.count();
  expect(count).toBeGreaterThanOrEqual(3);
  for (let i = 0; i < count; i++) {
    const story = stories.nth(i);
    const label = story.locator('.example-label');
    // Seen: on screen, not clipped away, and the first thing in the story.
    await expect(label).toBeVisible();
    await expect(label).toContainText('Example');
    const box = await label.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(20);
    expect(box?.height ?? 0).toBeGreaterThan(10);
    // Heard: the accessibility tree reads "Example" with its explanation, before the quote.
    const tree = await story.ariaSnapshot();
    const heard = tree.indexOf(`Example${exampleLabelDetail}`);
    expect(heard, tree).toBeGreaterThanOrEqual(0);
    expect(heard).toBeLessThan(tree.indexOf('blockquote'));
  }
  await expect(page.getByText('in their own words')).toHaveCount(0);
}

test('sample stories carry a visible "Example" label that screen readers announce (home, stories)', async ({
  page,
}) => {
  for (const path of ['/', '/testimonials']) await expectLabeledStories(page, path);
});

test('the quote dialog’s privacy sentence is the privacy policy’s', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Quick Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick Quote' });
  await expect(dialog).toBeVisible();
  // The note stands above the submit button, on the contact step.
  await dialog.getByRole('button', { name: 'Me', exact: true }).click();
  await dialog.getByRole('button', { name: 'Female' }).click();
  await dialog.getByLabel('What is your age?').fill('70');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'No' }).click();
  const inDialog = (await dialog.locator('[data-privacy-sharing]').innerText()).trim();
  expect(inDialog).toBe(privacySharing);
  await expect(dialog).not.toContainText('never be shared');

  await dialog.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('main').getByText(inDialog, { exact: true })).toBeVisible();
});
