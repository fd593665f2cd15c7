import { defineConfig } from 'vitest/config';

/**
 * The dist suite: checks over the built site in dist/ (run `npm run build` first).
 * Run with `vitest run -c vitest.dist.config.ts`.
 */
export default defineConfig({
  test: {
    include: ['tests/dist/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/fail-on-console.ts'],
    // One worker, modules shared between files: dist/ is read and parsed once (helpers.ts caches it).
    fileParallelism: false,
    isolate: false,
    // Each check walks all ~390 parsed pages: seconds on an idle machine, far more on a busy one.
    // The suite asserts content, never time, so a test may take as long as the machine needs.
    testTimeout: 300_000,
  },
});
