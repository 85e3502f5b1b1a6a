import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript source (Node tests go through Vite's SSR resolve).
const conditions = ['@askq/source'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    // The graph and the endpoint in Node; the page as Vite builds it in the system's Chromium (src).
    include: ['server/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // The browser test builds the page first; tests wait for conditions, never for a time, and a
    // loaded machine may take a while to reach one (expect.poll's default is 1 s).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 30_000 } },
  },
});
