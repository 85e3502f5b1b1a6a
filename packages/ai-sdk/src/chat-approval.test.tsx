/**
 * A call held for the app's approval (`needsApproval` on the server tool), with the real `useChat`.
 * Tool approvals are ai@6+: vitest.config.ts leaves this file out of the ai@5 project.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { UIMessageChunk } from 'ai';
import { type Step, askTurn, textTurn } from './test-utils/scripted-transport.js';
import { answerOf, toolParts, tripInput } from './test-utils/fixtures.js';
import { Q, idle, liveRadio, modelToolParts, startChat, write } from './test-utils/lifecycle.js';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
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

describe('a call that needs the app\'s approval (needsApproval)', () => {
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
