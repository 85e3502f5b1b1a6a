import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript source (Node tests go through Vite's SSR resolve).
const conditions = ['@askq/source'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: { include: ['server/**/*.test.ts'], environment: 'node', testTimeout: 20_000 },
});
