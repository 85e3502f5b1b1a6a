import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Workspace packages resolve to their TypeScript source, so the example needs no prior build.
  resolve: { conditions: ['@askq/source', ...defaultClientConditions] },
  build: { target: 'es2022', chunkSizeWarningLimit: 2000 },
});
