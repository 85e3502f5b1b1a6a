import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parsePartialJson } from './parse-partial-json.js';

describe('parsePartialJson', () => {
  it('parses complete JSON like JSON.parse', () => {
    const text = '{"a":[1,-2.5e3,true,false,null,"x\\n\\u00e9\\"y"],"b":{}}';
    expect(parsePartialJson(text)).toEqual(JSON.parse(text));
  });

  it.each([
    ['{"questions":[{"question":"Which db?","options":[{"label":"Post', { questions: [{ question: 'Which db?', options: [{ label: 'Post' }] }] }],
    ['{"a":1,"b', { a: 1 }],
    ['{"a":1,"b"', { a: 1 }],
    ['{"a":1,"b":', { a: 1 }],
    ['{"a":1,"b": ', { a: 1 }],
    ['{"a":"', { a: '' }],
    // A number the text ends in may go on ("2" of "25"): it has not arrived yet.
    ['{"a":[1,2', { a: [1] }],
    ['{"a":[1,2,', { a: [1, 2] }],
    ['{"a":[{"b":1},{', { a: [{ b: 1 }, {}] }],
    ['{"a":tr', { a: true }],
    ['{"a":nu', { a: null }],
    ['{"a":-', {}],
    ['{"a":1.', {}],
    ['{"a":12e+', {}],
    ['{"a":1', {}],
    ['{"max":10', {}],
    ['{"a":1 ', { a: 1 }],
    ['12', 12],
    ['{"a":"x\\', { a: 'x' }],
    ['{"a":"x\\u00', { a: 'x' }],
    ['{', {}],
    ['[', []],
    ['"ab', 'ab'],
  ])('repairs %s', (text, expected) => {
    expect(parsePartialJson(text)).toEqual(expected);
  });

  it.each(['', '   ', 'hello', '{"a" 1}', '{a:1}', '{"a":1}}', '{"a":1} x', '[1 2]', '{"a":"\\u12G4"}', '{"a":01}', '{"a":tx'])(
    'gives undefined for hopeless input %j',
    (text) => {
      expect(parsePartialJson(text)).toBeUndefined();
    },
  );

  it('keeps a "__proto__" key as plain data', () => {
    const value = parsePartialJson('{"__proto__":{"polluted":true},"a":1,') as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__', 'a']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('survives deep nesting and long strings', () => {
    expect(parsePartialJson('['.repeat(100_000))).toBeUndefined();
    expect(parsePartialJson(`{"a":"${'x'.repeat(1_000_000)}`)).toEqual({ a: 'x'.repeat(1_000_000) });
    expect(parsePartialJson(`{"a":${'-'.repeat(100_000)}`)).toBeUndefined();
  });

  it('agrees with JSON.parse on every complete JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(parsePartialJson(text)).toEqual(JSON.parse(text));
      }),
    );
  });

  it('never throws, and every prefix of JSON text gives a value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), (value, cut) => {
        const text = JSON.stringify(value, null, cut % 3);
        const prefix = text.slice(0, cut % (text.length + 1));
        if (prefix.trim() === '' || /^-$/.test(prefix.trim())) return;
        expect(parsePartialJson(prefix)).not.toBeUndefined();
      }),
    );
    fc.assert(fc.property(fc.string(), (text) => void parsePartialJson(text)));
  });
});
