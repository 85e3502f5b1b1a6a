import { defineConfig } from 'vitest/config';

const conditions = ['@askq/source'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
