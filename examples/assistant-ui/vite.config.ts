import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Workspace packages resolve to their TypeScript source, so the example needs no prior build.
  // An app that installs @askq/* from npm leaves this out.
  resolve: { conditions: ['@askq/source', ...defaultClientConditions] },
  // assistant-ui, ai's streamText with the scripted model and the picker: one ~400 kB (gzip) chunk; an example has no reason to split it.
  build: { target: 'es2022', chunkSizeWarningLimit: 1600 },
});
