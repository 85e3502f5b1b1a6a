import { defineConfig } from 'vitest/config';
import { reactProjects } from '../../scripts/vitest-react.js';
import { reactCompilerFixtures } from './src/test/react-compiler-plugin.js';

export default defineConfig({
  // Workspace packages resolve to their TypeScript source: no build needed before testing.
  resolve: { conditions: ['@askq/source'] },
  // `import './app.tsx?react-compiler'`: the module as the React Compiler emits it (react-compiler.test.tsx).
  plugins: [reactCompilerFixtures()],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Property, fuzz and ratio tests take seconds on a loaded CI machine; none checks time itself.
    testTimeout: 30_000,
    setupFiles: ['src/test/setup.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    // Every test runs on React 19 and on React 18.
    projects: reactProjects(import.meta.url),
  },
});
