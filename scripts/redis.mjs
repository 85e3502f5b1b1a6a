// The one place that knows how tests find redis-server: REDIS_SERVER_PATH if set, else a system
// binary (Debian's redis-server package). Used by scripts/ensure-tools.mjs and the server tests.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server', '/usr/sbin/redis-server'];

/** The redis-server binary to use, or undefined. */
export function findRedisServer() {
  if (process.env.REDIS_SERVER_PATH) return process.env.REDIS_SERVER_PATH;
  return CANDIDATES.find((path) => existsSync(path));
}
