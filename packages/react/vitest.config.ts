import { defineConfig } from 'vitest/config';

export default defineConfig({
  // `source` makes @askq/core resolve to its TypeScript source: no build needed before testing.
  resolve: { conditions: ['@askq/source'] },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
