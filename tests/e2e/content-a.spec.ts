import { expect, test } from '@playwright/test';
import { faqs } from '../../content/data/faq';
import { leaders } from '../../content/data/leaders';
import { initialsOf } from '../../src/components/content/Avatar';
import { quietPages, waitForHydration, watchConsole } from './helpers';

const question = (page: import('@playwright/test').Page, i: number) =>
  page.getByRole('button', { name: faqs[i]?.question ?? '' });

test.describe('FAQ', () => {
  quietPages(test);

  test('FAQ accordion: one answer open at a time, collapsible, by mouse and keyboard', async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    const first = question(page, 0);
    const second = question(page, 1);
    const third = question(page, 2);
    const answer = (i: number) => page.getByText(faqs[i]?.answer ?? '', { exact: true });

    // The first answer is open in the prerendered page; the others are closed.
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(answer(0)).toBeVisible();
    await expect(answer(1)).toBeHidden();

    // Opening another closes the first.
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(answer(1)).toBeVisible();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(answer(0)).toBeHidden();
    await expect(page.locator('.accordion-trigger[aria-expanded="true"]')).toHaveCount(1);

    // Pressing the open one again collapses it: nothing is open.
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(answer(1)).toBeHidden();
    await expect(page.locator('.accordion-trigger[aria-expanded="true"]')).toHaveCount(0);

    // Keyboard: Enter opens, Space closes, arrows move between questions.
    await third.focus();
    await page.keyboard.press('Enter');
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await expect(answer(2)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(third).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(question(page, 3)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(question(page, 3)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();
    await page.keyboard.press('End');
    await expect(question(page, faqs.length - 1)).toBeFocused();

    // Tab reaches the questions in order, with a visible focus ring.
    await first.focus();
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    const outline = await second.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
  });

  test('FAQ: a link to one question opens its answer', async ({ page }) => {
    const target = faqs[5];
    await page.goto(`/faq#${target?.id}`);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: target?.question ?? '' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.accordion-trigger[aria-expanded="true"]')).toHaveCount(1);
  });
});

/** Not quietPages: the 404 below makes the browser log a console error, which this test expects. */
test.describe('About', () => {
  test('About: a portrait that fails to load leaves the initials; one that loads replaces them', async ({ page }) => {
    const [broken, working] = leaders;
    if (!broken || !working) throw new Error('two leaders expected');
    let brokenRequests = 0;
    await page.route(`**${broken.image}`, (route) => {
      brokenRequests++;
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    });
    const problems = watchConsole(page);
    await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'));
    await page.goto('/about');
    await waitForHydration(page);

    const card = (name: string) => page.locator('.leaders > li').filter({ has: page.getByRole('heading', { name }) });
    const brokenAvatar = card(broken.name).locator('.avatar');
    const workingAvatar = card(working.name).locator('.avatar');

    await expect(brokenAvatar).toHaveAttribute('data-state', 'error');
    expect(brokenRequests).toBeGreaterThan(0);
    await expect(brokenAvatar.locator('.avatar-initials')).toHaveText(initialsOf(broken.name));
    await expect(brokenAvatar.locator('.avatar-initials')).toBeVisible();
    await expect(brokenAvatar.locator('img')).toHaveCount(0);

    await expect(workingAvatar).toHaveAttribute('data-state', 'loaded');
    await expect(workingAvatar.locator('.avatar-initials')).toHaveCount(0);
    const img = workingAvatar.locator('img');
    await expect(img).toBeVisible();
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);

    // The avatar box keeps its size whatever the state: nothing moves.
    const [a, b] = await Promise.all([brokenAvatar.boundingBox(), workingAvatar.boundingBox()]);
    expect(a?.width).toBe(b?.width);
    expect(a?.height).toBe(b?.height);

    // The only console message is the browser's note about the 404 we caused.
    expect(problems.filter((p) => !/Failed to load resource: .*404/.test(p))).toEqual([]);
  });
});
