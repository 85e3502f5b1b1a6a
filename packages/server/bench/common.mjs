// What the server benchmarks share: the source bundled for Node, the sample question, heap and
// percentile helpers.
import { build } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Bundles `packages/server/src` modules (TypeScript source, workspace packages from source) and imports them. */
export async function loadServer(exportLines) {
  const bundle = await build({
    stdin: { contents: exportLines, resolveDir: resolve(dirname(fileURLToPath(import.meta.url)), '..'), loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    conditions: ['@askq/source'],
    write: false,
    logLevel: 'silent',
  });
  return import('data:text/javascript;base64,' + Buffer.from(bundle.outputFiles[0].contents).toString('base64'));
}

export const SESSIONS = 1_000;
export const PER_SESSION = 10;
export const TOTAL = SESSIONS * PER_SESSION;
export const Q1 = 'Which database should the service use?';
export const Q2 = 'Which features ship first?';
/** A typical call: two questions, one single- and one multi-select. */
export const INPUT_JSON = JSON.stringify({
  questions: [
    {
      question: Q1,
      header: 'Database',
      options: [
        { label: 'Postgres (Recommended)', description: 'Relational, runs as a server' },
        { label: 'SQLite', description: 'Embedded, one file' },
        { label: 'DynamoDB', description: 'Managed key-value store' },
      ],
      multiSelect: false,
    },
    {
      question: Q2,
      header: 'Features',
      options: [
        { label: 'Auth', description: 'Login and sessions' },
        { label: 'Search', description: 'Full-text search' },
      ],
      multiSelect: true,
    },
  ],
});
export const ANSWER = { type: 'answered', answers: { q1: { selected: ['SQLite'] }, q2: { selected: ['Auth', 'Search'] } } };

export const gc = globalThis.gc;
/** Heap in use after a full collection (when --expose-gc gave us one). */
export function heap() {
  if (gc) {
    gc();
    gc();
  }
  return process.memoryUsage().heapUsed;
}
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const ms = (v) => `${v.toFixed(3)} ms`;
export const stats = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] };
};
