/**
 * Defensive reading helpers for `parseAskRequest`. Input comes from models, streams and host code,
 * so every property read, `Array.isArray` and `length` may meet a throwing getter or a hostile
 * Proxy; nothing here lets such an exception escape.
 */
import type { AskDialect, AskIssue, AskIssueCode, AskLimits } from './types.js';

export type Path = (string | number)[];

/** Stands for a value whose getter (or Proxy trap) threw. */
export const UNREADABLE: unique symbol = Symbol('unreadable');

/** Arrays longer than this are not walked: a guard against `{ length: 1e9 }`-style input. */
export const MAX_ENTRIES = 1000;

/** Everything one parse run needs to know and collects. */
export interface ParseContext {
  dialect: AskDialect;
  limits: AskLimits;
  strict: boolean;
  partial: boolean;
  issues: AskIssue[];
}

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
  return type === 'object' ? 'an object' : `a ${type}`;
}

/** `['questions', 1, 'options']` → `questions[1].options`; the root is called `input`. */
export function formatPath(path: Path): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? segment : `.${segment}`;
  }
  return out === '' ? 'input' : out;
}

/** A quoted excerpt for messages; long model output must not blow up an issue list. */
export function quote(text: string, max = 40): string {
  const chars = Array.from(text.length > max * 2 ? text.slice(0, max * 2) : text);
  const cut = chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
  return JSON.stringify(cut);
}

export function report(
  ctx: ParseContext,
  code: AskIssueCode,
  severity: AskIssue['severity'],
  path: Path,
  message: string,
): void {
  ctx.issues.push({ code, severity, path: [...path], message });
}

export function typeError(ctx: ParseContext, path: Path, expected: string, value: unknown): void {
  report(ctx, 'invalid_type', 'error', path, `${formatPath(path)} must be ${expected}, got ${describe(value)}`);
}

/** An optional string field; a wrong type is reported and treated as absent. */
export function optString(ctx: ParseContext, value: unknown, path: Path): string | undefined {
  if (isAbsent(value)) return undefined;
  if (typeof value === 'string') return value;
  typeError(ctx, path, 'a string', value);
  return undefined;
}

export function optBoolean(ctx: ParseContext, value: unknown, path: Path): boolean | undefined {
  if (isAbsent(value)) return undefined;
  if (typeof value === 'boolean') return value;
  typeError(ctx, path, 'a boolean (true or false)', value);
  return undefined;
}

/** "2-4 entries", "at least 1 entry", "exactly 1 entry", "at most 6 entries". */
export function countRule(min: number, max: number): string {
  const noun = (n: number) => (n === 1 ? 'entry' : 'entries');
  if (min === max) return `exactly ${min} ${noun(min)}`;
  if (max === Infinity) return `at least ${min} ${noun(min)}`;
  if (min <= 0) return `at most ${max} ${noun(max)}`;
  return `${min}-${max} entries`;
}
