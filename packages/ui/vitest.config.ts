import { defineConfig } from 'vitest/config';
import { reactProjects } from '../../scripts/vitest-react.js';

export default defineConfig({
  // Workspace packages resolve to their TypeScript source: no build needed before testing.
  resolve: { conditions: ['@askq/source'] },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // Every test runs on React 19 and on React 18.
    projects: reactProjects(import.meta.url),
  },
});
