import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const pkg = (path: string) => fileURLToPath(new URL(`../../packages/${path}`, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Workspace packages from source, so the demo needs no prior build. Aliases rather than the
    // `source` export condition: eventsource-parser (inside `ai`) publishes a `source` condition too.
    alias: [
      { find: /^@askq\/core$/, replacement: pkg('core/src/index.ts') },
      { find: /^@askq\/react$/, replacement: pkg('react/src/index.ts') },
      { find: /^@askq\/ui$/, replacement: pkg('ui/src/index.ts') },
      { find: /^@askq\/ui\/styles\.css$/, replacement: pkg('ui/src/styles.css') },
      { find: /^@askq\/ai-sdk$/, replacement: pkg('ai-sdk/src/index.ts') },
    ],
  },
  // ai@7 with React and the picker is one ~150 kB (gzip) chunk; a demo has no reason to split it.
  build: { target: 'es2022', chunkSizeWarningLimit: 700 },
});
