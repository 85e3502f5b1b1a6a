import { build } from 'esbuild';
const b = await build({ stdin: { contents: `export * from './bench/hostile-texts.ts'; export * from './src/result-text-wording.ts';`, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'silent' });
const m = await import('data:text/javascript;base64,' + Buffer.from(b.outputFiles[0].contents).toString('base64'));
const unit = process.argv[2] ?? '", "Q3"="", "Q1"="';
const make = (size) => m.WRAPPERS.free[0] + '"Q2"="' + unit.repeat(Math.ceil(size / unit.length)) + m.WRAPPERS.free[1];
const read = m.readers[process.argv[3] ?? 'parseClaudeResultText (request)'];
for (const size of [5000, 10000, 20000, 50000, 100000, 200000, 500000]) { const t = make(size); for (let k=0;k<3;k++) read(t); console.log(size, (m.bestTime(() => read(t), 7) / size * 1e6).toFixed(1), 'ns/char'); }
