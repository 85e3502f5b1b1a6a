import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { createAskParser, parseAskRequest } from './parse.js';
import { htmlPreviewProblem } from '../strict/index.js';
import { parseWithFields } from '../fields/parse-with-fields.js';
import type { ParseOptions, ParseResult } from '../protocol/types.js';
import { countWork } from '../../bench/work.js';

/** The invariants every result must satisfy, whatever the input. */
function expectWellFormed(result: ParseResult, options: ParseOptions = {}): void {
  const errors = result.issues.filter((i) => i.severity === 'error');
  if (!options.partial && errors.length > 0) expect(result.request).toBeNull();
  for (const issue of result.issues) {
    expect(typeof issue.message).toBe('string');
    expect(issue.message.length).toBeGreaterThan(0);
  }
  if (result.request === null) return;
  const questionIds = result.request.questions.map((q) => q.id);
  expect(new Set(questionIds).size).toBe(questionIds.length);
  const optionIds = result.request.questions.flatMap((q) => q.options.map((o) => o.id));
  expect(new Set(optionIds).size).toBe(optionIds.length);
  for (const question of result.request.questions) {
    expect(question.question.trim()).not.toBe('');
    if (question.selectionMode === 'multiple') expect(question.hasPreviews).toBe(false);
    for (const option of question.options) expect(option.label.trim()).not.toBe('');
  }
  // Plain data only: it must survive a JSON round trip unchanged.
  expect(JSON.parse(JSON.stringify(result.request))).toEqual(result.request);
}

const optionsArb: fc.Arbitrary<ParseOptions> = fc.record(
  {
    partial: fc.boolean(),
    strict: fc.boolean(),
    dialect: fc.constantFrom('claude', 'pi', 'agentrail', 'opencode') as fc.Arbitrary<ParseOptions['dialect']>,
    limits: fc.record({ maxOptions: fc.nat(8), minOptions: fc.nat(3), maxQuestions: fc.nat(6) }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);

const text = fc.oneof(fc.constantFrom('A?', 'B?', 'x', 'x (Recommended)', '', ' ', 'a.0', 'q2', '<script>', '<div>hi</div>'), fc.string({ maxLength: 6 }));
const loose = fc.oneof(text, fc.anything({ maxDepth: 1 }));
const optionArb = fc.oneof(
  fc.record({ label: loose, description: loose, preview: loose }, { requiredKeys: [] }),
  text,
  fc.anything({ maxDepth: 1 }),
);
const questionArb = fc.record(
  {
    id: loose,
    question: loose,
    header: loose,
    options: fc.oneof(fc.array(optionArb, { maxLength: 6 }), loose),
    multiSelect: loose,
    multi: fc.boolean(),
    multiple: fc.boolean(),
    custom: fc.oneof(fc.boolean(), loose),
    recommended: fc.integer({ min: -2, max: 6 }),
    kind: fc.constantFrom('choice', 'text', 'number', 'date'),
    description: loose,
    placeholder: loose,
  },
  { requiredKeys: [] },
);
const requestArb = fc.oneof(
  fc.record({ questions: fc.oneof(fc.array(questionArb, { maxLength: 6 }), loose), title: loose, metadata: loose }, { requiredKeys: [] }),
  fc.record({ question: loose, hint: loose, options: fc.oneof(fc.array(loose, { maxLength: 6 }), loose), multiple: loose, custom: loose }, { requiredKeys: [] }),
);

describe('parseAskRequest never throws', () => {
  it('on anything, in both modes', () => {
    fc.assert(
      fc.property(fc.anything(), optionsArb, (input, options) => {
        expectWellFormed(parseAskRequest(input, options), options);
        expectWellFormed(parseAskRequest(input));
      }),
      { numRuns: 300 },
    );
  });

  it('on JSON values and on random strings in partial mode', () => {
    fc.assert(fc.property(fc.jsonValue(), (input) => expectWellFormed(parseAskRequest(input))));
    fc.assert(fc.property(fc.string(), (input) => expectWellFormed(parseAskRequest(input, { partial: true }), { partial: true })));
  });

  it('on request-shaped input, its JSON text and every prefix of it', () => {
    fc.assert(
      fc.property(requestArb, optionsArb, fc.nat(), (input, options, cut) => {
        // Claude's dialect alone, and with text and number questions.
        for (const parse of [parseAskRequest, parseWithFields]) {
          expectWellFormed(parse(input, options), options);
          const json = JSON.stringify(input);
          if (json === undefined) return;
          const prefix = json.slice(0, cut % (json.length + 1));
          const result = parse(prefix, { ...options, partial: true });
          expectWellFormed(result, { partial: true });
          if (prefix.startsWith('{')) expect(result.request).not.toBeNull();
        }
      }),
      { numRuns: 500 },
    );
  });
});

// Claude's dialect with Claude Code's HTML preview rules.
const parseHtml = createAskParser({ html: htmlPreviewProblem });

describe('parseAskRequest on hostile input', () => {
  const good = () => ({ question: 'A?', header: 'A', options: [{ label: 'x' }, { label: 'y' }] });

  it('handles cyclic objects', () => {
    const question: Record<string, unknown> = good();
    question['self'] = question;
    const input: Record<string, unknown> = { questions: [question] };
    input['again'] = input;
    expect(parseAskRequest(input).request!.questions).toHaveLength(1);
  });

  it('reports throwing getters as unreadable values', () => {
    const option = { label: 'y' };
    Object.defineProperty(option, 'label', { get: () => { throw new Error('boom'); }, enumerable: true });
    const input = { questions: [{ ...good(), options: [{ label: 'x' }, option] }] };
    const result = parseAskRequest(input);
    expect(result.request).toBeNull();
    expect(result.issues.map((i) => i.message)).toEqual(['questions[0].options[1].label must be a string, got an unreadable value (its getter threw)']);
  });

  it('handles Proxies that throw on every trap, and revoked ones', () => {
    const hostile = new Proxy({}, new Proxy({}, { get: () => () => { throw new Error('trap'); } }));
    const { proxy, revoke } = Proxy.revocable({ questions: [good()] }, {});
    revoke();
    for (const input of [hostile, { questions: hostile }, { questions: [hostile] }, proxy, { questions: [good(), proxy] }]) {
      for (const partial of [false, true]) {
        const result = parseAskRequest(input, { partial });
        expectWellFormed(result, { partial });
        expect(result.issues.length).toBeGreaterThan(0);
      }
    }
    expect(() => parseAskRequest({}, hostile as ParseOptions)).not.toThrow();
  });

  it('caps absurd array lengths instead of walking them', () => {
    const sparse: unknown[] = [];
    sparse.length = 50_000_000;
    const result = parseAskRequest({ questions: [{ ...good(), options: sparse }] }, { limits: { maxOptions: Infinity } });
    expect(result.request).toBeNull();
    expect(result.issues[0]!.message).toBe('questions[0].options has 50000000 entries; at most 1000 can be shown');
    expect(parseAskRequest({ questions: sparse }).issues[0]!.code).toBe('too_many_questions');
  });

  // Strings of two million characters, one of them a run of as many spaces before a `y` (what makes
  // a backtracking `\s+$` quadratic): anything that rescans the string from every position (such a
  // regular expression, a search restarted at each character) takes some 10^12 steps there and never
  // ends, so finishing at all is the one-pass check; none of the regular expressions the parser uses
  // can backtrack like that (linear-regexes.test.ts). And the work of the string built-ins it calls is
  // counted (bench/work.ts): a few passes a character, ten times the text costing ten times the work.
  const hugeInput = (size: number) => {
    const huge = 'x'.repeat(size);
    const spaces = `${' '.repeat(size)}y`;
    return { questions: [{ question: huge, header: huge, options: [{ label: spaces, preview: `<${spaces}` }, { label: huge }] }] };
  };

  it('handles huge strings in one pass', () => {
    const size = 2_000_000;
    const input = hugeInput(size);
    const result = parseAskRequest(input);
    expect(result.issues.map((i) => i.code)).toEqual(['long_header']);
    expect(result.issues[0]!.message.length).toBeLessThan(200);
    const partial = parseAskRequest(JSON.stringify(input).slice(0, -10), { partial: true });
    expect(partial.request?.questions[0]?.options.map((o) => o.label.length)).toEqual([size + 1, size - 4]); // read to the cut
    expect(parseHtml(input, { previewFormat: 'html' }).issues.map((i) => i.code)).toEqual(['long_header', 'unsafe_preview']);
  });

  it('the work on huge strings is a few passes a character and grows linearly', () => {
    const work = (size: number) => {
      const input = hugeInput(size);
      const text = JSON.stringify(input).slice(0, -10);
      return countWork(() => [parseAskRequest(input), parseHtml(input, { previewFormat: 'html' }), parseAskRequest(text, { partial: true })]);
    };
    const [small, big] = [work(200_000), work(2_000_000)];
    expect(big / small).toBeLessThan(11);
    // Three calls, each given about 5 x 2,000,000 characters, which the built-ins they call go over
    // about 7 times (counted generously): 20 is the bound.
    expect(big).toBeLessThan(20 * 3 * 5 * 2_000_000);
  });
});
