import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@askq/source'] },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test-utils/setup.ts'],
    testTimeout: 20_000,
    // CopilotKit's provider entry imports its stylesheet: let Vite load the package, not Node.
    server: { deps: { inline: [/@copilotkit\/react-core/] } },
  },
});
