import { readdir, readlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { runSession, TEMP_PREFIX } from './claude-session.js';
import { findClaudeBinary } from './cli-binary.js';
import { stripSystemReminders } from './fake-messages-api.js';

/** Processes whose working directory is inside a session's temporary directory (the CLI and its children). */
async function processesInSessionDirs(): Promise<string[]> {
  const found: string[] = [];
  for (const pid of (await readdir('/proc')).filter((p) => /^\d+$/.test(p))) {
    const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => '');
    if (cwd.includes(TEMP_PREFIX)) found.push(`${pid} ${cwd}`);
  }
  return found;
}

const sessionDirs = async () => (await readdir(tmpdir())).filter((d) => d.startsWith(TEMP_PREFIX));

describe('stripSystemReminders', () => {
  it('removes the trailing reminder sections the CLI appends, and nothing else', () => {
    const reminder = '<system-reminder>\n<total_tokens>15 tokens left</total_tokens>\n</system-reminder>';
    expect(stripSystemReminders(`The user responded: ok\n\n${reminder}`)).toBe('The user responded: ok');
    expect(stripSystemReminders(`a\n\n${reminder}\n\n${reminder}`)).toBe('a');
    expect(stripSystemReminders(reminder)).toBe('');
    // A reminder-like text inside an answer is what the user wrote.
    const typed = 'The user responded: see <system-reminder>x</system-reminder> above';
    expect(stripSystemReminders(typed)).toBe(typed);
    expect(stripSystemReminders(`line\n\n\n${reminder}`)).toBe('line\n');
  });
});

describe('findClaudeBinary', () => {
  it('fails with a readable message on a platform the SDK ships no binary for', () => {
    expect(() => findClaudeBinary('aix', 'ppc64')).toThrow(
      /^No Claude Code CLI binary for aix-ppc64: none of @anthropic-ai\/claude-agent-sdk-aix-ppc64 is installed\. The end-to-end suite needs the real CLI/,
    );
  });
});

describe('runSession', () => {
  it('kills a CLI whose model hangs, and leaves no process or temporary directory behind', async () => {
    const before = await sessionDirs();
    const input = { questions: [{ question: 'Q?', header: 'Q', options: [{ label: 'A', description: 'a' }, { label: 'B', description: 'b' }], multiSelect: false }] };
    let held!: () => void;
    const stalled = new Promise<void>((resolve) => (held = resolve));
    const stop = new AbortController();
    const session = runSession([{ name: 'never', input, answer: () => ({ behavior: 'deny', message: 'unreachable' }) }], {
      stallModel: true,
      onStall: held,
      signal: stop.signal,
    });
    const outcome = session.then(
      () => 'resolved',
      (error: unknown) => error,
    );
    // The CLI has asked the model and waits for an answer that never comes. It is alive, so the
    // scan sees it, and an empty scan afterwards means it is gone.
    await stalled;
    expect(await processesInSessionDirs()).not.toEqual([]);
    // What the session's timeout does to a hung CLI, done here once the hang is certain.
    const reason = new Error('stopped while the model hangs');
    stop.abort(reason);
    // The abort ended the session (not the CLI's own request timeout, minutes later, nor anything else).
    expect(await outcome).toBe(reason);
    await expect.poll(processesInSessionDirs, { timeout: 60_000, interval: 100 }).toEqual([]);
    expect(await sessionDirs()).toEqual(before);
  });
});
