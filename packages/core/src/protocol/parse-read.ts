/**
 * Reading untrusted input without ever throwing. Input comes from models, streams and host code,
 * so every property read, `Array.isArray` and `length` may meet a throwing getter or a hostile
 * Proxy: these readers turn such an exception into a value the parse can report. Shared by the
 * parse (`parse.ts`) and its rule modules (`parse-*.ts`); the wording lives in parse-issues.ts.
 */

export type Path = (string | number)[];

/** Arrays longer than this are not walked: a guard against `{ length: 1e9 }`-style input. */
export const MAX_ENTRIES = 1000;

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
