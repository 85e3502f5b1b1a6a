// Size budgets: bundles each entry with esbuild (minified ESM, the listed packages external, code
// split), gzips what loading the entry loads (its chunk and the chunks it imports statically;
// chunks only imported dynamically are listed apart) and prints the figures. Exits non-zero when
// an entry is over its budget. `budget` is the enforced ceiling (a regression guard); `target`,
// where given, is where we want to get and is printed next to the figure so a miss stays visible.
// `vitePure` ({ names, budget }), where given: the entry is also built as a Vite 8 app whose config
// lists `names` in `treeshake.manualPureFunctions`, its figure printed and held to `budget` (the
// drop-in's, with Radix's `__name`: see @askq/ui's README, "Radix's unused code").
// `node scripts/size.mjs --why`: also lists, under each entry, the minified bytes each source file
// adds to what loading the entry loads (largest first), to see where a figure comes from.
// `node scripts/size.mjs --without <file,file,...>`: the entries that have a target, measured as they
// are and with each named file (a path from the repository root, or a package name) swapped for a
// stand-in whose exports are empty functions: the most that moving those files out of the first load
// (or deleting them) could save, before the code that would load them. A planning figure; no budget
// is checked.
//
// An entry with chunks loaded on first use is also built as a Vite 8 app builds it (Rolldown), and
// its figure printed beside esbuild's. esbuild keeps in a first load a module that an imported entry
// re-exports and a lazy chunk uses, where Rolldown leaves it to the chunk: when esbuild's first load
// holds one of askq's source files that Vite's does not, the entry's exports pull in what should
// load on first use, and the check fails (move the export to an entry of its own).
import { build } from 'esbuild';
import { firstLoad, viteFirstLoad } from './first-load.mjs';
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const budgets = JSON.parse(readFileSync(resolve(root, 'scripts/size-budgets.json'), 'utf8'));

/** The names a module exports: `export function|const|let|class name`, and `export { a, b as c }` lists. */
function exportedNames(source) {
  const names = new Set();
  for (const m of source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([A-Za-z_$][\w$]*)/gm)) names.add(m[1]);
  for (const m of source.matchAll(/^export\s*\{([^}]*)\}\s*;?\s*$/gm)) {
    for (const part of m[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name && name !== 'default') names.add(name);
    }
  }
  return [...names];
}

/** An esbuild plugin that swaps `targets` (absolute paths, or package names) for stand-ins. */
function withoutPlugin(targets) {
  const files = new Set(targets.filter((t) => !isPackage(t)));
  const packages = targets.filter(isPackage);
  const standIn = (path) => ({ contents: exportedNames(readFileSync(path, 'utf8')).map((n) => `export const ${n} = () => null;`).join('\n'), loader: 'js' });
  return {
    name: 'without',
    setup(b) {
      for (const name of packages) {
        const filter = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
        b.onResolve({ filter }, async (args) => {
          if (args.pluginData === 'without') return undefined;
          const real = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'without' });
          // An entry that keeps the package external does not load it anyway.
          return real.external ? real : { path: real.path, namespace: 'without' };
        });
      }
      b.onLoad({ filter: /.*/, namespace: 'without' }, (args) => standIn(args.path));
      b.onLoad({ filter: /\.(ts|tsx|js|mjs)$/ }, (args) => (files.has(args.path) ? standIn(args.path) : undefined));
    },
  };
}
const isPackage = (target) => !/[\\/]/.test(target.replace(/^@[^/]+\//, '')) && !/\.[jt]sx?$/.test(target);

/** The code loading an entry loads up front: its chunk and the chunks that chunk imports statically. */
const firstLoadBytes = ({ initial, contents }) => Buffer.concat([...initial].map((name) => contents.get(name)));

/** `--without`: each entry with a target, gzipped first load as it is and without `targets`. */
async function measureWithout(targets) {
  const missing = targets.filter((t) => !isPackage(t) && !existsSync(resolve(root, t)));
  if (missing.length || targets.length === 0) {
    console.error(missing.length ? `no such file: ${missing.join(', ')}` : 'usage: node scripts/size.mjs --without <file,file,...|package>');
    process.exit(2);
  }
  const plugins = [withoutPlugin(targets.map((t) => (isPackage(t) ? t : resolve(root, t))))];
  const gzipOf = async (b, extra) => {
    return gzipSync(firstLoadBytes(await firstLoad({ entry: b.entry, external: b.external, loader: b.loader, plugins: extra })), { level: 9 }).length;
  };
  console.log(`first load (gzip) as it is, and without ${targets.join(', ')} (their exports empty stand-ins)`);
  for (const b of budgets.filter((x) => x.target)) {
    const [now, without] = [await gzipOf(b, []), await gzipOf(b, plugins)];
    const verdict = without <= b.target ? 'within target' : `still ${kb(without - b.target)} over`;
    console.log(`  ${b.name.padEnd(width)} ${kb(now).padStart(9)} -> ${kb(without).padStart(9)}  (${kb(without - now)})  target ${kb(b.target)}: ${verdict}`);
  }
}

/**
 * What loading `entry` costs: its chunk plus every chunk that chunk imports statically. Bundled with
 * code splitting, so what the entry only imports dynamically (`import()`, e.g. the HTML preview's
 * sanitizer) lands in chunks of its own, loaded when first used: reported as `lazy`, not counted.
 */
async function measure({ entry, external = [], loader, vitePure }) {
  const isCss = entry.endsWith('.css');
  if (isCss) {
    const result = await build({ entryPoints: [resolve(root, entry)], bundle: true, minify: true, write: false, loader, logLevel: 'silent', outdir: resolve(root, 'size-out') });
    const bytes = Buffer.from(result.outputFiles[0].contents);
    return { byInput: new Map([[entry, bytes.length]]), min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, lazy: [] };
  }
  const load = await firstLoad({ entry, external, loader });
  const { initial, outputs, contents } = load;
  const bytes = firstLoadBytes(load);
  // Each chunk loaded on first use, named by the source files it holds most of.
  const lazy = [...contents.keys()]
    .filter((name) => !initial.has(name) && !name.endsWith('.map'))
    .map((name) => {
      const inputs = Object.entries(outputs[name].inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput);
      const source = inputs[0] ? inputs[0][0].split('/').pop() : name;
      return { source, gzip: gzipSync(contents.get(name), { level: 9 }).length };
    });
  const byInput = new Map();
  for (const name of initial) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[name].inputs)) byInput.set(input, (byInput.get(input) ?? 0) + bytesInOutput);
  }
  let vite;
  if (lazy.length > 0) {
    const { bytes: viteBytes, inputs } = await viteFirstLoad({ entry, external });
    // askq's own files only (the entry's own export statements aside): bundlers may inline a
    // dependency's internals differently.
    const viteInputs = new Set(inputs);
    const upFront = [...byInput].filter(([input, n]) => n > 0 && input.startsWith('packages/') && input !== entry && !viteInputs.has(input)).map(([input]) => input);
    vite = { gzip: gzipSync(viteBytes, { level: 9 }).length, upFront };
  }
  // What the same app saves by listing functions as pure: Radix's builds call `__name` at the top
  // level of each module, which keeps unused code in every bundle.
  const pure = vitePure && gzipSync((await viteFirstLoad({ entry, external, pure: vitePure.names })).bytes, { level: 9 }).length;
  return { byInput, min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, lazy, vite, pure };
}

const why = process.argv.includes('--why');
/** The ceiling of each chunk an entry loads on first use. */
const LAZY_CHUNK_BUDGET = 6 * 1024;
const kb = (n) => `${(n / 1024).toFixed(2)} kB`;
let failed = 0;
const width = Math.max(...budgets.map((b) => b.name.length));
const withoutArg = process.argv.indexOf('--without');
if (withoutArg > 0) {
  await measureWithout((process.argv[withoutArg + 1] ?? '').split(',').filter(Boolean));
  process.exit(0);
}
console.log('size budgets (min + gzip)');
for (const b of budgets) {
  const { min, gzip, lazy, byInput, vite, pure } = await measure(b);
  const ok = gzip <= b.budget;
  if (!ok) failed++;
  const target = b.target ? `  target ${kb(b.target)}${gzip <= b.target ? ' (met)' : ' (not yet)'}` : '';
  const later = lazy.length ? `  (+ ${lazy.length} lazy chunk${lazy.length > 1 ? 's' : ''}, loaded on first use)` : '';
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${b.name.padEnd(width)} min ${kb(min).padStart(10)}  gzip ${kb(gzip).padStart(9)}  budget ${kb(b.budget)}${target}${later}`,
  );
  // Every chunk loaded on first use has the same ceiling: it arrives while the user waits.
  for (const chunk of lazy) {
    const chunkOk = chunk.gzip <= LAZY_CHUNK_BUDGET;
    if (!chunkOk) failed++;
    console.log(`${chunkOk ? 'ok  ' : 'OVER'}   lazy chunk (${chunk.source})`.padEnd(width + 5 + 17) + `gzip ${kb(chunk.gzip).padStart(9)}  budget ${kb(LAZY_CHUNK_BUDGET)}`);
  }
  if (vite) {
    if (vite.upFront.length) failed++;
    const agree = vite.upFront.length ? `but esbuild loads up front what it loads on first use: ${vite.upFront.join(', ')}` : 'the same askq modules up front';
    console.log(`${vite.upFront.length ? 'FAIL' : 'ok  '}   as Vite 8 builds it`.padEnd(width + 5 + 17) + `gzip ${kb(vite.gzip).padStart(9)}  ${agree}`);
  }
  if (pure !== undefined) {
    const pureOk = pure <= b.vitePure.budget;
    if (!pureOk) failed++;
    const names = b.vitePure.names.join(', ');
    console.log(`${pureOk ? 'ok  ' : 'OVER'}   as Vite 8 builds it with ${names} listed as pure`.padEnd(width + 5 + 17) + `gzip ${kb(pure).padStart(9)}  budget ${kb(b.vitePure.budget)}`);
  }
  if (why) {
    for (const [input, bytes] of [...byInput].sort((x, y) => y[1] - x[1])) if (bytes > 0) console.log(`       ${String(bytes).padStart(7)}  ${input}`);
  }
}
if (failed) {
  console.error(`${failed} size check(s) failed: over budget, or loading up front what Vite loads on first use`);
  process.exit(1);
}
