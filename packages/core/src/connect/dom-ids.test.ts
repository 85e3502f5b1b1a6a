import { describe, expect, it } from 'vitest';
import type { AskIds } from '../picker.js';
import { createIds, escapeId } from '../picker.js';

// The characters that used to collide or could run into a separator: `-` (the escape itself and
// the separator), `_` (what the old cleaner wrote), whitespace, hex and non-hex letters, digits,
// non-ASCII in and beyond the BMP, a lone surrogate, and the punctuation kept raw.
const ALPHABET = ['a', 'f', 'l', 'r', '0', '-', '_', ' ', '\t', '.', ':', 'é', '😀', '\ud800'];

function words(maxLength: number): string[] {
  let level = [''];
  const all = [''];
  for (let n = 0; n < maxLength; n++) {
    level = level.flatMap((w) => ALPHABET.map((c) => w + c));
    all.push(...level);
  }
  return all;
}

/** Every id a picker with this prefix can hand out for these option ids (and 3 questions). */
function allIds(ids: AskIds, optionIds: string[]): [string, string][] {
  const out: [string, string][] = [];
  for (const key of ['root', 'tabList', 'reviewTab', 'reviewPanel', 'submit', 'submitReason'] as const) out.push([key, ids[key]]);
  for (let i = 0; i < 3; i++) {
    for (const key of ['tab', 'panel', 'questionText', 'otherChoice', 'otherInput', 'notes'] as const) out.push([`${key}(${i})`, ids[key](i)]);
  }
  for (const id of optionIds) {
    for (const key of ['option', 'optionLabel', 'optionDescription'] as const) out.push([`${key}(${JSON.stringify(id)})`, ids[key](id)]);
  }
  return out;
}

function expectUnique(entries: [string, string][]) {
  const seen = new Map<string, string>();
  for (const [name, id] of entries) {
    const before = seen.get(id);
    if (before !== undefined) expect.fail(`${name} and ${before} share the DOM id ${JSON.stringify(id)}`);
    seen.set(id, name);
  }
}

describe('createIds', () => {
  it('gives the ids that used to collide distinct DOM ids', () => {
    const ids = createIds('p');
    expect(ids.option('deploy target.0')).not.toBe(ids.option('deploy_target.0'));
    expect(ids.option('été.0')).not.toBe(ids.option('ete.0'));
    expect(ids.option('日本.0')).not.toBe(ids.option('中国.0'));
    expect(ids.option('deploy target.0')).toBe('p-option-deploy-20-target.0');
  });

  it('leaves plain ids readable (and React useId prefixes of both majors valid)', () => {
    expect(createIds('t').option('q1.0')).toBe('t-option-q1.0');
    expect(createIds('askq_r_1_').root).toBe('askq_r_1_-root');
    expect(createIds('askq:r1:').root).toBe('askq:r1:-root');
  });

  it('is injective over every id of a picker: all option ids up to 3 characters of a hostile alphabet', () => {
    const optionIds = words(3);
    expect(optionIds.length).toBe(1 + 14 + 14 ** 2 + 14 ** 3);
    const entries = allIds(createIds('p'), optionIds);
    expectUnique(entries);
    for (const [, id] of entries) expect(id).not.toMatch(/\s/);
  });

  it('never lets two prefixes (two pickers on a page) share an id', () => {
    const short = words(2);
    expectUnique(short.flatMap((prefix) => allIds(createIds(prefix), short).map(([n, id]) => [`${JSON.stringify(prefix)} ${n}`, id] as [string, string])));
  });

  it('is a pure function of the text (the same on the server and in hydration)', () => {
    for (const id of words(2)) expect(escapeId(id)).toBe(escapeId(id.slice()));
    expect(createIds('x').option('a b.1')).toBe(createIds('x').option('a b.1'));
  });
});
