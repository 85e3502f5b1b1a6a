/**
 * Counting work instead of time, for the tests that check that a reader or a parser stays linear:
 * the counts are the same on any machine, however busy (the benchmark, bench/readers.mjs, prints the
 * times). `countWork(fn)` is what `fn` costs, in steps:
 * - the steps the result text readers count themselves (`readerSteps`: those of their loops that
 *   call no built-in, the searches among fragment starts and the scans of JSON string literals);
 * - every call into a built-in that loops, charged what it scans: `indexOf` and the like the span
 *   from where they start to where they stop, `startsWith`/`endsWith` the searched string, `slice`
 *   what it copies, any other string, array or typed array method the length of what it is called
 *   on (an upper bound), `sort` n log n, `JSON.parse`/`JSON.stringify` their text; a regular
 *   expression its input (sticky ones what they consumed). That the regular expressions scan
 *   their input in linear time is src/linear-regexes.test.ts's part.
 * What no meter sees is a plain loop over characters outside the readers' metered ones.
 */
import { readerSteps } from '../src/transcript/result-text-read.js';

/** What a call cost, from what it was called on and with, what it returned, and (a regular expression) its lastIndex before. */
type Cost = (self: never, args: never[], result: unknown, lastIndex: number) => number;

const lengthOf = (x: unknown) => (typeof x === 'string' || Array.isArray(x) ? x.length : 0);
/** A forward search from `from` (clamped as the built-in does) that stopped at `found` (-1: the end). */
const forward = (self: string, needle: unknown, from: unknown, found: number) => {
  const start = Math.min(Math.max(Math.trunc(Number(from) || 0), 0), self.length);
  return (found < 0 ? self.length : found + String(needle).length) - start + 1;
};

const STRING: Record<string | symbol, Cost> = {
  indexOf: (s: string, [needle, from], r) => forward(s, needle, from, r as number),
  includes: (s: string, [needle, from]) => forward(s, needle, from, -1),
  lastIndexOf: (s: string, [needle, from], r) => {
    const start = from === undefined ? s.length : Math.min(Math.max(Math.trunc(Number(from) || 0), 0), s.length);
    return start - Math.max(r as number, 0) + String(needle).length + 1;
  },
  startsWith: (_s: string, [needle]) => String(needle).length + 1,
  endsWith: (_s: string, [needle]) => String(needle).length + 1,
  slice: (_s: string, _args, r) => (r as string).length + 1,
  substring: (_s: string, _args, r) => (r as string).length + 1,
  at: () => 1,
  charAt: () => 1,
  charCodeAt: () => 1,
  codePointAt: () => 1,
};
const ARRAY: Record<string | symbol, Cost> = {
  push: (_a: unknown[], args) => args.length + 1,
  pop: () => 1,
  at: () => 1,
  sort: (a: unknown[]) => a.length * Math.ceil(Math.log2(a.length + 1)) + 1,
};
const byLength: Cost = (self: { length: number }, _args, result) => self.length + lengthOf(result) + 1;
const regex: Cost = (self: RegExp, [input], result, lastIndex) =>
  self.sticky ? (result === null || result === false ? 0 : self.lastIndex - lastIndex) + 1 : String(input).length + 1;

let total = 0;

/** Replaces the function-valued properties of `target` with ones that charge `cost` (or `fallback`), and returns how to put them back. */
function meter(target: object, costs: Record<string | symbol, Cost>, fallback: Cost): () => void {
  const saved: [string | symbol, PropertyDescriptor][] = [];
  for (const key of Reflect.ownKeys(target)) {
    const d = Object.getOwnPropertyDescriptor(target, key)!;
    if (key === 'constructor' || key === 'toString' || key === 'valueOf' || typeof d.value !== 'function') continue;
    const original = d.value as (...args: unknown[]) => unknown;
    const cost = costs[key] ?? fallback;
    saved.push([key, d]);
    Object.defineProperty(target, key, {
      ...d,
      value: function (this: never, ...args: never[]) {
        // Built-ins that call others (`replace` calls `exec`, `map` its callback) pay for both: an upper bound.
        const lastIndex = (this as unknown) instanceof RegExp ? (this as RegExp).lastIndex : 0;
        const result = Reflect.apply(original, this, args);
        total += cost(this, args, result, lastIndex);
        return result;
      },
    });
  }
  return () => {
    for (const [key, d] of saved) Object.defineProperty(target, key, d);
  };
}

/** The work `fn` does, in steps (see above); the same on every run and every machine. */
export function countWork(fn: () => unknown): number {
  const restore = [
    meter(String.prototype, STRING, byLength),
    meter(Array.prototype, ARRAY, byLength),
    meter(Object.getPrototypeOf(Int32Array.prototype) as object, {}, byLength),
    meter(RegExp.prototype, { exec: regex, test: regex }, regex),
    meter(JSON, {}, (_self, [value], result) => lengthOf(value) + lengthOf(result) + 1),
  ];
  const before = readerSteps();
  total = 0;
  try {
    fn();
    return total + readerSteps() - before;
  } finally {
    for (const put of restore) put();
  }
}

/**
 * How much more work reading a text ten times as long takes: about 10 when linear (a little more
 * where a search among the fragment starts adds a logarithm), about 100 when quadratic.
 */
export function workRatio(make: (size: number) => string, read: (text: string) => unknown, size: number): number {
  const [small, big] = [make(size), make(size * 10)];
  return countWork(() => read(big)) / countWork(() => read(small));
}
