#!/usr/bin/env node
// The `askq` command: asks an AskUserQuestion request on the terminal (see src/bin.ts).
// It runs the built package: in this repository, `pnpm --filter @askq/server... build` first.
let cli;
try {
  cli = await import('../dist/bin.js');
} catch {
  process.stderr.write('askq: @askq/server is not built (dist/bin.js is missing): run its build first\n');
  process.exit(1);
}
process.exitCode = await cli.runAskqCli(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
