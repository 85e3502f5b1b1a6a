/**
 * A call through the chat's other moves, with the real `useChat`: stopped while its input streams,
 * and regenerated (held for a tool approval: chat-approval.test.tsx).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { askTurn, deferred, textTurn } from './test-utils/scripted-transport.js';
import { answerOf, toolParts, tripInput } from './test-utils/fixtures.js';
import { Q, idle, liveRadio, modelToolParts, startChat, write } from './test-utils/lifecycle.js';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('stop() while the input streams in', () => {
  it('a call stopped before its first piece of input is sent to the model with an input object', async () => {
    const gate = deferred();
    const { user, requests, chat } = await startChat([
      () => askTurn({ toolCallId: 'call-stop', input: tripInput, pause: { at: 0, until: gate.promise } }),
      () => textTurn('Sure, what next?'),
    ]);
    await waitFor(() => expect(document.querySelector('[data-tool-call-id="call-stop"]')?.getAttribute('data-tool-state')).toBe('input-streaming'));
    await act(async () => {
      await chat().stop();
    });
    await idle();
    // Never answerable: the picker's busy card, nothing to choose.
    expect(screen.queryByRole('radio')).toBeNull();

    await write(user, 'Never mind');
    expect(await screen.findByText('Sure, what next?')).toBeTruthy();
    const [part] = toolParts(requests[1]!.messages) as unknown as Record<string, unknown>[];
    expect(part).toMatchObject({ state: 'output-error', input: {}, errorText: expect.stringMatching(/interrupted before its input was complete/) });
    expect(part).not.toHaveProperty('rawInput');
    // A tool call without an input is rejected by the providers (Anthropic's tool_use needs one).
    expect(await modelToolParts(requests[1]!.messages)).toMatchObject([
      { type: 'tool-call', toolCallId: 'call-stop', input: {} },
      { type: 'tool-result', toolCallId: 'call-stop' },
    ]);
  });

  it('a call stopped midway keeps the input it had', async () => {
    const gate = deferred();
    const { user, requests, chat } = await startChat([
      // Paused inside the second option's description.
      () => askTurn({ toolCallId: 'call-half', input: tripInput, chunkSize: 7, pause: { at: Math.floor(JSON.stringify(tripInput).indexOf('by the river') / 7), until: gate.promise } }),
      () => textTurn('Sure, what next?'),
    ]);
    await screen.findByRole('radio', { name: /Porto/ });
    await act(async () => {
      await chat().stop();
    });
    await idle();
    await write(user, 'Never mind');
    expect(await screen.findByText('Sure, what next?')).toBeTruthy();
    const [call] = await modelToolParts(requests[1]!.messages);
    expect(call).toMatchObject({ type: 'tool-call', input: { questions: [{ question: Q }] } });
  });
});

describe('regenerate()', () => {
  it('a regenerated call that reuses the tool call id (a model that numbers its calls) is answerable', async () => {
    const { user, requests, spy, chat } = await startChat([
      () => askTurn({ toolCallId: 'call-1', input: tripInput }),
      (messages) => textTurn(`Off to ${answerOf(messages, Q)}.`),
      () => askTurn({ toolCallId: 'call-1', input: tripInput }),
      (messages) => textTurn(`Now off to ${answerOf(messages, Q)}.`),
    ]);
    await user.click(await liveRadio(/Porto/));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Off to Porto.')).toBeTruthy();
    await idle();

    await act(async () => {
      await chat().regenerate();
    });
    await user.click(await liveRadio(/Lisbon/));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Now off to Lisbon (Recommended).')).toBeTruthy();
    await idle();
    expect(spy()).toHaveBeenCalledTimes(2);
    expect(requests).toHaveLength(4);
  });
});
