import { defineConfig } from 'vitest/config';

// The scripted model and its server half, in Node (no browser): a question goes out, the answer comes back in the reply.
export default defineConfig({
  resolve: { conditions: ['@askq/source'] },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
