import { build } from 'esbuild';
const b = await build({ stdin: { contents: `export * from './src/result-text-read.ts'; export * from './src/result-text-wording.ts';`, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'silent' });
const m = await import('data:text/javascript;base64,' + Buffer.from(b.outputFiles[0].contents).toString('base64'));
const unit = '", "Q3"="", "Q1"="';
for (const head of ['', '"Q1"="', '"Q2"="', '"Q1"="a" selected preview:\n']) {
  for (const size of [10000, 100000, 400000]) {
    const t = m.WRAPPERS.free[0] + head + unit.repeat(Math.ceil(size / unit.length)) + m.WRAPPERS.free[1];
    const s = performance.now(); const r = m.parseClaudeResultText(t); 
    console.log(JSON.stringify(head), size, (performance.now() - s).toFixed(1), r?.answers.length, r?.unreadable);
  }
}
