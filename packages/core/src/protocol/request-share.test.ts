import { describe, expect, test } from 'vitest';
import { parseAskRequest } from '../parse/parse.js';
import { shareRequest } from './request-share.js';
import type { AskRequest } from './types.js';

const q = (question: string, labels: string[]) => ({ question, header: question.slice(0, 8), multiSelect: false, options: labels.map((label) => ({ label, description: `${label}.` })) });
const parse = (input: unknown): AskRequest => {
  const { request } = parseAskRequest(input, { partial: true });
  if (!request) throw new Error('no request');
  return request;
};

describe('shareRequest', () => {
  test('a streamed request that grows keeps its finished questions and options by identity', () => {
    const first = parse({ questions: [q('Which database?', ['Postgres', 'SQLite']), q('Which cache?', ['Redis'])] });
    const grown = shareRequest(first, parse({ questions: [q('Which database?', ['Postgres', 'SQLite']), q('Which cache?', ['Redis', 'None'])] }));
    expect(grown).not.toBe(first);
    expect(grown.questions[0]).toBe(first.questions[0]);
    expect(grown.questions[1]).not.toBe(first.questions[1]);
    // The option that was already there keeps its object; the new one is new.
    expect(grown.questions[1]!.options[0]).toBe(first.questions[1]!.options[0]);
    expect(grown.questions[1]!.options.map((o) => o.label)).toEqual(['Redis', 'None']);
  });

  test('an equal parse gives the previous request back; a change anywhere does not', () => {
    const input = { questions: [q('Which database?', ['Postgres', 'SQLite'])] };
    const first = parse(input);
    expect(shareRequest(first, parse(JSON.parse(JSON.stringify(input))))).toBe(first);
    const edited = shareRequest(first, parse({ questions: [q('Which database?', ['Postgres', 'MySQL'])] }));
    expect(edited).not.toBe(first);
    expect(edited.questions[0]).not.toBe(first.questions[0]);
    expect(edited.questions[0]!.options[0]).toBe(first.questions[0]!.options[0]);
    expect(edited.questions[0]!.options[1]!.label).toBe('MySQL');
  });

  test('the result is equal in content to the new parse, and neither argument is changed', () => {
    const first = parse({ questions: [q('A?', ['x', 'y'])] });
    const snapshot = JSON.stringify(first);
    const nextParse = parse({ questions: [q('A?', ['x', 'y']), q('B?', ['z', 'w'])] });
    const nextSnapshot = JSON.stringify(nextParse);
    const shared = shareRequest(first, nextParse);
    expect(JSON.stringify(shared)).toBe(nextSnapshot);
    expect(JSON.stringify(first)).toBe(snapshot);
    expect(JSON.stringify(nextParse)).toBe(nextSnapshot);
  });
});
