// @vitest-environment jsdom
/**
 * `AskInterrupt` reads a question with `@askq/ai-sdk`'s parser loaded on first use: plain Claude
 * input (what a model sends almost every time) shows at once and never loads it; input only the full
 * parser reads (Claude Code's schema, an extended host's keys) waits busy, never as an error, then
 * shows, with the interrupt's title. The stream here is a plain object, so each render is the test's.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { parseAskRequest } from '@askq/core';
import { toAskToolOutput } from '@askq/ai-sdk/call';
import { AskLabelsProvider } from '@askq/ui';
import { AskInterrupt } from './ask-interrupt.js';
import { ASK_INTERRUPT_TYPE, type AskInterruptValue } from './envelope.js';
import type { AskStreamLike } from './stream.js';
import { tripInput } from './test-utils/graphs.js';
import { chunk } from '../../ui/src/stories/held-chunk.js';

// The chunk with the parser (the AI SDK part's kit) held back until a test lets it through.
vi.mock('../../ai-sdk/src/part-kit.js', async (importOriginal) => (await import('../../ui/src/stories/held-chunk.js')).holdChunk(importOriginal));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const ask = (input: unknown, extra: Partial<AskInterruptValue> = {}) => ({
  id: 'interrupt-1',
  value: { type: ASK_INTERRUPT_TYPE, version: 1, input, title: 'Trip planning', ...extra } satisfies AskInterruptValue,
});
const streamOf = (extra: Partial<AskStreamLike>): AskStreamLike => ({ submit: vi.fn(), messages: [], ...extra });

/** The thread after the model's call `call_x` with `input` was answered (Porto). */
function answeredThread(input: unknown) {
  const request = parseAskRequest(input).request!;
  const artifact = toAskToolOutput(request, { type: 'answered', answers: { q1: { selected: ['Porto'] } } });
  return [
    { type: 'ai', content: '', tool_calls: [{ id: 'call_x', name: 'AskUserQuestion', args: input }] },
    { type: 'tool', tool_call_id: 'call_x', content: 'Your questions have been answered.', artifact },
  ];
}

// In this order: the first test needs the parser not loaded yet, and so does the second until it opens the chunk.
describe('AskInterrupt: the parser on first use', () => {
  it('shows plain Claude input in its first render, with the title, and a receipt of it, without loading the parser', async () => {
    render(
      <>
        <AskInterrupt stream={streamOf({ interrupts: [ask(tripInput)] })} />
        <AskInterrupt stream={streamOf({ messages: answeredThread(tripInput) })} toolCallId="call_x" />
      </>,
    );
    expect(screen.getByRole('radio', { name: /Porto/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Trip planning' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: /Answered/ })).getByText('Porto')).toBeTruthy();
    // Give a load the chance to start (it would be asked for during render or in an effect).
    await act(() => Promise.resolve());
    expect(chunk.asked).toBe(0);
  });

  it('input only the full parser reads: busy, with no error, until it has loaded, then the question with its title and the receipt', async () => {
    // Checked with Claude Code's schema on the server, so read with it here; and a call with a key
    // of an extended host's, which only the full parser reads.
    const strict = ask(tripInput, { settings: { strict: 'claude-code' } });
    const extended = { ...tripInput, metadata: { source: 'planner' } };
    render(
      <>
        <AskInterrupt stream={streamOf({ interrupts: [strict] })} />
        <AskInterrupt stream={streamOf({ messages: answeredThread(extended) })} toolCallId="call_x" />
      </>,
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('group', { name: /Answered/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('[data-slot="askq-root"][aria-busy="true"]')).not.toBeNull();
    const waiting = document.querySelector('[data-slot="askq-langgraph-waiting"]');
    expect(waiting?.getAttribute('aria-busy')).toBe('true');
    expect(waiting?.getAttribute('data-tool-call-id')).toBe('call_x');
    // Asked for by the first input that needs it, once for the page.
    await vi.waitFor(() => expect(chunk.asked).toBe(1));
    expect(screen.queryByRole('radio')).toBeNull();

    act(() => chunk.open());
    expect(await screen.findByRole('radio', { name: /Porto/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Trip planning' })).toBeTruthy();
    const receipt = await screen.findByRole('group', { name: /Answered/ });
    expect(within(receipt).getByText('Porto')).toBeTruthy();
    expect(receipt.getAttribute('data-tool-call-id')).toBe('call_x');
    expect(document.querySelector('[data-slot="askq-langgraph-waiting"]')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(chunk.asked).toBe(1);
  });

  it("says who asks in the app's words (an AskLabelsProvider's)", () => {
    render(
      <AskLabelsProvider labels={{ sessionAgent: (agent) => `Gefragt von ${agent}` }}>
        <AskInterrupt stream={streamOf({ interrupts: [ask(tripInput, { askedBy: 'planner' })] })} />
      </AskLabelsProvider>,
    );
    expect(screen.getByText('Gefragt von planner')).toBeTruthy();
  });
});
