import { defineConfig } from 'vitest/config';

/** `npm run test:browser`: the playground in a real Chromium (found on PATH or CHROME_PATH). */
export default defineConfig({
  test: {
    include: ['test/browser/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // One Chromium and one playground per file; files one after another on a small machine.
    fileParallelism: false,
  },
});
