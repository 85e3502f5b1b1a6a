import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript source; the Node tests (the HttpAgent one)
// resolve through Vite's SSR environment, which has its own conditions.
const conditions = ['@askq/source'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: conditions } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test-utils/setup.ts'],
    testTimeout: 20_000,
    // CopilotKit's provider entry imports its stylesheet: let Vite load the package, not Node.
    server: { deps: { inline: [/@copilotkit\/react-core/] } },
  },
});
