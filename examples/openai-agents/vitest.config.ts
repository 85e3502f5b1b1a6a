import { defineConfig } from 'vitest/config';

const conditions = ['@askq/source'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: { include: ['test/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
});
