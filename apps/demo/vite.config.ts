import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Workspace packages resolve to their TypeScript source, so the demo needs no prior build.
  resolve: { conditions: ['@askq/source', ...defaultClientConditions] },
  // ai@7 with React and the picker is one ~150 kB (gzip) chunk; a demo has no reason to split it.
  build: { target: 'es2022', chunkSizeWarningLimit: 700 },
});
