/** Helpers for the plain data objects the core returns (outcomes, outputs, results). */

/** Sets an own key even when the key is `__proto__` (question texts are arbitrary model text). */
export function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A copy without the keys whose value is undefined: results are plain persisted data. */
export const withoutUndefined = <T extends object>(object: T): T =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
