import { build } from 'esbuild';
const b = await build({ stdin: { contents: `export * from './bench/hostile-texts.ts'; export * from './src/result-text-wording.ts';`, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'silent' });
const m = await import('data:text/javascript;base64,' + Buffer.from(b.outputFiles[0].contents).toString('base64'));
const unit = '", "Q3"="", "Q1"="';
for (const head of ['', '"Q1"="', '"Q2"="', '"Q1"="a" selected preview:\n']) {
  const make = (size) => m.WRAPPERS.free[0] + head + unit.repeat(Math.ceil(size / unit.length)) + m.WRAPPERS.free[1];
  for (const [name, read] of Object.entries(m.readers)) console.log(JSON.stringify(head), name, m.timeRatio(make, read, 10000).toFixed(1));
}
