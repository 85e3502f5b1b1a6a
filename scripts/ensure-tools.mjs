// The tests need two system programs: Chromium (browser tests, driven by playwright-core; never a
// downloaded browser) and redis-server (the Redis broker's tests and load benchmark, each starting
// its own instance on a loopback port). Finds them, or installs Debian's packages when running as
// root with apt; otherwise explains.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';
import { findRedisServer } from './redis.mjs';

const TOOLS = [
  { name: 'Chromium', find: findChromium, pkg: 'chromium', env: 'CHROMIUM_PATH' },
  { name: 'redis-server', find: findRedisServer, pkg: 'redis-server', env: 'REDIS_SERVER_PATH' },
];

const missing = TOOLS.filter((tool) => !tool.find());
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (missing.length > 0 && isRoot && existsSync('/usr/bin/apt-get')) {
  const pkgs = missing.map((tool) => tool.pkg).join(' ');
  console.log(`${missing.map((tool) => tool.name).join(' and ')} not found: installing Debian's ${pkgs}`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkgs}`, { stdio: 'inherit' });
}
let ok = true;
for (const tool of TOOLS) {
  const path = tool.find();
  if (path) {
    console.log(`tests use ${tool.name} at ${path}`);
  } else {
    ok = false;
    console.error(`No ${tool.name} found. Install it (Debian/Ubuntu: \`sudo apt-get install ${tool.pkg}\`) or point ${tool.env} at one.`);
  }
}
if (!ok) process.exit(1);
