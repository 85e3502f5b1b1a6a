import { describe, it, expect, test } from 'vitest';
import { declineMessage, declineReasonOfText, toClaudeResultText, type DeclinedOutcome } from './result-text.js';
import { makeRequest } from '../test-fixtures.js';
import type { AnswerMap, AskOutcome } from '../protocol/types.js';

const request = makeRequest([
  { question: 'Which auth method?', header: 'Auth', options: ['OAuth (Recommended)', 'API key'] },
  { question: 'Which languages?', multi: true, options: ['Go', 'Rust, stable', 'TypeScript "strict"'] },
  { question: 'Which layout?', options: [{ label: 'Grid', preview: '# Grid\n[ ][ ]' }, { label: 'List', preview: '- one' }] },
]);
const answered = (answers: AnswerMap): AskOutcome => ({ type: 'answered', answers });
const text = (outcome: AskOutcome, style?: 'current' | 'legacy') => toClaudeResultText(request, outcome, { style });

const ANSWERED_TAIL = '. You can now continue with these answers in mind.';
const FREE_TAIL =
  '. Read the answers carefully \u2014 they may request clarification, changes, or that you not proceed \u2014 and follow what they actually say.';
const TIMEOUT =
  "No response after 60s \u2014 the user may be away from keyboard. Proceed using your best judgment based on the context so far; you can re-ask this question later if it's still relevant.";

describe('toClaudeResultText', () => {
  it('labels only: "Your questions have been answered", multi-select labels quoted as in the answers map', () => {
    expect(text(answered({ q1: { selected: ['OAuth (Recommended)'] }, q2: { selected: ['Go', 'Rust, stable', 'TypeScript "strict"'] } }))).toBe(
      'Your questions have been answered: "Which auth method?"="OAuth (Recommended)", ' +
        '"Which languages?"="Go, "Rust, stable", "TypeScript \\"strict\\"""' + ANSWERED_TAIL,
    );
  });

  it('free text in single and multi: the neutral "The user answered" wording', () => {
    expect(text(answered({ q1: { selected: [], other: 'wait, explain first' }, q2: { selected: ['Go'], other: 'Zig' } }))).toBe(
      'The user answered: "Which auth method?"="wait, explain first", "Which languages?"="Go, Zig"' + FREE_TAIL,
    );
  });

  it('a preview annotation keeps the labels-only wording; notes switch to the neutral one', () => {
    expect(text(answered({ q3: { selected: ['Grid'] } }))).toBe(
      'Your questions have been answered: "Which layout?"="Grid" selected preview:\n# Grid\n[ ][ ]' + ANSWERED_TAIL,
    );
    expect(text(answered({ q2: { selected: [], notes: 'ask me later' }, q3: { selected: ['Grid'], notes: 'dense' } }))).toBe(
      'The user answered: "Which languages?"=(no option selected) notes: ask me later, ' +
        '"Which layout?"="Grid" selected preview:\n# Grid\n[ ][ ] notes: dense' + FREE_TAIL,
    );
  });

  it('legacy style, with "user notes"', () => {
    expect(text(answered({ q1: { selected: ['API key'], notes: 'fine' }, q2: { selected: ['Go'] } }), 'legacy')).toBe(
      'User has answered your questions: "Which auth method?"="API key" user notes: fine, "Which languages?"="Go". ' +
        "You can now continue with the user's answers in mind.",
    );
  });

  it('nothing answered (never the empty legacy form)', () => {
    expect(text(answered({}))).toBe('The user did not answer the questions.');
    expect(text(answered({}), 'legacy')).toBe('The user did not answer the questions.');
  });

  it('timeout, with and without selections, rounding to whole seconds', () => {
    expect(text({ type: 'timed_out', timeoutMs: 59_500, answers: {} })).toBe(TIMEOUT);
    expect(text({ type: 'timed_out', timeoutMs: 60_000, answers: { q1: { selected: ['API key'] } } })).toBe(
      `${TIMEOUT}\n\nBefore going idle the user had selected: "Which auth method?"="API key".`,
    );
  });

  it('a free reply', () => {
    expect(text({ type: 'replied', response: 'Just pick sensible defaults' })).toBe('The user responded: Just pick sensible defaults');
  });
});

describe('declineMessage', () => {
  it('dismissed: no answer may be assumed', () => {
    const out: AskOutcome = { type: 'declined', reason: 'dismissed', answers: { q1: { selected: ['API key'] } } };
    expect(text(out)).toBe(
      'The user dismissed these questions without answering. Do not assume any answer, including a recommended option; ' +
        'continue without one, or ask in another way if you still need to know.',
    );
  });

  it('chat_about_this: lists the questions with the answers so far', () => {
    const out: DeclinedOutcome = { type: 'declined', reason: 'chat_about_this', answers: { q2: { selected: ['Go'], other: 'Zig', notes: 'maybe' } } };
    expect(declineMessage(request, out)).toBe(
      'The user wants to clarify these questions.\n' +
        '    This means they may have additional information, context or questions for you.\n' +
        '    Take their response into account and then reformulate the questions if appropriate.\n' +
        '    Start by asking them what they would like to clarify.\n\n' +
        '    Questions asked:\n- "Which auth method?"\n  (No answer provided)\n- "Which languages?"\n  Answer: Go, Zig\n  User notes: maybe' +
        '\n- "Which layout?"\n  (No answer provided)',
    );
  });

  it('replied_in_chat: includes the message', () => {
    expect(text({ type: 'declined', reason: 'replied_in_chat', message: 'why do we need auth?', answers: {} })).toBe(
      'The user replied in the chat instead of answering these questions. Respond to their message and do not assume any ' +
        'answer to the questions; re-ask them later if they are still relevant.\n\nThe user said: why do we need auth?',
    );
  });
});

describe('declineMessage edge cases', () => {
  it('chat_about_this with no questions still ends with the (empty) list', () => {
    const message = declineMessage(makeRequest([]), { type: 'declined', reason: 'chat_about_this', answers: {} });
    expect(message.endsWith('\n\n    Questions asked:')).toBe(true);
  });
});

describe('declineReasonOfText', () => {
  const request = makeRequest([{ question: 'Which database?', options: ['Postgres', 'SQLite'] }]);
  test('reads back every decline declineMessage writes, with or without a message, and the canonical cancel', () => {
    for (const reason of ['dismissed', 'chat_about_this', 'replied_in_chat'] as const) {
      expect(declineReasonOfText(declineMessage(request, { type: 'declined', reason, answers: {} }))).toBe(reason);
      expect(declineReasonOfText(declineMessage(request, { type: 'declined', reason, answers: {}, message: 'later' }))).toBe(reason);
    }
    expect(declineReasonOfText('[cancelled by user]')).toBe('dismissed');
  });

  test('any other text is no decline', () => {
    expect(declineReasonOfText('User has answered your questions: "Which database?"="SQLite". You can now continue with the user\'s answers in mind.')).toBeUndefined();
    expect(declineReasonOfText('The user')).toBeUndefined();
    expect(declineReasonOfText('')).toBeUndefined();
  });
});
