/**
 * A tolerant parser for JSON text cut short by a stream: it parses strict JSON, but wherever the
 * text ends it closes open strings, arrays and objects and drops a dangling key. Text that is
 * not a prefix of JSON (a syntax error before the end) is hopeless and gives undefined.
 */
import { setOwn } from '../protocol/plain-data.js';

/** The text ended before this value began. */
const NONE = Symbol();
/** A syntax error: the text is not a prefix of any JSON document. */
const FAIL = Symbol();

// Deep enough for any tool input; shallow enough that recursion cannot overflow the stack.
const MAX_DEPTH = 200;
// Greedy, so it matches the longest valid number at the start of a token.
const NUMBER_PREFIX = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/;
/** Whole tokens that more digits could still turn into a number. */
const NUMBER_START = /^-?(?:(?:0|[1-9]\d*)(?:(?:\.\d+)?(?:[eE][+-]?\d*)?|\.))?$/;
// `"`, `\` and `/` escape themselves, as does any unknown escape (tolerance costs nothing here).
const ESCAPES: Readonly<Record<string, string>> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

export function parsePartialJson(text: string): unknown {
  if (typeof text !== 'string') return undefined;
  const n = text.length;
  let i = 0;
  /** Consumes what the sticky regex matches at the cursor (possibly nothing) and returns it. */
  const take = (re: RegExp): string => {
    re.lastIndex = i;
    re.test(text);
    return text.slice(i, (i = re.lastIndex));
  };
  const space = () => take(/[ \n\r\t]*/y);

  /** A string's value and whether its closing quote was seen; the cursor is on the opening quote. */
  const string = (): [string, boolean] | typeof FAIL => {
    let out = '';
    i++;
    for (;;) {
      out += take(/[^"\\]*/y);
      if (i >= n) return [out, false];
      if (text[i++] === '"') return [out, true];
      // An escape; one cut short is left out until the rest of it arrives.
      const e = text[i];
      if (e === undefined) return [out, false];
      if (e === 'u') {
        const hex = text.slice(i + 1, i + 5);
        if (!/^[0-9a-fA-F]*$/.test(hex)) return FAIL;
        if (hex.length < 4) {
          i = n;
          return [out, false];
        }
        out += String.fromCharCode(parseInt(hex, 16));
        i += 5;
      } else {
        out += ESCAPES[e] ?? e;
        i++;
      }
    }
  };

  /** An array or object; a member cut short ends it, a dangling key (or one cut inside) is dropped. */
  const container = (depth: number, isObject: boolean): unknown => {
    const out: Record<string, unknown> | unknown[] = isObject ? {} : [];
    const close = isObject ? '}' : ']';
    i++;
    for (;;) {
      space();
      if (i >= n) return out;
      if (text[i] === close) {
        i++;
        return out;
      }
      let key: [string, boolean] | typeof FAIL = ['', true];
      if (isObject) {
        if (text[i] !== '"') return FAIL;
        key = string();
        if (key === FAIL) return FAIL;
        space();
        if (!key[1] || i >= n) return out;
        if (text[i++] !== ':') return FAIL;
        space();
      }
      const item = value(depth + 1);
      if (item === FAIL) return FAIL;
      if (item === NONE) return out;
      // Not an assignment: a "__proto__" key must stay plain data, as in JSON.parse.
      if (isObject) setOwn(out as Record<string, unknown>, key[0], item);
      else (out as unknown[]).push(item);
      // After a member: a comma goes on; the closing bracket or the end of the text ends it.
      space();
      if (i >= n) return out;
      const c = text[i++];
      if (c === close) return out;
      if (c !== ',') return FAIL;
    }
  };

  const value = (depth: number): unknown => {
    if (i >= n) return NONE;
    if (depth > MAX_DEPTH) return FAIL;
    const c = text[i] as string;
    if (c === '{' || c === '[') return container(depth, c === '{');
    if (c === '"') {
      const s = string();
      return s === FAIL ? FAIL : s[0];
    }
    if (c === '-' || (c >= '0' && c <= '9')) {
      const token = take(/[-+0-9.eE]*/y);
      const longest = NUMBER_PREFIX.exec(token)?.[0] ?? '';
      if (i < n) return longest === token ? Number(token) : FAIL;
      // A number the text ends in may go on ("1" of "100"): inside a container it has not arrived
      // yet, like a dangling key; a whole document that is a number is that number.
      if (!NUMBER_START.test(token)) return FAIL;
      return longest === '' || depth > 0 ? NONE : Number(longest);
    }
    // A literal, or at the very end a prefix of one ("tr").
    const word = take(/[a-z]*/y);
    for (const [name, literal] of [['true', true], ['false', false], ['null', null]] as const) {
      if (word === name || (i >= n && word !== '' && name.startsWith(word))) return literal;
    }
    return FAIL;
  };

  try {
    space();
    const result = value(0);
    space();
    return result === NONE || result === FAIL || i < n ? undefined : result;
  } catch {
    return undefined;
  }
}
