/**
 * Issue 17 item 1, spec section 2: `updatedInput` echoes the input exactly (every key but the
 * answer keys, as received: untrimmed, nothing dropped, unknown keys kept) and writes the answer
 * keys from the outcome alone.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseAskRequest, toClaudeOutput, toClaudePermissionResult, UNANSWERED_CAPABILITY } from './index.js';
import type { AskOutcome, AskRequest, ParseOptions } from './protocol/types.js';
import { parseFull } from './test-parsers.js';

/** The keys the host fills in (spec section 2). */
const ANSWER_KEYS = ['answers', 'annotations', 'response', 'afkTimeoutMs', 'followUp'];

function parsed(input: unknown, options?: ParseOptions): AskRequest {
  const { request, issues } = parseFull(input, options);
  if (!request) throw new Error(`fixture does not parse: ${issues.map((i) => i.message).join('; ')}`);
  return request;
}

/** `target` with `more`'s own keys added as own keys (`__proto__` too, which Object.assign would not add). */
function merge<T extends object>(target: T, more: object): T {
  for (const key of Object.keys(more)) {
    Object.defineProperty(target, key, { value: (more as Record<string, unknown>)[key], enumerable: true, writable: true, configurable: true });
  }
  return target;
}

/** `output` without the answer keys, as JSON text: key order and every value count. */
function echoOf(output: object): string {
  const echo: Record<string, unknown> = {};
  for (const key of Object.keys(output)) {
    if (!ANSWER_KEYS.includes(key)) Object.defineProperty(echo, key, { value: (output as Record<string, unknown>)[key], enumerable: true });
  }
  return JSON.stringify(echo);
}

const INPUT = {
  title: '  Setup  ',
  questions: [
    {
      question: 'Which auth method? ',
      header: '  Auth ',
      options: [
        { label: 'OAuth (Recommended)', description: '', preview: '', icon: 'key' },
        { label: ' API key', description: 'A token', preview: '   ', extra: { nested: [1, null, 'x'] } },
      ],
      multiSelect: false,
      weight: 3,
    },
    {
      question: 'Which languages?',
      header: '',
      options: [
        { label: 'Go', description: 'Go.' },
        { label: 'Rust, stable', description: 'Rust.' },
      ],
      multiSelect: true,
      kind: 'choice',
      description: '',
    },
    { question: 'How many retries?', header: 'Retries', kind: 'number', min: 0, max: 10, step: 1, unit: ' tries', options: [] },
    { question: 'Project name?', header: 'Name', kind: 'text', placeholder: '' },
  ],
  metadata: { source: 'plan', afkTimeoutOfferedAt: 1763900000000, trace: { id: 'x' } },
  context: { unknown: true },
};

describe('toClaudeOutput echoes the input exactly', () => {
  const request = parsed(INPUT);

  it('every input key as received: untrimmed header, blank previews, unknown keys, title, metadata', () => {
    const out = toClaudeOutput(request, { type: 'answered', answers: { q1: { selected: ['OAuth (Recommended)'] } } });
    // A blank preview is kept in the echo but is no preview to annotate.
    expect(out).toEqual({ ...INPUT, answers: { 'Which auth method? ': 'OAuth (Recommended)' } });
    expect(echoOf(out)).toBe(JSON.stringify(INPUT));
    expect(out.questions[0]!.header).toBe('  Auth ');
    expect(out.questions[1]!.header).toBe('');
    expect(out.questions[0]!.options.map((o) => o.preview)).toEqual(['', '   ']);
  });

  it('the same echo for every outcome type, and from the input as JSON text', () => {
    const outcomes: AskOutcome[] = [
      { type: 'answered', answers: {} },
      { type: 'replied', response: 'later' },
      { type: 'timed_out', timeoutMs: 60_000, answers: {} },
      { type: 'follow_up', answers: {}, response: 'more' },
      { type: 'declined', reason: 'dismissed', answers: {} },
    ];
    const fromText = parsed(JSON.stringify(INPUT));
    for (const outcome of outcomes) {
      expect(echoOf(toClaudeOutput(request, outcome))).toBe(JSON.stringify(INPUT));
      expect(echoOf(toClaudeOutput(fromText, outcome, { capabilities: [UNANSWERED_CAPABILITY] }))).toBe(JSON.stringify(INPUT));
    }
  });

  it('strict mode keeps the raw input too (unknown question and option keys pass it with a warning)', () => {
    const { context, ...accepted } = INPUT;
    expect(context).toBeDefined();
    const strict = parsed(accepted, { strict: 'claude-code', extended: true });
    expect(echoOf(toClaudeOutput(strict, { type: 'answered', answers: {} }))).toBe(JSON.stringify(accepted));
  });

  it('is a copy: changing the output leaves the input (and the next output) alone', () => {
    const input = JSON.parse(JSON.stringify(INPUT)) as typeof INPUT;
    const req = parsed(input);
    const out = toClaudeOutput(req, { type: 'answered', answers: {} });
    out.questions[0]!.options[0]!.label = 'changed';
    (out.metadata as { trace: { id: string } }).trace.id = 'changed';
    expect(input).toEqual(INPUT);
    expect(echoOf(toClaudeOutput(req, { type: 'answered', answers: {} }))).toBe(JSON.stringify(INPUT));
  });

  it('model-sent answer keys are replaced, never merged', () => {
    const sent = {
      ...INPUT,
      answers: { 'Which auth method? ': ' API key', 'Which languages?': 'Go', stale: 'x' },
      annotations: { 'Which languages?': { notes: 'from the model' } },
      response: 'model text',
      afkTimeoutMs: 5,
      followUp: true,
    };
    const req = parsed(sent);
    expect(toClaudeOutput(req, { type: 'answered', answers: { q2: { selected: ['Rust, stable'] } } })).toEqual({
      ...INPUT,
      answers: { 'Which languages?': '"Rust, stable"' },
    });
    expect(toClaudeOutput(req, { type: 'answered', answers: {} })).toEqual({ ...INPUT, answers: {} });
    expect(toClaudeOutput(req, { type: 'replied', response: 'mine' })).toEqual({ ...INPUT, answers: {}, response: 'mine' });
    expect(toClaudePermissionResult(req, { type: 'answered', answers: {} })).toEqual({ behavior: 'allow', updatedInput: { ...INPUT, answers: {} } });
  });

  it('keeps an own "__proto__" key of the input as an own key', () => {
    const input = JSON.parse('{"questions":[{"question":"Q?","header":"H","options":[{"label":"a","description":""},{"label":"b","description":""}],"__proto__":{"x":1}}],"__proto__":[1]}') as object;
    const out = toClaudeOutput(parsed(input), { type: 'answered', answers: {} });
    expect(echoOf(out)).toBe(JSON.stringify(input));
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });
});

describe('property: echo is identity on random inputs', () => {
  // Keys the parse reads (or that pick another dialect): unknown keys are anything else.
  const KNOWN = new Set([
    ...ANSWER_KEYS,
    ...['questions', 'question', 'header', 'options', 'multiSelect', 'label', 'description', 'preview', 'title', 'metadata'],
    ...['kind', 'placeholder', 'min', 'max', 'step', 'defaultValue', 'unit', 'hint'],
    ...['id', 'multi', 'recommended', 'multiple', 'custom'],
  ]);
  const unknownKey = fc.oneof(fc.string({ minLength: 1, maxLength: 6 }), fc.constantFrom('__proto__', 'constructor', 'toString', ' header', 'Header')).filter((k) => !KNOWN.has(k));
  const extra = fc.dictionary(unknownKey, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 });
  const spaced = (text: fc.Arbitrary<string>) =>
    fc.tuple(fc.constantFrom('', ' ', '  ', '\t', '\n'), text, fc.constantFrom('', ' ', '  ', '\n')).map(([a, t, b]) => a + t + b);
  const word = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }).filter((t) => t.trim() !== '');
  /** Distinct after trimming: the lenient parse rejects near-duplicates. */
  const distinct = (min: number, max: number) => fc.uniqueArray(spaced(word), { minLength: min, maxLength: max, selector: (t) => t.trim() });

  const optionArb = (label: string) =>
    fc
      .record(
        { description: fc.oneof(fc.constant(''), spaced(word)), preview: fc.oneof(fc.constantFrom('', ' ', '\n'), spaced(word)), extra },
        { requiredKeys: ['extra'] },
      )
      .map(({ extra: more, ...fields }) => merge({ label, ...fields }, more));
  const questionArb = (question: string) =>
    distinct(2, 4).chain((labels) =>
      fc
        .record(
          {
            header: fc.oneof(fc.constantFrom('', ' ', '   '), spaced(word)),
            options: fc.tuple(...labels.map(optionArb)),
            multiSelect: fc.boolean(),
            extra,
          },
          { requiredKeys: ['options', 'extra'] },
        )
        .map(({ extra: more, ...fields }) => merge({ question, ...fields }, more)),
    );
  const inputArb = distinct(1, 4).chain((texts) =>
    fc
      .record(
        {
          title: spaced(word),
          questions: fc.tuple(...texts.map(questionArb)),
          metadata: fc.record({ source: spaced(word), trace: fc.jsonValue({ maxDepth: 1 }) }, { requiredKeys: [] }),
          answers: fc.dictionary(fc.constantFrom(...texts), fc.jsonValue({ maxDepth: 1 })),
          annotations: fc.jsonValue({ maxDepth: 2 }),
          response: fc.jsonValue({ maxDepth: 0 }),
          afkTimeoutMs: fc.jsonValue({ maxDepth: 0 }),
          followUp: fc.jsonValue({ maxDepth: 0 }),
          extra,
        },
        { requiredKeys: ['questions', 'extra'] },
      )
      .map(({ extra: more, ...fields }) => merge<Record<string, unknown>>({ ...fields }, more)),
  );
  const outcomeArb = fc.oneof(
    fc.constant<AskOutcome>({ type: 'answered', answers: {} }),
    fc.constant<AskOutcome>({ type: 'answered', answers: { q1: { selected: [], other: 'typed', notes: 'n' } } }),
    fc.string().map((response): AskOutcome => ({ type: 'replied', response })),
    fc.constant<AskOutcome>({ type: 'follow_up', answers: {} }),
    fc.constant<AskOutcome>({ type: 'timed_out', timeoutMs: 1000, answers: {} }),
    fc.constantFrom('dismissed', 'chat_about_this', 'replied_in_chat').map((reason): AskOutcome => ({ type: 'declined', reason, answers: {} })),
  );

  it('(including unknown keys and whitespace), as an object and as JSON text', () => {
    fc.assert(
      fc.property(inputArb, outcomeArb, fc.boolean(), (input, outcome, asText) => {
        const { request, issues } = parseAskRequest(asText ? JSON.stringify(input) : input);
        expect(request, JSON.stringify(issues)).not.toBeNull();
        const before = JSON.stringify(input);
        const out = toClaudeOutput(request!, outcome, { capabilities: [UNANSWERED_CAPABILITY] });
        const expected: Record<string, unknown> = {};
        for (const key of Object.keys(input)) {
          if (!ANSWER_KEYS.includes(key)) Object.defineProperty(expected, key, { value: input[key], enumerable: true });
        }
        expect(echoOf(out)).toBe(JSON.stringify(expected));
        // The answer keys come from the outcome alone.
        expect(JSON.stringify(out.answers)).toBe(outcome.type === 'answered' && outcome.answers.q1 ? JSON.stringify({ [request!.questions[0]!.question]: 'typed' }) : '{}');
        expect(JSON.stringify(input)).toBe(before);
      }),
      { numRuns: 500 },
    );
  });
});
