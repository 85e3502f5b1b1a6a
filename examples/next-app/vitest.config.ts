import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: `next build`, then `next start` on a free loopback port, driven in the
 * system Chromium by playwright-core.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    // One browser at a time: the machine may have two cores and the Next server needs one.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
