/**
 * `parseAskRequest(input, { strict: 'claude-code', ... })` (issue 17 item 9, spec section 1): it
 * accepts and rejects what Claude Code's AskUserQuestion input schema does. The HTML messages are
 * the CLI's own (spec section 1); the other messages are askq's, pinned here as goldens.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseFull as parseAskRequest } from '../test-parsers.js';
import type { AskIssue, AskIssueCode, ParseOptions, ParseResult } from '../protocol/types.js';

type StrictOptions = Omit<ParseOptions, 'strict'>;
const strict = (input: unknown, options: StrictOptions = {}) => parseAskRequest(input, { ...options, strict: 'claude-code' });
const row = (i: AskIssue) => [i.code, i.path, i.message];
const errors = (result: ParseResult) => result.issues.filter((i) => i.severity === 'error').map(row);
const warnings = (result: ParseResult) => result.issues.filter((i) => i.severity === 'warning').map(row);
/** Accepted: a request and no error (warnings allowed). */
function accepted(input: unknown, options: StrictOptions = {}) {
  const result = strict(input, options);
  expect(errors(result)).toEqual([]);
  expect(result.request).not.toBeNull();
  return result;
}
/** Rejected with exactly these errors. */
function rejected(input: unknown, options: StrictOptions, expected: [AskIssueCode, (string | number)[], string][]) {
  const result = strict(input, options);
  expect(errors(result)).toEqual(expected);
  expect(result.request).toBeNull();
  return result;
}

const opt = (label: string, extra: Record<string, unknown> = {}) => ({ label, description: `${label}.`, ...extra });
const q = (question: string, extra: Record<string, unknown> = {}) => ({
  question,
  header: 'Header',
  options: [opt('A'), opt('B')],
  ...extra,
});
const one = (extra: Record<string, unknown> = {}) => ({ questions: [q('Pick?', extra)] });
const NULL_HINT = '; leave the key out instead of sending null';

describe('strict mode accepts what the real schema accepts', () => {
  it('a minimal call (multiSelect may be left out) with no issue at all', () => {
    const { request, issues } = strict(one());
    expect(issues).toEqual([]);
    expect(request!.questions[0]).toMatchObject({ kind: 'choice', selectionMode: 'single', header: 'Header' });
  });

  it('answers, annotations and metadata: the input keys the schema has besides questions', () => {
    const input = {
      ...one({ multiSelect: true }),
      answers: { 'Pick?': ['A', 'B'], 'Other?': 'x' },
      annotations: { 'Pick?': { preview: 'p', notes: 'n' } },
      metadata: { source: 'remember', afkTimeoutOfferedAt: 1 },
    };
    expect(strict(input).issues).toEqual([]);
  });

  it('headers: empty and long are advice only (warnings)', () => {
    expect(warnings(accepted(one({ header: '' })))).toEqual([
      ['empty_header', ['questions', 0, 'header'], 'questions[0].header is empty; add a short chip label of at most 12 characters (shown as "Q1" meanwhile)'],
    ]);
    expect(warnings(accepted(one({ header: 'Authentication' })))).toEqual([
      ['long_header', ['questions', 0, 'header'], 'questions[0].header "Authentication" has 14 characters; keep it to 12 or fewer, renderers may truncate it'],
    ]);
  });

  it('empty question texts and labels pass the real schema (warnings)', () => {
    const result = accepted({ questions: [q('', { options: [opt(''), opt('B')] })] });
    expect(warnings(result)).toEqual([
      ['empty_question', ['questions', 0, 'question'], 'questions[0].question is empty; Claude Code accepts it but the user sees no question, so write the full question'],
      ['empty_label', ['questions', 0, 'options', 0, 'label'], 'questions[0].options[0].label is empty; Claude Code accepts it but the user sees a blank option, so give it a short label'],
    ]);
    expect(result.request!.questions[0]!.options.map((o) => o.label)).toEqual(['', 'B']);
  });

  it('uniqueness is exact string equality, no trimming: "A" and "A " are distinct', () => {
    const input = { questions: [q('Pick?', { options: [opt('A'), opt('A ')] }), q('Pick? ')] };
    expect(strict(input).issues).toEqual([]);
    // So does the lenient parse (for rendering): a call Claude Code asks is one a picker can show.
    expect(parseAskRequest(input).issues).toEqual([]);
    expect(parseAskRequest(input).request!.questions.map((x) => x.question)).toEqual(['Pick?', 'Pick? ']);
  });

  it('unknown question and option keys are dropped by the host, not rejected (warnings)', () => {
    expect(warnings(accepted(one({ weight: 1, options: [opt('A', { icon: 'x' }), opt('B')] })))).toEqual([
      ['unknown_key', ['questions', 0, 'weight'], "questions[0].weight is not part of AskUserQuestion's schema; Claude Code drops it"],
      ['unknown_key', ['questions', 0, 'options', 0, 'icon'], "questions[0].options[0].icon is not part of AskUserQuestion's schema; Claude Code drops it"],
    ]);
    const kind = accepted(one({ kind: 'text' }));
    expect(warnings(kind)).toEqual([
      ['unknown_key', ['questions', 0, 'kind'], 'questions[0].kind is only read by hosts with extended questions; this host drops it and asks a choice question'],
    ]);
    expect(kind.request!.questions[0]!.kind).toBe('choice');
  });

  it('option descriptions are optional with optionalDescriptions or on an extended host', () => {
    const input = one({ options: [{ label: 'A' }, { label: 'B' }] });
    expect(strict(input, { optionalDescriptions: true }).issues).toEqual([]);
    expect(strict(input, { extended: true }).issues).toEqual([]);
  });

  it('an extended host: title, question description, text and number questions', () => {
    const input = {
      title: 'Setup',
      questions: [
        q('Pick?', { kind: 'choice', description: 'One line' }),
        { question: 'Name?', header: 'Name', kind: 'text', placeholder: 'my-app' },
        { question: 'Retries?', header: 'Retries', kind: 'number', min: 0, max: 10, step: 1, defaultValue: 3, unit: 'tries', options: [] },
      ],
    };
    const { request, issues } = strict(input, { extended: true });
    expect(issues).toEqual([]);
    expect(request!.title).toBe('Setup');
    expect(request!.questions.map((x) => x.kind)).toEqual(['choice', 'text', 'number']);
    expect(request!.questions[2]!.number).toEqual({ min: 0, max: 10, step: 1, defaultValue: 3, unit: 'tries' });
  });

  it('previews on a multi-select question are advice only (a warning)', () => {
    expect(warnings(accepted(one({ multiSelect: true, options: [opt('A', { preview: 'x' }), opt('B')] })))).toEqual([
      ['preview_in_multi_select', ['questions', 0, 'options', 0, 'preview'], 'questions[0].options[0].preview is not shown because questions[0] is multi-select; previews are for single-select questions only'],
    ]);
  });
});

describe('strict mode rejects what the real schema rejects', () => {
  it('header is required', () => {
    const { header, ...noHeader } = q('Pick?');
    expect(header).toBe('Header');
    rejected({ questions: [noHeader] }, {}, [
      ['missing_field', ['questions', 0, 'header'], 'questions[0].header is missing; add a short chip label of at most 12 characters'],
    ]);
  });

  it('description is required unless the host opts in to optional descriptions', () => {
    rejected(one({ options: [{ label: 'A' }, opt('B')] }), {}, [
      [
        'missing_field',
        ['questions', 0, 'options', 0, 'description'],
        'questions[0].options[0].description is missing; add one line on what choosing this option means (this host requires a description for every option)',
      ],
    ]);
  });

  it('null is rejected for multiSelect, description and preview, with a message saying to leave the key out', () => {
    rejected(one({ multiSelect: null }), {}, [
      ['invalid_type', ['questions', 0, 'multiSelect'], `questions[0].multiSelect must be a boolean (true or false), got null${NULL_HINT}`],
    ]);
    rejected(one({ options: [opt('A', { description: null }), opt('B')] }), { optionalDescriptions: true }, [
      ['invalid_type', ['questions', 0, 'options', 0, 'description'], `questions[0].options[0].description must be a string, got null${NULL_HINT}`],
    ]);
    rejected(one({ options: [opt('A'), opt('B', { preview: null })] }), {}, [
      ['invalid_type', ['questions', 0, 'options', 1, 'preview'], `questions[0].options[1].preview must be a string, got null${NULL_HINT}`],
    ]);
    rejected({ ...one(), metadata: null }, {}, [['invalid_type', ['metadata'], `metadata must be an object like { source }, got null${NULL_HINT}`]]);
    // The lenient parse reads null as "absent".
    expect(parseAskRequest(one({ multiSelect: null, options: [opt('A', { preview: null, description: null }), opt('B')] })).issues).toEqual([]);
  });

  it('null for a required key is rejected without that advice (leaving it out is no way out)', () => {
    rejected(one({ header: null }), {}, [['invalid_type', ['questions', 0, 'header'], 'questions[0].header must be a string, got null']]);
    rejected({ questions: [q('Pick?', { question: null })] }, {}, [['invalid_type', ['questions', 0, 'question'], 'questions[0].question must be a string, got null']]);
    rejected(one({ options: [opt('A', { label: null }), opt('B')] }), {}, [
      ['invalid_type', ['questions', 0, 'options', 0, 'label'], 'questions[0].options[0].label must be a string, got null'],
    ]);
    rejected({ questions: null }, {}, [['invalid_type', ['questions'], 'questions must be an array of question objects, got null']]);
    rejected(one({ options: null }), {}, [['invalid_type', ['questions', 0, 'options'], 'questions[0].options must be an array of { label, description } objects, got null']]);
  });

  it('unknown top-level keys are rejected; title only on an extended host', () => {
    rejected({ ...one(), context: 'x' }, {}, [
      ['unknown_key', ['context'], "context is not a key of AskUserQuestion's input; remove it (allowed: questions, answers, annotations, metadata)"],
    ]);
    // The host-filled keys of the output are not keys of the input.
    rejected({ ...one(), response: 'x', followUp: true }, { extended: true }, [
      ['unknown_key', ['response'], "response is not a key of AskUserQuestion's input; remove it (allowed: title, questions, answers, annotations, metadata)"],
      ['unknown_key', ['followUp'], "followUp is not a key of AskUserQuestion's input; remove it (allowed: title, questions, answers, annotations, metadata)"],
    ]);
    rejected({ ...one(), title: 'Setup' }, {}, [
      ['unknown_key', ['title'], 'title is only accepted by hosts with extended questions; remove it (allowed: questions, answers, annotations, metadata)'],
    ]);
    expect(strict({ ...one(), title: 'Setup' }, { extended: true }).issues).toEqual([]);
  });

  it('exact duplicates: question texts across the call, labels within a question', () => {
    rejected({ questions: [q('Pick?'), q('Pick?')] }, {}, [
      ['duplicate_question', ['questions', 1, 'question'], 'questions[1].question "Pick?" repeats questions[0].question; question texts must be unique because answers are keyed by them'],
    ]);
    rejected(one({ options: [opt('A '), opt('B'), opt('A ')] }), {}, [
      [
        'duplicate_label',
        ['questions', 0, 'options', 2, 'label'],
        'questions[0].options[2].label "A " repeats questions[0].options[0]; labels must be unique within a question because answers carry them',
      ],
    ]);
  });

  it('1-4 questions and 2-4 options are hard limits (limits cannot widen them)', () => {
    rejected({ questions: [] }, {}, [['no_questions', ['questions'], 'questions must have 1-4 entries, got 0']]);
    const five = { questions: ['1?', '2?', '3?', '4?', '5?'].map((t) => q(t)) };
    rejected(five, { limits: { maxQuestions: 5 } }, [['too_many_questions', ['questions'], 'questions must have 1-4 entries, got 5; ask the rest in a later call']]);
    rejected(one({ options: [opt('A')] }), {}, [['option_count', ['questions', 0, 'options'], 'questions[0].options must have 2-4 entries, got 1']]);
    rejected(one({ options: ['A', 'B', 'C', 'D', 'E'].map((l) => opt(l)) }), { limits: { maxOptions: 6 } }, [
      ['option_count', ['questions', 0, 'options'], 'questions[0].options must have 2-4 entries, got 5'],
    ]);
    const { options, ...noOptions } = q('Pick?');
    expect(options).toHaveLength(2);
    rejected({ questions: [noOptions] }, {}, [['missing_field', ['questions', 0, 'options'], 'questions[0].options is missing; add 2-4 entries of { label, description }']]);
    // An extended host defaults options to [], and a choice question needs 2-4.
    rejected({ questions: [noOptions] }, { extended: true }, [
      ['option_count', ['questions', 0, 'options'], 'questions[0].options must have 2-4 entries, got 0; for an open-ended question leave options out and set "kind": "text"'],
    ]);
  });

  it('a default host asks a question with kind as a choice question, so it still needs options', () => {
    rejected({ questions: [{ question: 'Name?', header: 'Name', kind: 'text' }] }, {}, [
      ['missing_field', ['questions', 0, 'options'], 'questions[0].options is missing; add 2-4 entries of { label, description }'],
    ]);
  });
});

describe('strict mode: kind rules (extended hosts)', () => {
  const ext = { extended: true };
  const text = (extra: Record<string, unknown> = {}) => ({ questions: [{ question: 'Name?', header: 'Name', kind: 'text', ...extra }] });
  const number = (extra: Record<string, unknown> = {}) => ({ questions: [{ question: 'Retries?', header: 'Retries', kind: 'number', ...extra }] });

  it('text: no options, no multiSelect, no number fields', () => {
    rejected(text({ options: [opt('A'), opt('B')] }), ext, [
      ['option_count', ['questions', 0, 'options'], 'questions[0].options must be empty: a "text" question takes no options; remove them, or leave "kind" out to ask a choice question'],
    ]);
    rejected(text({ multiSelect: true }), ext, [['invalid_type', ['questions', 0, 'multiSelect'], 'questions[0].multiSelect applies only to choice questions, not "text"; remove it']]);
    rejected(text({ min: 1 }), ext, [['unknown_key', ['questions', 0, 'min'], 'questions[0].min applies only to "number" questions; remove it or set "kind": "number"']]);
    expect(strict(text({ options: [], multiSelect: false }), ext).issues).toEqual([]);
  });

  it('number: min and max required, min < max', () => {
    rejected(number(), ext, [
      ['invalid_number_range', ['questions', 0], 'questions[0] is a number question without min and max; add both as numbers with min < max, e.g. "min": 1, "max": 10'],
    ]);
    rejected(number({ min: 1 }), ext, [
      ['invalid_number_range', ['questions', 0, 'max'], 'questions[0].max is missing; a number question needs both min and max as numbers with min < max'],
    ]);
    rejected(number({ min: 5, max: 5 }), ext, [
      ['invalid_number_range', ['questions', 0, 'min'], 'questions[0].min (5) must be less than questions[0].max (5); send a range with min < max'],
    ]);
    rejected(number({ min: 6, max: 5 }), ext, [
      ['invalid_number_range', ['questions', 0, 'min'], 'questions[0].min (6) must be less than questions[0].max (5); send a range with min < max'],
    ]);
    rejected(number({ min: '1', max: 5 }), ext, [['invalid_type', ['questions', 0, 'min'], 'questions[0].min must be a finite number, got a string']]);
    rejected(number({ min: null, max: 5 }), ext, [['invalid_type', ['questions', 0, 'min'], 'questions[0].min must be a finite number, got null']]);
    expect(strict(number({ min: -1.5, max: 0 }), ext).issues).toEqual([]);
  });

  it('number: step > 0 and defaultValue within min..max; a placeholder belongs to text questions', () => {
    rejected(number({ min: 0, max: 10, step: 0 }), ext, [
      ['invalid_number_range', ['questions', 0, 'step'], 'questions[0].step (0) must be greater than 0; leave it out for any value in 0..10'],
    ]);
    rejected(number({ min: 0, max: 10, defaultValue: 11 }), ext, [
      ['invalid_number_range', ['questions', 0, 'defaultValue'], 'questions[0].defaultValue (11) must lie within min..max (0..10)'],
    ]);
    rejected(number({ min: 0, max: 10, step: null }), ext, [['invalid_type', ['questions', 0, 'step'], `questions[0].step must be a finite number, got null${NULL_HINT}`]]);
    rejected(number({ min: 0, max: 10, placeholder: 'n' }), ext, [
      ['unknown_key', ['questions', 0, 'placeholder'], 'questions[0].placeholder applies only to "text" questions; remove it or set "kind": "text"'],
    ]);
  });

  it('kind is one of choice, text, number (null rejected)', () => {
    rejected(one({ kind: 'date' }), ext, [['invalid_type', ['questions', 0, 'kind'], 'questions[0].kind "date" is not one of "choice", "text" or "number"']]);
    rejected(one({ kind: null }), ext, [['invalid_type', ['questions', 0, 'kind'], `questions[0].kind must be "choice", "text" or "number", got null${NULL_HINT}`]]);
  });
});

describe('strict mode: previewFormat "html" (the real messages)', () => {
  const html = { previewFormat: 'html' as const };
  const DOCUMENT = 'preview must be an HTML fragment, not a full document (no <html>, <body>, or <!DOCTYPE>)';
  const SCRIPT = 'preview must not contain <script> or <style> tags. Use inline styles via the style attribute if needed.';
  const NO_TAG = 'preview must contain HTML (previewFormat is set to "html"). Wrap content in a tag like <div> or <pre>.';
  const withPreview = (preview: string) => ({ questions: [q('Which layout?', { options: [opt('Grid', { preview }), opt('List', { preview: '<ul><li>a</li></ul>' })] })] });
  const problem = (preview: string, message: string) =>
    rejected(withPreview(preview), html, [['unsafe_preview', ['questions', 0, 'options', 0, 'preview'], `Option "Grid" in question "Which layout?": ${message}`]]);

  it('a full document is rejected', () => {
    for (const preview of ['<html><div>x</div></html>', '<!DOCTYPE html><div>x</div>', '<div>x</div><BODY>', '< html>', 'text first <body class="a">x</body>']) {
      problem(preview, DOCUMENT);
    }
  });

  it('script or style anywhere is rejected: "< script" with a space, after leading text, any case', () => {
    for (const preview of [
      '<div><script>alert(1)</script></div>',
      '< script>alert(1)</script><div>x</div>',
      '<div>x</div><\n  style>p{}</style>',
      'Some leading text, then <p>ok</p> and <script src="x"></script>',
      '<div>x</div><SCRIPT>',
      '<style',
    ]) {
      problem(preview, SCRIPT);
    }
  });

  it('text without a tag (a blank preview too) is rejected', () => {
    for (const preview of ['just text', '', '   ', 'a < b and c > d', '<>', '<1>']) problem(preview, NO_TAG);
  });

  it('the first rule that fails wins: document, then script or style, then no tag', () => {
    problem('<html><script></script></html>', DOCUMENT);
    problem('<script>', SCRIPT);
  });

  it('valid fragments pass, including names that only start like script or style', () => {
    for (const preview of ['<div>ok</div>', 'Intro <b>bold</b>', '<p>use <scripting> or <styled-box></p>', '<pre>x</pre>']) {
      expect(strict(withPreview(preview), html).issues, preview).toEqual([]);
    }
  });

  it('markdown mode (the default) checks none of these', () => {
    expect(strict(withPreview('<html><script>x</script>'), {}).issues).toEqual([]);
    expect(strict(withPreview('plain'), { previewFormat: 'markdown' }).issues).toEqual([]);
  });

  it('the prefix names the raw label and question', () => {
    const input = { questions: [q('Say "hi"? ', { options: [opt(' A "b"', { preview: 'no tag' }), opt('B')] })] };
    rejected(input, html, [['unsafe_preview', ['questions', 0, 'options', 0, 'preview'], `Option " A "b"" in question "Say "hi"? ": ${NO_TAG}`]]);
  });
});

describe('property: strict mode never throws', () => {
  const CODES: AskIssueCode[] = [
    'invalid_type',
    'no_questions',
    'too_many_questions',
    'empty_question',
    'duplicate_question',
    'empty_header',
    'long_header',
    'option_count',
    'empty_label',
    'duplicate_label',
    'preview_in_multi_select',
    'unsafe_preview',
    'unknown_dialect',
    'unknown_key',
    'missing_field',
    'invalid_number_range',
  ];
  const optionsArb = fc.record(
    {
      extended: fc.boolean(),
      optionalDescriptions: fc.boolean(),
      previewFormat: fc.constantFrom('markdown', 'html', 'other', undefined),
      partial: fc.boolean(),
      dialect: fc.constantFrom('pi', 'agentrail', undefined),
      limits: fc.record({ maxOptions: fc.nat(8), maxQuestions: fc.nat(8) }, { requiredKeys: [] }),
    },
    { requiredKeys: [] },
  ) as fc.Arbitrary<StrictOptions>;

  function expectWellFormed(input: unknown, options: StrictOptions): void {
    let result: ParseResult | undefined;
    expect(() => (result = strict(input, options))).not.toThrow();
    const { request, issues } = result!;
    for (const issue of issues) {
      expect(CODES).toContain(issue.code);
      expect(['error', 'warning']).toContain(issue.severity);
      expect(Array.isArray(issue.path)).toBe(true);
      expect(typeof issue.message === 'string' && issue.message.length > 0).toBe(true);
    }
    if (!options.partial) expect(request === null).toBe(issues.some((i) => i.severity === 'error'));
    if (request === null) return;
    expect(request.dialect).toBe('claude');
    if (!options.extended) {
      expect(request.title).toBeUndefined();
      for (const question of request.questions) expect(question.kind).toBe('choice');
    }
  }

  it('on anything and on JSON values, whatever the options', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBoxedValues: true, withMap: true, withSparseArray: true }), optionsArb, expectWellFormed),
      { numRuns: 500 },
    );
    fc.assert(fc.property(fc.jsonValue(), optionsArb, expectWellFormed), { numRuns: 500 });
    fc.assert(fc.property(fc.string(), optionsArb, expectWellFormed), { numRuns: 200 });
  });

  it('on Claude-shaped input whose fields are anything', () => {
    const loose = fc.oneof(
      fc.constantFrom('', ' ', 'A', 'A ', 'Pick?', '<div>x</div>', '< script>', 'text', 'number', 'choice', null, 0, 5, -1, true),
      fc.anything({ maxDepth: 1 }),
    );
    const optionArb = fc.oneof(fc.record({ label: loose, description: loose, preview: loose, icon: loose }, { requiredKeys: [] }), loose);
    const questionArb = fc.record(
      {
        question: loose,
        header: loose,
        options: fc.oneof(fc.array(optionArb, { maxLength: 5 }), loose),
        multiSelect: loose,
        kind: loose,
        description: loose,
        placeholder: loose,
        min: loose,
        max: loose,
        step: loose,
        defaultValue: loose,
        unit: loose,
      },
      { requiredKeys: [] },
    );
    const inputArb = fc.record(
      {
        questions: fc.oneof(fc.array(questionArb, { maxLength: 5 }), loose),
        title: loose,
        metadata: loose,
        answers: fc.oneof(fc.dictionary(fc.constantFrom('Pick?', 'A', '__proto__'), loose), loose),
        annotations: fc.oneof(fc.dictionary(fc.constantFrom('Pick?', 'A'), fc.record({ preview: loose, notes: loose }, { requiredKeys: [] })), loose),
        response: loose,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(inputArb, optionsArb, fc.boolean(), (input, options, asText) => {
        const text = asText ? JSON.stringify(input) : undefined;
        expectWellFormed(text ?? input, options);
      }),
      { numRuns: 1000 },
    );
  });
});
