import { expect, test } from '@playwright/test';
import { faqs } from '../../content/data/faq';
import { leaders } from '../../content/data/leaders';
import { initialsOf } from '../../src/components/content/Avatar';
import { quietPages, waitForHydration, watchConsole } from './helpers';

/** The FAQ's questions: the <summary> of each <details name="faq">. */
const question = (page: import('@playwright/test').Page, i: number) =>
  page.locator('.accordion > details > summary').filter({ hasText: faqs[i]?.question ?? '' });
const isOpen = (page: import('@playwright/test').Page, i: number) =>
  question(page, i).evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);

test.describe('FAQ', () => {
  quietPages(test);

  test('FAQ accordion: one answer open at a time, collapsible, by mouse and keyboard', async ({ page }) => {
    await page.goto('/faq');
    await waitForHydration(page);
    const first = question(page, 0);
    const second = question(page, 1);
    const third = question(page, 2);
    const answer = (i: number) => page.getByText(faqs[i]?.answer ?? '', { exact: true });
    const openCount = () => page.locator('.accordion > details[open]').count();

    // The first answer is open in the prerendered page; the others are closed.
    expect(await isOpen(page, 0)).toBe(true);
    await expect(answer(0)).toBeVisible();
    await expect(answer(1)).toBeHidden();

    // Opening another closes the first (the browser does it: one name for the group).
    await second.click();
    await expect.poll(() => isOpen(page, 1)).toBe(true);
    await expect(answer(1)).toBeVisible();
    expect(await isOpen(page, 0)).toBe(false);
    await expect(answer(0)).toBeHidden();
    expect(await openCount()).toBe(1);

    // Pressing the open one again collapses it: nothing is open.
    await second.click();
    await expect.poll(() => isOpen(page, 1)).toBe(false);
    await expect(answer(1)).toBeHidden();
    expect(await openCount()).toBe(0);

    // Keyboard: Enter opens, Space closes, arrows move between questions.
    await third.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(page, 2)).toBe(true);
    await expect(answer(2)).toBeVisible();
    await page.keyboard.press('Space');
    await expect.poll(() => isOpen(page, 2)).toBe(false);
    await page.keyboard.press('ArrowDown');
    await expect(question(page, 3)).toBeFocused();
    await page.keyboard.press('Space');
    await expect.poll(() => isOpen(page, 3)).toBe(true);
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
    await expect.poll(() => isOpen(page, 5)).toBe(true);
    expect(await page.locator('.accordion > details[open]').count()).toBe(1);
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
