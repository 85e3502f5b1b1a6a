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
    // One real CLI session answers a whole table of questions; it starts in a few seconds, but
    // this machine is shared, so the bound is generous (the harness kills a hung CLI sooner).
    testTimeout: 120_000,
    // One CLI at a time: the machine has two cores, and the harness test looks for leftover CLI
    // processes, which another file's live session would look like.
    fileParallelism: false,
    hookTimeout: 120_000,
    // expect.poll waits up to 30 s for its condition (Vitest's default is 1 s): a bound only a failing test reaches.
    expect: { poll: { timeout: 30_000 } },
  },
});
