// What loading an entry loads up front, as an app's bundler splits it: the entry bundled with
// esbuild (ESM, code split, the `@askq/source` condition so workspace packages resolve to their
// source), then the entry's chunk and every chunk it imports statically. What the entry only
// reaches through `import()` lands in chunks of their own, loaded on first use. Shared by
// scripts/size.mjs (the figures) and the tests that keep a module out of a first load.
import { build } from 'esbuild';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** A path relative to the repository root, with forward slashes (how the metafile names inputs). */
const fromRoot = (path) => relative(root, path).split(sep).join('/');

/**
 * Bundles `entry` (a path relative to the repository root) and returns its chunks: `initial`, the
 * names of those loading the entry loads, and `outputs` / `contents` by chunk name. `minify` and
 * `production` (React's production build) as an app's production build has them.
 */
export async function firstLoad({ entry, external = [], loader, minify = true }) {
  const result = await build({
    entryPoints: [resolve(root, entry)],
    absWorkingDir: root,
    bundle: true,
    minify,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    splitting: true,
    outdir: resolve(root, 'size-out'), // never written (write: false): names the chunks
    metafile: true,
    external,
    conditions: ['@askq/source'],
    loader,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const outputs = result.metafile.outputs;
  const contents = new Map(result.outputFiles.map((f) => [fromRoot(f.path), Buffer.from(f.contents)]));
  // The entry's own chunk: a chunk loaded by `import()` names its module as `entryPoint` too.
  const entryChunk = Object.keys(outputs).find((name) => outputs[name].entryPoint === fromRoot(resolve(root, entry)) && !name.endsWith('.map'));
  const initial = new Set();
  const visit = (name) => {
    if (initial.has(name)) return;
    initial.add(name);
    for (const i of outputs[name].imports) if (i.kind === 'import-statement' && !i.external) visit(i.path);
  };
  visit(entryChunk);
  return { initial, outputs, contents };
}

/** The source files (relative to the repository root) that put code into what loading `entry` loads up front. */
export async function firstLoadInputs(entry, external = []) {
  const { initial, outputs } = await firstLoad({ entry, external, minify: false });
  const inputs = new Set();
  for (const name of initial) for (const [input, { bytesInOutput }] of Object.entries(outputs[name].inputs)) if (bytesInOutput > 0) inputs.add(input);
  return [...inputs];
}
