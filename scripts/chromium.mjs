// The one place that knows how browser tests find and launch Chromium: a system binary driven by
// playwright-core, never a downloaded browser. Used by the story tests, the demo's end-to-end
// tests and scripts/ensure-tools.mjs.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The Chromium to use: CHROMIUM_PATH if set, else the first system binary found, else undefined. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((path) => existsSync(path));
}

/** Flags that work headless as root on a machine whose only network is a package registry. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
