import { describe, expect, it } from 'vitest';
import { parseAskRequest, toClaudeResultText, type AskOutcome, type AskRequest } from '@askq/core';
import { modelFromOutcome } from './receipt-model.js';
import { modelFromResultText } from './receipt-read.js';
import { fourQuestionsInput } from './stories/fixtures.js';

const request = parseAskRequest(fourQuestionsInput).request as AskRequest;
const answered: AskOutcome = {
  type: 'answered',
  answers: { q1: { selected: ['pnpm (Recommended)'] }, q2: { selected: ['Unit tests'], other: 'Lint', notes: 'fast' } },
};

describe('modelFromOutcome', () => {
  it('lists every question, with display labels and Other text, unanswered ones flagged', () => {
    const model = modelFromOutcome(request, answered);
    expect(model.state).toBe('answered');
    expect(model.rows.map((r) => r.answer)).toEqual(['pnpm', 'Unit tests, Lint', undefined, undefined]);
    expect(model.rows[1]?.notes).toBe('fast');
  });

  it('a declined card keeps its context: the questions it lists no answer for', () => {
    const questions = request.questions.map((q) => q.question);
    const skipped = modelFromOutcome(request, { type: 'declined', reason: 'dismissed', answers: answered.answers });
    expect(skipped.asked).toEqual(questions);
    const chat = modelFromOutcome(request, { type: 'declined', reason: 'chat_about_this', answers: answered.answers });
    expect(chat.rows.map((r) => r.question)).toEqual(questions.slice(0, 2));
    expect(chat.asked).toEqual(questions.slice(2));
    expect(modelFromOutcome(request, answered).asked).toBeUndefined();
  });

  it('keeps the answers so far only for "chat about this", the decline that tells the model about them', () => {
    const answers = { q3: { selected: ['Jest'] } };
    const chat = modelFromOutcome(request, { type: 'declined', reason: 'chat_about_this', answers });
    expect(chat).toMatchObject({ state: 'declined', reason: 'chat_about_this' });
    expect(chat.rows.map((r) => r.answer)).toEqual(['Jest']);
    // Regression: a skip after picking an option showed the option, as if it had been sent.
    const replied = modelFromOutcome(request, { type: 'declined', reason: 'replied_in_chat', message: 'hold on', answers });
    expect(replied).toMatchObject({ state: 'declined', reason: 'replied_in_chat', rows: [] });
    // The chat shows the message next, as the user's own: the card does not repeat it.
    expect(replied.text).toBeUndefined();
    expect(modelFromOutcome(request, { type: 'declined', reason: 'dismissed', answers }).rows).toEqual([]);
  });

  it('reports a timeout in whole seconds and a free reply as text', () => {
    expect(modelFromOutcome(request, { type: 'timed_out', timeoutMs: 60_000, answers: {} }).timeoutSeconds).toBe(60);
    expect(modelFromOutcome(request, { type: 'replied', response: 'later' })).toMatchObject({ state: 'replied', text: 'later' });
  });

  it('shows a follow-up request with the answers so far and what the user wrote, also read back from its result text', () => {
    const outcome: AskOutcome = { type: 'follow_up', answers: { q1: { selected: ['pnpm (Recommended)'] } }, response: 'What about Bun?' };
    const model = modelFromOutcome(request, outcome);
    expect(model).toMatchObject({ state: 'follow_up', text: 'What about Bun?' });
    expect(model.rows.map((r) => r.answer)).toEqual(['pnpm']);
    expect(modelFromOutcome(request, { type: 'follow_up', answers: {}, response: '  ' })).toEqual({ state: 'follow_up', rows: [] });
    const text = toClaudeResultText(request, outcome);
    expect(modelFromResultText(text, request)).toMatchObject({ state: 'follow_up', text: 'What about Bun?' });
    const alone = modelFromResultText(text);
    expect(alone).toMatchObject({ state: 'follow_up', text: 'What about Bun?' });
    expect(alone.rows.map((r) => r.answer)).toEqual(['pnpm (Recommended)']);
  });
});

describe('modelFromResultText', () => {
  it('reads a result text back through the request exactly', () => {
    const model = modelFromResultText(toClaudeResultText(request, answered), request);
    expect(model.rows.map((r) => r.answer)).toEqual(['pnpm', 'Unit tests, Lint', undefined, undefined]);
  });

  it('reads the fragments alone without a request, legacy wording included', () => {
    const text = 'User has answered your questions: "Where?"="Here", "When?"="Now". You can now continue with the user\'s answers in mind.';
    expect(modelFromResultText(text).rows).toEqual([
      { key: '0', question: 'Where?', answer: 'Here', notes: undefined },
      { key: '1', question: 'When?', answer: 'Now', notes: undefined },
    ]);
  });

  it('recognizes a timeout text', () => {
    const text = toClaudeResultText(request, { type: 'timed_out', timeoutMs: 300_000, answers: {} });
    expect(modelFromResultText(text)).toMatchObject({ state: 'timed_out', timeoutSeconds: 300 });
  });

  it.each([
    ['[cancelled by user]', 'dismissed'],
    [toClaudeResultText(request, { type: 'declined', reason: 'dismissed', answers: {} }), 'dismissed'],
    [toClaudeResultText(request, { type: 'declined', reason: 'chat_about_this', answers: {} }), 'chat_about_this'],
    [toClaudeResultText(request, { type: 'declined', reason: 'replied_in_chat', answers: {} }), 'replied_in_chat'],
  ])('tells declines apart: %#', (text, reason) => {
    expect(modelFromResultText(text, request)).toMatchObject({ state: 'declined', reason });
  });

  it('shows an unreadable text as it is', () => {
    expect(modelFromResultText('custom host text')).toEqual({ state: 'unknown', rows: [], text: 'custom host text' });
    expect(modelFromResultText('The user did not answer the questions.').state).toBe('unknown');
  });
});
