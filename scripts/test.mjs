// `pnpm test`: every step of the test command, one after another, then how long each took. The
// package tests run through turbo, whose run summary gives each task's time; the table at the end
// lists the steps, then the turbo tasks slowest first. A failed step stops the run (later steps are
// not run) and the table still prints. The figures are also written to `.turbo/test-times.json`, which
// `scripts/ci-under-load.mjs` reads back.
//
//   node scripts/test.mjs            every step
//   node scripts/test.mjs --only bench,size   just the named steps (names as in the table)
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const runsDir = join(root, '.turbo', 'runs');
// The pnpm that runs this script (`pnpm test`), or the pinned one through npx (`node scripts/test.mjs`).
const execPath = process.env.npm_execpath ?? '';
const pnpm = /pnpm/.test(execPath)
  ? [process.execPath, execPath]
  : ['npx', '-y', `pnpm@${JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1]}`];

/** The steps, in order: a name for the table and the command. */
const STEPS = [
  { name: 'tools', cmd: ['node', 'scripts/ensure-tools.mjs'] },
  { name: 'layers', cmd: [...pnpm, 'run', 'check:layers'] },
  { name: 'packages', cmd: [...pnpm, 'run', 'test:packages', '--summarize'], turbo: true },
  { name: 'check:packages', cmd: [...pnpm, 'run', 'check:packages'] },
  { name: 'bench', cmd: [...pnpm, 'run', 'bench'] },
  { name: 'typecheck:root', cmd: [...pnpm, 'exec', 'tsc', '-p', 'tsconfig.json'] },
  { name: 'storybook:test', cmd: [...pnpm, 'run', 'test:storybook'] },
  { name: 'storybook:build', cmd: [...pnpm, 'run', 'build-storybook', '--quiet'] },
  { name: 'size', cmd: [...pnpm, 'run', 'size'] },
];

const onlyArg = process.argv.indexOf('--only');
const only = onlyArg === -1 ? null : new Set(process.argv[onlyArg + 1]?.split(',') ?? []);
if (only) {
  const unknown = [...only].filter((name) => !STEPS.some((step) => step.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown step ${unknown.join(', ')}; the steps are ${STEPS.map((step) => step.name).join(', ')}.`);
    process.exit(2);
  }
}

function run(cmd) {
  return new Promise((resolve) => {
    const child = spawn(cmd[0], cmd.slice(1), { cwd: root, stdio: 'inherit', env: process.env });
    child.on('error', (error) => {
      console.error(`could not start ${cmd.join(' ')}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The newest turbo run summary written after `since` (ms), or null. */
function turboSummary(since) {
  let names = [];
  try {
    names = readdirSync(runsDir).filter((name) => name.endsWith('.json'));
  } catch {
    return null;
  }
  const newest = names
    .map((name) => ({ path: join(runsDir, name), mtime: statSync(join(runsDir, name)).mtimeMs }))
    .filter((file) => file.mtime >= since)
    .sort((a, b) => b.mtime - a.mtime)[0];
  if (!newest) return null;
  try {
    return JSON.parse(readFileSync(newest.path, 'utf8'));
  } catch {
    return null;
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const clock = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;

const started = Date.now();
const steps = [];
let tasks = [];
let failed = null;
for (const step of STEPS) {
  if (only && !only.has(step.name)) continue;
  console.log(`\n=== ${step.name}: ${step.cmd.join(' ')}`);
  const stepStart = Date.now();
  const code = await run(step.cmd);
  const ms = Date.now() - stepStart;
  steps.push({ name: step.name, ms, code });
  if (step.turbo) {
    const summary = turboSummary(stepStart);
    tasks = (summary?.tasks ?? [])
      .map((task) => ({
        task: task.taskId,
        ms: task.execution ? task.execution.endTime - task.execution.startTime : 0,
        code: task.execution?.exitCode ?? null,
      }))
      .sort((a, b) => b.ms - a.ms);
  }
  if (code !== 0) {
    failed = step.name;
    break;
  }
}
const total = Date.now() - started;

const width = Math.max(...[...steps.map((s) => s.name), ...tasks.map((t) => t.task)].map((name) => name.length), 10) + 2;
console.log('\n=== times');
for (const step of steps) console.log(`${step.name.padEnd(width)}${seconds(step.ms).padStart(9)}${step.code === 0 ? '' : '  FAILED'}`);
console.log(`${'total'.padEnd(width)}${seconds(total).padStart(9)}  (${clock(total)})`);
if (tasks.length > 0) {
  console.log('\nturbo tasks (two at a time), slowest first:');
  for (const task of tasks) console.log(`  ${task.task.padEnd(width)}${seconds(task.ms).padStart(9)}${task.code === 0 || task.code === null ? '' : '  FAILED'}`);
}
mkdirSync(join(root, '.turbo'), { recursive: true });
writeFileSync(join(root, '.turbo', 'test-times.json'), `${JSON.stringify({ totalMs: total, failed, steps, tasks }, null, 2)}\n`);
if (failed) {
  console.error(`\n${failed} failed.`);
  process.exit(1);
}
