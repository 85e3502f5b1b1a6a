import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/**
 * Vitest projects that run a package's tests twice: on React 19 as installed, then on React 18
 * through the pnpm aliases `react-18` / `react-dom-18` (the peer range is `^18 || ^19`). Used by
 * packages/react and packages/ui. The aliases are absolute paths so they also resolve from inside
 * node_modules, and Testing Library and Radix are inlined (processed by Vite) so that their own
 * `react` / `react-dom` imports go through the aliases too: a second React copy would show as
 * "Invalid hook call". react-dom-18's own `require('react')` is plain Node resolution, which
 * /.pnpmfile.cjs points at React 18. Each package's src/react-version.test.tsx checks all this.
 */
export function reactProjects(configUrl: string) {
  const modules = (name: string) => join(fileURLToPath(new URL('.', configUrl)), 'node_modules', name);
  const react18 = modules('react-18');
  const reactDom18 = modules('react-dom-18');
  return [
    { extends: true as const, test: { name: 'react@19', env: { REACT_MAJOR: '19' } } },
    {
      extends: true as const,
      test: {
        name: 'react@18',
        env: { REACT_MAJOR: '18' },
        server: { deps: { inline: [/@testing-library\/react/, /@radix-ui\//] } },
        // Type tests do not depend on the React runtime: they run once, with React 19.
        typecheck: { enabled: false },
      },
      resolve: {
        alias: [
          { find: /^react$/, replacement: react18 },
          { find: /^react\/(.*)$/, replacement: `${react18}/$1` },
          { find: /^react-dom$/, replacement: reactDom18 },
          { find: /^react-dom\/(.*)$/, replacement: `${reactDom18}/$1` },
          // Vitest resolves packages like Node (`main`): Testing Library's is CommonJS, whose
          // `require`s Vite cannot alias. Its ES build imports the same modules and can be processed.
          {
            find: /^@testing-library\/react$/,
            replacement: modules('@testing-library/react/dist/@testing-library/react.esm.js'),
          },
        ],
      },
    },
  ];
}
