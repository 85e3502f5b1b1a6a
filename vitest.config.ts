import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Story tests: every story renders in a real Chromium, its play function runs, and axe checks it
// (preview.ts sets a11y.test = 'error'). The browser is the system's Chromium driven through
// playwright-core: no downloaded browser (never `playwright install`).
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Scan every story's imports and bundle their dependencies before the first test, on every
        // run. With a cache from an earlier run, Vite would otherwise find a dependency new since
        // then (a story added to another package) mid-run and reload the page under the tests.
        optimizeDeps: { force: true },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: findChromium(),
                args: CHROMIUM_ARGS,
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
