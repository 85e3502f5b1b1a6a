import { defineConfig } from 'vitest/config';
import { reactProjects } from '../../scripts/vitest-react.js';

export default defineConfig({
  // Workspace packages resolve to their TypeScript source: no build needed before testing.
  resolve: { conditions: ['@askq/source'] },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Property and fuzz tests take seconds on a loaded CI machine; none checks time itself.
    testTimeout: 30_000,
    // expect.poll waits up to 20 s for its condition (Vitest's default is 1 s): a bound only a failing test reaches.
    expect: { poll: { timeout: 20_000 } },
    setupFiles: ['./vitest.setup.ts'],
    // Every test runs on React 19 and on React 18; the browser tests (browser/*.test.ts) drive a
    // real Chromium once, from Node.
    projects: [
      ...reactProjects(import.meta.url),
      {
        // Not `extends`: Vitest merges arrays, so the jsdom include and setup would come along.
        test: {
          name: 'browser',
          include: ['browser/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
