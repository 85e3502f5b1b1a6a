// Bundles server/main.ts with esbuild (the workspace packages from source, `redis` from
// @askq/server's own dependencies) into node_modules/.askq-demo-server/main.mjs, so plain Node 20
// can run it. Used by start.mjs (one instance) and cluster.mjs (two instances, one bundle).
import { build, stop as stopEsbuild } from 'esbuild';
import { fileURLToPath } from 'node:url';

/** Where the bundle is written. */
export const outfile = fileURLToPath(new URL('../node_modules/.askq-demo-server/main.mjs', import.meta.url));

/** Writes the bundle and returns its path. */
export async function bundleServer() {
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
    // CommonJS dependencies (node-redis) call require(); an ES module bundle has none of its own.
    banner: { js: "import { createRequire as __askqCreateRequire } from 'node:module'; const require = __askqCreateRequire(import.meta.url);" },
  });
  stopEsbuild(); // esbuild's service process is not needed once the bundle is written
  return outfile;
}
