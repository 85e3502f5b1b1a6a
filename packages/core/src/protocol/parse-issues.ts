/**
 * Issue wording: how every parse message is put. A message starts with the path it is about and
 * says what to send instead, because its reader is often a model that fixes its own input from
 * the message alone; quoted input is cut short so long model output cannot blow up an issue list.
 */
import type { AskIssue, AskIssueCode } from './types.js';
import { type Path, MAX_ENTRIES, UNREADABLE, isArray } from './parse-read.js';

/** Records an issue; its message starts with the path it is about (`input` for the root). */
export type Report = (code: AskIssueCode, path: Path, text: string, severity?: AskIssue['severity']) => void;

/** A `Report` that appends to `issues`, the one list a parse run returns. */
export function reporter(issues: AskIssue[]): Report {
  return (code, path, text, severity = 'error') => {
    issues.push({ code, severity, path: [...path], message: `${formatPath(path)} ${text}` });
  };
}

export function describe(value: unknown): string {
  if (value === UNREADABLE) return 'an unreadable value (its getter threw)';
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (isArray(value)) return 'an array';
  const type = typeof value;
  // NaN and the infinities are numbers to JavaScript but not to JSON or a schema.
  if (type === 'number' && !Number.isFinite(value)) return String(value);
  return type === 'object' ? 'an object' : `a ${type}`;
}

/** `['questions', 1, 'options']` → `questions[1].options`; the root is called `input`. */
export function formatPath(path: Path): string {
  let out = '';
  for (const segment of path) out += typeof segment === 'number' ? `[${segment}]` : out ? `.${segment}` : segment;
  return out || 'input';
}

/** A quoted excerpt for messages; long model output must not blow up an issue list. */
export function quote(text: string): string {
  // 40 characters; slicing 80 code units first keeps Array.from cheap on huge text.
  const head = text.slice(0, 80);
  const chars = Array.from(head);
  return JSON.stringify(chars.length > 40 ? `${chars.slice(0, 40).join('')}…` : head);
}

/**
 * The message for a typed field sent as `null` or as the wrong type. `null` for an optional key
 * says to leave the key out; for a required one (`required`) that advice would only trade the
 * error for "is missing", so it is not given.
 */
export const typeMessage = (expected: string, value: unknown, required = false) =>
  `must be ${expected}, got ${describe(value)}${value === null && !required ? '; leave the key out instead of sending null' : ''}`;

/** "2-4 entries", "at least 1 entry", "exactly 1 entry", "at most 6 entries". */
export function countRule(min: number, max: number): string {
  const entries = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;
  if (min === max) return `exactly ${entries(min)}`;
  if (max === Infinity) return `at least ${entries(min)}`;
  if (min <= 0) return `at most ${entries(max)}`;
  return `${min}-${max} entries`;
}

/** An array longer than the parse walks (`MAX_ENTRIES`): what it says of it. */
export const beyondShown = (count: number) => `has ${count} entries; at most ${MAX_ENTRIES} can be shown`;
