import type { NextConfig } from 'next';

// Nothing askq-specific: @askq/* resolve to their published entry points (dist), which the
// workspace builds first (turbo's ^build), exactly what an app installing them from npm gets.
const nextConfig: NextConfig = {
  // The example lives in a monorepo: trace and resolve from its root.
  outputFileTracingRoot: new URL('../..', import.meta.url).pathname,
  turbopack: { root: new URL('../..', import.meta.url).pathname },
};

export default nextConfig;
