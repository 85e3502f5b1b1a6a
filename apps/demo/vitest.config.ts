import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built demo in a real Chromium (playwright-core, system browser). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    // One browser at a time: the machine has two cores and the preview server needs one.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Tests wait for conditions, never for a time. A loaded machine may take a while to reach
    // one: expect.poll gives up after 30 s (its default is 1 s), as Playwright's waits do.
    expect: { poll: { timeout: 30_000 } },
  },
});
