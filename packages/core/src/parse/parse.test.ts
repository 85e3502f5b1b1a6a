import { describe, it, expect } from 'vitest';
import { createAskParser, parseAskRequest } from './parse.js';
import { parseWithFields } from '../fields/parse-with-fields.js';
import { htmlPreviewProblem } from '../strict/index.js';
import { DEFAULT_LIMITS } from '../protocol/dialect.js';
import { limitsFor } from '../dialects/index.js';
import type { AskIssueCode } from '../protocol/types.js';

const opt = (label: string, extra: Record<string, unknown> = {}) => ({ label, description: `${label} desc`, ...extra });
const q = (question: string, header: string, labels: string[], extra: Record<string, unknown> = {}) => ({
  question,
  header,
  options: labels.map((label) => opt(label)),
  multiSelect: false,
  ...extra,
});
const valid = () => ({
  questions: [q('Which database?', 'Database', ['Postgres (Recommended)', 'SQLite']), q('Which features?', 'Features', ['Auth', 'Billing', 'Search'], { multiSelect: true })],
});
const codes = (input: unknown, options = {}) => parseAskRequest(input, options).issues.map((i) => i.code);
const only = (input: unknown, code: AskIssueCode, options = {}) => {
  const issues = parseAskRequest(input, options).issues.filter((i) => i.code === code);
  expect(issues).toHaveLength(1);
  return issues[0]!;
};

describe('parseAskRequest: claude dialect', () => {
  it('normalizes a valid request with ids, headers and selection modes', () => {
    const { request, issues } = parseAskRequest(valid());
    expect(issues).toEqual([]);
    expect(request?.dialect).toBe('claude');
    const [first, second] = request!.questions;
    expect(first).toMatchObject({ id: 'q1', question: 'Which database?', header: 'Database', headerIsFallback: false, selectionMode: 'single', allowOther: true, freeTextOnly: false, hasPreviews: false });
    expect(second).toMatchObject({ id: 'q2', selectionMode: 'multiple' });
    expect(first!.options.map((o) => o.id)).toEqual(['q1.0', 'q1.1']);
    expect(second!.options.map((o) => o.id)).toEqual(['q2.0', 'q2.1', 'q2.2']);
    expect(first!.options[1]).toEqual({ id: 'q1.1', label: 'SQLite', displayLabel: 'SQLite', description: 'SQLite desc', recommended: false });
  });

  it('treats a missing multiSelect as single-select and ignores answers/annotations', () => {
    const input = { questions: [{ question: 'A?', header: 'A', options: [opt('x'), opt('y')] }], answers: { 'A?': 'x' }, annotations: {} };
    const { request, issues } = parseAskRequest(input);
    expect(issues).toEqual([]);
    expect(request?.questions[0]?.selectionMode).toBe('single');
  });

  it('marks a "(Recommended)" suffix case-insensitively and keeps the raw label', () => {
    const input = { questions: [q('A?', 'A', ['Fast (Recommended)', 'Slow(recommended)  ', 'Plain'])] };
    const options = parseAskRequest(input).request!.questions[0]!.options;
    expect(options.map((o) => [o.label, o.displayLabel, o.recommended])).toEqual([
      ['Fast (Recommended)', 'Fast', true],
      ['Slow(recommended)  ', 'Slow', true],
      ['Plain', 'Plain', false],
    ]);
  });

  it('reads the newer per-question extensions and the call title', () => {
    const input = {
      title: 'Setup',
      metadata: { source: 'plan' },
      questions: [{ question: 'Project name?', header: 'Name', kind: 'text', description: 'lowercase', placeholder: 'my-app' }],
    };
    const { request, issues } = parseWithFields(input);
    expect(issues).toEqual([]);
    expect(request).toMatchObject({ title: 'Setup', metadata: { source: 'plan' } });
    expect(request!.questions[0]).toMatchObject({ freeTextOnly: true, allowOther: true, options: [], hint: 'lowercase', placeholder: 'my-app' });
  });

  it('still requires options for kind "choice"', () => {
    expect(codes({ questions: [{ question: 'A?', header: 'A', kind: 'choice' }] })).toEqual(['option_count']);
  });
});

describe('parseAskRequest: previews', () => {
  // Claude's dialect with Claude Code's HTML preview rules.
  const parseHtml = createAskParser({ html: htmlPreviewProblem });
  const withPreviews = (multiSelect: boolean, preview: string) => ({
    questions: [{ question: 'Layout?', header: 'Layout', multiSelect, options: [opt('A', { preview }), opt('B')] }],
  });

  it('takes the preview format from the host setting, never from the text, and sets hasPreviews for single-select', () => {
    const md = parseAskRequest(withPreviews(false, '  <div class="x">hi</div>')).request!;
    expect(md.previewFormat).toBe('markdown');
    expect(md.questions[0]!.hasPreviews).toBe(true);
    expect(md.questions[0]!.options[0]).toMatchObject({ previewFormat: 'markdown' });
    expect(md.questions[0]!.options[1]!.preview).toBeUndefined();
    expect(md.questions[0]!.options[1]!.previewFormat).toBeUndefined();
    const html = parseHtml(withPreviews(false, '```\nbox\n```'), { previewFormat: 'html' });
    expect(html.request!.previewFormat).toBe('html');
    expect(html.request!.questions[0]!.options[0]).toMatchObject({ previewFormat: 'html' });
    // Text without a tag breaks the third HTML rule: a warning in the lenient parse.
    expect(html.issues.map((i) => [i.code, i.severity])).toEqual([['unsafe_preview', 'warning']]);
    expect(parseAskRequest(withPreviews(false, 'x'), { previewFormat: 'nonsense' as never }).request!.previewFormat).toBe('markdown');
  });

  it('an empty streamed request carries the host preview format', () => {
    expect(parseAskRequest('', { partial: true, previewFormat: 'html' }).request).toEqual({ dialect: 'claude', questions: [], previewFormat: 'html', partial: true });
  });

  it('keeps previews on multi-select options but warns and reports no previews', () => {
    const { request, issues } = parseAskRequest(withPreviews(true, 'text'));
    expect(request!.questions[0]!.hasPreviews).toBe(false);
    expect(request!.questions[0]!.options[0]!.preview).toBe('text');
    expect(issues).toEqual([
      { code: 'preview_in_multi_select', severity: 'warning', path: ['questions', 0, 'options', 0, 'preview'], message: expect.stringContaining('questions[0] is multi-select') },
    ]);
  });

  it.each(['<script>x()</script>', '<div><style>a{}</style></div>', '<!DOCTYPE html><p>', '<html><body>x'])('warns about html the CLI rejects, in html mode only: %s', (preview) => {
    const { request, issues } = parseHtml(withPreviews(false, preview), { previewFormat: 'html' });
    expect(request).not.toBeNull();
    expect(issues.map((i) => [i.code, i.severity, i.path])).toEqual([['unsafe_preview', 'warning', ['questions', 0, 'options', 0, 'preview']]]);
    expect(issues[0]!.message).toMatch(/^Option "A" in question "Layout\?": preview must/);
    expect(codes(withPreviews(false, preview))).toEqual([]);
  });

  it('does not flag markdown previews or harmless tags', () => {
    expect(codes(withPreviews(false, 'use `<script>` carefully'))).toEqual([]);
    expect(parseHtml(withPreviews(false, '<p><styled-thing></p>'), { previewFormat: 'html' }).issues).toEqual([]);
  });
});

describe('parseAskRequest: issues', () => {
  it('rejects non-object input with invalid_type', () => {
    for (const input of [null, 42, [], 'nope', undefined]) {
      const result = parseAskRequest(input);
      expect(result.request).toBeNull();
      expect(result.issues.map((i) => i.code)).toEqual(['invalid_type']);
    }
    expect(parseAskRequest(7).issues[0]!.message).toBe('input must be an object like { questions: [...] }, got a number');
  });

  it('reports missing, non-array, empty and too many questions', () => {
    expect(only({}, 'no_questions').message).toBe('questions is missing; send 1-4 entries in a questions array');
    expect(only({ questions: 'x' }, 'invalid_type').message).toBe('questions must be an array of question objects, got a string');
    expect(only({ questions: [] }, 'no_questions').message).toBe('questions must have 1-4 entries, got 0');
    const five = { questions: ['A?', 'B?', 'C?', 'D?', 'E?'].map((t) => q(t, 'H', ['x', 'y'])) };
    const issue = only(five, 'too_many_questions');
    expect(issue).toMatchObject({ severity: 'error', path: ['questions'] });
    expect(issue.message).toMatch(/^questions must have 1-4 entries, got 5/);
    expect(parseAskRequest(five).request).toBeNull();
  });

  it('reports blank and duplicate question texts', () => {
    expect(only({ questions: [q('  ', 'H', ['x', 'y'])] }, 'empty_question')).toMatchObject({ path: ['questions', 0, 'question'], severity: 'error' });
    expect(only({ questions: [{ header: 'H', options: [opt('x'), opt('y')] }] }, 'empty_question').message).toMatch(/^questions\[0\]\.question is empty/);
    const dup = only({ questions: [q('Same?', 'A', ['x', 'y']), q('Same?', 'B', ['x', 'y'])] }, 'duplicate_question');
    expect(dup.path).toEqual(['questions', 1, 'question']);
    expect(dup.message).toMatch(/^questions\[1\]\.question "Same\?" repeats questions\[0\]\.question/);
  });

  it('falls back to Q<n> for an empty header with a warning, or an error when strict', () => {
    const input = { questions: [q('A?', 'Alpha', ['x', 'y']), q('B?', ' ', ['x', 'y'])] };
    const loose = parseAskRequest(input);
    expect(loose.request!.questions[1]).toMatchObject({ header: 'Q2', headerIsFallback: true });
    expect(loose.issues).toEqual([{ code: 'empty_header', severity: 'warning', path: ['questions', 1, 'header'], message: expect.stringMatching(/^questions\[1\]\.header is empty; .*"Q2"/) }]);
    const strict = parseAskRequest(input, { strict: true });
    expect(strict.request).toBeNull();
    expect(strict.issues.map((i) => [i.code, i.severity])).toEqual([['empty_header', 'error']]);
    expect(codes({ questions: [{ question: 'A?', options: [opt('x'), opt('y')] }] })).toEqual(['empty_header']);
  });

  it('warns about long headers, counting characters not code units', () => {
    const issue = only({ questions: [q('A?', 'Authentication', ['x', 'y'])] }, 'long_header');
    expect(issue).toMatchObject({ severity: 'warning', message: expect.stringMatching(/^questions\[0\]\.header "Authentication" has 14 characters; keep it to 12/) });
    expect(codes({ questions: [q('A?', '🙂'.repeat(12), ['x', 'y'])] })).toEqual([]);
    expect(codes({ questions: [q('A?', 'Authentication', ['x', 'y'])] }, { limits: { maxHeaderLength: 20 } })).toEqual([]);
  });

  it('reports option counts for each question with a model-actionable message', () => {
    const input = { questions: [q('A?', 'A', ['x', 'y']), q('B?', 'B', ['x'])] };
    const issue = only(input, 'option_count');
    expect(issue).toEqual({ code: 'option_count', severity: 'error', path: ['questions', 1, 'options'], message: 'questions[1].options must have 2-4 entries, got 1' });
    expect(only({ questions: [q('A?', 'A', ['1', '2', '3', '4', '5'])] }, 'option_count').message).toBe('questions[0].options must have 2-4 entries, got 5');
    expect(only({ questions: [{ question: 'A?', header: 'A' }] }, 'option_count').message).toBe('questions[0].options must have 2-4 entries, got 0');
  });

  it('reports empty and duplicate labels within one question only', () => {
    expect(only({ questions: [q('A?', 'A', ['x', ' '])] }, 'empty_label')).toMatchObject({ path: ['questions', 0, 'options', 1, 'label'] });
    const dup = only({ questions: [q('A?', 'A', ['x', 'y', 'x'])] }, 'duplicate_label');
    expect(dup).toMatchObject({ severity: 'error', path: ['questions', 0, 'options', 2, 'label'] });
    expect(dup.message).toMatch(/^questions\[0\]\.options\[2\]\.label "x" repeats questions\[0\]\.options\[0\]/);
    // Claude Code compares exactly: a label or question text that differs only in spaces is its own.
    const near = parseAskRequest({ questions: [q('A?', 'A', ['x', 'y', 'x ']), q('A? ', 'B', ['x', 'y'])] });
    expect(near.issues).toEqual([]);
    expect(near.request?.questions[0]!.options.map((o) => o.label)).toEqual(['x', 'y', 'x ']);
    expect(near.request?.questions.map((x) => x.question)).toEqual(['A?', 'A? ']);
    expect(codes({ questions: [q('A?', 'A', ['x', 'y']), q('B?', 'B', ['x', 'y'])] })).toEqual([]);
  });

  it('reports wrong types anywhere with paths', () => {
    const input = {
      title: 5,
      questions: [
        { question: 1, header: 'A', options: [opt('x'), opt('y')] },
        { question: 'B?', header: ['B'], options: [{ label: 2 }, opt('y'), 'z'], multiSelect: 'yes' },
        'C?',
      ],
    };
    const { request, issues } = parseAskRequest(input);
    expect(request).toBeNull();
    expect(issues.filter((i) => i.code === 'invalid_type').map((i) => i.message)).toEqual([
      'questions[0].question must be a string, got a number',
      'questions[1].header must be a string, got an array',
      'questions[1].multiSelect must be a boolean (true or false), got a string',
      'questions[1].options[0].label must be a string, got a number',
      'questions[1].options[2] must be an object like { label, description }, got a string',
      'questions[2] must be an object like { question, header, options }, got a string',
      'title must be a string, got a number',
    ]);
  });

  it('lets limits be overridden, e.g. six options', () => {
    const six = { questions: [q('A?', 'A', ['1', '2', '3', '4', '5', '6'])] };
    expect(parseAskRequest(six).request).toBeNull();
    const { request, issues } = parseAskRequest(six, { limits: { maxOptions: 6 } });
    expect(issues).toEqual([]);
    expect(request!.questions[0]!.options).toHaveLength(6);
    expect(only(six, 'option_count', { limits: { maxOptions: 5 } }).message).toBe('questions[0].options must have 2-5 entries, got 6');
    expect(only(six, 'option_count', { limits: { minOptions: 0, maxOptions: 5 } }).message).toBe('questions[0].options must have at most 5 entries, got 6');
  });

  it('builds limits per dialect and ignores junk overrides', () => {
    expect(DEFAULT_LIMITS).toEqual({ minQuestions: 1, maxQuestions: 4, minOptions: 2, maxOptions: 4, maxHeaderLength: 12 });
    expect(limitsFor('pi')).toMatchObject({ maxQuestions: Infinity, minOptions: 0, maxOptions: Infinity });
    expect(limitsFor('agentrail')).toMatchObject({ minQuestions: 1, maxQuestions: 1, minOptions: 0 });
    expect(limitsFor('claude', { maxOptions: 8, minOptions: -1, maxQuestions: NaN })).toEqual({ ...DEFAULT_LIMITS, maxOptions: 8 });
  });

  it('reports an unknown forced dialect', () => {
    const result = parseAskRequest(valid(), { dialect: 'copilot' as never });
    expect(result.request).toBeNull();
    expect(result.issues.map((i) => i.code)).toEqual(['unknown_dialect']);
  });
});

describe('parseAskRequest: JSON text input', () => {
  it('parses a complete JSON string in both modes', () => {
    const text = JSON.stringify(valid());
    expect(parseAskRequest(text)).toEqual(parseAskRequest(valid()));
    expect(parseAskRequest(text, { partial: true }).request!.questions).toHaveLength(2);
  });

  it('rejects truncated or broken JSON text unless partial', () => {
    const cut = JSON.stringify(valid()).slice(0, 60);
    expect(parseAskRequest(cut)).toMatchObject({ request: null, issues: [{ code: 'invalid_type', path: [] }] });
    expect(parseAskRequest(cut, { partial: true }).request).not.toBeNull();
    expect(parseAskRequest('{"questions" 1}', { partial: true }).request).toBeNull();
  });
});
