/**
 * A call through the chat's other moves, with the real `useChat`: stopped while its input streams,
 * regenerated, and held for a tool approval (ai@6+ `needsApproval`).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type UIMessage, type UIMessageChunk, convertToModelMessages } from 'ai';
import type { useChat } from '@ai-sdk/react';
import { askUserQuestionTool } from './server.js';
import { ChatHarness } from './test-utils/chat-harness.js';
import { type Step, type Turn, askTurn, deferred, scriptedTransport, textTurn } from './test-utils/scripted-transport.js';
import { answerOf, toolParts, tripInput } from './test-utils/fixtures.js';

const Q = 'Which city should the trip start in?';
const tools = { AskUserQuestion: askUserQuestionTool() };

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const idle = () => waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'));

/** The radio named `name` once its call is answerable. */
const liveRadio = (name: RegExp) =>
  waitFor(() => {
    const radio = screen.getByRole('radio', { name });
    expect(radio.closest('[data-tool-state]')?.getAttribute('data-tool-state')).toMatch(/^(input-available|approval-responded)$/);
    expect(radio.hasAttribute('disabled')).toBe(false);
    return radio;
  });

async function startChat(turns: Turn[]) {
  const { transport, requests } = scriptedTransport(turns);
  let spy!: ReturnType<typeof vi.fn>;
  const chat: { current?: ReturnType<typeof useChat> } = {};
  render(<ChatHarness transport={transport} onSpy={(s) => (spy = s)} onChat={(c) => (chat.current = c)} />);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Plan a trip');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  return { user, requests, spy: () => spy, chat: () => chat.current! };
}

async function write(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByRole('textbox', { name: 'Message' }), text);
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

/** The tool calls and results the model is sent for `messages` (what `streamText` gets). */
async function modelToolParts(messages: UIMessage[]) {
  const model = await convertToModelMessages(messages, { tools });
  return model.flatMap((m) => (typeof m.content === 'string' ? [] : (m.content as readonly { type: string }[]))).filter((c) => c.type === 'tool-call' || c.type === 'tool-result');
}

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

/** A turn whose call waits for the app's approval (`needsApproval` on the server tool). */
function approvalTurn(toolCallId: string): Step[] {
  const steps = askTurn({ toolCallId, input: tripInput });
  const at = steps.findIndex((s) => (s as UIMessageChunk).type === 'tool-input-available') + 1;
  steps.splice(at, 0, { type: 'tool-approval-request', approvalId: `approve-${toolCallId}`, toolCallId } as UIMessageChunk);
  return steps;
}

/** The app's own approval UI answering (`addToolApprovalResponse`, ai@6+). */
async function approve(chat: object, id: string, approved: boolean) {
  const { addToolApprovalResponse } = chat as { addToolApprovalResponse: (response: { id: string; approved: boolean }) => Promise<void> };
  await act(async () => {
    await addToolApprovalResponse({ id, approved });
  });
}

// Tool approvals are ai@6+.
describe.skipIf(process.env.AI_MAJOR === '5')('a call that needs the app\'s approval (needsApproval)', () => {
  it('is inert until approved, then answerable; the approval and the answer go out together', async () => {
    const { user, requests, spy, chat } = await startChat([
      () => approvalTurn('call-ap'),
      (messages) => textTurn(`Off to ${answerOf(messages, Q)}.`),
    ]);
    await waitFor(() => expect(document.querySelector('[data-tool-state="approval-requested"]')).not.toBeNull());
    await idle();
    expect(screen.getByRole('radio', { name: /Porto/ }).hasAttribute('disabled')).toBe(true);

    // The app's own approval UI: the server does not run a tool without `execute`, so nothing is sent yet.
    await approve(chat(), 'approve-call-ap', true);
    await user.click(await liveRadio(/Porto/));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Off to Porto.')).toBeTruthy();
    await idle();
    expect(spy()).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
    expect(toolParts(requests[1]!.messages)).toMatchObject([{ state: 'output-available', approval: { approved: true } }]);
    // The model gets the call's result (without it, streamText fails: "Tool result is missing").
    expect(await modelToolParts(requests[1]!.messages)).toMatchObject([
      { type: 'tool-call', toolCallId: 'call-ap' },
      { type: 'tool-result', toolCallId: 'call-ap', output: { type: 'text', value: expect.stringMatching(/^Your questions have been answered: "Which city should the trip start in\?"="Porto"/) } },
    ]);
  });

  it('an approved call left unanswered is declined when the user writes in the chat', async () => {
    const { user, requests, chat } = await startChat([() => approvalTurn('call-ap2'), () => textTurn('Madrid then.')]);
    await idle();
    await approve(chat(), 'approve-call-ap2', true);
    await liveRadio(/Porto/);
    // It takes focus as it becomes answerable (in the next frame); the user then writes instead.
    await waitFor(() => expect(document.activeElement?.closest('[data-tool-call-id="call-ap2"]')).not.toBeNull());
    await write(user, 'What about Madrid?');
    expect(await screen.findByText('Madrid then.')).toBeTruthy();
    expect(toolParts(requests[1]!.messages)).toMatchObject([
      { state: 'output-available', output: { outcome: { type: 'declined', reason: 'replied_in_chat', message: 'What about Madrid?' } } },
    ]);
    expect(await modelToolParts(requests[1]!.messages)).toMatchObject([
      { type: 'tool-call', toolCallId: 'call-ap2' },
      { type: 'tool-result', toolCallId: 'call-ap2' },
    ]);
  });

  it('a denied call stays inert', async () => {
    const { chat, spy } = await startChat([() => approvalTurn('call-ap3')]);
    await idle();
    await approve(chat(), 'approve-call-ap3', false);
    await waitFor(() => expect(document.querySelector('[data-tool-state="approval-responded"]')).not.toBeNull());
    expect(screen.getByRole('radio', { name: /Porto/ }).hasAttribute('disabled')).toBe(true);
    expect(spy()).not.toHaveBeenCalled();
  });
});
