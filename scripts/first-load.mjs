// What loading an entry loads up front, as an app's bundler splits it: the entry bundled with
// esbuild (ESM, code split, the `@askq/source` condition so workspace packages resolve to their
// source), then the entry's chunk and every chunk it imports statically. What the entry only
// reaches through `import()` lands in chunks of their own, loaded on first use. Shared by
// scripts/size.mjs (the figures) and the tests that keep a module out of a first load.
//
// `viteFirstLoad` builds the same entry as a Vite 8 app's production build does (Rolldown), for
// size.mjs to compare: esbuild keeps in a first load a module that an imported entry re-exports
// and a lazy chunk uses, where Rolldown leaves it to the chunk.
import { build } from 'esbuild';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** A path relative to the repository root, with forward slashes (how the metafile names inputs). */
const fromRoot = (path) => relative(root, path).split(sep).join('/');

/**
 * Bundles `entry` (a path relative to the repository root) and returns its chunks: `initial`, the
 * names of those loading the entry loads, and `outputs` / `contents` by chunk name. Minified (unless
 * `minify` is false) and with React's production build, as an app's production build has them.
 * `plugins`: esbuild plugins (size.mjs's `--without` swaps source files for stand-ins with one).
 */
export async function firstLoad({ entry, external = [], loader, minify = true, plugins = [] }) {
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
    plugins,
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

/**
 * An esbuild `external` entry as a Rolldown one: `@scope/*` is every package of the scope, a
 * package name is the package and its subpaths.
 */
function externalPattern(name) {
  const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return name.endsWith('/*') ? new RegExp(`^${escaped(name.slice(0, -1))}`) : new RegExp(`^${escaped(name)}(/|$)`);
}

/**
 * `entry` as a Vite 8 production build loads it: `bytes`, the code of the entry's chunk and the
 * chunks it imports statically (Vite's preload helper included), and `inputs`, the source files
 * (relative to the repository root) that put code into them. `pure`: names of functions whose
 * calls Rolldown may drop when their result is unused (`treeshake.manualPureFunctions`), as an
 * app's config can list them.
 */
export async function viteFirstLoad({ entry, external = [], pure }) {
  const { build: viteBuild } = await import('vite');
  const out = await viteBuild({
    configFile: false,
    logLevel: 'silent',
    root,
    resolve: { conditions: ['@askq/source', 'module', 'browser', 'production'] },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: { input: resolve(root, entry), external: external.map(externalPattern), preserveEntrySignatures: 'strict', output: { format: 'es' }, ...(pure && { treeshake: { manualPureFunctions: pure } }) },
    },
  });
  const chunks = new Map((Array.isArray(out) ? out[0] : out).output.filter((o) => o.type === 'chunk').map((o) => [o.fileName, o]));
  const initial = new Set();
  const visit = (name) => {
    if (initial.has(name) || !chunks.has(name)) return;
    initial.add(name);
    for (const i of chunks.get(name).imports) visit(i);
  };
  visit([...chunks.values()].find((c) => c.isEntry).fileName);
  const inputs = new Set();
  for (const name of initial) {
    for (const [id, { renderedLength }] of Object.entries(chunks.get(name).modules)) if (renderedLength > 0 && !id.startsWith('\0')) inputs.add(fromRoot(id.replace(/\?.*$/, '')));
  }
  return { bytes: Buffer.concat([...initial].map((name) => Buffer.from(chunks.get(name).code))), inputs: [...inputs] };
}
