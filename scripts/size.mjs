// Size budgets: bundles each entry with esbuild (minified ESM, the listed packages external),
// gzips it and prints the figures. Exits non-zero when an entry is over its budget. `budget` is the
// enforced ceiling (a regression guard); `target`, where given, is where we want to get and is
// printed next to the figure so a miss stays visible.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const budgets = JSON.parse(readFileSync(resolve(root, 'scripts/size-budgets.json'), 'utf8'));

async function measure({ entry, external = [], loader }) {
  const isCss = entry.endsWith('.css');
  const result = await build({
    entryPoints: [resolve(root, entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    external,
    conditions: ['@askq/source'],
    loader,
    logLevel: 'silent',
    define: isCss ? undefined : { 'process.env.NODE_ENV': '"production"' },
  });
  const bytes = Buffer.concat(result.outputFiles.map((f) => Buffer.from(f.contents)));
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const kb = (n) => `${(n / 1024).toFixed(2)} kB`;
let failed = 0;
console.log('size budgets (min + gzip)');
for (const b of budgets) {
  const { min, gzip } = await measure(b);
  const ok = gzip <= b.budget;
  if (!ok) failed++;
  const target = b.target ? `  target ${kb(b.target)}${gzip <= b.target ? ' (met)' : ' (not yet)'}` : '';
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${b.name.padEnd(60)} min ${kb(min).padStart(10)}  gzip ${kb(gzip).padStart(9)}  budget ${kb(b.budget)}${target}`,
  );
}
if (failed) {
  console.error(`${failed} size budget(s) exceeded`);
  process.exit(1);
}
