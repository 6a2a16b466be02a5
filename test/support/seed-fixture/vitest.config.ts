import { defineConfig } from 'vitest/config';

/** The tiny run test/unit/test-rng.test.ts starts to see what a failing seeded test prints. */
export default defineConfig({
  test: {
    include: ['test/support/seed-fixture/*.fixture.ts'],
    setupFiles: ['test/support/test-seed-setup.ts'],
  },
});
