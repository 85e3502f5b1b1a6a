import { fileURLToPath } from 'node:url';
import { defaultClientConditions } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';

const modules = (name: string) => fileURLToPath(new URL(`./node_modules/${name}`, import.meta.url));

/**
 * The chat tests (browser/*.test.tsx) in a real Chromium (the system's, driven through
 * playwright-core; never a downloaded browser), with assistant-ui, its AI SDK runtime and the real
 * `useChat` bundled for the page: once on React 19 as installed, once on React 18 through the pnpm
 * aliases `react-18` / `react-dom-18` (the peer range is `^18 || ^19`; /.pnpmfile.cjs gives
 * react-dom@18 its own React 18).
 */
function chromium(major: 18 | 19): TestProjectInlineConfiguration {
  const react18 = modules('react-18');
  const reactDom18 = modules('react-dom-18');
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
    ...(major === 18 && {
      resolve: {
        alias: [
          { find: /^react$/, replacement: react18 },
          { find: /^react\/(.*)$/, replacement: `${react18}/$1` },
          { find: /^react-dom$/, replacement: reactDom18 },
          { find: /^react-dom\/(.*)$/, replacement: `${reactDom18}/$1` },
        ],
      },
    }),
  };
}

export default defineConfig({
  plugins: [react()],
  // Workspace packages resolve to their TypeScript source: no build needed before testing.
  resolve: { conditions: ['@askq/source', ...defaultClientConditions] },
  test: {
    testTimeout: 60_000,
    // expect.poll / expect.element wait up to 30 s for their condition: a bound only a failing test reaches.
    expect: { poll: { timeout: 30_000 } },
    projects: [{ extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' } }, chromium(19), chromium(18)],
  },
});
