import { defaultClientConditions, defaultServerConditions, defineConfig, type ViteDevServer } from 'vite';
import react from '@vitejs/plugin-react';
import type { IncomingMessage, ServerResponse } from 'node:http';

// Workspace packages resolve to their TypeScript source, so the example needs no prior build.
const source = '@askq/source';

/** POST /api/graph: the graph runs in the dev server's Node process (loaded through Vite, from source). */
function langgraphEndpoint() {
  return {
    name: 'langgraph-endpoint',
    configureServer(server: ViteDevServer) {
      server.middlewares.use('/api/graph', (req: IncomingMessage, res: ServerResponse) => {
        void server
          .ssrLoadModule('/server/main.ts')
          .then(({ handler }) => handler(req, res))
          .catch((error: unknown) => {
            server.config.logger.error(String(error));
            if (!res.headersSent) res.writeHead(500);
            res.end();
          });
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), langgraphEndpoint()],
  resolve: { conditions: [source, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [source, ...defaultServerConditions], externalConditions: [source] } },
  server: { host: '127.0.0.1' },
});
