import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCanonical } from './parse-canonical.js';
import { parseAskRequest } from './parse.js';
import type { ParseOptions } from '../protocol/types.js';

/** Small alphabets, so duplicates, blanks and the "(Recommended)" suffix come up often. */
const word = fc.constantFrom('A', 'B', 'a', ' A', 'A ', 'Redis', 'Postgres (Recommended)', '(recommended)', 'Ω', '👍🏽');
const someText = fc.oneof(word, fc.string({ maxLength: 6 }), fc.constantFrom('', '  ', '\n'));
const header = fc.oneof(
  fc.constantFrom('Auth', ' Auth ', 'Library', '123456789012', '1234567890123', '👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽', '', '  '),
  fc.string({ maxLength: 14 }),
);
/** A value where a string or boolean belongs, sometimes of the wrong type. */
const odd = fc.constantFrom(null, 3, true, [], {});

const option = fc.record(
  {
    label: fc.oneof({ weight: 6, arbitrary: word }, { weight: 1, arbitrary: someText }, { weight: 1, arbitrary: odd }),
    description: fc.oneof({ weight: 4, arbitrary: someText }, { weight: 1, arbitrary: odd }),
    preview: fc.oneof({ weight: 3, arbitrary: someText }, { weight: 1, arbitrary: odd }),
  },
  { requiredKeys: [] },
);

const noisyQuestion = fc.record(
  {
    question: fc.oneof({ weight: 6, arbitrary: fc.constantFrom('Which?', 'Which one?', ' Which? ', 'Why') }, { weight: 1, arbitrary: someText }, { weight: 1, arbitrary: odd }),
    header: fc.oneof({ weight: 6, arbitrary: header }, { weight: 1, arbitrary: odd }),
    options: fc.oneof({ weight: 8, arbitrary: fc.array(option, { minLength: 1, maxLength: 5 }) }, { weight: 1, arbitrary: odd }),
    multiSelect: fc.oneof(fc.boolean(), odd, fc.constant('true')),
    kind: fc.constantFrom('choice', 'text'),
    description: someText,
    placeholder: someText,
  },
  { requiredKeys: ['question', 'header', 'options'] },
);

/** Near plain input: the keys of plain Claude input, sometimes with a value the lenient parse reports. */
const plainOption = fc.record(
  { label: fc.oneof({ weight: 9, arbitrary: word }, { weight: 1, arbitrary: someText }), description: someText, preview: fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: someText }) },
  { requiredKeys: ['label'] },
);
const plainQuestion = fc.record(
  {
    question: fc.oneof({ weight: 9, arbitrary: fc.constantFrom('Which?', 'Which one?', ' Which? ', 'Why') }, { weight: 1, arbitrary: someText }),
    header: fc.oneof({ weight: 5, arbitrary: fc.constantFrom('Auth', ' Auth ', 'Library', '123456789012', '👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽') }, { weight: 1, arbitrary: header }),
    options: fc.oneof({ weight: 6, arbitrary: fc.uniqueArray(plainOption, { minLength: 2, maxLength: 4, selector: (o) => o.label }) }, { weight: 1, arbitrary: fc.array(plainOption, { minLength: 1, maxLength: 5 }) }),
    multiSelect: fc.boolean(),
  },
  { requiredKeys: ['question', 'header', 'options'] },
);
const question = fc.oneof({ weight: 4, arbitrary: plainQuestion }, { weight: 1, arbitrary: noisyQuestion });

const input = fc.oneof(
  { weight: 8, arbitrary: fc.record({ questions: fc.oneof({ weight: 4, arbitrary: fc.array(question, { minLength: 1, maxLength: 2 }) }, { weight: 1, arbitrary: fc.array(question, { maxLength: 5 }) }) }) },
  { weight: 1, arbitrary: fc.record({ questions: fc.array(question, { minLength: 1, maxLength: 2 }), title: someText, metadata: fc.constant({ source: 'x' }) }, { requiredKeys: ['questions'] }) },
  { weight: 1, arbitrary: fc.record({ questions: fc.array(question, { minLength: 1, maxLength: 2 }) }).map((v) => JSON.stringify(v)) },
);

const options = fc.constantFrom<ParseOptions | undefined>(
  undefined,
  {},
  { previewFormat: 'markdown' },
  { previewFormat: 'html' },
  { partial: true },
  { partial: false },
  { strict: true },
  { limits: { maxOptions: 10 } },
);

describe('parseCanonical (the fast path for plain Claude input)', () => {
  it('returns exactly what parseAskRequest returns, or leaves the input to it', () => {
    let taken = 0;
    let runs = 0;
    fc.assert(
      fc.property(input, options, (raw, opts) => {
        runs++;
        const fast = parseCanonical(raw, opts);
        if (fast === undefined) return;
        taken++;
        const full = parseAskRequest(raw, opts);
        expect(full.issues).toEqual([]);
        expect(fast).toStrictEqual(full);
        // Key order too: the request is serialized (stores, snapshots, transcripts).
        expect(JSON.stringify(fast)).toBe(JSON.stringify(full));
      }),
      { numRuns: 4000, seed: 23 },
    );
    // The property says something only if the fast path takes a fair share of the inputs.
    expect(taken).toBeGreaterThan(runs / 20);
  });

  it('takes plain Claude input, single and multi-select, with descriptions and Markdown previews', () => {
    const raw = {
      questions: [
        {
          question: 'Which database?',
          header: 'Database',
          multiSelect: false,
          options: [
            { label: 'Postgres (Recommended)', description: 'Relational', preview: '# schema' },
            { label: 'Redis', description: 'In memory' },
          ],
        },
        { question: 'Which features?', header: 'Features', multiSelect: true, options: [{ label: 'Auth', description: '' }, { label: 'Billing' }] },
      ],
    };
    const fast = parseCanonical(raw);
    expect(fast).toStrictEqual(parseAskRequest(raw));
    expect(fast?.request?.questions[0]!.options[0]).toMatchObject({ displayLabel: 'Postgres', recommended: true, previewFormat: 'markdown' });
    expect(fast?.request?.input).toBe(raw);
  });

  it('leaves to the lenient parse what it repairs, reports or reads beyond plain input', () => {
    const q = { question: 'Which?', header: 'Pick', options: [{ label: 'A' }, { label: 'B' }] };
    const left = [
      JSON.stringify({ questions: [q] }),
      { questions: [{ ...q, header: 'A header too long' }] },
      { questions: [{ ...q, multiSelect: null }] },
      { questions: [{ ...q, kind: 'text' }] },
      { questions: [q, q] },
      { questions: [{ ...q, options: [{ label: 'A' }, { label: ' A' }] }] },
      { questions: [{ ...q, options: [{ label: 'A', preview: 'x' }, { label: 'B' }], multiSelect: true }] },
      { questions: [q], title: 'Setup' },
      { questions: [] },
      Object.defineProperty({ questions: [q] }, 'answers', { value: {}, enumerable: false }),
      new Proxy({ questions: [q] }, { ownKeys: () => { throw new Error('no'); } }),
    ];
    for (const raw of left) expect(parseCanonical(raw)).toBeUndefined();
    expect(parseCanonical({ questions: [{ ...q, options: [{ label: 'A', preview: '<b>x</b>' }, { label: 'B' }] }] }, { previewFormat: 'html' })).toBeUndefined();
    expect(parseCanonical({ questions: [q] }, { partial: true })).toBeUndefined();
    expect(parseCanonical({ questions: [q] }, { strict: true })).toBeUndefined();
  });
});
