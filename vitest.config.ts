import { configDefaults, defineConfig } from 'vitest/config';

/** Tests under test/unit that need a Redis or start the bot's own process: they run with the integration tests. */
const UNIT_NEEDING_REDIS_OR_A_PROCESS = ['test/unit/config.test.ts', 'test/unit/sharding.test.ts', 'test/unit/shared-limits.test.ts'];

/**
 * Two projects. `unit` (engines, views, i18n, codecs, the runner on the memory store): no Redis, no
 * bot process; `npm run test:unit` runs it alone. `integration` (the stores, the end-to-end tests
 * through the stand-in, the bot's process): a Redis, TEST_REDIS_URL or a private redis-server this
 * run starts. `npm test` runs both. The browser tests drive Chromium: `npm run test:browser`
 * (vitest.browser.config.ts).
 */
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    // Seeded randomness for every test, the seed printed when one fails (test/support/test-rng.ts).
    setupFiles: ['test/support/test-seed-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...UNIT_NEEDING_REDIS_OR_A_PROCESS],
          // Pure code with no module-level registry left (issue 31): the files of one worker share their
          // imports instead of loading the game catalog again for each file. `npm run test:unit` on this 2-core machine,
          // one run after another: forks and isolated 137 s, forks shared 103 s, threads shared 87 s. A test that
          // needs a module's first state imports a fresh copy (vi.resetModules, as render-infrastructure does).
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/store/**/*.test.ts', 'test/e2e/**/*.test.ts', ...UNIT_NEEDING_REDIS_OR_A_PROCESS],
          // Starts a private redis-server for the run unless TEST_REDIS_URL is set.
          globalSetup: ['test/support/redis-server.ts'],
        },
      },
    ],
  },
});
