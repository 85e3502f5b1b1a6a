import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const page = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react()],
  // Workspace packages resolve to their TypeScript source, so the demo needs no prior build.
  resolve: { conditions: ['@askq/source', ...defaultClientConditions] },
  // ai@7 with React and the picker is one ~150 kB (gzip) chunk; a demo has no reason to split it.
  // Two pages: the chat (index.html) and server mode (served by server/main.ts).
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      input: { main: page('index.html'), server: page('src/server-mode/index.html') },
      // Radix's builds name their functions with top-level `__name(...)` calls, which keep code
      // no one imports in the bundle; calls whose result is unused may go (see @askq/ui's README).
      treeshake: { manualPureFunctions: ['__name'] },
    },
  },
});
