/**
 * Reading untrusted input without ever throwing, and the wording helpers every parse message uses.
 * Shared by the parse (`parse.ts`) and its rule modules (`parse-*.ts`).
 */
import type { AskIssue, AskIssueCode } from './types.js';

export type Path = (string | number)[];

/** Records an issue; its message starts with the path it is about (`input` for the root). */
export type Report = (code: AskIssueCode, path: Path, text: string, severity?: AskIssue['severity']) => void;

/** Stands for a value whose getter (or Proxy trap) threw. */
export const UNREADABLE = Symbol();

export function read(obj: unknown, key: string | number): unknown {
  if (obj === null || typeof obj !== 'object') return undefined;
  try {
    return (obj as Record<string | number, unknown>)[key];
  } catch {
    return UNREADABLE;
  }
}

export function isArray(value: unknown): value is unknown[] {
  try {
    return Array.isArray(value);
  } catch {
    // A revoked Proxy makes Array.isArray throw.
    return false;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !isArray(value);
}

/** The own enumerable keys, or none when even listing them throws (a hostile Proxy). */
export function keysOf(value: object): string[] {
  try {
    return Object.keys(value);
  } catch {
    return [];
  }
}

export function lengthOf(array: unknown[]): number {
  const n = read(array, 'length');
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : 0;
}

/** Absent in the sense of an optional field: missing, or an explicit JSON null. */
export function isAbsent(value: unknown): value is undefined | null {
  return value === undefined || value === null;
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
