/** Helpers for the plain data objects the core returns (outcomes, outputs, results). */

/** Sets an own key even when the key is `__proto__` (question texts are arbitrary model text). */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * A copy without the keys whose value is undefined: results are plain persisted data. For objects
 * written as literals (every caller's), whose keys are never `__proto__`. A loop, not
 * entries/filter/fromEntries: every option row of a picker makes one as it mounts.
 */
export function withoutUndefined<T extends object>(object: T): T {
  const source = object as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(source)) if (source[key] !== undefined) copy[key] = source[key];
  return copy as T;
}
