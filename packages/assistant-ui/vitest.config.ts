import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

/**
 * Unit tests run in Node; the chat tests (browser/*.test.tsx) run in a real Chromium (the
 * system's, driven through playwright-core; never a downloaded browser), with assistant-ui, its AI
 * SDK runtime and the real `useChat` bundled for the page.
 */
export default defineConfig({
  plugins: [react()],
  // Workspace packages resolve to their TypeScript source: no build needed before testing.
  resolve: { conditions: ['@askq/source', ...defaultClientConditions] },
  test: {
    testTimeout: 60_000,
    // expect.poll / expect.element wait up to 30 s for their condition: a bound only a failing test reaches.
    expect: { poll: { timeout: 30_000 } },
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'chromium',
          include: ['browser/**/*.test.tsx'],
          fileParallelism: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
