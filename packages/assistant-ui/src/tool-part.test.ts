import { describe, expect, it } from 'vitest';
import { CANCELLED_ON_SEND_TEXT, toolPartOf, type ToolCallLike } from './tool-part.js';

const args = { questions: [{ question: 'Which city?', header: 'City', options: [{ label: 'Porto', description: '' }], multiSelect: false }] };
const call = (extra: Partial<ToolCallLike>): ToolCallLike => ({
  toolName: 'AskUserQuestion',
  toolCallId: 'call-1',
  args,
  argsText: JSON.stringify(args),
  ...extra,
});

describe('toolPartOf: an assistant-ui tool call as the AI SDK part askq renders', () => {
  it('is the live picker only when the run waits on the call and its arguments are complete', () => {
    expect(toolPartOf(call({ status: { type: 'requires-action', reason: 'tool-calls' } }))).toEqual({
      type: 'tool-AskUserQuestion',
      toolName: 'AskUserQuestion',
      toolCallId: 'call-1',
      input: args,
      state: 'input-available',
    });
    expect(toolPartOf(call({ status: { type: 'running' } })).state).toBe('input-streaming');
    // A call cut off mid-stream: assistant-ui counts it as waiting once the run stops.
    const cut = JSON.stringify(args).slice(0, 30);
    expect(toolPartOf(call({ argsText: cut, status: { type: 'requires-action', reason: 'tool-calls' } })).state).toBe('input-streaming');
    // This call's own interrupt or approval gate is not the user's turn to answer.
    expect(toolPartOf(call({ interrupt: { type: 'human' }, status: { type: 'requires-action', reason: 'interrupt' } })).state).toBe('input-streaming');
    expect(toolPartOf(call({ approval: { id: 'a' }, status: { type: 'requires-action', reason: 'interrupt' } })).state).toBe('input-streaming');
    // Before, these two were inert too. Another call's approval gives the whole message
    // `requires-action/interrupt`: this call has no gate of its own, so it is live.
    expect(toolPartOf(call({ status: { type: 'requires-action', reason: 'interrupt' } })).state).toBe('input-available');
    expect(toolPartOf(call({ approval: { approved: true }, status: { type: 'requires-action', reason: 'interrupt' } })).state).toBe('input-available');
    // A stream error after a complete call: the chat still takes the answer.
    expect(toolPartOf(call({ status: { type: 'incomplete', reason: 'error' } })).state).toBe('input-available');
    // A cancelled run (Stop on a runtime that cannot resume it) stays inert.
    expect(toolPartOf(call({ status: { type: 'incomplete', reason: 'cancelled' } })).state).toBe('input-streaming');
  });

  it('is the receipt for a result, the notice for an error result', () => {
    const output = { questions: args.questions, answers: { 'Which city?': 'Porto' } };
    expect(toolPartOf(call({ result: output, status: { type: 'complete' } }))).toMatchObject({ state: 'output-available', output });
    const error = 'The AskUserQuestion input was invalid, so nothing was shown to the user.';
    expect(toolPartOf(call({ result: { error }, isError: true }))).toMatchObject({ state: 'output-error', errorText: error });
    expect(toolPartOf(call({ result: error, isError: true }))).toMatchObject({ state: 'output-error', errorText: error });
  });

  it("reads assistant-ui's cancel-on-send as the user replying in the chat", () => {
    expect(toolPartOf(call({ result: { error: CANCELLED_ON_SEND_TEXT }, isError: true }))).toMatchObject({
      state: 'output-available',
      output: { outcome: { type: 'declined', reason: 'replied_in_chat', answers: {} } },
    });
  });
});
