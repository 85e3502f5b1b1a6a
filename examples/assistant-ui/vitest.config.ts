import { defineConfig } from 'vitest/config';

// The scripted model and its server half, in Node: a question goes out, the answer comes back in
// the reply. And the page as Vite builds it, in the system's Chromium (page.browser.test.ts).
// Workspace packages resolve to their TypeScript source, also when Node loads them (Vite's SSR
// environment has its own conditions): no build needed before testing.
const conditions = ['@askq/source'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The browser test builds the page first; tests wait for conditions, never for a time, and a
    // loaded machine may take a while to reach one (expect.poll's default is 1 s).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 30_000 } },
  },
});
