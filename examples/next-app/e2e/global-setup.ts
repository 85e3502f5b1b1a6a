/**
 * Builds the app with `next build` and serves it with `next start` on a free 127.0.0.1 port for
 * the whole run; the URL reaches the tests through `inject('baseUrl')`. E2E_NO_BUILD=1 reuses the
 * existing .next (when iterating on the tests only).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../scripts/free-port.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));
const next = fileURLToPath(new URL('../node_modules/next/dist/bin/next', import.meta.url));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [next, ...args], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next ${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * Resolves once `next start` says it is ready (its "✓ Ready in …" line: listening, with its
 * request handlers loaded) and answers a request. No deadline of its own: the hook timeout
 * bounds it, so a busy machine only makes it slower.
 */
function untilReady(url: string, child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (!/\bReady in\b/.test(out)) return;
      child.stdout?.off('data', onData);
      child.stdout?.resume(); // the rest of its output is not needed
      child.off('exit', onExit);
      fetch(url, { redirect: 'manual' }).then(
        (response) => (response.status < 500 ? resolve() : reject(new Error(`next start answered ${response.status} at ${url}`))),
        reject,
      );
    };
    const onExit = (code: number | null) => reject(new Error(`next start exited with ${code}: ${out}`));
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}

let server: ChildProcess | undefined;

export async function setup(project: TestProject) {
  if (!process.env.E2E_NO_BUILD) await run(['build']);
  const port = await freePort();
  server = spawn(process.execPath, [next, 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await untilReady(baseUrl, server);
  project.provide('baseUrl', baseUrl);
}

export async function teardown() {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}
