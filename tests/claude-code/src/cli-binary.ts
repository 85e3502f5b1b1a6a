import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const SDK = '@anthropic-ai/claude-agent-sdk';

/**
 * The native Claude Code CLI that the Agent SDK installs as a per-platform optional dependency
 * (`@anthropic-ai/claude-agent-sdk-<platform>-<arch>[-musl]`). Resolved from the SDK's own location,
 * as the SDK itself does, so the suite runs exactly the binary the SDK would. Throws a readable
 * error when there is none: on a platform without a published binary, or an install that skipped
 * optional dependencies, the suite must fail, never pass without having run the CLI.
 */
export function findClaudeBinary(platform: string = process.platform, arch: string = process.arch): string {
  const sdkRequire = createRequire(createRequire(import.meta.url).resolve(SDK));
  const base = `${SDK}-${platform}-${arch}`;
  const names = platform === 'linux' ? [base, `${base}-musl`] : [base];
  const exe = platform === 'win32' ? 'claude.exe' : 'claude';
  for (const name of names) {
    try {
      const path = sdkRequire.resolve(`${name}/${exe}`);
      if (existsSync(path)) return path;
    } catch {
      // not installed for this platform: try the next name
    }
  }
  throw new Error(
    `No Claude Code CLI binary for ${platform}-${arch}: none of ${names.join(', ')} is installed. ` +
      `The end-to-end suite needs the real CLI; run the install on a platform the Agent SDK ships a binary for ` +
      `(linux, darwin, win32 on x64 or arm64) and do not skip optional dependencies.`,
  );
}
