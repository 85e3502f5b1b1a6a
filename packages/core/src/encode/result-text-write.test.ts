/**
 * Goldens for the writers (issue 17 items 2, 3, 4, 5 and issue 16 item 6): every expected string is
 * written out from spec sections 2, 3 and 6, never taken from the code under test.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  AskOutcomeError,
  UNANSWERED_CAPABILITY,
  declineMessage,
  parseAskRequest,
  toAnswerMap,
  toCanonicalText,
  toClaudeOutput,
  toClaudePermissionResult,
  toClaudeResultText,
} from '../index.js';
import { toAgentrailResult, toPiResult } from '../dialects/index.js';
import { splitAnswerList } from './claude-output.js';
import { parseFull } from '../test-parsers.js';
import { makeRequest } from '../test-fixtures.js';
import type { AnswerMap, AskOutcome, AskRequest } from '../protocol/types.js';

const AUTH = 'Which auth method?';
const LANGS = 'Which languages?';
const NAME = 'Project name?';
const RETRIES = 'How many retries?';

/** A request parsed from a Claude input, as a host gets it. */
function parsed(input: unknown, extended = false): AskRequest {
  const { request, issues } = parseFull(input, extended ? { strict: 'claude-code', extended: true } : undefined);
  if (!request) throw new Error(`fixture does not parse: ${issues.map((i) => i.message).join('; ')}`);
  return request;
}
const option = (label: string) => ({ label, description: `${label}.` });
const choice = parsed({
  questions: [
    { question: AUTH, header: 'Auth', options: [option('OAuth (Recommended)'), option('API key')], multiSelect: false },
    { question: LANGS, header: 'Langs', options: ['Go', 'Rust, stable', 'TypeScript "strict"', 'C'].map(option), multiSelect: true },
  ],
});
const extended = parsed(
  {
    title: 'Setup',
    questions: [
      { question: AUTH, header: 'Auth', options: [option('OAuth (Recommended)'), option('API key')] },
      { question: NAME, header: 'Name', kind: 'text', placeholder: 'my-app' },
      { question: RETRIES, header: 'Retries', kind: 'number', min: 0, max: 10, step: 1 },
    ],
  },
  true,
);

const answered = (answers: AnswerMap): AskOutcome => ({ type: 'answered', answers });

// The wordings of spec section 3, written out (the dashes are U+2014).
const ANSWERED = (fragments: string) => `Your questions have been answered: ${fragments}. You can now continue with these answers in mind.`;
const FREE = (fragments: string) =>
  `The user answered: ${fragments}. Read the answers carefully \u2014 they may request clarification, changes, or that you not proceed \u2014 and follow what they actually say.`;
const LEGACY = (fragments: string) => `User has answered your questions: ${fragments}. You can now continue with the user's answers in mind.`;
const NONE = 'The user did not answer the questions.';
const TIMEOUT = (seconds: number) =>
  `No response after ${seconds}s \u2014 the user may be away from keyboard. Proceed using your best judgment based on the context so far; you can re-ask this question later if it's still relevant.`;
const FOLLOW_UP_ANSWERED = (fragments: string, also = '') =>
  `The user asked for more questions before you proceed. So far they answered: ${fragments}.${also} Call AskUserQuestion again with follow-up questions that build on these answers (do not repeat these); do not start the task yet.`;
const FOLLOW_UP_NONE = (also = '') =>
  `The user asked for more questions before answering.${also} Call AskUserQuestion again now with further questions about this decision (do not repeat these); do not proceed with the task yet.`;

describe('Other text (issue 17 item 2, spec section 2)', () => {
  it('single-select: verbatim, never quoted, even when it equals a label or holds quotes or ", "', () => {
    const cases: [string, string][] = [
      ['API key', 'API key'],
      ['say "hi"', 'say "hi"'],
      ['"quoted"', '"quoted"'],
      ['wait, explain first', 'wait, explain first'],
    ];
    for (const [other, written] of cases) {
      expect(toClaudeOutput(choice, answered({ q1: { selected: [], other } })).answers).toEqual({ [AUTH]: written });
    }
  });

  it('single-select Other text equal to a label takes the plain "Your questions have been answered" branch', () => {
    expect(toClaudeResultText(choice, answered({ q1: { selected: [], other: 'API key' } }))).toBe(ANSWERED('"Which auth method?"="API key"'));
    expect(toClaudeResultText(choice, answered({ q1: { selected: [], other: 'OAuth (Recommended)' } }))).toBe(
      ANSWERED('"Which auth method?"="OAuth (Recommended)"'),
    );
  });

  it('single-select Other text that is not a label (quotes included) takes the free-text branch, written verbatim', () => {
    expect(toClaudeResultText(choice, answered({ q1: { selected: [], other: 'say "hi"' } }))).toBe(FREE('"Which auth method?"="say "hi""'));
    expect(toClaudeResultText(choice, answered({ q1: { selected: [], other: 'api key' } }))).toBe(FREE('"Which auth method?"="api key"'));
  });

  it('multi-select: one more item after the chosen labels, quoted by the label rule', () => {
    const write = (selected: string[], other: string) => toClaudeOutput(choice, answered({ q2: { selected, other } })).answers[LANGS];
    expect(write(['Go'], 'Zig')).toBe('Go, Zig');
    expect(write(['Go', 'C'], 'Zig, then Odin')).toBe('Go, C, "Zig, then Odin"');
    expect(write(['Go'], 'say "hi"')).toBe('Go, "say \\"hi\\""');
    expect(write([], 'a,b')).toBe('a,b');
    expect(write(['Rust, stable'], 'Zig')).toBe('"Rust, stable", Zig');
    // Other text equal to a label is written like that label (and then reads back as it).
    expect(write(['Go'], 'Rust, stable')).toBe('Go, "Rust, stable"');
    expect(toClaudeResultText(choice, answered({ q2: { selected: ['Go'], other: 'Rust, stable' } }))).toBe(
      ANSWERED('"Which languages?"="Go, "Rust, stable""'),
    );
    expect(toClaudeResultText(choice, answered({ q2: { selected: ['Go'], other: 'Zig, then Odin' } }))).toBe(
      FREE('"Which languages?"="Go, "Zig, then Odin""'),
    );
  });

  it('property: multi-select answers with Other text split back into the same list', () => {
    const piece = fc.constantFrom('a', 'Go', ',', ', ', '"', '\\', ' ', 'é', '😀', ' (Recommended)', '\n', '(notes only)', 'x, y', '"=');
    const text = fc
      .array(fc.oneof(piece, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 })), { minLength: 1, maxLength: 4 })
      .map((parts) => parts.join(''));
    const nonBlank = text.filter((t) => t.trim() !== '');
    const arb = fc.uniqueArray(text, { minLength: 2, maxLength: 4 }).chain((labels) =>
      fc.record({ labels: fc.constant(labels), selected: fc.subarray(labels), other: fc.oneof(nonBlank, fc.constantFrom(...labels)) }),
    );
    fc.assert(
      fc.property(arb, ({ labels, selected, other }) => {
        // Blank Other text is no Other text (a label may be blank).
        fc.pre(other.trim() !== '');
        const request = makeRequest([{ question: 'Q', multi: true, options: labels }]);
        const value = toClaudeOutput(request, answered({ q1: { selected, other } })).answers.Q!;
        expect(splitAnswerList(request.questions[0]!, value)).toEqual([...selected, other]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('branches (issue 17 item 3, spec section 3)', () => {
  it('a blank response is no response', () => {
    expect(toClaudeResultText(choice, { type: 'replied', response: '' })).toBe(NONE);
    expect(toClaudeResultText(choice, { type: 'replied', response: ' \n\t ' })).toBe(NONE);
    expect(toClaudeResultText(choice, { type: 'replied', response: ' use defaults ' })).toBe('The user responded:  use defaults ');
  });

  it('an answer of (notes only) counts as no answer', () => {
    // Notes without a selection: the sentinel answer, and `(no option selected)` in the text.
    const notesOnly = answered({ q2: { selected: [], notes: 'not sure yet' } });
    expect(toClaudeOutput(choice, notesOnly)).toMatchObject({ answers: { [LANGS]: '(notes only)' }, annotations: { [LANGS]: { notes: 'not sure yet' } } });
    expect(toClaudeResultText(choice, notesOnly)).toBe(FREE('"Which languages?"=(no option selected) notes: not sure yet'));
    // Other text that is literally the sentinel is no answer either (what the CLI reads).
    expect(toClaudeResultText(choice, answered({ q1: { selected: [], other: '(notes only)' } }))).toBe(NONE);
    expect(toClaudeResultText(choice, answered({ q1: { selected: [], other: '(notes only)' }, q2: { selected: ['C'] } }))).toBe(
      ANSWERED('"Which languages?"="C"'),
    );
  });

  it('an empty label answers nothing, as the CLI reads an empty answer (its schema takes empty labels)', () => {
    const request = parseFull(
      {
        questions: [
          { question: 'Single?', header: 'S', options: [option(''), option('B')] },
          { question: 'Multi?', header: 'M', options: [option(''), option('B')], multiSelect: true },
        ],
      },
      { strict: 'claude-code' },
    ).request!;
    expect(toClaudeResultText(request, answered({ q1: { selected: [''] } }))).toBe(NONE);
    expect(toClaudeResultText(request, answered({ q1: { selected: [''] }, q2: { selected: ['B'] } }))).toBe(ANSWERED('"Multi?"="B"'));
    // Multi-select: the CLI's split reads `, B` as two labels, and finds no list in `B, `.
    expect(toClaudeResultText(request, answered({ q2: { selected: ['', 'B'] } }))).toBe(ANSWERED('"Multi?"=", B"'));
    expect(toClaudeResultText(request, answered({ q2: { selected: ['B', ''] } }))).toBe(FREE('"Multi?"="B, "'));
  });

  it("multi-select: labels only when the CLI's split reads the list and writes it back the same", () => {
    expect(toClaudeResultText(choice, answered({ q2: { selected: ['Go', 'Rust, stable', 'TypeScript "strict"'] } }))).toBe(
      ANSWERED(String.raw`"Which languages?"="Go, "Rust, stable", "TypeScript \"strict\"""`),
    );
    // Other text that equals a label holding ", " is written as that label is, and reads as it.
    expect(toClaudeResultText(choice, answered({ q2: { selected: ['Go'], other: 'Rust, stable' } }))).toBe(
      ANSWERED('"Which languages?"="Go, "Rust, stable""'),
    );
  });

  it('follow-up with answers, with and without a written response', () => {
    const answers: AnswerMap = { q1: { selected: ['API key'] }, q2: { selected: ['Go', 'Rust, stable'] } };
    const fragments = '"Which auth method?"="API key", "Which languages?"="Go, "Rust, stable""';
    expect(toClaudeResultText(choice, { type: 'follow_up', answers })).toBe(FOLLOW_UP_ANSWERED(fragments));
    expect(toClaudeResultText(choice, { type: 'follow_up', answers, response: 'Focus on CI' })).toBe(
      FOLLOW_UP_ANSWERED(fragments, ' They also wrote: "Focus on CI".'),
    );
    expect(toClaudeResultText(choice, { type: 'follow_up', answers, response: '   ' })).toBe(FOLLOW_UP_ANSWERED(fragments));
    // Free text and notes do not change the follow-up wording.
    expect(toClaudeResultText(choice, { type: 'follow_up', answers: { q1: { selected: [], other: 'Passkeys', notes: 'n' } } })).toBe(
      FOLLOW_UP_ANSWERED('"Which auth method?"="Passkeys" notes: n'),
    );
  });

  it('follow-up without answers, with and without a written response', () => {
    expect(toClaudeResultText(choice, { type: 'follow_up', answers: {} })).toBe(FOLLOW_UP_NONE());
    expect(toClaudeResultText(choice, { type: 'follow_up', answers: {}, response: 'What about "CI"?' })).toBe(
      FOLLOW_UP_NONE(' They also wrote: "What about "CI"?".'),
    );
    expect(toClaudeResultText(choice, { type: 'follow_up', answers: {}, response: '' })).toBe(FOLLOW_UP_NONE());
  });

  it('follow-up in updatedInput: followUp true, the response only when written', () => {
    expect(toClaudeOutput(choice, { type: 'follow_up', answers: { q1: { selected: ['API key'] } }, response: 'more on auth' })).toEqual({
      questions: choice.input!.questions,
      answers: { [AUTH]: 'API key' },
      followUp: true,
      response: 'more on auth',
    });
    const bare = toClaudeOutput(choice, { type: 'follow_up', answers: {} });
    expect(bare).toEqual({ questions: choice.input!.questions, answers: {}, followUp: true });
    expect('response' in toClaudeOutput(choice, { type: 'follow_up', answers: {}, response: ' ' })).toBe(false);
  });

  it('a timeout comes first, then the follow-up, then the response', () => {
    expect(toClaudeResultText(choice, { type: 'timed_out', timeoutMs: 299_500, answers: { q1: { selected: ['API key'] } } })).toBe(
      `${TIMEOUT(300)}\n\nBefore going idle the user had selected: "Which auth method?"="API key".`,
    );
    expect(toClaudeResultText(choice, { type: 'timed_out', timeoutMs: 60_000, answers: {} })).toBe(TIMEOUT(60));
  });

  it('number answers within min..max are plain, outside (or not a plain decimal) take the free-text branch', () => {
    const number = (other: string) => toClaudeResultText(extended, answered({ q3: { selected: [], other } }));
    for (const inRange of ['0', '3', '10', '2.5']) expect(number(inRange)).toBe(ANSWERED(`"How many retries?"="${inRange}"`));
    for (const outside of ['11', '-1', '10.01']) expect(number(outside)).toBe(FREE(`"How many retries?"="${outside}"`));
    // The CLI reads a number as /^-?\d+(\.\d+)?$/ after trimming: other spellings are free text.
    for (const spelling of ['1e1', '+5', '.5', '5.']) expect(number(spelling)).toBe(FREE(`"How many retries?"="${spelling}"`));
    // With a choice label next to it, still plain.
    expect(toClaudeResultText(extended, answered({ q1: { selected: ['API key'] }, q3: { selected: [], other: '4' } }))).toBe(
      ANSWERED('"Which auth method?"="API key", "How many retries?"="4"'),
    );
  });

  it('text answers take the free-text branch; an unanswered text question does not', () => {
    expect(toClaudeResultText(extended, answered({ q2: { selected: [], other: 'my-app' } }))).toBe(FREE('"Project name?"="my-app"'));
    expect(toClaudeResultText(extended, answered({ q1: { selected: ['API key'] }, q2: { selected: [], other: 'API key' } }))).toBe(
      FREE('"Which auth method?"="API key", "Project name?"="API key"'),
    );
    expect(toClaudeResultText(extended, answered({ q1: { selected: ['API key'] } }))).toBe(ANSWERED('"Which auth method?"="API key"'));
    expect(toClaudeOutput(extended, answered({ q2: { selected: [], other: 'a, "b"' } })).answers).toEqual({ [NAME]: 'a, "b"' });
  });
});

describe('toClaudeResultText with cliVersion (issue 17 item 10, the version table of spec section 3)', () => {
  // "42" is an integer-like key: a JavaScript object lists it before the other keys.
  const request = parsed({
    questions: [
      { question: AUTH, header: 'Auth', options: [option('OAuth'), option('API key')] },
      { question: '42', header: 'Answer', options: [option('yes'), option('no')] },
      { question: LANGS, header: 'Langs', options: ['Go', 'Rust, stable', 'C'].map(option), multiSelect: true },
    ],
  });
  const at = (cliVersion: string, outcome: AskOutcome) => toClaudeResultText(request, outcome, { cliVersion });
  const labels = answered({ q1: { selected: ['API key'], notes: 'fine' }, q2: { selected: ['yes'] } });
  const quoted = answered({ q3: { selected: ['Go', 'Rust, stable'] } });
  const free = answered({ q1: { selected: [], other: 'Passkeys' } });
  const notesOnly = answered({ q1: { selected: ['OAuth'] }, q3: { selected: [], notes: 'later' } });

  it('up to 2.1.119: legacy wording, fragments in the order of the answers object, " user notes: "', () => {
    for (const version of ['2.1.100', '2.1.119', '1.0.0']) {
      expect(at(version, labels)).toBe(LEGACY('"42"="yes", "Which auth method?"="API key" user notes: fine'));
    }
    expect(at('2.1.119', answered({}))).toBe(LEGACY(''));
    expect(at('2.1.119', free)).toBe(LEGACY('"Which auth method?"="Passkeys"'));
  });

  it('2.1.120-2.1.144: the same wording in question order, (no option selected) for notes without an answer', () => {
    for (const version of ['2.1.120', '2.1.144']) {
      expect(at(version, labels)).toBe(LEGACY('"Which auth method?"="API key" user notes: fine, "42"="yes"'));
      expect(at(version, notesOnly)).toBe(LEGACY('"Which auth method?"="OAuth", "Which languages?"=(no option selected) user notes: later'));
      expect(at(version, answered({}))).toBe(LEGACY(''));
    }
  });

  it('2.1.145-2.1.156: always "Your questions have been answered", even with nothing answered', () => {
    for (const version of ['2.1.145', '2.1.156']) {
      expect(at(version, labels)).toBe(ANSWERED('"Which auth method?"="API key" notes: fine, "42"="yes"'));
      expect(at(version, answered({}))).toBe('Your questions have been answered: . You can now continue with these answers in mind.');
      expect(at(version, free)).toBe(ANSWERED('"Which auth method?"="Passkeys"'));
      expect(at(version, { type: 'replied', response: 'you pick' })).toBe(ANSWERED(''));
      expect(at(version, notesOnly)).toBe(ANSWERED('"Which auth method?"="OAuth", "Which languages?"=(no option selected) notes: later'));
    }
  });

  it('2.1.157: adds "The user responded:" and "The user did not answer the questions."', () => {
    expect(at('2.1.157', { type: 'replied', response: 'you pick' })).toBe('The user responded: you pick');
    expect(at('2.1.157', answered({}))).toBe(NONE);
    expect(at('2.1.157', free)).toBe(ANSWERED('"Which auth method?"="Passkeys"'));
    // No timeout text yet: the answers are worded as such.
    expect(at('2.1.197', { type: 'timed_out', timeoutMs: 60_000, answers: { q2: { selected: ['no'] } } })).toBe(ANSWERED('"42"="no"'));
  });

  it('2.1.198: adds the idle-timeout text', () => {
    expect(at('2.1.198', { type: 'timed_out', timeoutMs: 60_000, answers: { q2: { selected: ['no'] } } })).toBe(
      `${TIMEOUT(60)}\n\nBefore going idle the user had selected: "42"="no".`,
    );
    expect(at('2.1.215', free)).toBe(ANSWERED('"Which auth method?"="Passkeys"'));
  });

  it('2.1.216: adds the free-text wording, multi-select checked by a plain split on ", "', () => {
    expect(at('2.1.216', free)).toBe(FREE('"Which auth method?"="Passkeys"'));
    expect(at('2.1.216', labels)).toBe(FREE('"Which auth method?"="API key" notes: fine, "42"="yes"'));
    expect(at('2.1.216', answered({ q3: { selected: ['Go', 'C'] } }))).toBe(ANSWERED('"Which languages?"="Go, C"'));
    // A quoted label does not split back into labels on a plain split.
    expect(at('2.1.234', quoted)).toBe(FREE('"Which languages?"="Go, "Rust, stable""'));
  });

  it('2.1.235: the quoting-aware check', () => {
    expect(at('2.1.235', quoted)).toBe(ANSWERED('"Which languages?"="Go, "Rust, stable""'));
    // No follow-up wording yet.
    expect(at('2.1.259', { type: 'follow_up', answers: { q2: { selected: ['yes'] } } })).toBe(ANSWERED('"42"="yes"'));
  });

  it('2.1.260: adds the follow-up wordings', () => {
    expect(at('2.1.260', { type: 'follow_up', answers: { q2: { selected: ['yes'] } } })).toBe(FOLLOW_UP_ANSWERED('"42"="yes"'));
    expect(at('2.1.330', { type: 'follow_up', answers: {}, response: 'more' })).toBe(FOLLOW_UP_NONE(' They also wrote: "more".'));
    expect(at('2.1.330', quoted)).toBe(toClaudeResultText(request, quoted));
  });

  it('accepts `claude --version` output and a leading v', () => {
    expect(at('2.1.119 (Claude Code)', answered({}))).toBe(LEGACY(''));
    expect(at('v2.1.145', answered({}))).toBe(ANSWERED(''));
  });

  it('throws a RangeError naming a cliVersion it cannot read', () => {
    for (const bad of ['latest', '', '2.1', 'x2.1.144']) {
      expect(() => at(bad, answered({}))).toThrow(RangeError);
      expect(() => at(bad, answered({}))).toThrow(`cliVersion must be a Claude Code version such as "2.1.144", got ${JSON.stringify(bad)}`);
    }
  });
});

describe('annotations[question].unanswered (issue 17 item 5, spec section 2)', () => {
  const caps = { capabilities: [UNANSWERED_CAPABILITY] };
  const outcomes: AskOutcome[] = [
    answered({}),
    answered({ q1: { selected: ['API key'] } }),
    { type: 'declined', reason: 'dismissed', answers: {} },
    { type: 'declined', reason: 'replied_in_chat', answers: {} },
    { type: 'declined', reason: 'chat_about_this', answers: {} },
    { type: 'timed_out', timeoutMs: 1000, answers: {} },
    { type: 'follow_up', answers: {} },
    { type: 'replied', response: 'r' },
  ];

  it('the capability is the exact string of the spec', () => {
    expect(UNANSWERED_CAPABILITY).toBe('ask_user_question_unanswered_v1');
  });

  it('skipped for each unanswered question of a submission; answered questions get none', () => {
    expect(toClaudeOutput(choice, answered({ q1: { selected: ['API key'] } }), caps)).toMatchObject({
      answers: { [AUTH]: 'API key' },
      annotations: { [LANGS]: { unanswered: 'skipped' } },
    });
    const notes = toClaudeOutput(choice, answered({ q1: { selected: ['API key'], notes: 'n' }, q2: { selected: [], notes: 'm' } }), caps);
    expect(notes.annotations).toEqual({ [AUTH]: { notes: 'n' }, [LANGS]: { notes: 'm' } });
  });

  it('dismissed, replied_in_chat (also after "Chat about this") for every question of a decline', () => {
    const reasons = [
      ['dismissed', 'dismissed'],
      ['replied_in_chat', 'replied_in_chat'],
      ['chat_about_this', 'replied_in_chat'],
    ] as const;
    for (const [reason, mark] of reasons) {
      const out = toClaudeOutput(choice, { type: 'declined', reason, answers: { q1: { selected: ['API key'] } } }, caps);
      expect(out.answers).toEqual({});
      expect(out.annotations).toEqual({ [AUTH]: { unanswered: mark }, [LANGS]: { unanswered: mark } });
    }
  });

  it('never without the capability, whatever the outcome', () => {
    for (const opts of [undefined, {}, { capabilities: [] }, { capabilities: ['ask_user_question_unanswered_v2', 'other'] }]) {
      for (const outcome of outcomes) {
        const out = toClaudeOutput(choice, outcome, opts);
        expect(JSON.stringify(out)).not.toContain('unanswered');
        const permission = toClaudePermissionResult(choice, outcome, opts);
        expect(JSON.stringify(permission)).not.toContain('"unanswered"');
      }
    }
  });

  it('the result text the model reads is the same with and without the capability', () => {
    for (const outcome of outcomes) {
      expect(toClaudePermissionResult(choice, outcome, caps).behavior).toBe(toClaudePermissionResult(choice, outcome).behavior);
    }
  });
});

describe('encoders validate outcomes (issue 16 item 6)', () => {
  const untyped = (json: string) => JSON.parse(json) as AskOutcome;

  it('an unknown decline reason falls back to dismissed', () => {
    const bored = untyped('{"type":"declined","reason":"bored","answers":{}}');
    const dismissed: AskOutcome = { type: 'declined', reason: 'dismissed', answers: {} };
    const DISMISSED =
      'The user dismissed these questions without answering. Do not assume any answer, including a recommended option; ' +
      'continue without one, or ask in another way if you still need to know.';
    expect(toClaudeResultText(choice, bored)).toBe(DISMISSED);
    expect(declineMessage(choice, bored as Extract<AskOutcome, { type: 'declined' }>)).toBe(DISMISSED);
    expect(toClaudePermissionResult(choice, bored)).toEqual({ behavior: 'deny', message: DISMISSED, interrupt: true });
    expect(toClaudeOutput(choice, bored, { capabilities: [UNANSWERED_CAPABILITY] }).annotations).toEqual({
      [AUTH]: { unanswered: 'dismissed' },
      [LANGS]: { unanswered: 'dismissed' },
    });
    expect(toPiResult(choice, bored)).toEqual(toPiResult(choice, dismissed));
    // A decline without answers (an untyped caller) does not throw either.
    expect(toClaudeResultText(choice, untyped('{"type":"declined"}'))).toBe(DISMISSED);
  });

  it('a non-numeric timeoutMs is an AskOutcomeError naming timeoutMs, from every encoder', () => {
    const encoders: [string, (outcome: AskOutcome) => unknown][] = [
      ['toClaudeResultText', (o) => toClaudeResultText(choice, o)],
      ['toClaudeOutput', (o) => toClaudeOutput(choice, o)],
      ['toClaudePermissionResult', (o) => toClaudePermissionResult(choice, o)],
      ['toCanonicalText', (o) => toCanonicalText(choice, o)],
      ['toAnswerMap', (o) => toAnswerMap(choice, o)],
      ['toPiResult', (o) => toPiResult(choice, o)],
      ['toAgentrailResult', (o) => toAgentrailResult(choice, o)],
    ];
    const bad: [string, string][] = [
      ['"soon"', 'outcome.timeoutMs must be a finite number of milliseconds >= 0, got "soon"'],
      ['null', 'outcome.timeoutMs must be a finite number of milliseconds >= 0, got null'],
      ['-5', 'outcome.timeoutMs must be a finite number of milliseconds >= 0, got -5'],
    ];
    for (const [name, encode] of encoders) {
      for (const [value, message] of bad) {
        const outcome = untyped(`{"type":"timed_out","timeoutMs":${value},"answers":{}}`);
        let error: unknown;
        try {
          encode(outcome);
        } catch (e) {
          error = e;
        }
        expect(error, name).toBeInstanceOf(AskOutcomeError);
        expect((error as AskOutcomeError).path, name).toEqual(['timeoutMs']);
        expect((error as AskOutcomeError).message, name).toBe(message);
      }
      const missing = untyped('{"type":"timed_out","answers":{}}');
      expect(() => encode(missing), name).toThrow(/^outcome\.timeoutMs must be a finite number/);
      expect(() => encode({ type: 'timed_out', timeoutMs: Number.NaN, answers: {} }), name).toThrow(AskOutcomeError);
    }
  });
});
