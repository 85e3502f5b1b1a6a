import { defineConfig } from 'vitest/config';
import { reactProjects } from '../../scripts/vitest-react.js';

// Workspace packages resolve to their TypeScript source: no build needed before testing. Node
// tests (the graphs) resolve through Vite's SSR environment, which has its own conditions; the
// React tests run in jsdom (`@vitest-environment jsdom` in the file).
const conditions = ['@askq/source'];

// Every test runs on React 19 and on React 18 (the peer range). On 18 the SDK's useStream is
// processed by Vite too, so its `react` import goes through the alias (one React copy).
const projects = reactProjects(import.meta.url).map((project) =>
  project.test.name === 'react@18'
    ? { ...project, test: { ...project.test, server: { deps: { inline: [/@testing-library\/react/, /@radix-ui\//, /@langchain\/langgraph-sdk/] } } } }
    : project,
);

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['src/test-utils/setup.ts'],
    testTimeout: 20_000,
    projects,
  },
});
