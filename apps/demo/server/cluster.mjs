// Cluster mode: two demo server instances on one Redis, to show that any instance can serve a
// question another one asked. One command starts everything and Ctrl-C stops everything:
//   - Redis: ASKQ_REDIS_URL if set, else its own redis-server (scripts/redis.mjs finds the binary)
//     on a free loopback port, its data in a temporary folder removed on exit;
//   - instance A (port ASKQ_DEMO_PORT_A, default 5180): runs the scripted agent;
//   - instance B (port ASKQ_DEMO_PORT_B, default 5181): runs no agent; its own askq routes read
//     the questions from Redis, and it forwards the demo's start and transcript routes to A.
// Each instance is its own Node process (server/start.mjs, one bundle built here for both).
// Flags: --static (serve the build in dist/, as start.mjs does). Ports 0 pick free ones.
import { fork, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRedisServer, freePort, waitForPort } from '../../../scripts/redis.mjs';
import { bundleServer } from './bundle.mjs';

const START = fileURLToPath(new URL('start.mjs', import.meta.url));
const staticMode = process.argv.includes('--static');

/** A port number from the environment, or the default. */
function portFromEnv(name, fallback) {
  const value = process.env[name] ?? String(fallback);
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`${name} must be a port number, got ${value}`);
    process.exit(2);
  }
  return port;
}

/**
 * Starts a redis-server of our own: no persistence, its folder in tmpdir. It runs in its own
 * process group, so a Ctrl-C reaches the instances first and Redis is stopped after them.
 */
async function startRedis() {
  const binary = findRedisServer();
  if (!binary) throw new Error('redis-server not found: install it (Debian: apt-get install redis-server), set REDIS_SERVER_PATH, or set ASKQ_REDIS_URL');
  const dir = mkdtempSync(join(tmpdir(), 'askq-demo-redis-'));
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no', '--logfile', join(dir, 'redis.log')];
  const child = spawn(binary, args, { stdio: 'ignore', detached: true });
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  // Whatever ends this process, the server and its folder go with it.
  const onExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    removeDir();
  };
  process.once('exit', onExit);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await Promise.race([waitForPort(port, 10_000), exited.then((code) => Promise.reject(new Error(`redis-server exited (${code})`)))]);
  } catch (error) {
    onExit();
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      removeDir();
      process.off('exit', onExit);
    },
  };
}

/** Forks one instance (start.mjs on the bundle) and resolves with it once it listens. */
function startInstance(name, port, redisUrl, agentUrl) {
  const args = ['--no-build', '--quiet', '--name', name, '--port', String(port), '--redis', redisUrl];
  if (agentUrl) args.push('--agent', agentUrl);
  if (staticMode) args.push('--static');
  const child = fork(START, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const listening = new Promise((resolve, reject) => {
    child.on('message', (message) => {
      if (message && message.type === 'listening') resolve(message.url);
    });
    exited.then((code) => reject(new Error(`instance ${name} exited (${code}) before it listened`)));
  });
  return listening.then((url) => ({
    name,
    url,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  }));
}

const instances = [];
let redis;
let stopping;

/** Stops the instances, then Redis (if it is ours), then exits with `code`. */
function stopAll(code) {
  stopping ??= (async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await redis?.stop();
    process.exit(code);
  })();
  return stopping;
}

process.once('SIGINT', () => void stopAll(0));
process.once('SIGTERM', () => void stopAll(0));

try {
  const portA = portFromEnv('ASKQ_DEMO_PORT_A', 5180);
  const portB = portFromEnv('ASKQ_DEMO_PORT_B', 5181);
  const [redisUrl] = await Promise.all([
    process.env.ASKQ_REDIS_URL ?? startRedis().then((started) => ((redis = started), started.url)),
    bundleServer(),
  ]);
  redis?.exited.then(() => {
    if (!stopping) {
      console.error('redis-server exited; stopping the demo');
      void stopAll(1);
    }
  });
  const a = await startInstance('A', portA, redisUrl);
  instances.push(a);
  const b = await startInstance('B', portB, redisUrl, a.url);
  instances.push(b);
  for (const instance of instances) {
    instance.exited.then((code) => {
      if (!stopping) {
        console.error(`instance ${instance.name} exited (${code}); stopping the demo`);
        void stopAll(1);
      }
    });
  }
  // A new session per run: on a Redis of yours (ASKQ_REDIS_URL) an old one's answers are kept.
  const session = `cluster-${randomUUID().slice(0, 8)}`;
  console.log(
    [
      'askq demo, cluster mode: two instances on one Redis',
      `  redis:      ${redisUrl}${redis ? ' (its own redis-server, removed on exit)' : ' (ASKQ_REDIS_URL)'}`,
      `  instance A: ${a.url} (runs the scripted agent)`,
      `  instance B: ${b.url} (serves questions from Redis; forwards start and transcript to A)`,
      `Open ${b.url}?session=${session} and start the agent: A asks, you answer on B, A goes on.`,
      `Open ${a.url}?session=${session} next to it to watch the card retire there. Ctrl-C stops all.`,
    ].join('\n'),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}
