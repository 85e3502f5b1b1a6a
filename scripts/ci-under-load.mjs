// Runs CI (`.ci/run`) from a fresh clone while every core is kept busy by unrelated work, as on a
// shared runner or a laptop doing other things, to prove that the suite waits for what it checks
// and never for a fixed time. Each run clones the committed HEAD anew (nothing uncommitted is used).
//
//   node scripts/ci-under-load.mjs                 three runs in a row, one busy process per core
//   node scripts/ci-under-load.mjs --runs 1 --busy 4 --ref main
//
// Prints, for each run: passed or failed, its wall time, the load average seen while it ran, and the
// per-step and per-task times the test command wrote. A run's full output is kept in its log file
// (the path is printed). Exits 1 when any run failed.
import { spawn, execFileSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
}
const runs = Number(option('runs', '3'));
const busy = Number(option('busy', String(availableParallelism())));
const ref = option('ref', 'HEAD');
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(busy) || busy < 0) {
  console.error('usage: node scripts/ci-under-load.mjs [--runs N] [--busy N] [--ref COMMIT]');
  process.exit(2);
}
const commit = execFileSync('git', ['rev-parse', ref], { cwd: root, encoding: 'utf8' }).trim();

// Unrelated work: hashing and short-lived garbage in a loop, forever, at normal priority.
const BUSY_WORK = `
const { createHash } = require('node:crypto');
const block = Buffer.alloc(1 << 14, 7);
let digest = block;
for (;;) {
  for (let i = 0; i < 256; i++) digest = createHash('sha256').update(block).update(digest).digest();
  JSON.parse(JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ i, s: String(i) }))));
}`;

function startBusy() {
  return Array.from({ length: busy }, () => spawn(process.execPath, ['-e', BUSY_WORK], { stdio: 'ignore' }));
}

function runCi(dir, logPath) {
  return new Promise((resolve) => {
    const log = createWriteStream(logPath);
    const child = spawn('bash', ['.ci/run'], { cwd: dir, env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('exit', (code, signal) => {
      log.end();
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;
const results = [];
for (let n = 1; n <= runs; n++) {
  const dir = join(mkdtempSync(join(tmpdir(), 'askq-ci-load-')), 'repo');
  execFileSync('git', ['clone', '-q', root, dir]);
  execFileSync('git', ['checkout', '-q', commit], { cwd: dir });
  const logPath = join(dirname(dir), 'ci.log');
  console.log(`run ${n}/${runs}: ${commit.slice(0, 7)} in a fresh clone, ${busy} busy process(es); log: ${logPath}`);

  const workers = startBusy();
  const loads = [];
  const sampler = setInterval(() => loads.push(loadavg()[0]), 15_000);
  const started = Date.now();
  const code = await runCi(dir, logPath);
  const ms = Date.now() - started;
  clearInterval(sampler);
  for (const worker of workers) worker.kill('SIGKILL');

  const load = loads.length > 0 ? `load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}` : 'no load sample';
  console.log(`run ${n}/${runs}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${minutes(ms)}, ${load}`);
  const timesPath = join(dir, '.turbo', 'test-times.json');
  if (existsSync(timesPath)) {
    const times = JSON.parse(readFileSync(timesPath, 'utf8'));
    console.log(`  steps: ${times.steps.map((s) => `${s.name} ${(s.ms / 1000).toFixed(0)} s${s.code === 0 ? '' : ' FAILED'}`).join(', ')}`);
    console.log(`  slowest tasks: ${times.tasks.slice(0, 6).map((t) => `${t.task} ${(t.ms / 1000).toFixed(0)} s`).join(', ')}`);
  }
  if (code !== 0) {
    const lines = readFileSync(logPath, 'utf8').split('\n');
    const failures = lines.filter((line) => /FAIL|✗|×|failed/i.test(line)).slice(0, 40);
    console.log(`  failures:\n${failures.map((line) => `    ${line}`).join('\n')}`);
  }
  results.push({ run: n, code, ms });
}
const passed = results.filter((r) => r.code === 0).length;
console.log(`\n${passed} of ${runs} runs passed under load (${results.map((r) => minutes(r.ms)).join(', ')}).`);
process.exit(passed === runs ? 0 : 1);
