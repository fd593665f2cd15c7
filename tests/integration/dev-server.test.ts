import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { type Stats, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityPath, getPath } from '#core/paths';
import { chromiumArgs, chromiumPath } from '../../scripts/ensure';
import { cleanEnv, repoRoot, until } from '../../scripts/server-process';

/**
 * `npm run dev` as a developer runs it (decision 0090): the real `vite-react-ssg dev`, on the first
 * free port from Vite's own 5173 up (read from the address it prints), and Chromium on three pages.
 * Each page answers 200, Vite's client connects (hot reload), the islands loader runs, and neither
 * the page nor the dev server logs an error or a warning. Before the fix, the build's page
 * finishing ran on every request and every page answered 500.
 */

const bin = join(repoRoot, 'node_modules', '.bin', 'vite-react-ssg');
/** The home page's module, which only the server render uses: its time is set forward, then back. */
const homePage = join(repoRoot, 'src', 'pages', 'Home.tsx');
/** Bounds on a hang, not measures: Vite compiles each module on its first request. */
const startBound = 180_000;
const pageBound = 120_000;

let dev: ChildProcess | undefined;
let output = '';
let browser: Browser | undefined;
let origin = '';
/** The home page module's times before the hot reload test touched it. */
let homeTimes: Stats | undefined;

beforeAll(async () => {
  dev = spawn(bin, ['dev'], {
    cwd: repoRoot,
    // Its own process group, so that afterAll ends the server with anything it started.
    detached: true,
    // Vite's advice on its future config loader (printed by every build too) is left out, so that
    // any other warning the server prints fails the test.
    env: cleanEnv({ NO_COLOR: '1', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const child = dev;
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  origin = await until(
    'the dev server to print the address it listens on',
    () => {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`vite-react-ssg dev ended before listening:\n${output}`);
      }
      return /Local:\s+(http:\/\/[^\s/]+)/.exec(output)?.[1];
    },
    startBound,
  );
  browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
}, startBound);

afterAll(async () => {
  await browser?.close();
  const child = dev;
  if (child?.pid !== undefined && child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    process.kill(-child.pid, 'SIGKILL');
    await exited;
  }
  // Back to its own time once nothing watches it, so that `npm start` sees no change to build.
  if (homeTimes) utimesSync(homePage, homeTimes.atimeMs / 1000, homeTimes.mtimeMs / 1000);
});

/**
 * Opens `path` in a fresh page: fails at once, with the body, unless it answers 200; resolves once
 * the page has loaded, Vite's client is connected (hot reload) and the islands loader has run.
 */
async function open(path: string, problems: string[]): Promise<Page> {
  const page = await (browser as Browser).newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const connected = page.waitForEvent('console', {
    predicate: (message) => message.text() === '[vite] connected.',
    timeout: pageBound,
  });
  // Awaited below; this only keeps a page that failed first from leaving it unhandled.
  connected.catch(() => undefined);
  const response = await page.goto(`${origin}${path}`, { timeout: pageBound });
  expect(response?.status(), `${path}: ${(await response?.text())?.slice(0, 600)}`).toBe(200);
  await connected;
  await page.locator('html[data-enhanced]').waitFor({ state: 'attached', timeout: pageBound });
  return page;
}

describe('npm run dev', () => {
  it.each(['/', cityPath('TX', 'Houston')])(
    'renders %s with hot reload and no console error',
    async (path) => {
      const problems: string[] = [];
      const page = await open(path, problems);
      await expect(page.locator('h1').first().textContent()).resolves.toBeTruthy();
      await page.close();
      expect(problems).toEqual([]);
      expect(output).not.toMatch(/error|warn/i);
    },
    pageBound,
  );

  it(
    'renders the funeral cost calculator, whose island hydrates on a first focus',
    async () => {
      const problems: string[] = [];
      const page = await open(getPath('funeralCostCalculator'), problems);
      const island = page.locator('[data-island="funeral-cost-calculator"]');
      await island.locator('input, select').first().focus();
      await island.and(page.locator('[data-hydrated]')).waitFor({ state: 'attached', timeout: pageBound });
      await page.close();
      expect(problems).toEqual([]);
      expect(output).not.toMatch(/error|warn/i);
    },
    pageBound,
  );

  it(
    'reloads the open page when a module only the server render uses changes',
    async () => {
      const problems: string[] = [];
      const page = await open('/', problems);
      const reloaded = page.waitForEvent('load', { timeout: pageBound });
      homeTimes = statSync(homePage);
      utimesSync(homePage, homeTimes.atime, new Date());
      await reloaded;
      await page.locator('html[data-enhanced]').waitFor({ state: 'attached', timeout: pageBound });
      await page.close();
      expect(problems).toEqual([]);
      expect(output).toContain('page reload src/pages/Home.tsx');
      expect(output).not.toMatch(/error|warn/i);
    },
    pageBound,
  );
});
