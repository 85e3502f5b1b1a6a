/**
 * assistant-ui's view of a tool call (`args`, `result`, `isError`, `status`) read as the AI SDK
 * part `@askq/ai-sdk` renders, so the picker, the receipt and the invalid-input notice are the
 * same components and rules in both.
 */
import type { ToolPartLike } from '@askq/ai-sdk';

/**
 * What assistant-ui's AI SDK runtime writes on every call still open when the user sends a new
 * message (`cancelPendingToolCallsOnSend`, on by default). The model reads it as an error result.
 */
export const CANCELLED_ON_SEND_TEXT = 'User cancelled tool call by sending a new message.';

/** The fields of assistant-ui's tool-call props that decide what the card shows. */
export interface ToolCallLike {
  toolName: string;
  toolCallId: string;
  args?: unknown | undefined;
  argsText?: string | undefined;
  result?: unknown | undefined;
  isError?: boolean | undefined;
  status?: { type: string; reason?: string };
  /** This call's own approval gate (assistant-ui's `needsApproval` support). */
  approval?: { id?: string; approved?: unknown; resolution?: unknown } | null;
  /** This call's own interrupt gate. */
  interrupt?: unknown | undefined;
}

/**
 * The AI SDK part state for an assistant-ui tool call:
 * - no result, the run waiting on tool calls (or ended by a stream error after the call), no gate
 *   of this call's own, and the arguments' JSON complete: `input-available` (the live picker). A
 *   call cut off mid-stream is also "waiting" to assistant-ui once the run stops, but its argument
 *   text does not parse: it stays inert until the next message resolves it. The message's status
 *   is every open call's: another call's approval makes it `requires-action/interrupt`, so this
 *   call's own `approval` and `interrupt` decide whether it is gated.
 * - no result otherwise (streaming, this call's approval or interrupt gate): `input-streaming`, inert.
 * - an error result: `output-error`, except assistant-ui's own cancel-on-send, which is the user
 *   replying in the chat: a declined receipt, as askq's own cancel-on-send shows it.
 * - a result: `output-available`, the receipt.
 */
export function toolPartOf(call: ToolCallLike): ToolPartLike {
  const base = { type: `tool-${call.toolName}`, toolName: call.toolName, toolCallId: call.toolCallId, input: call.args };
  if (call.result === undefined) {
    // assistant-ui's own test of a pending gate (`hasPendingToolAction`), on this call alone.
    const gated = call.interrupt != null || (call.approval != null && call.approval.approved === undefined && call.approval.resolution === undefined);
    const { type, reason } = call.status ?? {};
    const waiting = !gated && (type === 'requires-action' || (type === 'incomplete' && reason === 'error'));
    return { ...base, state: waiting && isCompleteJson(call.argsText) ? 'input-available' : 'input-streaming' };
  }
  if (call.isError) {
    const errorText = errorTextOf(call.result);
    if (errorText === CANCELLED_ON_SEND_TEXT) {
      return { ...base, state: 'output-available', output: { outcome: { type: 'declined', reason: 'replied_in_chat', answers: {} } } };
    }
    return { ...base, state: 'output-error', errorText };
  }
  return { ...base, state: 'output-available', output: call.result };
}

/** The AI SDK runtime shows an error result as `{ error: errorText }`; other runtimes may pass the text. */
function errorTextOf(result: unknown): string {
  if (typeof result === 'string') return result;
  const error = typeof result === 'object' && result !== null ? (result as { error?: unknown }).error : undefined;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(result) ?? '';
  } catch {
    return '';
  }
}

/** Without `argsText` (a runtime that does not stream arguments), the arguments count as complete. */
function isCompleteJson(text: string | undefined): boolean {
  if (text === undefined) return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
