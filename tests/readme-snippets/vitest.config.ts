import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Bounds for a failure only (a snippet bundled and run takes well under a second): a loaded
    // two-core CI machine must not turn a slow pass into a timeout.
    testTimeout: 30_000,
  },
});
