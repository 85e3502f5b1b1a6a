import { defineConfig } from 'vitest/config';

/**
 * Every test runs once per AI SDK major: ai@7 / @ai-sdk/react@4 as installed, then ai@6 and ai@5
 * through pnpm aliases (`ai-v6`, `ai-v5`, ...). The aliases apply to our source and tests;
 * `@ai-sdk/react-vN` itself resolves its own pinned `ai`, which is the same copy.
 */
const major = (name: string, ai: string, react: string, exclude: string[] = []) => ({
  extends: true as const,
  test: { name, env: { AI_MAJOR: name.slice(3) }, exclude: ['**/node_modules/**', ...exclude] },
  resolve: {
    alias: [
      { find: /^ai$/, replacement: ai },
      { find: /^ai\/(.*)$/, replacement: `${ai}/$1` },
      { find: /^@ai-sdk\/react$/, replacement: react },
    ],
  },
});

export default defineConfig({
  resolve: { conditions: ['@askq/source'] },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test-utils/setup.ts'],
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: 'ai@7', env: { AI_MAJOR: '7' } } },
      major('ai@6', 'ai-v6', '@ai-sdk/react-v3'),
      // Tool approvals (`needsApproval`) are ai@6+.
      major('ai@5', 'ai-v5', '@ai-sdk/react-v2', ['src/chat-approval.test.tsx']),
    ],
  },
});
