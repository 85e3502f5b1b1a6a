import { defaultClientConditions } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { reactProjects } from '../../scripts/vitest-react.js';

/** The aliases of the other packages' React 18 project (react / react-dom onto `react-18` / `react-dom-18`). */
const react18Aliases = reactProjects(import.meta.url)[1]!.resolve!.alias;

/**
 * The chat tests (browser/*.test.tsx) in a real Chromium (the system's, driven through
 * playwright-core; never a downloaded browser), with assistant-ui, its AI SDK runtime and the real
 * `useChat` bundled for the page: once on React 19 as installed, once on React 18 through the pnpm
 * aliases `react-18` / `react-dom-18` (the peer range is `^18 || ^19`; /.pnpmfile.cjs gives
 * react-dom@18 its own React 18).
 */
function chromium(major: 18 | 19): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name: `chromium, react@${major}`,
      include: ['browser/**/*.test.tsx'],
      env: { REACT_MAJOR: String(major) },
      fileParallelism: false,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS } }),
        instances: [{ browser: 'chromium' }],
      },
    },
    ...(major === 18 && { resolve: { alias: react18Aliases } }),
  };
}

export default defineConfig({
  plugins: [react()],
  // Workspace packages resolve to their TypeScript source: no build needed before testing.
  resolve: { conditions: ['@askq/source', ...defaultClientConditions] },
  // The unit tests run in Node, through Vite's SSR environment, which has its own conditions.
  ssr: { resolve: { conditions: ['@askq/source'], externalConditions: ['@askq/source'] } },
  test: {
    testTimeout: 60_000,
    // expect.poll / expect.element wait up to 30 s for their condition: a bound only a failing test reaches.
    expect: { poll: { timeout: 30_000 } },
    projects: [{ extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' } }, chromium(19), chromium(18)],
  },
});
