import { describe, it, expect } from 'vitest';
import { parseAskRequest } from './parse.js';
import { parseAnyDialect } from '../dialects/index.js';
import type { AskRequest } from '../protocol/types.js';

const request = {
  questions: [
    {
      question: 'Which database should the app use?',
      header: 'Database',
      options: [
        { label: 'Postgres (Recommended)', description: 'Relational, "battle-tested"', preview: '<pre>CREATE TABLE t (id int);</pre>' },
        { label: 'SQLite', description: 'Embedded\nfile', preview: '```sql\nSELECT 1;\n```' },
        { label: 'DynamoDB é 🙂', description: 'Managed key-value' },
      ],
      multiSelect: false,
    },
    {
      question: 'Which features do you need?',
      header: 'Features',
      options: [
        { label: 'Auth', description: 'Sign-in' },
        { label: 'Billing', description: 'Stripe' },
      ],
      multiSelect: true,
    },
  ],
};

const partial = (input: unknown) => parseAskRequest(input, { partial: true });

/** Everything shown in `before` is still shown in `after`, with text that only grew. */
function expectGrowth(before: AskRequest, after: AskRequest): void {
  expect(after.questions.length).toBeGreaterThanOrEqual(before.questions.length);
  for (const old of before.questions) {
    const now = after.questions.find((q) => q.id === old.id);
    expect(now, `question ${old.id} disappeared`).toBeDefined();
    expect(now!.question.startsWith(old.question)).toBe(true);
    // It keeps its form: a question shown as options never shows as a text field, or back.
    expect([now!.kind, now!.freeTextOnly], `question ${old.id} changed its form`).toEqual([old.kind, old.freeTextOnly]);
    expect(now!.options.length).toBeGreaterThanOrEqual(old.options.length);
    for (const option of old.options) {
      const match = now!.options.find((o) => o.id === option.id);
      expect(match, `option ${option.id} disappeared`).toBeDefined();
      expect(match!.label.startsWith(option.label)).toBe(true);
    }
  }
}

describe('partial mode: streamed JSON text', () => {
  it.each([
    ['compact', JSON.stringify(request)],
    ['indented', JSON.stringify(request, null, 2)],
  ])('shows only growing questions and labels at every prefix (%s)', (_name, text) => {
    let previous: AskRequest | null = null;
    let labelsSeen = 0;
    for (let end = 0; end <= text.length; end++) {
      const { request: shown, issues } = partial(text.slice(0, end));
      // A valid request has nothing to complain about at any point of its stream.
      expect(issues, `prefix ${end}: ${text.slice(0, end)}`).toEqual([]);
      expect(shown).not.toBeNull();
      expect(shown!.partial).toBe(true);
      if (previous) expectGrowth(previous, shown!);
      labelsSeen = Math.max(labelsSeen, shown!.questions.flatMap((q) => q.options).length);
      previous = shown;
    }
    expect(labelsSeen).toBe(5);
    const { partial: flag, ...final } = previous!;
    expect(flag).toBe(true);
    // The raw input is kept for the exact echo only once the input is complete.
    const { input, ...complete } = parseAskRequest(request).request!;
    expect(input).toEqual(request);
    expect(final).toEqual(complete);
  });

  it('repairs the example from the brief', () => {
    const { request: shown } = partial('{"questions":[{"question":"Which db?","options":[{"label":"Post');
    expect(shown!.questions).toHaveLength(1);
    expect(shown!.questions[0]).toMatchObject({ id: 'q1', question: 'Which db?', header: 'Q1', headerIsFallback: true });
    expect(shown!.questions[0]!.options.map((o) => [o.id, o.label])).toEqual([['q1.0', 'Post']]);
  });

  it('gives an empty request before anything useful arrived', () => {
    for (const text of ['', '  ', '{', '{"questions', '{"questions":[', '{"questions":[{"question":"']) {
      expect(partial(text)).toEqual({ request: { dialect: 'claude', questions: [], previewFormat: 'markdown', partial: true }, issues: [] });
    }
    expect(partial(undefined).request).toEqual({ dialect: 'claude', questions: [], previewFormat: 'markdown', partial: true });
    expect(partial('not json at all').request).toBeNull();
  });
});

describe('partial mode: what is reported while streaming', () => {
  it('drops options whose label has not started and stays quiet about fixable issues', () => {
    const { request: shown, issues } = partial({ questions: [{ question: 'A?', options: [{ label: 'x' }, { description: 'd' }] }] });
    expect(issues).toEqual([]);
    expect(shown!.questions[0]!.options.map((o) => o.id)).toEqual(['q1.0']);
    expect(shown!.questions[0]).toMatchObject({ header: 'Q1', headerIsFallback: true });
  });

  it("a question whose options have not streamed yet is a choice question where the limits ask for options", () => {
    const noOptionsYet = { questions: [{ question: 'Which city?', header: 'City' }] };
    // Claude asks for 2-4 options: none yet means they are on the way, not a typed answer.
    expect(partial(noOptionsYet).request!.questions[0]).toMatchObject({ kind: 'choice', options: [], allowOther: true, freeTextOnly: false });
    // Limits that allow none (a host's, or pi's own) make it a free-text question, as it is once complete.
    const open = parseAskRequest(noOptionsYet, { partial: true, limits: { minOptions: 0 } }).request!.questions[0]!;
    expect(open.freeTextOnly).toBe(true);
    expect(parseAskRequest(noOptionsYet, { limits: { minOptions: 0 } }).request!.questions[0]!.freeTextOnly).toBe(true);
    const pi = { questions: [{ id: 'city', question: 'Which city?' }] };
    expect(parseAnyDialect(pi, { partial: true }).request!.questions[0]!.freeTextOnly).toBe(true);
  });

  it("a streamed Mastra choice does not show as a text question before its options arrive", () => {
    const multi = JSON.stringify({ question: 'Which plan?', selectionMode: 'multi_select', options: [{ label: 'Pro' }, { label: 'Team' }] });
    const shown = (text: string) => parseAnyDialect(text, { partial: true, dialect: 'mastra' }).request?.questions[0];
    for (const json of [multi, multi.replace('multi_select', 'single_select')]) {
      for (const cut of ['"options"', '{"label"']) expect(shown(json.slice(0, json.indexOf(cut)))).toMatchObject({ kind: 'choice', freeTextOnly: false });
    }
    // pi: `"options":[` came, so they are on the way.
    expect(parseAnyDialect('{"questions":[{"id":"c","question":"City?","options":[', { partial: true }).request!.questions[0]!.freeTextOnly).toBe(false);
    // A question that is complete without options is the text question it is.
    expect(shown('{"question":"Your name?"}')).toMatchObject({ kind: 'text' });
  });

  it('does not show a number the stream may still extend', () => {
    // pi's recommended index 11 arrives as "1" first: no option is marked until it is whole.
    const pi = '{"questions":[{"id":"n","question":"Pick?","options":' + JSON.stringify([...'abcdefghijkl'].map((label) => ({ label }))) + ',"recommended":1';
    expect(parseAnyDialect(pi, { partial: true }).request!.questions[0]!.options.some((o) => o.recommended)).toBe(false);
    expect(parseAnyDialect(pi + '1', { partial: true }).request!.questions[0]!.options.some((o) => o.recommended)).toBe(false);
    expect(parseAnyDialect(pi + '1}', { partial: true }).request!.questions[0]!.options[11]!.recommended).toBe(true);
  });

  it('judges a question fully once the next one has started', () => {
    const { request: shown, issues } = partial({ questions: [{ question: 'A?', options: [{ label: 'x' }] }, { question: 'B' }] });
    expect(issues.map((i) => [i.code, i.severity, i.message])).toEqual([
      ['empty_header', 'warning', expect.stringMatching(/^questions\[0\]\.header is empty/)],
      ['option_count', 'error', 'questions[0].options must have 2-4 entries, got 1'],
    ]);
    expect(shown!.questions.map((q) => q.question)).toEqual(['A?', 'B']);
  });

  it('reports strict empty headers as errors yet keeps rendering', () => {
    const result = parseAskRequest({ questions: [{ question: 'A?', options: [{ label: 'x' }, { label: 'y' }] }, {}] }, { partial: true, strict: true });
    expect(result.issues.map((i) => [i.code, i.severity])).toEqual([['empty_header', 'error']]);
    expect(result.request!.questions).toHaveLength(1);
  });

  it('reports what more input cannot fix, with a non-null request', () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ label: `o${i}` }));
    const six = Array.from({ length: 5 }, (_, i) => ({ question: `Q${i}?`, header: `H${i}`, options: [{ label: 'a' }, { label: 'b' }] }));
    const cases: [unknown, string][] = [
      [{ questions: [{ question: 'A?', options: five }] }, 'option_count'],
      [{ questions: six }, 'too_many_questions'],
      [{ questions: 'abc' }, 'invalid_type'],
      [{ questions: [{ question: 'A?', options: [{ label: 'x' }, { label: 5 }] }] }, 'invalid_type'],
      [{ questions: [{ question: 'A?', options: [{ label: 'x' }, { label: 'x' }, { label: 'y' }] }] }, 'duplicate_label'],
    ];
    for (const [input, code] of cases) {
      const result = partial(input);
      expect(result.request).not.toBeNull();
      expect(result.issues.map((i) => i.code)).toEqual([code]);
    }
  });

  it('does not call a label a duplicate while it may still be growing', () => {
    const growing = partial('{"questions":[{"question":"A?","options":[{"label":"x"},{"label":"x');
    expect(growing.issues).toEqual([]);
    expect(growing.request!.questions[0]!.options.map((o) => o.label)).toEqual(['x', 'x']);
    const closed = partial('{"questions":[{"question":"A?","options":[{"label":"x"},{"label":"x"},{"');
    expect(closed.issues.map((i) => i.code)).toEqual(['duplicate_label']);
  });

  it('does not call a question a duplicate while it may still be growing', () => {
    const base = '{"questions":[{"question":"Same?","header":"A","options":[{"label":"x"},{"label":"y"}]},{"question":"Same?"';
    expect(partial(base).issues).toEqual([]);
    expect(partial(`${base}},{`).issues.map((i) => i.code)).toEqual(['empty_header', 'option_count', 'duplicate_question']);
  });

  it('switches to agentrail once its question key arrives, without header warnings', () => {
    const { request: shown, issues } = parseAnyDialect('{"question":"Deploy target?","options":["AWS","G', { partial: true });
    expect(issues).toEqual([]);
    expect(shown!.dialect).toBe('agentrail');
    expect(shown!.questions[0]!.options.map((o) => o.label)).toEqual(['AWS', 'G']);
  });
});
