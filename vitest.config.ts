import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'core/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'content/**/*.test.ts',
      'server/**/*.test.ts',
      'cli/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.ts',
    ],
    environment: 'node',
    // A bound on a hung test, not a measure: tests wait for states, and on a busy 2-core machine
    // (a build beside them) a component test that loads modules on demand can take several seconds.
    testTimeout: 30_000,
    setupFiles: ['tests/setup/fail-on-console.ts'],
  },
});
