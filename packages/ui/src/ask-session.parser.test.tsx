import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AskSessionAsk } from '@askq/react';
import { AskSession } from './ask-session.js';
import { FakeEventSource } from './stories/fake-session.js';
import { singleInput } from './stories/fixtures.js';
import { chunk } from './stories/held-chunk.js';

// The session's parser (every dialect, Claude Code's schema) held back until the test lets it through.
vi.mock('./session-parser.js', async (importOriginal) => (await import('./stories/held-chunk.js')).holdChunk(importOriginal));

const ask = (id: string, extra: Partial<AskSessionAsk> = {}): AskSessionAsk => ({ id, sessionId: 'chat-1', input: singleInput, createdAt: 1_700_000_000_000, ...extra });

afterEach(() => {
  FakeEventSource.instances = [];
});

describe("AskSession's parser, loaded on first use", () => {
  it('is asked for when the session mounts; plain Claude input shows at once, other input once it is there', async () => {
    render(<AskSession url="/api/askq" sessionId="chat-1" fetch={vi.fn<typeof fetch>()} EventSource={FakeEventSource} />);
    // Asked for while the session connects, before any question.
    await waitFor(() => expect(chunk.asked).toBe(1));
    const source = FakeEventSource.last();
    // Plain Claude input needs no parser of the session's: it shows in the same render.
    act(() => source.emit('snapshot', { pending: [ask('a')] }));
    expect(screen.getByRole('radio', { name: 'Yarn' })).toBeTruthy();
    // A server that checks with Claude Code's schema hands those parse options over: the question
    // waits, busy (never an error), for the parser that honours them.
    const strict = ask('b', { parseOptions: { strict: 'claude-code' } });
    act(() => source.emit('snapshot', { pending: [strict] }));
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    act(() => chunk.open());
    expect(await screen.findByRole('radio', { name: 'Yarn' })).toBeTruthy();
    expect(chunk.asked).toBe(1);
  });
});
