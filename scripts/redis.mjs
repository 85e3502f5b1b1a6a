// The one place that knows how tests find redis-server: REDIS_SERVER_PATH if set, else a system
// binary (Debian's redis-server package); and the two helpers every launcher of one needs. Used by
// scripts/ensure-tools.mjs, the server tests and benchmark, and the demo's cluster mode.
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';

const CANDIDATES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server', '/usr/sbin/redis-server'];

/** The redis-server binary to use, or undefined. */
export function findRedisServer() {
  if (process.env.REDIS_SERVER_PATH) return process.env.REDIS_SERVER_PATH;
  return CANDIDATES.find((path) => existsSync(path));
}

/** A free loopback port (the kernel's pick, released before redis-server takes it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on the loopback port, rejects after `timeoutMs`. */
export function waitForPort(port, timeoutMs) {
  const until = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > until) reject(new Error(`redis-server did not listen on port ${port} within ${timeoutMs} ms`));
        else setTimeout(attempt, 25);
      });
    };
    attempt();
  });
}
