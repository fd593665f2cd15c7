import { chmodSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/ensure';

/**
 * End-to-end tests run in Debian's Chromium (Playwright cannot download its own browser here)
 * against the built site served by our own server, never `vite preview`.
 */
const port = Number(process.env.E2E_PORT ?? 4321);

/**
 * The e2e server's data folder (PGlite, and leads.log from the `log` channel): data/e2e (git-ignored),
 * emptied when a run starts. The runner sets E2E_DATA_DIR and its workers inherit it, so only the
 * runner empties it, and never while a server still holds its PGlite lock. With TEST_DATABASE_URL
 * set, leads go to that PostgreSQL database instead of PGlite.
 */
function freshE2eDataDir(): string {
  const dir = resolve('data', 'e2e');
  let lockedByLiveServer = false;
  try {
    process.kill(Number(readFileSync(join(dir, 'pglite.lock'), 'utf8')), 0);
    lockedByLiveServer = true;
  } catch {
    // No lock, or its process is gone.
  }
  if (!lockedByLiveServer) rmSync(dir, { recursive: true, force: true });
  // The server refuses a DATA_DIR open to group or others (it holds leads): owner-only, as it would make it.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  return dir;
}
process.env.E2E_DATA_DIR ??= freshE2eDataDir();
export const e2eDataDir = process.env.E2E_DATA_DIR;
export const e2eDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

const launchOptions = { executablePath: chromiumPath, args: [...chromiumArgs] };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, testIgnore: /mobile\.spec\.ts/ },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'tsx server/index.ts',
    // Ready: listening, and its database answers (GET /readyz; /healthz is only "the process is up").
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    // A fresh PGlite data folder runs initdb first: seconds normally, much longer on a busy machine.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: e2eDataDir,
      ...(e2eDatabaseUrl ? { DATABASE_URL: e2eDatabaseUrl } : {}),
      LEAD_CHANNELS: 'log',
      // Browser tests fill the form faster than a person: no minimum fill time, no practical rate limits
      // (the form token is still issued and checked: the dialog fetches it as it does for a visitor).
      QUOTE_MIN_FILL_MS: '0',
      QUOTE_RATE_LIMIT: '10000/1m',
      QUOTE_CONTACT_RATE_LIMIT: '10000/1m',
      QUOTE_PAGE_RATE_LIMIT: '10000/1m',
      OUTBOX_POLL_MS: '200',
      OUTBOX_BACKOFF_MS: '200',
    },
  },
});
