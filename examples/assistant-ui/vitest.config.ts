import { defineConfig } from 'vitest/config';

// The scripted model and its server half, in Node (no browser): a question goes out, the answer comes back in the reply.
// Workspace packages resolve to their TypeScript source, also when Node loads them (Vite's SSR
// environment has its own conditions): no build needed before testing.
const conditions = ['@askq/source'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
