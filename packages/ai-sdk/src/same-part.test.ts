import { describe, expect, it } from 'vitest';
import type { ChatPartLike } from './parts.js';
import { partKey, sameContent, samePartProps } from './same-part.js';

type Props = { part: ChatPartLike; [prop: string]: unknown };

const addToolOutput = () => undefined;
const part = (state: string, input: unknown = { questions: [{ question: 'Q?' }] }): ChatPartLike => ({ type: 'tool-AskUserQuestion', toolCallId: 'c1', state, input });

describe('sameContent', () => {
  it('compares plain data by content and everything else by identity', () => {
    const f = () => 'x';
    expect(sameContent({ a: [1, { b: 'c' }] }, { a: [1, { b: 'c' }] })).toBe(true);
    expect(sameContent({ a: [1, { b: 'c' }] }, { a: [1, { b: 'd' }] })).toBe(false);
    expect(sameContent({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameContent([1], { 0: 1 })).toBe(false);
    expect(sameContent({ f }, { f })).toBe(true);
    expect(sameContent({ f }, { f: () => 'x' })).toBe(false);
    expect(sameContent(new Date(0), new Date(0))).toBe(false);
  });

  it('a cycle counts as changed instead of overflowing the stack', () => {
    const a: Record<string, unknown> = {};
    a.self = a;
    const b: Record<string, unknown> = {};
    b.self = b;
    expect(sameContent(a, b)).toBe(false);
  });
});

describe('samePartProps', () => {
  it('a settled part ignores callbacks and picker props, not what it renders', () => {
    const prev: Props = { part: part('output-available'), addToolOutput, labels: { submit: 'Go' } };
    expect(samePartProps(prev, { ...prev, part: part('output-available'), addToolOutput: () => 1, notes: 'always' })).toBe(true);
    expect(samePartProps(prev, { ...prev, labels: { submit: 'Go' } })).toBe(true);
    expect(samePartProps(prev, { ...prev, labels: { submit: 'Send' } })).toBe(false);
    expect(samePartProps(prev, { ...prev, className: 'x' })).toBe(false);
    expect(samePartProps(prev, { ...prev, part: { ...part('output-available'), output: { answers: {} } } })).toBe(false);
  });

  it('a live or streaming part compares every prop, and its part by content', () => {
    const prev: Props = { part: part('input-available'), addToolOutput };
    expect(samePartProps(prev, { part: part('input-available'), addToolOutput })).toBe(true);
    expect(samePartProps(prev, { part: part('input-available'), addToolOutput: () => 1 })).toBe(false);
    expect(samePartProps(prev, { part: part('input-streaming'), addToolOutput })).toBe(false);
    expect(samePartProps(prev, { part: part('input-available', { questions: [] }), addToolOutput })).toBe(false);
  });

  it('compares with what was rendered, not with the last part object, which the SDK may have changed since', () => {
    const shown = part('input-streaming', undefined);
    const prev: Props = { part: shown, addToolOutput };
    const rendered = partKey(shown);
    // The SDK streams into the part it handed out: the old props now hold the new content too.
    Object.assign(shown, { state: 'input-available', input: { questions: [{ question: 'Q?' }] } });
    const next: Props = { part: part('input-available'), addToolOutput };
    expect(samePartProps(prev, next)).toBe(true); // what the memo saw before the fix: the changed part
    expect(samePartProps(prev, next, rendered)).toBe(false);
    expect(samePartProps(prev, next, partKey(next.part))).toBe(true);
  });

  it('a part JSON cannot write always counts as changed', () => {
    const input: Record<string, unknown> = {};
    input.self = input;
    const odd = part('input-available', input);
    expect(partKey(odd)).not.toBe(partKey(odd));
    expect(samePartProps({ part: odd }, { part: odd }, partKey(odd))).toBe(false);
  });
});
