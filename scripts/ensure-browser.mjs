// Browser tests drive a system Chromium through playwright-core (never a downloaded browser).
// Finds one, or installs Debian's package when running as root with apt; otherwise explains.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

if (!findChromium()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium not found: installing Debian's chromium package");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  }
}
const path = findChromium();
if (!path) {
  console.error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`)\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  process.exit(1);
}
console.log(`browser tests use ${path}`);
