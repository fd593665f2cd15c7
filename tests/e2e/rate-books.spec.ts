import { execFile } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { repoRoot, type SiteServer, startSiteServer } from '../../scripts/server-process';
import { fillComparison, quietPages, waitForHydration } from './helpers';

/**
 * The agency's rate books reach the pages (issue 41): two example books from tests/fixtures (never
 * the real site's data) are loaded with `plans import` into a folder of their own, the site is
 * built from them into another folder (RATE_BOOKS_DIR and BUILD_OUT_DIR, see vite.config.ts), and
 * that build is served on its own port. The figures below are worked by hand from the books:
 * - level (annual per $1,000, $36 fee, monthly factor 0.0875): a woman of 70, $10,000:
 *   (62.40 x 10 + 36) x 0.0875 = $57.75; a woman of 65: (52.40 x 10 + 36) x 0.0875 = $49.00;
 * - graded (monthly per $1,000, $2 fee; 30% of the face amount in year 1, 70% in year 2): a woman
 *   of 70, $10,000: 6.10 x 10 + 2 = $63.00; death in month 6: $3,000, in month 18: $7,000.
 */

const run = promisify(execFile);
const books = join(repoRoot, 'data', 'e2e-rate-books');
const outDir = join('data', 'e2e-rate-books-dist');

quietPages(test);
test.describe.configure({ mode: 'serial' });

let server: SiteServer | undefined;

test.beforeAll(async () => {
  // A build takes seconds alone and much longer beside the other suites.
  test.setTimeout(600_000);
  rmSync(books, { recursive: true, force: true });
  rmSync(join(repoRoot, outDir), { recursive: true, force: true });
  mkdirSync(books, { recursive: true });
  const env = { ...process.env, RATE_BOOKS_DIR: books };
  for (const book of ['level-annual.csv', 'graded-monthly.csv'])
    await run('npx', ['tsx', 'cli/index.ts', 'plans', 'import', join('tests', 'fixtures', 'rate-books', book)], {
      cwd: repoRoot,
      env,
    });
  await run('npx', ['vite-react-ssg', 'build'], {
    cwd: repoRoot,
    env: { ...env, NODE_ENV: 'production', BUILD_OUT_DIR: outDir },
    maxBuffer: 64 * 1024 * 1024,
  });
  server = await startSiteServer({ distDir: join(repoRoot, outDir), output: 'ignore', readyTimeoutMs: 180_000 });
});

test.afterAll(async () => {
  await server?.stop();
});

test('with two rate books, /quote-calculator for a woman of 70, Texas, $10,000, non-tobacco lists both plans by monthly price, with the payout in dollars for a death in years 1-2', async ({
  page,
}) => {
  await page.goto(`${server?.url}/quote-calculator`);
  await waitForHydration(page);
  const form = page.locator('form.calc');
  await fillComparison(form, { age: '70', coverage: '10000', sex: 'Female', tobacco: 'No', state: 'TX' });
  await form.getByRole('button', { name: 'Compare prices' }).click();
  const rows = form.getByRole('status').locator('table.plan-comparison tbody tr');
  await expect(rows.locator('th')).toHaveText([
    'United of Omaha Life Insurance Company, Living Promise Whole Life, Level Benefit Plan',
    'Royal Neighbors of America, Ensured Legacy, Graded Death Benefit',
  ]);
  await expect(rows.nth(0).locator('td').nth(1)).toHaveText('$57.75 a month (rates dated 2026-10-01)');
  await expect(rows.nth(1).locator('td').nth(1)).toHaveText('$63.00 a month (rates dated 2026-09-01)');
  await expect(rows.nth(0).locator('td').nth(2)).toHaveText('The full amount from the first day');
  await expect(rows.nth(1).locator('td').nth(2)).toContainText(
    'Death from illness: $3,000.00 in month 6, $7,000.00 in month 18, $10,000.00 after 2 years',
  );
  // The published figures still come first, and the other plans we sell are listed without a price.
  await expect(form.getByRole('status').locator('[data-figure]').first()).toBeVisible();
  await expect(form.getByRole('status').locator('[data-without-book] li').first()).toBeVisible();
});

test('the home page’s starting price is then the plan we sell, named and dated', async ({ page }) => {
  await page.goto(`${server?.url}/`);
  await expect(page.locator('[data-claim="from-price"]').first()).toContainText(
    '$49.00 a month for a woman aged 65 who does not use tobacco, in OH, $10,000 of coverage: United of Omaha Life Insurance Company, Living Promise Whole Life, Level Benefit Plan (rates dated 2026-10-01)',
  );
});
