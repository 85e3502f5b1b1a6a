// Starts the demo's server mode with plain Node (no TypeScript loader needed): bundle.mjs bundles
// server/main.ts with esbuild, then it is imported and started. Flags:
//   --port <n>       default 5180; 0 picks a free one
//   --host <name>    default 127.0.0.1
//   --static         serve the build in dist/ instead of Vite's dev server
//   --redis <url>    share questions through Redis (createRedisBroker) instead of memory
//   --agent <url>    run no agents here: forward the demo's start and transcript routes to the
//                    demo server at <url> (the instance that runs them)
//   --name <name>    the instance's name in logs and Vite's cache folder (cluster mode)
//   --no-build       use the bundle already written (cluster.mjs builds once for both instances)
//   --quiet          print nothing; a parent started with fork() gets { url } over IPC instead
import { pathToFileURL } from 'node:url';
import { fileURLToPath } from 'node:url';
import { bundleServer, outfile } from './bundle.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

function flag(name, fallback) {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
}

const port = Number(flag('--port', '5180'));
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got ${flag('--port')}`);
  process.exit(2);
}
const name = flag('--name', undefined);

if (!process.argv.includes('--no-build')) await bundleServer();
const { startDemoServer } = await import(pathToFileURL(outfile).href);
const server = await startDemoServer({
  root,
  mode: process.argv.includes('--static') ? 'static' : 'dev',
  host: flag('--host', '127.0.0.1'),
  port,
  redisUrl: flag('--redis', undefined),
  agentUrl: flag('--agent', undefined),
  cacheDir: name === undefined ? undefined : `node_modules/.vite-instance-${name}`,
});
if (!process.argv.includes('--quiet')) console.log(`askq demo, server mode${name === undefined ? '' : ` (instance ${name})`}: ${server.url}`);
process.send?.({ type: 'listening', url: server.url });

let stopping;
const stop = () => {
  stopping ??= server.close().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
// Started by cluster.mjs: stop with it, even when it is killed without a word.
process.once('disconnect', stop);
