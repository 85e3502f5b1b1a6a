import { build } from 'esbuild';
const b = await build({ stdin: { contents: `export * from './bench/hostile-texts.ts'; export * from './src/result-text-wording.ts';`, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'silent' });
const m = await import('data:text/javascript;base64,' + Buffer.from(b.outputFiles[0].contents).toString('base64'));
const unit = '", "Q3"="", "Q1"="';
const make = (size) => m.WRAPPERS.free[0] + unit.repeat(Math.ceil(size / unit.length)) + m.WRAPPERS.free[1];
const read = m.readers['parseClaudeResultText (no request)'];
for (const size of [10000, 30000, 100000, 300000, 1000000]) { const t = make(size); read(t); console.log(size, m.bestTime(() => read(t), 5).toFixed(2)); }
for (let k = 0; k < 4; k++) console.log('ratio', m.timeRatio(make, read, 10000).toFixed(1), m.timeRatio(make, read, 20000).toFixed(1));
