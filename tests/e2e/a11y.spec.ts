import { devices, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, focusWalkProblems, pageProblems, targetProblems, textProblems } from './a11y-helpers';
import { pageTemplates, statusOf, waitForHydration, watchConsole } from './helpers';

/**
 * Accessibility of every page template, the Quick Quote dialog at each step, the mobile menu,
 * the calculators with a result and the cookie banner: axe with the WCAG 2.2 AA tags reports
 * nothing, and our own checks (a11y-helpers.ts) find text contrast of 7:1, 18px text, 44px
 * targets, a visible focus indicator on every element Tab reaches, none of them hidden behind
 * the sticky header or the cookie banner. With reduced motion asked for, nothing animates in.
 */

// Walking the home page by keyboard (about 330 stops, both ways) takes some 10 s on an idle
// machine and several times that on a busy one: a ceiling well above the default 30 s.
test.describe.configure({ timeout: 120_000 });

let problems: string[] = [];
/** The error statuses of the templates a test visited (each served with its own status). */
let statuses = new Set<number>();
/** Accepts the cookie banner before each page loads (its own describe block below does not). */
function bannerAccepted(): void {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'));
  });
}
test.beforeEach(({ page }) => {
  problems = watchConsole(page);
  statuses = new Set();
});
test.afterEach(() => {
  // Chromium logs an error template's own status as a failed resource: that one is expected.
  expect(
    problems.filter((problem) => ![...statuses].some((status) => problem.includes(`status of ${status}`))),
  ).toEqual([]);
});

async function open(page: Page, path: string): Promise<void> {
  const status = statusOf(path);
  if (status !== 200) statuses.add(status);
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('page templates', () => {
  bannerAccepted();
  for (const [name, path] of pageTemplates) {
    test(`${name} (${path}): axe, contrast, text size, targets, focus`, async ({ page }) => {
      await open(page, path);
      await expectNoAxeViolations(page, path);
      expect(await pageProblems(page), path).toEqual([]);
      // What the page folds away (FAQ answers, <details>) is held to the same rules once opened,
      // one after another (the FAQ accordion keeps one answer open at a time).
      const toggles = page.locator('main').locator('button[aria-expanded], details > summary');
      const opened = new Set<string>();
      for (let i = 0, count = await toggles.count(); i < count; i++) {
        const toggle = toggles.nth(i);
        const isOpen = async () =>
          toggle.evaluate(
            (el) => el.getAttribute('aria-expanded') === 'true' || (el.parentElement as HTMLDetailsElement).open,
          );
        if (!(await isOpen())) await toggle.click();
        expect(await isOpen()).toBe(true);
        for (const problem of [...(await textProblems(page, 'main')), ...(await targetProblems(page, 'main'))]) {
          opened.add(problem);
        }
      }
      expect([...opened], `${path}, with each folded part opened`).toEqual([]);
    });
  }
});

test.describe('calculators with a result shown', () => {
  bannerAccepted();
  test('quote calculator', async ({ page }) => {
    await open(page, '/quote-calculator');
    const form = page.locator('form.calc');
    await form.getByLabel('Your age').fill('70');
    await form.getByLabel('Coverage amount').fill('15000');
    await form.getByLabel('State (optional)').selectOption('TX');
    await form.getByRole('button', { name: 'Compare prices' }).click();
    await expect(form.getByRole('status')).toContainText('Prices for');
    await expectNoAxeViolations(page, 'quote calculator with a result');
    expect([...(await textProblems(page)), ...(await targetProblems(page))]).toEqual([]);
  });

  test('funeral cost calculator, with its toast', async ({ page }) => {
    await open(page, '/funeral-cost-calculator');
    const form = page.locator('form.calc');
    await form.getByRole('button', { name: 'Calculate' }).click();
    await expect(form.getByRole('status')).toContainText('Estimated funeral cost');
    await expect(form.getByRole('table', { name: 'Breakdown of your estimate' })).toBeVisible();
    await expect(page.locator('.toast')).toBeVisible();
    await expectNoAxeViolations(page, 'funeral cost calculator with a result');
    expect([...(await textProblems(page)), ...(await targetProblems(page))]).toEqual([]);
  });
});

test.describe('Quick Quote dialog', () => {
  bannerAccepted();
  test('each of its six steps: axe, contrast, targets, focus inside the dialog', async ({ page }) => {
    await open(page, '/about');
    await page.getByRole('banner').getByRole('link', { name: 'Quick Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick Quote' });
    await expect(dialog).toBeVisible();

    const check = async (step: string, ready: Locator) => {
      await expect(ready).toBeVisible();
      await expectNoAxeViolations(page, `quote dialog, ${step}`);
      expect(await pageProblems(page, 'dialog[open]'), step).toEqual([]);
    };

    await check('step 1 (whom the quote is for)', dialog.getByText('Step 1 of 5'));
    await dialog.getByRole('button', { name: 'My parent' }).click();
    await check('step 2 (gender)', dialog.getByText('Step 2 of 5'));
    await dialog.getByRole('button', { name: 'Female' }).click();
    await check('step 3 (age)', dialog.getByLabel("What is your parent's age?"));
    await dialog.getByLabel("What is your parent's age?").fill('72');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await check('step 4 (tobacco)', dialog.getByText('Step 4 of 5'));
    await dialog.getByRole('button', { name: 'No' }).click();
    await check('step 5 (contact, for a parent)', dialog.getByLabel('Full name'));
    // Step 5 with every field's message showing, too.
    await dialog.getByRole('button', { name: 'Get Your Free Quote' }).click();
    await expect(dialog.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    await check('step 5 with field messages', dialog.getByLabel("Your parent's ZIP code"));

    await dialog.getByLabel('Full name').fill('Ruth Example');
    await dialog.getByLabel('Email address').fill('ruth.a11y@example.com');
    await dialog.getByLabel('Phone number').pressSequentially('5552100188');
    await dialog.getByLabel("Your parent's ZIP code").fill('43215');
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/quotes');
    await dialog.getByRole('button', { name: 'Get Your Free Quote' }).click();
    expect([200, 201]).toContain((await answer).status());
    await check('step 5 (thank you)', dialog.getByRole('heading', { name: 'Thank You!' }));
  });
});

/** Shows the cookie banner and keeps it: the pointer resting on it pauses its 10 s countdown. */
async function withBanner(page: Page, path: string): Promise<Locator> {
  await open(page, path);
  const banner = page.getByRole('region', { name: 'Cookie Policy' });
  await expect(banner).toBeVisible();
  await banner.getByRole('heading', { name: 'Cookie Policy' }).hover();
  return banner;
}

test.describe('cookie banner showing (first visit)', () => {
  test('axe, contrast, targets; no focused element is hidden behind it', async ({ page }) => {
    const banner = await withBanner(page, '/about');
    await expectNoAxeViolations(page, 'cookie banner');
    expect(await pageProblems(page)).toEqual([]);
    await expect(banner).toBeVisible();
  });
});

test.describe('on a phone (Pixel 7)', () => {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = devices['Pixel 7'];
  test.use({ viewport, deviceScaleFactor, isMobile, hasTouch, userAgent });

  test.describe(() => {
    bannerAccepted();

    test('the menu open, both accordions expanded: axe, contrast, targets, focus', async ({ page }) => {
      await open(page, '/about');
      await page.getByRole('button', { name: 'Menu' }).tap();
      const nav = page.locator('#site-nav');
      for (const name of ['Resources', 'Tools']) {
        const button = nav.getByRole('button', { name });
        await button.tap();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
      }
      await expectNoAxeViolations(page, 'mobile menu open');
      expect([...(await textProblems(page)), ...(await targetProblems(page))]).toEqual([]);
      // Keyboard focus in the open panel: Tab from the toggle through every link and button in it.
      await page.getByRole('button', { name: 'Menu' }).focus();
      expect(await focusWalkProblems(page, '#site-nav', { stopOutside: true })).toEqual([]);
    });

    test('every template laid out for a phone: contrast, text size, targets', async ({ page }) => {
      for (const [, path] of pageTemplates) {
        await open(page, path);
        expect([...(await textProblems(page)), ...(await targetProblems(page))], path).toEqual([]);
      }
    });
  });

  test('the cookie banner, taller on a phone, hides no focused element', async ({ page }) => {
    const banner = await withBanner(page, '/funeral-cost-calculator');
    expect([
      ...(await targetProblems(page)),
      ...(await focusWalkProblems(page)),
      ...(await focusWalkProblems(page, 'body', { reverse: true })),
    ]).toEqual([]);
    await expect(banner).toBeVisible();
  });
});

test.describe('reduced motion', () => {
  bannerAccepted();

  /** Elements that run a CSS animation or transition of real length right now. */
  const moving = (page: Page) =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => {
          const timing = a.effect?.getComputedTiming();
          return a.playState === 'running' && Number(timing?.duration ?? 0) > 1;
        })
        .map((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target;
          const name = a instanceof CSSAnimation ? a.animationName : 'transition';
          return `${name} on ${target instanceof Element ? target.className : '?'}`;
        }),
    );
  /** The CSS animation of each element matching `selector`: its name and its longest duration. */
  const animationsOf = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((els) =>
      els.map((el) => {
        const s = getComputedStyle(el);
        const seconds = Math.max(...s.animationDuration.split(',').map((d) => Number.parseFloat(d) || 0));
        return { name: s.animationName, seconds, what: el.className };
      }),
    );

  /** Shows a toast and opens the dialog; returns what animated as they entered. */
  async function enter(page: Page) {
    await open(page, '/funeral-cost-calculator');
    await page.locator('form.calc').getByRole('button', { name: 'Calculate' }).click();
    await expect(page.locator('.toast')).toBeVisible();
    const toastRunning = await moving(page);
    await page.getByRole('banner').getByRole('link', { name: 'Quick Quote' }).click();
    await expect(page.getByRole('dialog', { name: 'Quick Quote' })).toBeVisible();
    return {
      running: [...toastRunning, ...(await moving(page))],
      dialog: await animationsOf(page, 'dialog[open]'),
      toasts: await animationsOf(page, '.toast'),
    };
  }

  test('with no preference, the dialog and the toast animate in (what the next test turns off)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const seen = await enter(page);
    expect(seen.dialog.map((a) => a.name)).toEqual(['qq-enter']);
    expect(seen.toasts.length).toBeGreaterThan(0);
    for (const animation of [...seen.dialog, ...seen.toasts]) {
      expect(animation.name).not.toBe('none');
      expect(animation.seconds).toBeGreaterThan(0.1);
    }
  });

  test('prefers-reduced-motion: reduce turns every entrance animation off', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const seen = await enter(page);
    expect(seen.dialog).toHaveLength(1);
    expect(seen.toasts.length).toBeGreaterThan(0);
    expect(seen.running).toEqual([]);
    // Off: no animation, or one that lasts no time at all; on every element of the page.
    const animated = (await animationsOf(page, '*')).filter((a) => a.name !== 'none' && a.seconds > 0.001);
    expect(animated).toEqual([]);
  });
});
