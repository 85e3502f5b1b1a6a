import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';

// The runnable demo (examples/mcp-elicitation.mjs): its MCP server runs as a child process on
// stdio, its scripted browser answers over HTTP on loopback. What the tools print is what came back.

const run = promisify(execFile);
const DEMO = fileURLToPath(new URL('../examples/mcp-elicitation.mjs', import.meta.url));
const cwd = fileURLToPath(new URL('..', import.meta.url));

async function demo(...args: string[]): Promise<string[]> {
  const { stdout } = await run(process.execPath, [DEMO, '--auto', '--port', '0', ...args], { cwd, timeout: 60_000 });
  return stdout.split('\n').filter((line) => line.includes(' returned: '));
}

describe('examples/mcp-elicitation.mjs', () => {
  test('--auto: the form is answered (typed values reach the tool) and the URL consented to', async () => {
    expect(await demo()).toEqual([
      'MCP: set_up_account returned: Created a team account for ada@example.com: 12 seats, invoices by email, add-ons: sso, audit.',
      'MCP: connect_calendar returned: The user opened the sign-in page.',
    ]);
  });

  test('--auto --decline: the tool hears decline', async () => {
    expect((await demo('--decline'))[0]).toBe('MCP: set_up_account returned: No account created (the user chose decline).');
  });
});
