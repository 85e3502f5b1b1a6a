// A real redis-server for the tests: its own process on a free loopback port, its data in a
// temporary folder that is removed afterwards. Append-only persistence (fsync on every write) so a
// restart keeps what was stored, as a production Redis would.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRedisServer, freePort, waitForPort } from '../../../../scripts/redis.mjs';

export interface TestRedis {
  port: number;
  url: string;
  /** Stops the server the way an operator would (SIGTERM: it writes its data and exits). */
  stop(): Promise<void>;
  /** Starts it again on the same port and data folder. */
  start(): Promise<void>;
  /**
   * Freezes the process (SIGSTOP): its connections stay open, nothing is answered. `thaw()`
   * (SIGCONT) resumes it where it stopped.
   */
  freeze(): void;
  thaw(): void;
  /** Stops it for good and removes its data folder. */
  dispose(): Promise<void>;
}

/** Starts a redis-server for a test file. */
export async function startRedis(): Promise<TestRedis> {
  const binary = findRedisServer();
  if (!binary) throw new Error('redis-server not found: install it (Debian: apt-get install redis-server) or set REDIS_SERVER_PATH');
  const dir = mkdtempSync(join(tmpdir(), 'askq-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;

  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes', '--appendfsync', 'always', '--logfile', join(dir, 'redis.log')];
    const proc = spawn(binary, args, { stdio: 'ignore' });
    child = proc;
    await Promise.race([
      waitForPort(port, 10_000),
      new Promise<never>((_, reject) => proc.once('exit', (code) => reject(new Error(`redis-server exited with ${code} (see ${join(dir, 'redis.log')})`)))),
    ]);
  };
  const stop = async () => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
    });
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    freeze: () => void child?.kill('SIGSTOP'),
    thaw: () => void child?.kill('SIGCONT'),
    async dispose() {
      child?.kill('SIGCONT'); // a frozen server takes no SIGTERM until it runs again
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A redis-server for the calling test file (started before its tests, disposed after them) and a
 * way to make brokers on it that are closed with it.
 */
export function redisForFile<B extends { close(): Promise<void> }>(): { url: () => string; track: (broker: B) => B } {
  let server: TestRedis | undefined;
  const brokers: B[] = [];
  beforeAll(async () => {
    server = await startRedis();
  });
  afterAll(async () => {
    await Promise.all(brokers.map((b) => b.close()));
    await server?.dispose();
  });
  return {
    url: () => server!.url,
    track: (broker) => {
      brokers.push(broker);
      return broker;
    },
  };
}
