// Benchmark of the result text readers on the crafted worst cases (bench/hostile-texts.ts): prints,
// per family and reader, how much longer a text ten times as long takes to read (the time ratio) next
// to how much more work it counts (the work ratio the tests check, bench/work.ts); then the worst
// family and its time per reader at 100 kB and 1 MB, and the largest fragment count read.
// Prints figures only (no assertions): times depend on the machine and what else it runs.
// Run: pnpm --filter @askq/core bench   (or: node packages/core/bench/readers.mjs)
import { build } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const core = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bundle = await build({
  stdin: {
    contents: `export * from './src/transcript/result-text-read.ts'; export * from './bench/hostile-texts.ts'; export * from './bench/work.ts';`,
    resolveDir: core,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
  logLevel: 'silent',
});
const { parseClaudeResultText, hostileFamilies, readers, workRatio } = await import(
  'data:text/javascript;base64,' + Buffer.from(bundle.outputFiles[0].contents).toString('base64')
);

/** Best of `runs` wall times in ms (the least disturbed by other work on the machine). */
function time(fn, runs) {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/**
 * How much longer reading a text ten times as long takes: about 10 when linear, 100 when quadratic.
 * The short text is read ten times per timing so that both timings cover the same amount of work;
 * each timing is the best of five (other work on a busy machine only adds time).
 */
function timeRatio(make, read, size) {
  const small = make(size);
  const big = make(size * 10);
  time(() => {
    for (let i = 0; i < 10; i++) read(small); // warm up (the JIT, the heap)
  }, 3);
  read(big);
  const smallTen = time(() => {
    for (let i = 0; i < 10; i++) read(small);
  }, 5);
  return (time(() => read(big), 5) * 10) / smallTen;
}

const fmt = (ms) => `${ms.toFixed(1).padStart(8)} ms`;
const RATIO_SIZE = 20_000;

console.log(`node ${process.version}; ${Object.keys(hostileFamilies).length} crafted families`);
console.log(`\nratios, a text of ${RATIO_SIZE * 10} characters against one of ${RATIO_SIZE} (10: linear, 100: quadratic):`);
const width = Math.max(...Object.keys(hostileFamilies).map((f) => f.length));
console.log(`${'family'.padEnd(width)}  ${'reader'.padEnd(36)}    time   work`);
for (const [family, make] of Object.entries(hostileFamilies)) {
  for (const [name, read] of Object.entries(readers)) {
    const t = timeRatio(make, read, RATIO_SIZE);
    const w = workRatio(make, read, RATIO_SIZE);
    console.log(`${family.padEnd(width)}  ${name.padEnd(36)}  ${t.toFixed(1).padStart(6)} ${w.toFixed(1).padStart(6)}`);
  }
}

console.log('\nworst family per reader, best of 3 runs (2 at 1 MB):');
for (const [name, read] of Object.entries(readers)) {
  for (const size of [100_000, 1_000_000]) {
    let worst = { ms: -1, family: '' };
    for (const [family, make] of Object.entries(hostileFamilies)) {
      const text = make(size);
      read(text); // warm up
      const ms = time(() => read(text), size > 100_000 ? 2 : 3);
      if (ms > worst.ms) worst = { ms, family };
    }
    console.log(`${name.padEnd(36)} ${(size / 1000 + ' kB').padStart(8)}  worst ${fmt(worst.ms)}  (${worst.family})`);
  }
}

console.log('\nlargest fragment counts (no request: every fragment is its own question; a request names at most a few):');
parseClaudeResultText('Your questions have been answered: "Q"="a". You can now continue with these answers in mind.'); // warm up
for (const count of [1_000, 10_000, 100_000, 400_000]) {
  const text =
    'Your questions have been answered: ' +
    Array.from({ length: count }, (_, i) => `"Q${i}"="a"`).join(', ') +
    '. You can now continue with these answers in mind.';
  let parsed;
  const ms = time(() => (parsed = parseClaudeResultText(text)), 1);
  const got = parsed?.unreadable ? 'unreadable' : `${parsed?.answers.length} fragments read`;
  console.log(`${String(count).padStart(8)} fragments (${(text.length / 1e6).toFixed(2)} MB) ${fmt(ms)}  ${got}`);
}
