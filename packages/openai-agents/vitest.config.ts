import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript source: no build needed before testing. Node
// tests resolve through Vite's SSR environment, which has its own conditions.
const conditions = ['@askq/source'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Loopback and Redis tests take seconds on a loaded CI machine; none checks time itself.
    testTimeout: 30_000,
    // Condition waits give up after 20 s: a bound only a failing test reaches.
    expect: { poll: { timeout: 20_000 } },
  },
});
