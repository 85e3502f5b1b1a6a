import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Every test runs twice: on React 19 as installed, then on React 18 through the pnpm aliases
 * `react-18` / `react-dom-18` (the peer range is `^18 || ^19`). The aliases are absolute paths so
 * they also resolve from inside node_modules, and Testing Library and Radix are inlined (processed
 * by Vite) so that their own `react` / `react-dom` imports go through the aliases too: a second
 * React copy would show as "Invalid hook call". react-dom-18's own `require('react')` is plain Node
 * resolution, which /.pnpmfile.cjs points at React 18. src/react-version.test.tsx checks all this.
 * Same setup as packages/react/vitest.config.ts.
 */
const react18 = {
  extends: true as const,
  test: {
    name: 'react@18',
    env: { REACT_MAJOR: '18' },
    server: { deps: { inline: [/@testing-library\/react/, /@radix-ui\//] } },
  },
  resolve: {
    alias: [
      { find: /^react$/, replacement: here('./node_modules/react-18') },
      { find: /^react\/(.*)$/, replacement: `${here('./node_modules/react-18')}/$1` },
      { find: /^react-dom$/, replacement: here('./node_modules/react-dom-18') },
      { find: /^react-dom\/(.*)$/, replacement: `${here('./node_modules/react-dom-18')}/$1` },
      // Vitest resolves packages like Node (`main`): Testing Library's is CommonJS, whose `require`s
      // Vite cannot alias. Its ES build imports the same modules and can be processed.
      {
        find: /^@testing-library\/react$/,
        replacement: here('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js'),
      },
    ],
  },
};

export default defineConfig({
  resolve: { conditions: ['@askq/source'] },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    projects: [{ extends: true, test: { name: 'react@19', env: { REACT_MAJOR: '19' } } }, react18],
  },
});
