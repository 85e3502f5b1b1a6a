/**
 * Structural types for `useChat` message parts and helpers to find AskUserQuestion calls among
 * them. Matched by `part.type` / `toolName` ourselves: `isToolUIPart` and `getToolName` differ
 * between ai@5, 6 and 7, and an app may even hold two copies of `ai`.
 */
import { ASK_USER_QUESTION_TOOL_NAME } from './constants.js';

/** Any message part (text, file, tool, ...): only `type` is required, so every major's parts fit. */
export interface ChatPartLike {
  type: string;
  toolCallId?: string | undefined;
  toolName?: string | undefined;
  state?: string | undefined;
  input?: unknown | undefined;
  output?: unknown | undefined;
  errorText?: string | undefined;
}

/** A tool part (static `tool-<name>` or `dynamic-tool`). */
export interface ToolPartLike extends ChatPartLike {
  toolCallId: string;
  state: string;
}

export interface ChatMessageLike {
  role: string;
  parts: readonly ChatPartLike[];
}

/**
 * Whether `part` is a call of the AskUserQuestion tool (registered as `toolName`). The true branch
 * keeps the chat's own part types (a typed chat's `tool-AskUserQuestion` part, with its output).
 */
export function isAskUserQuestionPart<P extends ChatPartLike>(part: P | null | undefined, toolName = ASK_USER_QUESTION_TOOL_NAME): part is P & ToolPartLike {
  if (!part || typeof part.toolCallId !== 'string' || typeof part.state !== 'string') return false;
  return part.type === `tool-${toolName}` || (part.type === 'dynamic-tool' && part.toolName === toolName);
}

/**
 * One of the chat's parts as a waiting call: input-available, or approval-responded once approved
 * (a typed chat's input is there in both).
 */
export type PendingPart<P extends ChatPartLike = ChatPartLike> = P & ToolPartLike & { state: 'input-available' | 'approval-responded' };

/**
 * Whether a call waits for the user's answer: its input is complete and it has no output yet. A
 * call that needed the app's approval (ai@6+ `needsApproval`) waits once approved: nothing runs it
 * on the server (the tool has no `execute`), so the approval and the answer go out together.
 */
export const awaitsAnswer = (part: ToolPartLike): boolean =>
  part.state === 'input-available' || (part.state === 'approval-responded' && (part as { approval?: { approved?: unknown } | null }).approval?.approved === true);

/** A call that waits for the user (see `awaitsAnswer`). */
export const isPendingAskPart = <P extends ChatPartLike>(part: P, toolName?: string): part is PendingPart<P> =>
  isAskUserQuestionPart(part, toolName) && awaitsAnswer(part);

/** Every pending AskUserQuestion call in the messages (normally at most one, in the last message). */
export function pendingAskParts<P extends ChatPartLike>(messages: readonly { role: string; parts: readonly P[] }[], toolName?: string): PendingPart<P>[] {
  return messages.flatMap((m) => (m.role === 'assistant' ? m.parts.filter((p): p is PendingPart<P> => isPendingAskPart(p, toolName)) : []));
}
