/**
 * The regular expressions the parsers and the result text readers run on the text they are given
 * scan it in linear time, by construction: checked on their shape, so no machine's speed enters.
 * A backtracking engine goes superlinear when it can split a run of characters between two
 * quantifiers in many ways, or retry a long match from every position. The rules below rule both
 * out:
 * 1. an unbounded quantifier (`*`, `+`, `{n,}`) applies to one character (a literal, an escape, a
 *    class), never to a group, and a group repeated more than once holds none (no nesting);
 * 2. after such a quantifier, what can come next cannot match a character it takes (so giving one
 *    back fails at once), unless no unbounded quantifier follows it (then giving one back costs a
 *    bounded amount);
 * 3. the match is tried at one position (`^` without the `m` flag, or the `y` flag), or every way
 *    into the pattern starts with a character none of its unbounded quantifiers takes (then later
 *    tries cannot start inside what an earlier one scanned, but for a bounded number of times).
 * Lookarounds, backreferences and other syntax the rules do not cover fail the check: extend it
 * rather than skip it.
 */
import { describe, it, expect } from 'vitest';
import ts from 'typescript';

declare global {
  interface ImportMeta {
    readonly dirname: string;
  }
}

/** What can come next at a point of a pattern: a character set, the `$` assertion, the pattern's end, or something the rules do not cover. */
type Next = Uint8Array | '$' | 'end' | 'other';
interface Item {
  kind: 'char' | 'group' | 'start' | '$' | 'other';
  source: string;
  set?: Uint8Array;
  alternatives?: Item[][];
  min: number;
  max: number;
}

const sets = new Map<string, Uint8Array>();
/** The characters (of the Basic Multilingual Plane) one atom matches, under the pattern's flags. */
function setOf(atom: string, flags: string): Uint8Array {
  const key = flags + atom;
  let set = sets.get(key);
  if (!set) {
    const re = new RegExp(`^(?:${atom})$`, flags.replace(/[gy]/g, ''));
    set = new Uint8Array(0x10000);
    for (let c = 0; c < 0x10000; c++) set[c] = re.test(String.fromCharCode(c)) ? 1 : 0;
    sets.set(key, set);
  }
  return set;
}
const disjoint = (a: Uint8Array, b: Uint8Array) => a.every((x, c) => !(x && b[c]));

/** Parses the subset of the syntax the rules cover; anything else becomes an `other` item. */
function parse(source: string, flags: string): Item[][] {
  let i = 0;
  const alternatives = (): Item[][] => {
    const all: Item[][] = [[]];
    while (i < source.length && source[i] !== ')') {
      if (source[i] === '|') {
        i++;
        all.push([]);
        continue;
      }
      const item = atom();
      const q = /^(?:([*+?])|\{(\d+)(,(\d*))?\})\??/.exec(source.slice(i));
      if (q && (item.kind === 'char' || item.kind === 'group')) {
        i += q[0].length;
        const [, op, n, comma, m] = q;
        item.min = op ? (op === '+' ? 1 : 0) : Number(n);
        item.max = op === '?' ? 1 : op ? Infinity : comma === undefined ? Number(n) : m ? Number(m) : Infinity;
      }
      all[all.length - 1]!.push(item);
    }
    return all;
  };
  const char = (atomSource: string): Item => ({ kind: 'char', source: atomSource, set: setOf(atomSource, flags), min: 1, max: 1 });
  const atom = (): Item => {
    const start = i;
    const c = source[i]!;
    if (c === '^' || c === '$') return i++, { kind: c === '^' ? 'start' : '$', source: c, min: 1, max: 1 };
    if (c === '(') {
      const head = /^\((?:\?:|\?<[A-Za-z_$][\w$]*>)?/.exec(source.slice(i))![0];
      if (source.startsWith('(?', i) && head === '(') return (i = source.length), { kind: 'other', source: source.slice(start), min: 1, max: 1 };
      i += head.length;
      const inner = alternatives();
      i++; // `)`
      return { kind: 'group', source: source.slice(start, i), alternatives: inner, min: 1, max: 1 };
    }
    if (c === '[') {
      for (i++; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++;
      i++;
      return char(source.slice(start, i));
    }
    if (c === '\\') {
      const escape = /^\\(?:x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|c[A-Za-z]|[dDwWsStrnvf0]|[^A-Za-z0-9])/.exec(source.slice(i));
      if (!escape) return (i = source.length), { kind: 'other', source: source.slice(start), min: 1, max: 1 }; // \b, backreferences, \p, ...
      i += escape[0].length;
      return char(escape[0]);
    }
    // A quantifier with nothing to repeat, or a second one.
    if ('*+?'.includes(c) || (c === '{' && /^\{\d+(,\d*)?\}/.test(source.slice(i)))) {
      return (i = source.length), { kind: 'other', source: source.slice(start), min: 1, max: 1 };
    }
    i++;
    return char(c); // a literal, or `.`
  };
  const top = alternatives();
  if (i < source.length) top.push([{ kind: 'other', source: source.slice(i), min: 1, max: 1 }]);
  return top;
}

/** What can come first from `items[from]` on, then `after()`. */
function first(items: Item[], from: number, after: () => Next[]): Next[] {
  const item = items[from];
  if (!item) return after();
  const rest = () => first(items, from + 1, after);
  switch (item.kind) {
    case 'start':
      return rest();
    case '$':
      return ['$'];
    case 'other':
      return ['other'];
    case 'char':
      return item.min ? [item.set!] : [item.set!, ...rest()];
    case 'group': {
      const inside = item.alternatives!.flatMap((alternative) => first(alternative, 0, rest));
      return item.min ? inside : [...inside, ...rest()];
    }
  }
}

const unbounded = (items: Item[]): Item[] =>
  items.flatMap((item) => [...(item.max === Infinity ? [item] : []), ...(item.alternatives ?? []).flatMap(unbounded)]);

/** The rules the pattern breaks, in words; empty when it scans in linear time. */
function linearProblems(pattern: RegExp): string[] {
  const { source, flags } = pattern;
  if (/[mv]/.test(flags)) return [`flag ${flags}: not covered`];
  const problems: string[] = [];
  const top = parse(source, flags);
  const all = top.flatMap(unbounded);
  const check = (items: Item[], after: () => Next[], repeated: boolean) => {
    items.forEach((item, n) => {
      if (item.kind === 'other') problems.push(`${item.source}: not covered`);
      if (item.kind === 'group') {
        const inner = item.alternatives!;
        if (item.max > 1 && inner.flatMap(unbounded).length > 0) problems.push(`${item.source}: a repeated group holds an unbounded quantifier`);
        if (item.max === Infinity) problems.push(`${item.source}: an unbounded quantifier on a group`);
        for (const alternative of inner) check(alternative, () => first(items, n + 1, after), repeated || item.max > 1);
      }
      if (item.kind !== 'char' || item.max !== Infinity || repeated) return;
      const next = first(items, n + 1, after);
      const later = all.slice(all.indexOf(item) + 1).length > 0;
      const clash = next.some((x) => x === 'other' || (typeof x !== 'string' && !disjoint(x, item.set!)));
      if (clash && later) problems.push(`${item.source}${source.slice(source.indexOf(item.source) + item.source.length)[0] ?? ''}: what follows can match what it takes, and another unbounded quantifier follows`);
    });
  };
  for (const alternative of top) check(alternative, () => ['end'], false);
  const anchored = flags.includes('y') || top.every((alternative) => alternative[0]?.kind === 'start');
  if (!anchored && all.length > 0) {
    const starts = top.flatMap((alternative) => first(alternative, 0, () => ['end']));
    if (starts.some((x) => typeof x === 'string' || all.some((q) => !disjoint(x, q.set ?? new Uint8Array(0x10000).fill(1))))) {
      problems.push('not anchored, and a try can start inside what an unbounded quantifier of an earlier one took');
    }
  }
  return problems;
}

/** The path (from src/) that `spec`, imported by the module at `from`, names. */
function resolve(from: string, spec: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The regular expression literals of a module and of every module it imports, by file. */
function regexesFrom(entries: string[]): Map<string, RegExp[]> {
  const found = new Map<string, RegExp[]>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    const text = ts.sys.readFile(`${import.meta.dirname}/${file}`);
    if (text === undefined) throw new Error(`cannot read ${file}`);
    const regexes: RegExp[] = [];
    found.set(file, regexes);
    const imports: string[] = [];
    const walk = (node: ts.Node) => {
      if (ts.isRegularExpressionLiteral(node)) {
        const at = node.text.lastIndexOf('/');
        regexes.push(new RegExp(node.text.slice(1, at), node.text.slice(at + 1)));
      }
      // A pattern built at run time cannot be checked here.
      if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
        throw new Error(`${file}: new RegExp(...) cannot be checked`);
      }
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        imports.push(node.moduleSpecifier.text);
      }
      ts.forEachChild(node, walk);
    };
    walk(ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true));
    for (const spec of imports) if (spec.startsWith('.')) visit(resolve(file, spec).replace(/\.js$/, '.ts'));
  };
  entries.forEach(visit);
  return found;
}

describe('regular expressions run on untrusted text are linear by construction', () => {
  it('the rules reject the classic slow patterns and accept linear ones', () => {
    const slow = [/\s+$/, /^(a+)+$/, /^(a|a)*$/, /^\d*\d*$/, /^\d+\.?\d+$/, /<[a-z][^>]*>/, /^(?:ab?)*c/, /(?=a)a*b*/, /^(\w)\1*$/, /^a*\bb*$/];
    for (const re of slow) expect(linearProblems(re), String(re)).not.toEqual([]);
    const linear = [/^\d+(?:\.\d+)?$/, /[ \n\r\t]*/y, /, ([^,]*)$/, /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/, /\s/, /^a*b*c*$/, /^(?:x|y){2,4}$/];
    for (const re of linear) expect(linearProblems(re), String(re)).toEqual([]);
  });

  it('in the parsers (requests, elicitations, elicitation results, partial JSON) and the result text readers', () => {
    const found = regexesFrom(['parse/parse.ts', 'strict/index.ts', 'fields/question-fields.ts', 'fields/field-values.ts', 'dialects/index.ts', 'elicitation/parse-elicitation.ts', 'elicitation/elicitation-result.ts', 'transcript/result-text-read.ts']);
    // The walk reaches the modules that hold some today (so that a change in how they are found shows here).
    for (const file of ['parse/parse-partial-json.ts', 'parse/parse-html-preview.ts', 'parse/parse-question.ts', 'elicitation/elicitation-formats.ts', 'machine/selectors.ts', 'transcript/result-text-read.ts']) {
      expect(found.get(file)?.length, file).toBeGreaterThan(0);
    }
    for (const [file, regexes] of found) for (const re of regexes) expect(linearProblems(re), `${file}: ${re}`).toEqual([]);
  });
});
