import { describe, it, expect } from 'vitest';
import { detectDialect, parseAnyDialect } from './index.js';
import { parseFull } from '../test-parsers.js';
import { askReducer, createAskState } from '../machine/reducer.js';
import { toClaudeOutput } from '../encode/claude-output.js';
import { toClaudeResultText } from '../encode/result-text.js';

describe('detectDialect', () => {
  it('recognizes each dialect by its keys', () => {
    expect(detectDialect({ questions: [{ question: 'A?', header: 'A', options: [], multiSelect: true }] })).toBe('claude');
    expect(detectDialect({ questions: [{ question: 'A?', options: [] }] })).toBe('claude');
    expect(detectDialect({ questions: [{ id: 'db', question: 'A?', options: [] }] })).toBe('pi');
    expect(detectDialect({ questions: [{ question: 'A?', options: [], multi: true }] })).toBe('pi');
    expect(detectDialect({ questions: [{ question: 'A?', options: [], recommended: 1 }] })).toBe('pi');
    expect(detectDialect({ questions: [{ question: 'A?', header: 'A', options: [], multiple: true }] })).toBe('opencode');
    expect(detectDialect({ questions: [{ question: 'A?', header: 'A', options: [], custom: false }] })).toBe('opencode');
    expect(detectDialect({ question: 'Name?' })).toBe('agentrail');
  });

  it('returns null for input that names no dialect', () => {
    for (const input of [{}, { foo: 1 }, null, 'x', [], 3]) expect(detectDialect(input)).toBeNull();
  });

  it('lets options.dialect override detection', () => {
    const input = { questions: [{ question: 'A?', header: 'A', options: [{ label: 'x' }], custom: false }] };
    expect(parseAnyDialect(input).request?.dialect).toBe('opencode');
    const forced = parseAnyDialect(input, { dialect: 'claude' });
    expect(forced.issues.map((i) => i.message)).toEqual(['questions[0].options must have 2-4 entries, got 1']);
  });
});

describe('pi dialect', () => {
  const pi = {
    questions: [
      { id: 'db', question: 'Which database?', options: [{ label: 'Postgres' }, { label: 'SQLite' }, { label: 'MySQL' }], recommended: 1 },
      { id: 'langs', question: 'Which languages?', options: [{ label: 'Go' }], multi: true, recommended: 7 },
      { id: 'name', question: 'Project name?', options: [] },
    ],
  };

  it('gives ids that name Object.prototype members a safe id (regression: "__proto__" crashed the encoders)', () => {
    const input = {
      questions: [
        { id: '__proto__', question: 'First?', options: [{ label: 'A' }, { label: 'B' }] },
        { id: 'constructor', question: 'Second?', options: [{ label: 'C' }, { label: 'D' }] },
      ],
    };
    const { request, issues } = parseAnyDialect(input);
    expect(request!.questions.map((q) => [q.id, q.header])).toEqual([
      ['q1', '__proto__'],
      ['q2', 'constructor'],
    ]);
    expect(issues.map((i) => [i.code, i.severity, i.path])).toEqual([
      ['invalid_type', 'warning', ['questions', 0, 'id']],
      ['invalid_type', 'warning', ['questions', 1, 'id']],
    ]);
    const state = createAskState(request!);
    const answered = askReducer(request!, askReducer(request!, state, { type: 'select', questionId: 'q2', optionId: 'q2.1' }), { type: 'submit' });
    expect(toClaudeOutput(request!, answered.outcome!).answers).toEqual({ 'Second?': 'D' });
    expect(toClaudeResultText(request!, answered.outcome!)).toContain('"Second?"="D"');
  });

  it('uses its ids as question ids and headers, without header warnings', () => {
    const { request, issues } = parseAnyDialect(pi);
    expect(issues).toEqual([]);
    expect(request!.dialect).toBe('pi');
    expect(request!.questions.map((q) => [q.id, q.header, q.headerIsFallback, q.selectionMode])).toEqual([
      ['db', 'db', false, 'single'],
      ['langs', 'langs', false, 'multiple'],
      ['name', 'name', false, 'single'],
    ]);
    expect(request!.questions[0]!.options.map((o) => o.id)).toEqual(['db.0', 'db.1', 'db.2']);
  });

  it('marks the recommended index and ignores an invalid one', () => {
    const { request } = parseAnyDialect(pi);
    expect(request!.questions[0]!.options.map((o) => o.recommended)).toEqual([false, true, false]);
    expect(request!.questions[1]!.options.map((o) => o.recommended)).toEqual([false]);
  });

  it('has no option or question count limits; zero options is free text', () => {
    const many = { questions: Array.from({ length: 7 }, (_, i) => ({ id: `q${i}`, question: `Q${i}?`, options: Array.from({ length: 9 }, (_, j) => ({ label: `o${j}` })) })) };
    expect(parseAnyDialect(many).issues).toEqual([]);
    expect(parseAnyDialect(pi).request!.questions[2]).toMatchObject({ freeTextOnly: true, allowOther: true, options: [] });
  });

  it('falls back to q<n> for a missing or repeated id and keeps ids unique', () => {
    const input = {
      questions: [
        { id: 'q2', question: 'A?', options: [{ label: 'x' }] },
        { question: 'B?', options: [{ label: 'x' }], multi: false },
        { id: 'q2', question: 'C?', options: [{ label: 'x' }] },
      ],
    };
    const { request, issues } = parseAnyDialect(input);
    expect(request!.questions.map((q) => [q.id, q.header, q.headerIsFallback])).toEqual([
      ['q2', 'q2', false],
      ['q2_2', 'Q2', true],
      ['q3', 'Q3', true],
    ]);
    expect(issues).toEqual([
      { code: 'duplicate_question', severity: 'warning', path: ['questions', 2, 'id'], message: expect.stringMatching(/^questions\[2\]\.id "q2" repeats an earlier id; using "q3"/) },
    ]);
  });

  it('reports a non-string id as a type error', () => {
    const result = parseAnyDialect({ questions: [{ id: 3, question: 'A?', options: [] }] });
    expect(result.issues.map((i) => i.message)).toEqual(['questions[0].id must be a string, got a number']);
  });
});

describe('agentrail dialect', () => {
  it('parses a single top-level question with string options', () => {
    const input = { question: 'Which testing framework?', options: ['Vitest (Recommended)', 'Jest', 'Mocha'], custom: false };
    const { request, issues } = parseAnyDialect(input);
    expect(issues).toEqual([]);
    expect(request!.dialect).toBe('agentrail');
    expect(request!.questions).toHaveLength(1);
    expect(request!.questions[0]).toMatchObject({ id: 'q1', header: 'Q1', headerIsFallback: true, allowOther: false, freeTextOnly: false, selectionMode: 'single' });
    expect(request!.questions[0]!.options.map((o) => [o.id, o.label, o.displayLabel, o.recommended])).toEqual([
      ['q1.0', 'Vitest (Recommended)', 'Vitest', true],
      ['q1.1', 'Jest', 'Jest', false],
      ['q1.2', 'Mocha', 'Mocha', false],
    ]);
  });

  it('treats a question without options as free text with a hint, even when strict', () => {
    const { request, issues } = parseAnyDialect({ question: 'Target environment?', hint: 'e.g. AWS' }, { strict: true });
    expect(issues).toEqual([]);
    expect(request!.questions[0]).toMatchObject({ freeTextOnly: true, allowOther: true, hint: 'e.g. AWS', options: [] });
  });

  it('honours multiple and custom', () => {
    const { request } = parseAnyDialect({ question: 'Pick', options: ['a', 'b'], multiple: true });
    expect(request!.questions[0]).toMatchObject({ selectionMode: 'multiple', allowOther: true });
  });

  it('rejects custom false without options: nothing could be answered', () => {
    const { request, issues } = parseAnyDialect({ question: 'Name?', custom: false });
    expect(request).toBeNull();
    expect(issues).toEqual([{ code: 'option_count', severity: 'error', path: ['options'], message: expect.stringMatching(/^options is empty and custom is false/) }]);
  });

  it('reports non-string options and blank labels with paths', () => {
    const { issues } = parseAnyDialect({ question: 'Pick', options: ['a', 3, ' ', 'a'] });
    expect(issues.map((i) => [i.code, i.message.split(';')[0]])).toEqual([
      ['invalid_type', 'options[1] must be a string, got a number'],
      ['empty_label', 'options[2] is empty'],
      ['duplicate_label', 'options[3] "a" repeats options[0]'],
    ]);
  });

  it('reports an empty question', () => {
    expect(parseAnyDialect({ question: '', options: ['a'] }).issues.map((i) => [i.code, i.message.split(';')[0]])).toEqual([['empty_question', 'question is empty']]);
  });
});

describe('opencode dialect', () => {
  const input = {
    questions: [
      { question: 'Which runtime?', header: 'Runtime', options: [{ label: 'Bun', description: 'fast' }], multiple: true },
      { question: 'Anything else?', header: 'Notes', options: [] },
      { question: 'Confirm?', header: 'A header that is thirty-one ch', options: [{ label: 'Yes', description: '' }], custom: false },
    ],
  };

  it('reads multiple/custom, allows any option count and 30-character headers', () => {
    const { request, issues } = parseAnyDialect(input);
    expect(issues).toEqual([]);
    expect(request!.dialect).toBe('opencode');
    expect(request!.questions.map((q) => [q.selectionMode, q.allowOther, q.freeTextOnly])).toEqual([
      ['multiple', true, false],
      ['single', true, true],
      ['single', false, false],
    ]);
    expect(request!.questions[2]!.options[0]!.description).toBeUndefined();
  });

  it('warns about headers over 30 characters and errors on custom false without options', () => {
    const bad = { questions: [{ question: 'A?', header: 'x'.repeat(31), options: [], custom: false }] };
    expect(parseAnyDialect(bad).issues.map((i) => [i.code, i.severity])).toEqual([
      ['long_header', 'warning'],
      ['option_count', 'error'],
    ]);
  });

  it('reports a non-boolean custom', () => {
    const result = parseAnyDialect({ questions: [{ question: 'A?', header: 'A', options: [], custom: 'no' }] });
    expect(result.issues.map((i) => i.message)).toEqual(['questions[0].custom must be a boolean (true or false), got a string']);
  });
});
