import { describe, expect, it } from 'vitest';
import { createRequestMemo, loadRequestShare } from './request-memo-lazy.js';
import { parseCanonical } from './parse-canonical.js';
import type { AskParser } from './parse.js';

// The plain Claude parse (what a picker's memo runs on complete input).
const parse: AskParser = (input, options) => parseCanonical(input, options) ?? { request: null, issues: [] };

const question = (text: string, labels: string[]) => ({ question: text, header: text.slice(0, 6), multiSelect: false, options: labels.map((label) => ({ label, description: label })) });
const before = { questions: [question('Which database?', ['Postgres', 'SQLite']), question('Which cache?', ['Redis', 'None'])] };
const after = { questions: [question('Which database?', ['Postgres', 'SQLite']), question('Which cache?', ['Redis', 'Memcached'])] };

// One test file, one module: the sharing chunk is not there until this file asks for it.
describe('createRequestMemo', () => {
  it('reads a new input as it is until the sharing chunk is there, then keeps the objects of questions that did not change', async () => {
    const memo = createRequestMemo();
    const first = memo(before, undefined, parse).request!;
    // Asked for when the memo was made; not there within the same task.
    const unshared = memo(after, undefined, parse).request!;
    expect(unshared.questions[1]!.options.map((o) => o.label)).toEqual(['Redis', 'Memcached']);
    expect(unshared.questions[0]).not.toBe(first.questions[0]);
    expect(unshared.questions[0]).toEqual(first.questions[0]);

    await loadRequestShare();
    const shared = memo(before, undefined, parse).request!;
    expect(shared.questions[1]!.options.map((o) => o.label)).toEqual(['Redis', 'None']);
    // The unchanged question and option are the previous input's objects.
    expect(shared.questions[0]).toBe(unshared.questions[0]);
    expect(shared.questions[1]!.options[0]).toBe(unshared.questions[1]!.options[0]);
  });

  it('gives back the same request for the same content, shared or not', () => {
    const memo = createRequestMemo();
    const first = memo(before, undefined, parse);
    expect(memo(JSON.parse(JSON.stringify(before)) as unknown, undefined, parse)).toBe(first);
  });
});
