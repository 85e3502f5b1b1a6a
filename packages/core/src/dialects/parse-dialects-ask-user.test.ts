/**
 * Golden tests in and out for the `ask_user` dialects (Gemini CLI, Mastra) and OpenCode's current
 * `question` tool: inputs shaped as each tool's schema states them, the askq request they parse
 * to, and what each tool hands its model for an outcome. The sources they were checked against
 * are listed in the README's dialect section.
 */
import { describe, it, expect } from 'vitest';
import { detectDialect, parseAnyDialect } from './index.js';
import { parseFull } from '../test-parsers.js';
import { toGeminiResult } from './gemini.js';
import { toMastraResult } from './mastra.js';
import { toOpenCodeResult } from './opencode.js';
import { declineMessage, toClaudeResultText } from '../encode/result-text.js';
import type { AskOutcome, AskRequest, ParseOptions } from '../protocol/types.js';

/** The request, failing the test when the parse rejected the input. */
function parsed(input: unknown, options?: ParseOptions): AskRequest {
  const { request, issues } = parseAnyDialect(input, options);
  expect(issues.filter((i) => i.severity === 'error')).toEqual([]);
  return request!;
}

/** [code, severity, path] of every issue. */
const issuesOf = (input: unknown, options?: ParseOptions) => parseAnyDialect(input, options).issues.map((i) => [i.code, i.severity, i.path]);

const answered = (answers: Record<string, { selected: string[]; other?: string; notes?: string }>): AskOutcome => ({ type: 'answered', answers });
const dismissed: AskOutcome = { type: 'declined', reason: 'dismissed', answers: {} };

describe('Gemini CLI ask_user: in', () => {
  const input = {
    questions: [
      {
        question: 'Which database should the service use?',
        header: 'Database',
        type: 'choice',
        options: [
          { label: 'PostgreSQL', description: 'Relational, runs everywhere' },
          { label: 'SQLite', description: '' },
        ],
        placeholder: 'Another database',
      },
      {
        question: 'Which checks should run in CI?',
        header: 'CI checks',
        type: 'choice',
        multiSelect: true,
        options: [
          { label: 'Lint', description: 'Style rules' },
          { label: 'Tests', description: 'Unit tests' },
          { label: 'Types', description: 'tsc --noEmit' },
        ],
      },
      { question: 'What should the project be called?', header: 'Name', type: 'text', placeholder: 'e.g. billing-api' },
      { question: 'Deploy once the build passes?', header: 'Deploy', type: 'yesno' },
    ],
  };

  it('is detected by its `type` key and read with its kinds, placeholders and Other', () => {
    expect(detectDialect(input)).toBe('gemini');
    const request = parsed(input);
    expect(parseAnyDialect(input).issues).toEqual([]);
    expect(request.dialect).toBe('gemini');
    expect(request.questions.map((q) => [q.id, q.kind, q.header, q.selectionMode, q.allowOther, q.freeTextOnly, q.placeholder])).toEqual([
      ['q1', 'choice', 'Database', 'single', true, false, 'Another database'],
      ['q2', 'choice', 'CI checks', 'multiple', true, false, undefined],
      ['q3', 'text', 'Name', 'single', true, true, 'e.g. billing-api'],
      ['q4', 'choice', 'Deploy', 'single', true, false, undefined],
    ]);
    expect(request.questions[0]!.options.map((o) => [o.id, o.label, o.description])).toEqual([
      ['q1.0', 'PostgreSQL', 'Relational, runs everywhere'],
      ['q1.1', 'SQLite', undefined],
    ]);
    expect(request.questions[2]!.options).toEqual([]);
    // `yesno` is Gemini's Yes / No choice.
    expect(request.questions[3]!.options.map((o) => [o.id, o.label])).toEqual([
      ['q4.0', 'Yes'],
      ['q4.1', 'No'],
    ]);
  });

  it('asks a yes / no question with one answer, whatever its options and multiSelect say', () => {
    const request = parsed({ questions: [{ question: 'Ship it?', header: 'Ship', type: 'yesno', multiSelect: true, options: [{ label: 'Maybe', description: '' }] }] });
    expect(request.questions[0]).toMatchObject({ kind: 'choice', selectionMode: 'single', allowOther: true, options: [{ label: 'Yes' }, { label: 'No' }] });
  });

  it('reads a question without `type` as a choice, as its schema defaults it', () => {
    const { request, issues } = parseAnyDialect(
      { questions: [{ question: 'Pick one?', header: 'Pick', options: [{ label: 'A', description: '' }, { label: 'B', description: '' }] }] },
      { dialect: 'gemini' },
    );
    expect(issues).toEqual([]);
    expect(request).toMatchObject({ dialect: 'gemini', questions: [{ kind: 'choice', options: [{ label: 'A' }, { label: 'B' }] }] });
  });

  it('has 1-4 questions, 2-4 options for a choice and 16-character headers', () => {
    const option = (label: string) => ({ label, description: '' });
    const choice = (header: string, count: number) => ({ question: `${header}?`, header, type: 'choice', options: Array.from({ length: count }, (_, i) => option(`o${i}`)) });
    expect(issuesOf({ questions: [choice('Sixteen chars ok', 2)] })).toEqual([]);
    expect(issuesOf({ questions: [choice('Seventeen chars!!', 2)] })).toEqual([['long_header', 'warning', ['questions', 0, 'header']]]);
    expect(issuesOf({ questions: [choice('One', 1), choice('Five', 5)] })).toEqual([
      ['option_count', 'error', ['questions', 0, 'options']],
      ['option_count', 'error', ['questions', 1, 'options']],
    ]);
    expect(issuesOf({ questions: ['A', 'B', 'C', 'D', 'E'].map((h) => choice(h, 2)) })).toEqual([['too_many_questions', 'error', ['questions']]]);
    // A text or yes / no question needs no options.
    expect(issuesOf({ questions: [{ question: 'Name?', header: 'Name', type: 'text' }] })).toEqual([]);
  });

  it('reports a type it does not have, and keys that do not apply to a text question', () => {
    const input = {
      questions: [
        { question: 'A?', header: 'A', type: 'dropdown', options: [{ label: 'x', description: '' }, { label: 'y', description: '' }] },
        { question: 'B?', header: 'B', type: 3, options: [{ label: 'x', description: '' }, { label: 'y', description: '' }] },
        { question: 'C?', header: 'C', type: 'text', multiSelect: true, options: [{ label: 'x', description: '' }] },
      ],
    };
    const { request, issues } = parseAnyDialect(input, { dialect: 'gemini' });
    expect(request).toBeNull();
    expect(issues.map((i) => [i.code, i.severity, i.message])).toEqual([
      ['invalid_type', 'warning', 'questions[0].type "dropdown" is not "choice", "text" or "yesno"; it is treated as "choice"'],
      ['invalid_type', 'error', 'questions[1].type must be "choice", "text" or "yesno", got a number'],
      ['invalid_type', 'warning', 'questions[2].multiSelect is ignored: a "text" question has no options to select several of'],
      ['option_count', 'warning', expect.stringMatching(/^questions\[2\]\.options are ignored: a "text" question takes no options/)],
    ]);
  });

  it('keeps rendering a half-streamed call, with or without its `type` yet', () => {
    const prefix = '{"questions":[{"question":"Which database should the service use?","header":"Database","type":"choice","options":[{"label":"PostgreSQL","description":"Relational"},{"label":"SQ';
    const { request, issues } = parseAnyDialect(prefix, { partial: true });
    expect(issues).toEqual([]);
    expect(request).toMatchObject({ dialect: 'gemini', partial: true, questions: [{ header: 'Database', kind: 'choice' }] });
    expect(request!.questions[0]!.options.map((o) => o.label)).toEqual(['PostgreSQL', 'SQ']);
    // Before `type` has streamed, forcing the dialect gives Gemini's limits and kinds at once.
    const early = parseAnyDialect('{"questions":[{"question":"What should the project be called?","header":"Project name","pla', { partial: true, dialect: 'gemini' });
    expect(early.issues).toEqual([]);
    expect(early.request).toMatchObject({ dialect: 'gemini', questions: [{ header: 'Project name', headerIsFallback: false }] });
  });
});

describe('Gemini CLI ask_user: out', () => {
  const request = parsed({
    questions: [
      { question: 'Which database?', header: 'Database', type: 'choice', options: [{ label: 'PostgreSQL', description: '' }, { label: 'SQLite', description: '' }] },
      { question: 'Which checks?', header: 'Checks', type: 'choice', multiSelect: true, options: [{ label: 'Lint', description: '' }, { label: 'Tests', description: '' }, { label: 'Types', description: '' }] },
      { question: 'Project name?', header: 'Name', type: 'text' },
      { question: 'Deploy now?', header: 'Deploy', type: 'yesno' },
    ],
  });

  it('writes {"answers":{...}} keyed by question position, answered questions only', () => {
    const outcome = answered({
      q1: { selected: ['SQLite'] },
      q2: { selected: ['Lint', 'Types'], other: 'Audit, weekly' },
      q3: { selected: [], other: 'billing-api', notes: 'notes have no place here' },
    });
    expect(toGeminiResult(request, outcome)).toBe('{"answers":{"0":"SQLite","1":"Lint, Types, Audit, weekly","2":"billing-api"}}');
    expect(toGeminiResult(request, answered({ q4: { selected: ['No'] }, q1: { selected: ['PostgreSQL'], other: '  CockroachDB ' } }))).toBe(
      '{"answers":{"0":"CockroachDB","3":"No"}}',
    );
  });

  it('writes {"answers":{}} for a submission without answers, and Gemini\'s sentence for a dismissal', () => {
    expect(toGeminiResult(request, answered({}))).toBe('{"answers":{}}');
    expect(toGeminiResult(request, answered({ q1: { selected: [], notes: 'only notes' } }))).toBe('{"answers":{}}');
    expect(toGeminiResult(request, dismissed)).toBe('User dismissed ask_user dialog without answering.');
    expect(toGeminiResult(request, { ...dismissed, answers: { q1: { selected: ['SQLite'] } } })).toBe('User dismissed ask_user dialog without answering.');
  });

  it('writes what Gemini has no path for in askq\'s and Claude\'s words, and a timeout as what was picked', () => {
    const chat: AskOutcome = { type: 'declined', reason: 'chat_about_this', answers: {} };
    expect(toGeminiResult(request, chat)).toBe(declineMessage(request, chat));
    const reply: AskOutcome = { type: 'replied', response: 'Use whatever is cheapest' };
    expect(toGeminiResult(request, reply)).toBe(toClaudeResultText(request, reply));
    expect(toGeminiResult(request, { type: 'timed_out', timeoutMs: 60000, answers: { q4: { selected: ['Yes'] } } })).toBe('{"answers":{"3":"Yes"}}');
  });
});

describe('Mastra ask_user: in', () => {
  it('reads one top-level question: single-select with a typed answer, multi-select without', () => {
    const single = { question: 'Which environment?', options: [{ label: 'staging', description: 'Safe to break' }, { label: 'production' }] };
    expect(detectDialect(single)).toBe('mastra');
    const request = parsed(single);
    expect(parseAnyDialect(single).issues).toEqual([]);
    expect(request.dialect).toBe('mastra');
    expect(request.questions).toEqual([
      {
        id: 'q1',
        kind: 'choice',
        question: 'Which environment?',
        header: 'Q1',
        headerIsFallback: true,
        options: [
          { id: 'q1.0', label: 'staging', displayLabel: 'staging', description: 'Safe to break', recommended: false },
          { id: 'q1.1', label: 'production', displayLabel: 'production', recommended: false },
        ],
        selectionMode: 'single',
        allowOther: true,
        freeTextOnly: false,
        hasPreviews: false,
      },
    ]);
    const multi = parsed({ question: 'Which frameworks?', options: [{ label: 'React' }, { label: 'Vue' }, { label: 'Svelte' }], selectionMode: 'multi_select' });
    expect(multi.questions[0]).toMatchObject({ kind: 'choice', selectionMode: 'multiple', allowOther: false, freeTextOnly: false });
    expect(parsed({ question: 'Pick', options: [{ label: 'a' }], selectionMode: 'single_select' }).questions[0]).toMatchObject({ selectionMode: 'single', allowOther: true });
  });

  it('reads a question without options (or with none) as a free-text question', () => {
    for (const input of [{ question: 'What is your name?' }, { question: 'What is your name?', options: [] }]) {
      const request = parsed(input, { dialect: 'mastra' });
      expect(request.questions[0]).toMatchObject({ kind: 'text', freeTextOnly: true, allowOther: true, options: [], selectionMode: 'single' });
    }
    // Any number of options: the schema puts no bound on them.
    expect(issuesOf({ question: 'Pick', options: Array.from({ length: 9 }, (_, i) => ({ label: `o${i}` })) })).toEqual([]);
  });

  it('reports what its tool refuses: a selection mode without options or of another name, an empty question', () => {
    expect(parseAnyDialect({ question: 'Name?', selectionMode: 'single_select' }, { dialect: 'mastra' }).issues.map((i) => [i.code, i.severity, i.message])).toEqual([
      ['invalid_type', 'error', 'selectionMode requires options; add the options to choose from, or remove it to ask for free text'],
    ]);
    expect(parseAnyDialect({ question: 'Pick', options: [{ label: 'a' }, { label: 'b' }], selectionMode: 'multiple' }).issues.map((i) => [i.code, i.severity, i.message])).toEqual([
      ['invalid_type', 'error', 'selectionMode "multiple" is not "single_select" or "multi_select"'],
    ]);
    expect(issuesOf({ question: 'Pick', options: [{ label: 'a' }], selectionMode: true })).toEqual([['invalid_type', 'error', ['selectionMode']]]);
    expect(issuesOf({ question: '', options: [{ label: 'a' }] })).toEqual([['empty_question', 'error', ['question']]]);
    expect(issuesOf({ question: 'Pick', options: [{ description: 'no label' }, { label: 'b' }] })).toEqual([['empty_label', 'error', ['options', 0, 'label']]]);
    expect(issuesOf({ question: 'Pick', options: 'a, b' }, { dialect: 'mastra' })).toEqual([['invalid_type', 'error', ['options']]]);
  });

  it('keeps rendering a half-streamed call; a selection mode still streaming is not judged yet', () => {
    const { request, issues } = parseAnyDialect('{"question":"Which region?","options":[{"label":"eu-west-1"},{"label":"us-ea', { partial: true });
    expect(issues).toEqual([]);
    expect(request).toMatchObject({ dialect: 'mastra', partial: true, questions: [{ kind: 'choice', question: 'Which region?' }] });
    expect(request!.questions[0]!.options.map((o) => o.label)).toEqual(['eu-west-1', 'us-ea']);
    const mode = parseAnyDialect('{"question":"Which?","options":[{"label":"a"},{"label":"b"}],"selectionMode":"multi_sel', { partial: true });
    expect(mode.issues).toEqual([]);
    expect(mode.request).toMatchObject({ dialect: 'mastra', questions: [{ selectionMode: 'single' }] });
  });
});

describe('Mastra ask_user: out', () => {
  const single = parsed({ question: 'Which environment?', options: [{ label: 'staging' }, { label: 'production' }] });
  const multi = parsed({ question: 'Which frameworks?', options: [{ label: 'React' }, { label: 'Vue' }, { label: 'Svelte' }], selectionMode: 'multi_select' });
  const text = parsed({ question: 'What is your name?' }, { dialect: 'mastra' });

  it('resumes with the label, the typed text or the labels, and writes "User answered: ..."', () => {
    expect(toMastraResult(single, answered({ q1: { selected: ['production'] } }))).toEqual({ resumeData: 'production', content: 'User answered: production', isError: false });
    expect(toMastraResult(single, answered({ q1: { selected: [], other: 'a preview deploy' } }))).toEqual({
      resumeData: 'a preview deploy',
      content: 'User answered: a preview deploy',
      isError: false,
    });
    expect(toMastraResult(multi, answered({ q1: { selected: ['React', 'Svelte'] } }))).toEqual({
      resumeData: ['React', 'Svelte'],
      content: 'User answered: React, Svelte',
      isError: false,
    });
    expect(toMastraResult(text, answered({ q1: { selected: [], other: 'Ada' } }))).toEqual({ resumeData: 'Ada', content: 'User answered: Ada', isError: false });
  });

  it('resumes a decline, or an answer with nothing in it, with askq\'s decline text (Mastra has no decline path)', () => {
    const text_ = declineMessage(single, dismissed);
    expect(toMastraResult(single, dismissed)).toEqual({ resumeData: text_, content: `User answered: ${text_}`, isError: false });
    expect(toMastraResult(single, answered({}))).toEqual(toMastraResult(single, dismissed));
    expect(toMastraResult(single, { type: 'timed_out', timeoutMs: 1000, answers: {} }).resumeData).toBe(text_);
    expect(toMastraResult(single, { type: 'replied', response: 'staging, but ask me again tomorrow' }).content).toBe('User answered: staging, but ask me again tomorrow');
  });
});

describe('OpenCode question (current schema)', () => {
  // The tool's input: questions of { question, header, options: [{ label, description }], multiple? };
  // `custom` is not part of it (the UI then offers a typed answer), only of OpenCode's host-side question.
  const input = {
    questions: [
      { question: 'Which runtime?', header: 'Runtime', options: [{ label: 'Bun', description: 'Fast start' }, { label: 'Node', description: 'Everywhere' }] },
      { question: 'Which targets?', header: 'Targets for the release build!', options: [{ label: 'linux', description: '' }, { label: 'darwin', description: '' }, { label: 'windows', description: '' }], multiple: true },
      { question: 'Anything else?', header: 'Notes', options: [] },
    ],
  };

  it('pins its keys, header limit and defaults: typed answers on unless `custom: false`', () => {
    const request = parsed(input, { dialect: 'opencode' });
    expect(parseAnyDialect(input, { dialect: 'opencode' }).issues).toEqual([]);
    expect(detectDialect(input)).toBe('opencode');
    expect(request.questions.map((q) => [q.header, q.selectionMode, q.allowOther, q.freeTextOnly, q.options.length])).toEqual([
      ['Runtime', 'single', true, false, 2],
      ['Targets for the release build!', 'multiple', true, false, 3],
      ['Notes', 'single', true, true, 0],
    ]);
    const long = { questions: [{ question: 'A?', header: 'x'.repeat(31), options: [{ label: 'a', description: '' }], multiple: false }] };
    expect(issuesOf(long)).toEqual([['long_header', 'warning', ['questions', 0, 'header']]]);
    // OpenCode's host-side question object carries `custom`.
    expect(parsed({ questions: [{ ...input.questions[0], custom: false }] }).questions[0]).toMatchObject({ allowOther: false });
  });

  it('writes the answers it replies with and the tool output, "Unanswered" for a question without one', () => {
    const request = parsed(input, { dialect: 'opencode' });
    const result = toOpenCodeResult(request, answered({ q1: { selected: [], other: 'Deno' }, q2: { selected: ['linux', 'darwin'], other: 'freebsd' } }));
    expect(result).toEqual({
      answers: [['Deno'], ['linux', 'darwin', 'freebsd'], []],
      output:
        'User has answered your questions: "Which runtime?"="Deno", "Which targets?"="linux, darwin, freebsd", "Anything else?"="Unanswered". ' +
        "You can now continue with the user's answers in mind.",
    });
    expect(toOpenCodeResult(request, { type: 'follow_up', answers: { q1: { selected: ['Bun'] } } })).toMatchObject({ answers: [['Bun'], [], []] });
  });

  it('rejects the question for a decline or a reply in the chat', () => {
    const request = parsed(input, { dialect: 'opencode' });
    expect(toOpenCodeResult(request, dismissed)).toEqual({ rejected: true, error: 'The user dismissed this question' });
    expect(toOpenCodeResult(request, { type: 'replied', response: 'later' })).toEqual({ rejected: true, error: 'The user dismissed this question' });
  });
});

describe('detection of the new dialects does not take the existing ones', () => {
  it('keeps Claude (extended keys included), pi, agentrail and OpenCode inputs', () => {
    const options = [{ label: 'a', description: 'x' }, { label: 'b', description: 'y' }];
    expect(detectDialect({ questions: [{ question: 'A?', header: 'A', options, multiSelect: true }] })).toBe('claude');
    expect(detectDialect({ questions: [{ question: 'Name?', header: 'Name', kind: 'text', placeholder: 'Ada', options: [] }] })).toBe('claude');
    expect(detectDialect({ questions: [{ id: 'db', question: 'A?', options, type: 'choice' }] })).toBe('pi');
    expect(detectDialect({ questions: [{ question: 'A?', header: 'A', options, type: 'choice', multiple: true }] })).toBe('opencode');
    expect(detectDialect({ question: 'Which?', options: ['a', 'b'], multiple: true })).toBe('agentrail');
    expect(detectDialect({ question: 'Target?', hint: 'e.g. AWS' })).toBe('agentrail');
  });

  it('keeps a Claude question with a stray id Claude\'s: multi-select and header as sent', () => {
    const options = [{ label: 'Auth', description: 'x' }, { label: 'Search', description: 'y' }];
    const input = { questions: [{ id: 'features', question: 'Which features?', header: 'Features', multiSelect: true, options }] };
    expect(detectDialect(input)).toBe('claude');
    const request = parsed(input);
    expect([request.dialect, request.questions[0]!.header, request.questions[0]!.selectionMode]).toEqual(['claude', 'Features', 'multiple']);
    // pi's own keys still name pi, whatever else the question has.
    expect(detectDialect({ questions: [{ id: 'db', question: 'A?', header: 'A', options, multi: true }] })).toBe('pi');
    expect(detectDialect({ questions: [{ question: 'A?', header: 'A', options, recommended: 1 }] })).toBe('pi');
  });

  it('reads a bare { question } as agentrail, which shows the same free-text field', () => {
    const agentrail = parsed({ question: 'Name?' });
    const mastra = parsed({ question: 'Name?' }, { dialect: 'mastra' });
    expect(agentrail.dialect).toBe('agentrail');
    expect([agentrail.questions[0]!.freeTextOnly, mastra.questions[0]!.freeTextOnly]).toEqual([true, true]);
  });
});
