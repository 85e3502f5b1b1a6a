import { defineConfig } from 'vitest/config';

const conditions = ['@askq/source'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The browser test loads the page through Vite's dev server; tests wait for conditions, never
    // for a time, and a loaded machine may take a while to reach one (expect.poll's default is 1 s).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 30_000 } },
  },
});
