/**
 * What the React piece reads of `useStream`'s result (`@langchain/langgraph-sdk/react`), typed by
 * shape so every SDK version with `interrupts` / `interrupt` and `submit` fits, for the LangGraph
 * server and for a custom transport alike.
 */
import { isAskInterruptValue, type AskInterruptValue } from './envelope.js';

/** One interrupt as the SDK shows it. */
export interface InterruptLike {
  id?: string | undefined;
  value?: unknown | undefined;
}

/** The part of `useStream()`'s result this package uses. */
export interface AskStreamLike {
  /** Every pending interrupt (SDK 1.x). */
  interrupts?: readonly InterruptLike[] | undefined;
  /** The pending interrupt (older SDKs), or all of them when there are several. */
  interrupt?: InterruptLike | readonly InterruptLike[] | undefined;
  /** Whether a run is streaming. */
  isLoading?: boolean | undefined;
  /** The last run's error, if it ended with one (`submit` resolves all the same). */
  error?: unknown;
  /** The thread's state as streamed (empty until a run streams: a custom transport shows no stored history). */
  values?: unknown | undefined;
  /** The thread's messages, where an AskUserQuestion tool's result is read back after a reload. */
  messages?: readonly unknown[] | undefined;
  submit(values: null | undefined, options: { command: { resume: unknown } }): unknown;
}

/** A pending askq question: its interrupt id and envelope. */
export interface PendingAsk {
  interruptId: string | undefined;
  value: AskInterruptValue;
}

function allInterrupts(stream: AskStreamLike): readonly InterruptLike[] {
  if (Array.isArray(stream.interrupts)) return stream.interrupts;
  const one = stream.interrupt;
  if (one === undefined || one === null) return [];
  return Array.isArray(one) ? one : [one as InterruptLike];
}

/** The pending interrupts that are askq questions, in order; every other interrupt is left alone. */
export function pendingAsks(stream: AskStreamLike): PendingAsk[] {
  const asks: PendingAsk[] = [];
  for (const interrupt of allInterrupts(stream)) {
    if (isAskInterruptValue(interrupt?.value)) asks.push({ interruptId: interrupt.id, value: interrupt.value });
  }
  return asks;
}

/** LangGraph's interrupt ids (an XXH3-128 hex digest): only a map keyed by those is read as one. */
const INTERRUPT_ID = /^[0-9a-f]{32}$/;

/**
 * The `resume` for one question: a map by its interrupt id, so LangGraph resumes that interrupt
 * and no other (the others pending are asked again). An answer sent twice (two tabs, a resume
 * retried after it went through) then finds nothing to resume, instead of being taken by the
 * thread's next interrupt. The value itself when the interrupt has no such id (it is then the
 * only one pending, or there is no telling them apart).
 */
export function resumeFor(stream: AskStreamLike, ask: PendingAsk, value: unknown): unknown {
  const id = ask.interruptId;
  return id !== undefined && (INTERRUPT_ID.test(id) || allInterrupts(stream).length > 1) ? { [id]: value } : value;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The stream, or, while it has shown nothing yet, the stream with the pending interrupts the
 * app read from its server (a custom transport after a reload shows no stored state).
 */
export function withRestoredInterrupts(stream: AskStreamLike, interrupts: readonly InterruptLike[] | undefined): AskStreamLike {
  const shown = isRecord(stream.values) && Object.keys(stream.values).length > 0;
  return interrupts === undefined || shown ? stream : { ...stream, interrupts, interrupt: undefined, submit: stream.submit.bind(stream) };
}

/** A tool call as the thread's messages hold it: its input, and its result once there is one. */
export interface ToolCallLookup {
  input: unknown;
  result?: { content: string; artifact: unknown };
}

/** The text of a message's content: a string, or the text blocks of a list. */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((block) => (isRecord(block) && typeof block.text === 'string' ? block.text : '')).join('');
}

/** The call `toolCallId` among `messages` (LangGraph's message dicts), with its result if it has one yet. */
export function findToolCall(messages: readonly unknown[] | undefined, toolCallId: string): ToolCallLookup | undefined {
  if (!messages) return undefined;
  let found: ToolCallLookup | undefined;
  for (const message of messages) {
    if (!isRecord(message)) continue;
    if (Array.isArray(message.tool_calls)) {
      const call = message.tool_calls.find((c: unknown) => isRecord(c) && c.id === toolCallId) as Record<string, unknown> | undefined;
      if (call) found = { input: call.args };
    }
    if (message.type === 'tool' && message.tool_call_id === toolCallId) {
      return { input: found?.input, result: { content: contentText(message.content), artifact: message.artifact } };
    }
  }
  return found;
}
