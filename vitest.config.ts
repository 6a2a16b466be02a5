import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The browser tests drive Chromium: `npm run test:browser` (vitest.browser.config.ts).
    exclude: [...configDefaults.exclude, 'test/browser/**'],
    // Starts a private redis-server for the run unless TEST_REDIS_URL is set.
    globalSetup: ['test/support/redis-server.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    fileParallelism: true,
  },
});
