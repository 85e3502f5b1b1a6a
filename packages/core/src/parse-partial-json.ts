/**
 * A tolerant parser for JSON text cut short by a stream: it parses strict JSON, but wherever the
 * text ends it closes open strings, arrays and objects and drops a dangling key. Text that is
 * not a prefix of JSON (a syntax error before the end) is hopeless and gives undefined.
 */

/** The text ended before this value began. */
const NONE = Symbol('none');
/** A syntax error: the text is not a prefix of any JSON document. */
const FAIL = Symbol('fail');
type Result = unknown | typeof NONE | typeof FAIL;

// Deep enough for any tool input; shallow enough that recursion cannot overflow the stack.
const MAX_DEPTH = 200;
// Greedy, so it matches the longest valid number at the start of a token.
const NUMBER_PREFIX = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/;
/** Whole tokens that more digits could still turn into a number. */
const NUMBER_START = /^-?(?:(?:0|[1-9]\d*)(?:(?:\.\d+)?(?:[eE][+-]?\d*)?|\.))?$/;
const LITERALS: ReadonlyArray<readonly [string, unknown]> = [
  ['true', true],
  ['false', false],
  ['null', null],
];
const ESCAPES: Readonly<Record<string, string>> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

export function parsePartialJson(text: string): unknown {
  try {
    if (typeof text !== 'string') return undefined;
    const parser = new Parser(text);
    parser.skipSpace();
    const value = parser.value(0);
    if (value === NONE || value === FAIL) return undefined;
    parser.skipSpace();
    return parser.atEnd() ? value : undefined;
  } catch {
    return undefined;
  }
}

class Parser {
  private i = 0;
  constructor(private readonly s: string) {}

  atEnd(): boolean {
    return this.i >= this.s.length;
  }

  skipSpace(): void {
    while (this.i < this.s.length) {
      const c = this.s.charCodeAt(this.i);
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return;
      this.i++;
    }
  }

  value(depth: number): Result {
    if (this.atEnd()) return NONE;
    if (depth > MAX_DEPTH) return FAIL;
    const c = this.s[this.i];
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth);
    if (c === '"') {
      const text = this.string();
      return text === FAIL ? FAIL : text.value;
    }
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.number();
    return this.literal();
  }

  private object(depth: number): Result {
    const out: Record<string, unknown> = {};
    this.i++;
    for (;;) {
      this.skipSpace();
      if (this.atEnd()) return out;
      if (this.s[this.i] === '}') {
        this.i++;
        return out;
      }
      if (this.s[this.i] !== '"') return FAIL;
      const key = this.string();
      if (key === FAIL) return FAIL;
      this.skipSpace();
      // A key without its value (or cut inside the key itself) is dropped.
      if (!key.complete || this.atEnd()) return out;
      if (this.s[this.i] !== ':') return FAIL;
      this.i++;
      this.skipSpace();
      const value = this.value(depth + 1);
      if (value === FAIL) return FAIL;
      if (value === NONE) return out;
      // defineProperty, not assignment: a "__proto__" key must stay plain data, as in JSON.parse.
      Object.defineProperty(out, key.value, { value, enumerable: true, writable: true, configurable: true });
      const next = this.separator('}');
      if (next !== 'next') return next === 'fail' ? FAIL : out;
    }
  }

  private array(depth: number): Result {
    const out: unknown[] = [];
    this.i++;
    for (;;) {
      this.skipSpace();
      if (this.atEnd()) return out;
      if (this.s[this.i] === ']') {
        this.i++;
        return out;
      }
      const value = this.value(depth + 1);
      if (value === FAIL) return FAIL;
      if (value === NONE) return out;
      out.push(value);
      const next = this.separator(']');
      if (next !== 'next') return next === 'fail' ? FAIL : out;
    }
  }

  /** After a member: 'next' after a comma, 'done' at the closing bracket or the end of the text. */
  private separator(close: string): 'next' | 'done' | 'fail' {
    this.skipSpace();
    if (this.atEnd()) return 'done';
    const c = this.s[this.i];
    this.i++;
    if (c === close) return 'done';
    return c === ',' ? 'next' : 'fail';
  }

  private string(): { value: string; complete: boolean } | typeof FAIL {
    let out = '';
    this.i++;
    const s = this.s;
    for (;;) {
      let j = this.i;
      while (j < s.length && s[j] !== '"' && s[j] !== '\\') j++;
      out += s.slice(this.i, j);
      this.i = j;
      if (j >= s.length) return { value: out, complete: false };
      this.i++;
      if (s[j] === '"') return { value: out, complete: true };
      // An escape; one cut short is left out until the rest of it arrives.
      const e = s[this.i];
      if (e === undefined) return { value: out, complete: false };
      if (e === 'u') {
        const hex = s.slice(this.i + 1, this.i + 5);
        if (!/^[0-9a-fA-F]*$/.test(hex)) return FAIL;
        if (hex.length < 4) {
          this.i = s.length;
          return { value: out, complete: false };
        }
        out += String.fromCharCode(parseInt(hex, 16));
        this.i += 5;
      } else {
        // Unknown escapes are kept as the escaped character: tolerance costs nothing here.
        out += ESCAPES[e] ?? e;
        this.i++;
      }
    }
  }

  private number(): Result {
    let j = this.i;
    while (j < this.s.length && /[-+0-9.eE]/.test(this.s[j] as string)) j++;
    const token = this.s.slice(this.i, j);
    this.i = j;
    const longest = NUMBER_PREFIX.exec(token)?.[0] ?? '';
    if (longest === token) return Number(token);
    // Cut short ("1.", "-", "2e+") keeps the number it starts with; anything else is an error.
    if (!this.atEnd() || !NUMBER_START.test(token)) return FAIL;
    return longest === '' ? NONE : Number(longest);
  }

  private literal(): Result {
    let j = this.i;
    while (j < this.s.length && /[a-z]/.test(this.s[j] as string)) j++;
    const word = this.s.slice(this.i, j);
    this.i = j;
    for (const [name, value] of LITERALS) {
      if (word === name) return value;
      if (this.atEnd() && word !== '' && name.startsWith(word)) return value;
    }
    return FAIL;
  }
}
