import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const page = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react()],
  // Workspace packages resolve to their TypeScript source, so the example needs no prior build.
  resolve: { conditions: ['@askq/source', ...defaultClientConditions] },
  // Two pages: the plain AG-UI chat (index.html) and the same agent in CopilotKit (copilotkit.html).
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 5000,
    rolldownOptions: { input: { main: page('index.html'), copilotkit: page('copilotkit.html') } },
  },
});
