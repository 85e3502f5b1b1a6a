/**
 * Identity across parses. A streamed tool input is parsed again on every chunk, and each parse
 * builds new objects; a question that finished streaming is the same content each time. Putting
 * the previous objects back where the content is equal lets a UI skip re-rendering questions (and
 * options) that did not change, and keeps the whole request when nothing did.
 */
import type { AskOption, AskQuestion, AskRequest } from './types.js';

/**
 * Deep equality of plain JSON-like data (what a parsed request is made of). Data nested deeper than
 * any tool input (a model's stray key) counts as different rather than overflow the stack.
 */
export function samePlain(a: unknown, b: unknown, depth = 0): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || depth > 99) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => Object.prototype.hasOwnProperty.call(y, k) && samePlain(x[k], y[k], depth + 1));
}

/** `next` with each item shared with `prev`'s at its position; `prev` itself when every item is. */
function shareList<T>(prev: T[], next: T[], share: (prev: T | undefined, next: T) => T): T[] {
  const out = next.map((item, i) => share(prev[i], item));
  return out.length === prev.length && out.every((item, i) => item === prev[i]) ? prev : out;
}

/** An option: `prev`'s object when its content is equal. */
const shareOption = (prev: AskOption | undefined, next: AskOption): AskOption => (prev && samePlain(prev, next) ? prev : next);

function shareQuestion(prev: AskQuestion | undefined, next: AskQuestion): AskQuestion {
  if (!prev || prev.id !== next.id) return next;
  const options = shareList(prev.options, next.options, shareOption);
  const { options: _a, ...restPrev } = prev;
  const { options: _b, ...restNext } = next;
  if (samePlain(restPrev, restNext)) return options === prev.options ? prev : { ...prev, options };
  return options === next.options ? next : { ...next, options };
}

/**
 * `next` with `prev`'s question and option objects wherever their content is equal (by position
 * and id), and `prev` itself when the whole request is equal. Never changes either argument.
 */
export function shareRequest(prev: AskRequest | null | undefined, next: AskRequest): AskRequest {
  if (!prev || prev === next) return next;
  const questions = shareList(prev.questions, next.questions, shareQuestion);
  const { questions: _a, input: inputPrev, ...restPrev } = prev;
  const { questions: _b, input: inputNext, ...restNext } = next;
  if (questions === prev.questions && samePlain(restPrev, restNext) && samePlain(inputPrev, inputNext)) return prev;
  return { ...next, questions };
}
