import { defineConfig } from 'vitest/config';

/**
 * `npm run test:unit` runs both projects: `unit` (modules on their own, in memory, a database at
 * most) and `integration` (tests/integration/: real processes, the server and the CLI, and whole
 * checks such as the prose run over a built site). `vitest run --project integration` (or
 * `npm run test:integration`) runs the second alone.
 */
export default defineConfig({
  test: {
    environment: 'node',
    // A bound on a hung test, not a measure: tests wait for states, and on a busy 2-core machine
    // (a build beside them) a component test that loads modules on demand can take several seconds.
    testTimeout: 30_000,
    setupFiles: ['tests/setup/fail-on-console.ts'],
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core machines here,
    // which left a core idle while a test waited on a child process or a database.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'core/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'content/**/*.test.ts',
            'server/**/*.test.ts',
            'cli/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'build/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'] },
      },
    ],
  },
});
