// Starts server instances (src/test/instance.ts) as separate Node processes for multi-instance
// tests and the Redis load benchmark. The instance is bundled once with esbuild (TypeScript source,
// workspace packages from source) into a temporary file.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { AskOutcome } from '@askq/core';
import type { AskContext } from '../types.js';

const here = dirname(fileURLToPath(import.meta.url));

export interface Instance {
  /** The instance's HTTP base URL, `http://127.0.0.1:<port>`. */
  url: string;
  process: ChildProcess;
  /** Asks on this instance; resolves with the outcome and when (epoch ms, sub-millisecond) it resolved. */
  ask(input: unknown, context: Omit<AskContext, 'signal'>): Promise<{ outcome: AskOutcome; at: number }>;
  /** `kill -9`: the process dies at once, its waiting asks with it (their promises reject). */
  kill(): Promise<void>;
  /** Ends the process normally. */
  stop(): Promise<void>;
}

export interface Instances {
  start(options?: { graceMs?: number; prefix?: string }): Promise<Instance>;
  /** Stops every instance still running and removes the bundle. */
  dispose(): Promise<void>;
}

/** Bundles the instance once; `start` forks one process per instance on the given Redis. */
export async function instances(redisUrl: string): Promise<Instances> {
  const bundle = await build({
    entryPoints: [join(here, 'instance.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    conditions: ['@askq/source'],
    write: false,
    logLevel: 'silent',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  // Only once the bundle built: a failed build leaves no folder behind.
  const dir = mkdtempSync(join(tmpdir(), 'askq-instance-'));
  const file = join(dir, 'instance.mjs');
  writeFileSync(file, bundle.outputFiles[0]!.contents);
  const running = new Set<ChildProcess>();
  let n = 0;

  async function start(options: { graceMs?: number; prefix?: string } = {}): Promise<Instance> {
    const env: NodeJS.ProcessEnv = { ...process.env, ASKQ_REDIS_URL: redisUrl };
    if (options.graceMs !== undefined) env.ASKQ_GRACE_MS = String(options.graceMs);
    if (options.prefix !== undefined) env.ASKQ_PREFIX = options.prefix;
    const child = fork(file, [], { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    running.add(child);
    const waiting = new Map<string, { resolve: (v: { outcome: AskOutcome; at: number }) => void; reject: (e: Error) => void }>();
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    void exited.then(() => {
      running.delete(child);
      for (const w of waiting.values()) w.reject(new Error('the instance exited'));
      waiting.clear();
    });
    child.on('message', (m: { type: string; key: string; outcome: AskOutcome; at: number; name: string; message: string }) => {
      const w = waiting.get(m.key);
      if (!w) return;
      waiting.delete(m.key);
      if (m.type === 'outcome') w.resolve({ outcome: m.outcome, at: m.at });
      else if (m.type === 'ask-error') w.reject(Object.assign(new Error(m.message), { name: m.name }));
    });
    const port = await new Promise<number>((resolve, reject) => {
      child.on('message', (m: { type: string; port: number }) => m.type === 'listening' && resolve(m.port));
      void exited.then(() => reject(new Error('the instance exited before it listened')));
    });
    return {
      url: `http://127.0.0.1:${port}`,
      process: child,
      ask(input, context) {
        const key = String(++n);
        return new Promise((resolve, reject) => {
          waiting.set(key, { resolve, reject });
          child.send({ type: 'ask', key, input, context });
        });
      },
      async kill() {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        await exited;
      },
      async stop() {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await exited;
      },
    };
  }

  return {
    start,
    async dispose() {
      await Promise.all(
        [...running].map(
          (child) =>
            new Promise<void>((resolve) => {
              child.once('exit', () => resolve());
              child.kill('SIGKILL');
            }),
        ),
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
