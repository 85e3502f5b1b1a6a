/**
 * When a `useChat` update may skip re-rendering a part: the comparator behind the memoized
 * `AskUserQuestionPart`. Every update of the chat renders every message again, with part objects
 * that are often new but equal; a part renders only when what it shows could have changed.
 */
import type { ChatPartLike } from './parts.js';

/** States whose part is read-only and shows only the part, the labels and the class name. */
const SETTLED = new Set(['output-available', 'output-error', 'output-denied']);

/** The props a settled part renders from (besides `part`); callbacks and picker props are unused. */
const SETTLED_PROPS = new Set(['toolName', 'previewFormat', 'parseOptions', 'labels', 'className']);

/** Props compared by content: hosts often write them inline (`labels={{ submit: 'Go' }}`). */
const CONTENT_PROPS = new Set(['parseOptions', 'labels']);

/** Deeper than any tool input: a cycle (or absurd nesting) counts as changed. */
const MAX_DEPTH = 64;

/**
 * Structural equality of JSON-like values: plain objects and arrays by their entries, anything
 * else (functions included) by identity.
 */
export function sameContent(a: unknown, b: unknown, depth = 0): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || depth > MAX_DEPTH) return false;
  if (Array.isArray(a) !== Array.isArray(b) || !isPlain(a) || !isPlain(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return keys.every((k) => Object.prototype.hasOwnProperty.call(y, k) && sameContent(x[k], y[k], depth + 1));
}

function isPlain(value: object): boolean {
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * What a part renders from (its kind, id, state, error text, input and output) as a string, taken
 * when it renders: the AI SDK changes a part it already handed out in place (a turn whose first
 * part is the call: the assistant message is pushed as it is, then streamed into), so the part
 * object of the last render may no longer hold what was rendered. A part JSON cannot write (a
 * cycle, a BigInt) gets a key of its own each time: it always counts as changed.
 */
export function partKey(part: ChatPartLike): string {
  try {
    return JSON.stringify([part.type, part.toolCallId, part.toolName, part.state, part.errorText, part.input, part.output]);
  } catch {
    return `unreadable ${++unreadable}`;
  }
}
let unreadable = 0;

/**
 * The `React.memo` comparator of `AskUserQuestionPart`: equal parts (by content: `rendered` is the
 * `partKey` of the last render) and equal props.
 * A settled part (output-available / output-error / output-denied) ignores the props it does not
 * render, so inline callbacks do not make a chat history re-render; a live or streaming part
 * compares every prop (by identity; `labels` and `parseOptions` by content).
 */
export function samePartProps<P extends { part: ChatPartLike }>(prev: Readonly<P>, next: Readonly<P>, rendered: string = partKey(prev.part)): boolean {
  // What was rendered (see partKey): the last props' part may have changed since.
  if (rendered !== partKey(next.part)) return false;
  const settled = typeof next.part.state === 'string' && SETTLED.has(next.part.state);
  const a = prev as Record<string, unknown>;
  const b = next as Record<string, unknown>;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (key === 'part' || (settled && !SETTLED_PROPS.has(key)) || Object.is(a[key], b[key])) continue;
    if (!CONTENT_PROPS.has(key) || !sameContent(a[key], b[key])) return false;
  }
  return true;
}
