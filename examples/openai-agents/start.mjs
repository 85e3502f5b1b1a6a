// Starts the example with plain Node: esbuild bundles server/main.ts (the workspace packages from
// source), then it is imported and started. Flags: --durable (pause the run at each question and
// resume it from its stored state), --port <n> (default 5190; 0 picks a free one).
import { build } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const outfile = fileURLToPath(new URL('node_modules/.askq-example-server/main.mjs', import.meta.url));
await build({
  entryPoints: [fileURLToPath(new URL('server/main.ts', import.meta.url))],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['@askq/source'],
  // The SDK and Vite load from node_modules as installed; askq's packages come from source.
  external: ['vite', '@openai/agents'],
  logLevel: 'warning',
  // CommonJS dependencies call require(); an ES module bundle has none of its own.
  banner: { js: "import { createRequire as __askqCreateRequire } from 'node:module'; const require = __askqCreateRequire(import.meta.url);" },
});
const at = process.argv.indexOf('--port');
const port = at === -1 ? 5190 : Number(process.argv[at + 1]);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port takes a port number (0 picks a free one), not ${process.argv[at + 1] ?? 'nothing'}.`);
  process.exit(2);
}
const durable = process.argv.includes('--durable');
const { startExampleServer } = await import(pathToFileURL(outfile).href);
const server = await startExampleServer({ root, port, durable }).catch((error) => {
  if (error?.code !== 'EADDRINUSE') throw error;
  console.error(`Port ${port} on 127.0.0.1 is taken (another server, or this example already running): pick another with --port <n>, or --port 0 for a free one.`);
  process.exit(1);
});
console.log(`askq + OpenAI Agents SDK (${durable ? 'durable: the run pauses at each question' : 'the run waits on the broker'}): ${server.url}`);
const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
