// Starts the demo's server mode with plain Node (no TypeScript loader needed): esbuild bundles
// server/main.ts with the workspace packages from source into node_modules/.askq-demo-server/,
// then it is imported and started. Flags: --port <n> (default 5180; 0 picks a free one),
// --host <name> (default 127.0.0.1), --static (serve the build in dist/ instead of Vite's dev server).
import { build, stop as stopEsbuild } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outfile = fileURLToPath(new URL('../node_modules/.askq-demo-server/main.mjs', import.meta.url));

function flag(name, fallback) {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
}

const port = Number(flag('--port', '5180'));
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got ${flag('--port')}`);
  process.exit(2);
}

await build({
  entryPoints: [fileURLToPath(new URL('main.ts', import.meta.url))],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['@askq/source'],
  external: ['vite'],
  logLevel: 'warning',
});
stopEsbuild(); // esbuild's service process is not needed once the bundle is written
const { startDemoServer } = await import(pathToFileURL(outfile).href);
const server = await startDemoServer({
  root,
  mode: process.argv.includes('--static') ? 'static' : 'dev',
  host: flag('--host', '127.0.0.1'),
  port,
});
console.log(`askq demo, server mode: ${server.url}`);

const stop = () => server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
