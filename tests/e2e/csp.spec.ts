import { expect, type Page, test } from '@playwright/test';
import { readCspManifest } from '../../server/csp';
import { pageTemplates, waitForHydration } from './helpers';

/**
 * Every page template under the server's real Content-Security-Policy (script-src 'self' and the
 * hashes of the two inline scripts, no 'unsafe-inline'; style-src 'self' and the hashes of the inlined stylesheets, no 'unsafe-inline'): loading it, hydrating it and opening the Quick Quote dialog (an on-demand
 * chunk) raise no CSP violation, neither as a securitypolicyviolation event nor as a console error.
 */

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Records CSP violations reported to the page, from before its first script runs. */
async function watchCsp(page: Page): Promise<{ console: string[]; violations: () => Promise<Violation[]> }> {
  await page.addInitScript(() => {
    const seen: Array<{ directive: string; blocked: string; sample: string }> = [];
    (window as unknown as { __csp: typeof seen }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
    window.localStorage.setItem('cookiesAccepted', 'true');
  });
  const console: string[] = [];
  page.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy|Refused to (execute|load|apply|connect|frame)/i.test(msg.text())) {
      console.push(msg.text());
    }
  });
  return {
    console,
    violations: () => page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp),
  };
}

for (const [name, path] of pageTemplates) {
  test(`${name} (${path}) loads and opens the Quick Quote dialog with no CSP violation`, async ({ page }) => {
    const csp = await watchCsp(page);
    const response = await page.goto(path);
    const policy = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // Inline scripts by their build-time hashes only: the loader's start and the speculation rules.
    expect(scriptSrc.split(/\s+/).sort()).toEqual([
      "'inline-speculation-rules'",
      "'self'",
      ...(readCspManifest('dist')?.scriptHashes ?? []),
    ]);
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(2);
    // Inline styles are allowed by their build-time hashes only (dist/.csp-hashes.json).
    const styleSrc = /(?:^|;)\s*style-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(styleSrc).not.toContain("'unsafe-inline'");
    expect(styleSrc).toMatch(/'sha256-[A-Za-z0-9+/]{43}='/);
    expect(policy).toContain("frame-ancestors 'none'");

    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Quick Quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick Quote' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Me', exact: true }).click();
    await dialog.getByRole('button', { name: 'Female' }).click();
    await expect(dialog.getByLabel('What is your age?')).toBeVisible();

    expect(await csp.violations()).toEqual([]);
    expect(csp.console).toEqual([]);
  });
}

test('the watcher sees a violation: an injected inline script is blocked and reported', async ({ page }) => {
  const csp = await watchCsp(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__ran = true';
    document.body.append(script);
  });
  await expect.poll(() => csp.violations()).toEqual([expect.objectContaining({ directive: 'script-src-elem' })]);
  expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
  await expect.poll(() => csp.console.length).toBeGreaterThan(0);
});

test('an injected <style> whose hash the policy does not list is blocked and reported', async ({ page }) => {
  const csp = await watchCsp(page);
  await page.goto('/');
  await waitForHydration(page);
  const before = await page.evaluate(() => getComputedStyle(document.body).outlineStyle);
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 7px dashed red; }';
    document.head.append(style);
  });
  await expect.poll(() => csp.violations()).toEqual([expect.objectContaining({ directive: 'style-src-elem' })]);
  expect(await page.evaluate(() => getComputedStyle(document.body).outlineStyle)).toBe(before);
});
