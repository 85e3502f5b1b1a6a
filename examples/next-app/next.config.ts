import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

// The monorepo's root: Turbopack resolves and Next traces files from there.
const root = fileURLToPath(new URL('../..', import.meta.url));

// Nothing askq-specific: @askq/* resolve to their published entry points (dist), which the
// workspace builds first (turbo's ^build), exactly what an app installing them from npm gets.
const nextConfig: NextConfig = {
  outputFileTracingRoot: root,
  turbopack: { root },
};

export default nextConfig;
