import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { encodeAnswerValue, chosenPreview } from './claude-output.js';
import { declineMessage, outcomeFromResultText, parseClaudeResultText, toClaudeResultText, type DeclinedOutcome } from './result-text.js';
import { arbitraryCase, makeRequest } from './test-fixtures.js';
import type { AnswerMap, AskOutcome, AskRequest } from './types.js';

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
      'The user wants to clarify these questions in the chat before answering. Ask them what they would like to clarify, ' +
        'and re-ask the questions later if they are still relevant.\n\nQuestions asked:\n' +
        '- "Which auth method?"\n  (no answer yet)\n- "Which languages?"\n  Answer: Go, Zig\n  Notes: maybe\n- "Which layout?"\n  (no answer yet)',
    );
  });

  it('replied_in_chat: includes the message', () => {
    expect(text({ type: 'declined', reason: 'replied_in_chat', message: 'why do we need auth?', answers: {} })).toBe(
      'The user replied in the chat instead of answering these questions. Respond to their message and do not assume any ' +
        'answer to the questions; re-ask them later if they are still relevant.\n\nThe user said: why do we need auth?',
    );
  });
});

describe('parseClaudeResultText', () => {
  it('reads every branch back', () => {
    const outcomes: [AskOutcome, string][] = [
      [answered({ q2: { selected: ['Go', 'Rust, stable'] } }), 'answered'],
      [answered({ q1: { selected: [], other: 'x' } }), 'free'],
      [answered({}), 'none'],
      [{ type: 'timed_out', timeoutMs: 300_000, answers: {} }, 'timed_out'],
      [{ type: 'replied', response: 'a, "b"' }, 'responded'],
    ];
    for (const [outcome, branch] of outcomes) expect(parseClaudeResultText(text(outcome), request)?.branch).toBe(branch);
    expect(parseClaudeResultText(text({ type: 'timed_out', timeoutMs: 300_000, answers: {} }))?.timeoutSeconds).toBe(300);
    expect(parseClaudeResultText(text({ type: 'replied', response: 'a, "b"' }))?.response).toBe('a, "b"');
    expect(parseClaudeResultText(text(answered({ q1: { selected: ['API key'] } }), 'legacy'))?.branch).toBe('legacy');
  });

  it('recovers answers, previews and notes with quotes and ", " inside', () => {
    const t = text(answered({ q2: { selected: ['Go', 'Rust, stable'], notes: 'a "b", c' }, q3: { selected: ['Grid'] } }));
    expect(parseClaudeResultText(t, request)?.answers).toEqual([
      { question: 'Which languages?', answer: 'Go, "Rust, stable"', notes: 'a "b", c' },
      { question: 'Which layout?', answer: 'Grid', preview: '# Grid\n[ ][ ]' },
    ]);
  });

  it('scans without a request, including adjacent quoted labels and legacy notes', () => {
    const t = 'User has answered your questions: "Q1"=""a, b", "c, d"" user notes: n, "Q2"=(no option selected) user notes: m. ' +
      "You can now continue with the user's answers in mind.";
    expect(parseClaudeResultText(t)).toEqual({
      branch: 'legacy',
      answers: [
        { question: 'Q1', answer: '"a, b", "c, d"', notes: 'n' },
        { question: 'Q2', notes: 'm' },
      ],
    });
  });

  it('returns null for other texts', () => {
    for (const t of ['', 'hello', 'Your questions have been answered: Q=A. You can now continue with these answers in mind.', text({ type: 'declined', reason: 'dismissed', answers: {} })]) {
      expect(parseClaudeResultText(t, request)).toBeNull();
    }
  });

  it('outcomeFromResultText rebuilds an answered card from an old legacy transcript', () => {
    const t = 'User has answered your questions: "Which languages?"="Go, "Rust, stable", Zig", "Which auth method?"="Passkeys". ' +
      "You can now continue with the user's answers in mind.";
    expect(outcomeFromResultText(request, t)).toEqual(
      answered({ q1: { selected: [], other: 'Passkeys' }, q2: { selected: ['Go', 'Rust, stable'], other: 'Zig' } }),
    );
    expect(outcomeFromResultText(request, 'nope')).toBeNull();
  });

  const expectedAnswers = (req: AskRequest, answers: AnswerMap) =>
    req.questions.flatMap((q) => {
      const a = answers[q.id];
      const value = encodeAnswerValue(q, a);
      if (!a || value === undefined) return [];
      const preview = chosenPreview(q, a);
      return [{
        question: q.question,
        ...(a.selected.length > 0 || a.other ? { answer: value } : {}),
        ...(preview !== undefined ? { preview } : {}),
        ...(a.notes ? { notes: a.notes } : {}),
      }];
    });

  it('property: recovers answers, notes and previews from any text we write, in both styles', () => {
    fc.assert(
      fc.property(arbitraryCase(fc), fc.constantFrom('current' as const, 'legacy' as const), ({ request: req, outcome }, style) => {
        const t = toClaudeResultText(req, outcome, { style });
        // The one documented ambiguity: an answer, preview or notes text that itself contains
        // `, "<a question>"=` (that is written only to start the questions' own fragments).
        const written = req.questions.filter((q) => encodeAnswerValue(q, outcome.answers[q.id]) !== undefined);
        const starts = (q: (typeof written)[number]) => t.split(`, "${q.question}"=`).length - 1;
        fc.pre(req.questions.every((q) => starts(q) === (written.includes(q) && q !== written[0] ? 1 : 0)));
        expect(parseClaudeResultText(t, req)?.answers).toEqual(expectedAnswers(req, outcome.answers));
        expect(outcomeFromResultText(req, t)).toEqual(outcome);
      }),
      { numRuns: 400 },
    );
  });
});

describe('declineMessage edge cases', () => {
  it('chat_about_this with no questions still ends with the (empty) list', () => {
    const message = declineMessage(makeRequest([]), { type: 'declined', reason: 'chat_about_this', answers: {} });
    expect(message.endsWith('\n\nQuestions asked:\n')).toBe(true);
  });
});

describe('parseClaudeResultText markers inside previews', () => {
  it('backtracks past a ", \"" inside a preview to the legacy notes marker', () => {
    const req = makeRequest([
      { question: 'Layout?', options: [{ label: 'Grid', preview: 'x, "y' }, 'List'] },
      { question: 'Name?', options: ['x', 'y'] },
    ]);
    const outcome: AskOutcome = { type: 'answered', answers: { q1: { selected: ['Grid'], notes: 'n' }, q2: { selected: ['y'] } } };
    const t = toClaudeResultText(req, outcome, { style: 'legacy' });
    expect(parseClaudeResultText(t, req)?.answers).toEqual([
      { question: 'Layout?', answer: 'Grid', preview: 'x, "y', notes: 'n' },
      { question: 'Name?', answer: 'y' },
    ]);
    expect(outcomeFromResultText(req, t)).toEqual(outcome);
  });
});
