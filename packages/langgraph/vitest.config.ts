import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript source: no build needed before testing. Node
// tests (the graphs) resolve through Vite's SSR environment, which has its own conditions; the
// React tests run in jsdom (`@vitest-environment jsdom` in the file).
const conditions = ['@askq/source'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['src/test-utils/setup.ts'],
    testTimeout: 20_000,
  },
});
