/**
 * `invalidInputErrorText`: with the call's raw input, the text the real Claude Code CLI (2.1.330)
 * sends the model for input it rejects (the literals below were recorded from it, see
 * tests/claude-code); askq's own list where Claude Code has no text (input it would accept, a
 * host with its own limits, an extended host, input that is not JSON).
 */
import { describe, expect, it } from 'vitest';
import { claudeCodeInputError } from '@askq/core/input-error';
import { invalidInputErrorText } from './invalid-input.js';
import { parseToolInput } from './parse.js';
import { readCall } from './resolve.js';
import { loadInvalidInputErrorText } from './invalid-input-load.js';
import { loadPartKit } from './part-kit-load.js';
import { invalidInput, tripInput } from './test-utils/fixtures.js';

const question = tripInput.questions[0]!;
const withQuestion = (patch: Record<string, unknown>) => ({ questions: [{ ...question, ...patch }] });
const issuesOf = (input: unknown, options = {}) => parseToolInput(input, { ...options, partial: false }).issues;
const text = (input: unknown, parseOptions?: object) => invalidInputErrorText(issuesOf(input, parseOptions), undefined, { input, ...(parseOptions ? { parseOptions } : {}) });

const HEADER_MISSING =
  '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:\n' +
  'The required parameter `questions[0].header` is missing</tool_use_error>';
const DUPLICATE_QUESTION = [
  '<tool_use_error>InputValidationError: [',
  '  {',
  '    "code": "custom",',
  '    "path": [],',
  '    "message": "Question texts must be unique, option labels must be unique within each question"',
  '  }',
  ']</tool_use_error>',
].join('\n');
const ONE_OPTION = [
  '<tool_use_error>InputValidationError: This call included a question with fewer than 2 options, so it was rejected and the person never saw it. ' +
    'A question with a single option has no decision in it. Do not retry this call and do not invent a filler second option. ' +
    'Instead, state the one path you were going to offer as the approach you are taking, then continue with the task. ' +
    'If this call also contained questions with 2 to 4 options (each with distinct labels), you may re-ask those questions alone in a new call. ' +
    'Ask a question only when the person has at least two genuinely distinct choices.',
  '',
  '[',
  '  {',
  '    "origin": "array",',
  '    "code": "too_small",',
  '    "minimum": 2,',
  '    "inclusive": true,',
  '    "path": [',
  '      "questions",',
  '      0,',
  '      "options"',
  '    ],',
  '    "message": "Too small: expected array to have >=2 items"',
  '  }',
  ']</tool_use_error>',
].join('\n');
/** The fixtures' invalid input: five options without descriptions, one label twice. */
const FIVE_BARE_OPTIONS = [
  '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issues:',
  'The required parameter `questions[0].options[0].description` is missing',
  'The required parameter `questions[0].options[1].description` is missing',
  'The required parameter `questions[0].options[2].description` is missing',
  'The required parameter `questions[0].options[3].description` is missing',
  'The required parameter `questions[0].options[4].description` is missing',
  'The parameter `questions[0].options` is invalid: Too big: expected array to have <=4 items</tool_use_error>',
].join('\n');
const ASKQ_HEADING = 'The AskUserQuestion input was invalid, so nothing was shown to the user. Fix these problems and call AskUserQuestion again:';

describe("invalidInputErrorText with the call's input: Claude Code's own text", () => {
  it.each([
    ['a missing header', withQuestion({ header: undefined }), HEADER_MISSING],
    ['a question asked twice', { questions: [question, question] }, DUPLICATE_QUESTION],
    ['a single option', withQuestion({ options: [question.options[0]] }), ONE_OPTION],
    ['too many options without descriptions', invalidInput, FIVE_BARE_OPTIONS],
  ])('%s', (_name, input, expected) => {
    const plain = JSON.parse(JSON.stringify(input)) as unknown;
    expect(text(plain)).toBe(expected);
    expect(text(plain, { strict: 'claude-code' })).toBe(expected);
    // An adapter that holds the arguments as JSON text (AG-UI, the OpenAI Agents SDK) gets the same text.
    expect(invalidInputErrorText([], undefined, { input: JSON.stringify(plain) })).toBe(expected);
    expect(claudeCodeInputError(plain)).toBe(expected);
  });

  it("names the host's tool", () => {
    const input = JSON.parse(JSON.stringify(withQuestion({ header: undefined }))) as unknown;
    expect(invalidInputErrorText(issuesOf(input), 'ask_user', { input })).toBe(HEADER_MISSING.replace('AskUserQuestion failed', 'ask_user failed'));
  });

  it('an HTML host: the first bad preview, as the CLI reports it', () => {
    const input = withQuestion({ options: [{ ...question.options[0], preview: 'plain text' }, question.options[1]] });
    expect(text(input, { previewFormat: 'html' })).toBe(
      '<tool_use_error>Option "Lisbon (Recommended)" in question "Which city should the trip start in?": ' +
        'preview must contain HTML (previewFormat is set to "html"). Wrap content in a tag like <div> or <pre>.</tool_use_error>',
    );
  });

  it("readCall (cancel-on-send's resolver) sends it for a Claude call once its chunks have loaded, askq's list before", async () => {
    const part = { type: 'tool-AskUserQuestion', toolCallId: 'c1', state: 'input-available', input: invalidInput } as const;
    // Only the part's kit reads this input (the fast path does not): until it has loaded, pending.
    expect(readCall(part)).toEqual({ request: null, pending: true, errorText: undefined });
    await loadPartKit(); // the first call asked for it already
    expect(readCall(part).errorText?.split('\n')[0]).toBe(ASKQ_HEADING);
    await loadInvalidInputErrorText([], 'AskUserQuestion'); // the last call asked for the chunk already
    expect(readCall(part)).toEqual({ request: null, pending: false, errorText: FIVE_BARE_OPTIONS });
    // Another dialect's parser: askq's text, Claude Code's would name Claude's fields.
    const other = readCall(part, undefined, undefined, (input, options) => parseToolInput(input, options));
    expect(other.errorText?.split('\n')[0]).toBe(ASKQ_HEADING);
  });
});

describe("invalidInputErrorText: askq's own text where Claude Code has none", () => {
  const askqText = (issues: ReturnType<typeof issuesOf>) => [ASKQ_HEADING, ...issues.filter((i) => i.severity === 'error').map((i) => `- ${i.message}`)].join('\n');

  it('without the input (the signature adapters used so far)', () => {
    const issues = issuesOf(invalidInput);
    expect(invalidInputErrorText(issues)).toBe(askqText(issues));
  });

  it('input Claude Code accepts but the host refuses (an empty question text)', () => {
    const input = withQuestion({ question: '' });
    expect(claudeCodeInputError(input)).toBeUndefined();
    const issues = issuesOf(input);
    expect(issues.some((i) => i.severity === 'error')).toBe(true);
    expect(text(input)).toBe(askqText(issues));
  });

  it("a host with its own limits: Claude Code's text would state its 2-4", () => {
    const input = withQuestion({ options: [question.options[0]] });
    const parseOptions = { limits: { minOptions: 3, maxOptions: 6 } };
    expect(text(input, parseOptions)).toBe(askqText(issuesOf(input, parseOptions)));
    // Limits equal to Claude Code's are Claude Code's rules.
    expect(text(input, { limits: { minOptions: 2, maxOptions: 4 } })).toBe(ONE_OPTION);
  });

  it('an extended host, and input that is not JSON', () => {
    const input = withQuestion({ header: undefined });
    const extended = { strict: 'claude-code', extended: true } as const;
    expect(text(input, extended)).toBe(askqText(issuesOf(input, extended)));
    expect(invalidInputErrorText([], undefined, { input: '{"questions": [' })).toBe(`${ASKQ_HEADING}\n- the input could not be read`);
  });
});
