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

/** The same part as far as rendering goes: its kind, id, state, error text, input and output. */
export function samePart(a: ChatPartLike, b: ChatPartLike): boolean {
  if (a === b) return true;
  return (
    a.type === b.type &&
    a.toolCallId === b.toolCallId &&
    a.toolName === b.toolName &&
    a.state === b.state &&
    a.errorText === b.errorText &&
    sameContent(a.input, b.input) &&
    sameContent(a.output, b.output)
  );
}

/**
 * The `React.memo` comparator of `AskUserQuestionPart`: equal parts (by content) and equal props.
 * A settled part (output-available / output-error / output-denied) ignores the props it does not
 * render, so inline callbacks do not make a chat history re-render; a live or streaming part
 * compares every prop (by identity; `labels` and `parseOptions` by content).
 */
export function samePartProps<P extends { part: ChatPartLike }>(prev: Readonly<P>, next: Readonly<P>): boolean {
  if (!samePart(prev.part, next.part)) return false;
  const settled = typeof next.part.state === 'string' && SETTLED.has(next.part.state);
  const a = prev as Record<string, unknown>;
  const b = next as Record<string, unknown>;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (key === 'part' || (settled && !SETTLED_PROPS.has(key)) || Object.is(a[key], b[key])) continue;
    if (!CONTENT_PROPS.has(key) || !sameContent(a[key], b[key])) return false;
  }
  return true;
}
