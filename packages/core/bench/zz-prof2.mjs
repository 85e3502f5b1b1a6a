import { build } from 'esbuild';
const b = await build({ stdin: { contents: `export * from './src/result-text-read.ts'; export * from './src/result-text-wording.ts';`, resolveDir: process.cwd(), loader: 'ts' }, bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'silent', sourcemap: false });
const m = await import('data:text/javascript;base64,' + Buffer.from(b.outputFiles[0].contents).toString('base64'));
const unit = '", "Q3"="", "Q1"="';
const t = m.WRAPPERS.free[0] + unit.repeat(Math.ceil(100000 / unit.length)) + m.WRAPPERS.free[1];
const s = performance.now();
for (let k = 0; k < 20; k++) m.parseClaudeResultText(t);
console.log((performance.now() - s) / 20);
