import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startExampleServer, type ExampleServer } from '../server/main.js';

// The example end to end, without the page's UI: the server runs the real agent, a question waits
// on the broker, an answer posted to askq's HTTP handler (as AskSession posts it) reaches the
// model, and the transcript shows the exact text it read.

let server: ExampleServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The transcript's lines once `done` holds, read from its event stream. */
async function transcriptUntil(url: string, done: (lines: { who: string; text: string }[]) => boolean) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) throw new Error('the transcript stream ended');
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop()!;
      for (const block of blocks) {
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        const lines = data ? (JSON.parse(data.slice(6)) as { who: string; text: string }[]) : [];
        if (done(lines)) return lines;
      }
    }
  } finally {
    controller.abort();
  }
}

const ANSWERED =
  'Your questions have been answered: "Which city should the trip start in?"="Porto" selected preview:\n' +
  'Day 1  Ribeira\nDay 2  Port cellars\nDay 3  Douro valley, "What should the days include?"="Museums, Food tours". ' +
  'You can now continue with these answers in mind.';

describe.each([false, true])('durable: %s', (durable) => {
  it('the page answers over HTTP; the agent reads the exact text', async () => {
    server = await startExampleServer({ durable });
    const api = `${server.url}api/askq/sessions/s1`;
    expect((await fetch(`${server.url}agent/sessions/s1/start`, { method: 'POST' })).status).toBe(202);
    let id = '';
    await expect
      .poll(async () => {
        const [ask] = (await (await fetch(`${api}/pending`)).json()) as { id: string; agentId?: string }[];
        id = ask?.id ?? '';
        return ask?.agentId;
      })
      .toBe('Trip planner');
    const answer = { 'Which city should the trip start in?': 'Porto', 'What should the days include?': ['Museums', 'Food tours'] };
    const posted = await fetch(`${api}/asks/${id}/answer`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(answer) });
    expect(posted.status).toBe(200);
    const lines = await transcriptUntil(`${server.url}agent/sessions/s1/transcript`, (l) => l.some((line) => line.who === 'agent'));
    expect(lines.at(-1)).toEqual({ who: 'agent', text: `The tool told me:\n${ANSWERED}\nI will plan the trip with that.` });
    expect(lines.some((line) => line.who === 'app')).toBe(durable);
  });
});

describe('start.mjs', () => {
  it('on a port that is taken, says so in one line and how to pick another, and exits with 1', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    try {
      const child = spawn(process.execPath, [fileURLToPath(new URL('../start.mjs', import.meta.url)), '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toBe(
        `Port ${port} on 127.0.0.1 is taken (another server, or this example already running): pick another with --port <n>, or --port 0 for a free one.\n`,
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
