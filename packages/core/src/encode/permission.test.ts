import { describe, it, expect } from 'vitest';
import { toClaudeOutput } from './claude-output.js';
import { AskOutcomeError } from '../protocol/outcome-check.js';
import { parseAskRequest } from '../parse/parse.js';
import { toClaudePermissionResult } from './permission.js';
import { createRequestResolver } from '../index.js';
import { declineMessage, toClaudeResultText } from './result-text.js';
import { makeRequest } from '../test-fixtures.js';
import type { AskOutcome, AskRequest } from '../protocol/types.js';

const request = makeRequest([{ question: 'Which auth method?', header: 'Auth', options: ['OAuth', 'API key'] }]);
const INPUT = { questions: [{ question: 'Which auth method?', header: 'Auth', options: [{ label: 'OAuth', description: '' }, { label: 'API key', description: '' }], multiSelect: false }] };
const parsed = (input: unknown): AskRequest => {
  const { request } = parseAskRequest(input);
  if (!request) throw new Error('fixture does not parse');
  return request;
};

describe('toClaudePermissionResult', () => {
  it('allows answered, replied and follow-up outcomes with the answers filled in', () => {
    const outcomes: AskOutcome[] = [
      { type: 'answered', answers: { q1: { selected: ['OAuth'] } } },
      { type: 'replied', response: 'you decide' },
      { type: 'follow_up', answers: { q1: { selected: ['OAuth'] } } },
    ];
    for (const outcome of outcomes) {
      expect(toClaudePermissionResult(request, outcome)).toEqual({ behavior: 'allow', updatedInput: toClaudeOutput(request, outcome) });
    }
    expect(toClaudePermissionResult(request, outcomes[0]!)).toMatchObject({ updatedInput: { answers: { 'Which auth method?': 'OAuth' } } });
    expect(toClaudePermissionResult(request, outcomes[2]!)).toMatchObject({ updatedInput: { followUp: true } });
  });

  it('denies a timeout the CLI did not offer with the exact timeout text, what was selected included', () => {
    const outcome: AskOutcome = { type: 'timed_out', timeoutMs: 60000, answers: { q1: { selected: ['OAuth'] } } };
    const result = toClaudePermissionResult(request, outcome);
    expect(result).toEqual({ behavior: 'deny', message: toClaudeResultText(request, outcome) });
    expect(result).toMatchObject({
      message:
        "No response after 60s \u2014 the user may be away from keyboard. Proceed using your best judgment based on the context so far; you can re-ask this question later if it's still relevant." +
        '\n\nBefore going idle the user had selected: "Which auth method?"="OAuth".',
    });
  });

  it('a timeout denied to an older CLI still says nobody answered: never "answered: ." (regression)', () => {
    const timeout = (selected: string[]): AskOutcome => ({ type: 'timed_out', timeoutMs: 60000, answers: selected.length ? { q1: { selected } } : {} });
    for (const cliVersion of ['2.1.119', '2.1.150', '2.1.160', '2.1.197', '2.1.198', '2.1.330']) {
      for (const selected of [[], ['OAuth']]) {
        const result = toClaudePermissionResult(request, timeout(selected), { cliVersion });
        expect(result).toEqual({ behavior: 'deny', message: toClaudeResultText(request, timeout(selected)) });
        expect(result).toMatchObject({ message: expect.stringMatching(/^No response after 60s \u2014 the user may be away from keyboard\./) });
      }
    }
  });

  it('sends the bare afkTimeoutMs report (empty answers) when the input carries the CLI offer', () => {
    const offered = parsed({ ...INPUT, metadata: { source: 'x', afkTimeoutOfferedAt: 1763900000000 } });
    const result = toClaudePermissionResult(offered, { type: 'timed_out', timeoutMs: 300000, answers: { q1: { selected: ['OAuth'] } } });
    expect(result).toEqual({
      behavior: 'allow',
      updatedInput: { ...INPUT, metadata: { source: 'x', afkTimeoutOfferedAt: 1763900000000 }, answers: {}, afkTimeoutMs: 300000 },
    });
  });

  it('denies a dismissal with a readable message and interrupt: true (never an empty message)', () => {
    for (const reason of ['dismissed', 'replied_in_chat'] as const) {
      const outcome: AskOutcome = { type: 'declined', reason, answers: { q1: { selected: ['OAuth'] } } };
      const result = toClaudePermissionResult(request, outcome);
      expect(result).toEqual({ behavior: 'deny', message: declineMessage(request, outcome), interrupt: true });
      expect(result.behavior === 'deny' && result.message.trim().length).toBeGreaterThan(20);
    }
  });

  it('denies "Chat about this" with the fixed feedback, without interrupting', () => {
    const outcome: AskOutcome = { type: 'declined', reason: 'chat_about_this', answers: {} };
    expect(toClaudePermissionResult(request, outcome)).toEqual({ behavior: 'deny', message: declineMessage(request, outcome) });
  });

  it('never throws for a decline from an untyped caller without answers; throws a typed error for a broken submission', () => {
    const untyped = JSON.parse('{"type":"declined","reason":"dismissed"}') as AskOutcome;
    expect(toClaudePermissionResult(request, untyped)).toMatchObject({ behavior: 'deny', interrupt: true });
    const unknownReason = JSON.parse('{"type":"declined","reason":"bored"}') as AskOutcome;
    expect(toClaudePermissionResult(request, unknownReason)).toMatchObject({ behavior: 'deny', interrupt: true });
    const broken = JSON.parse('{"type":"timed_out","timeoutMs":"soon","answers":{}}') as AskOutcome;
    expect(() => toClaudePermissionResult(request, broken)).toThrow(AskOutcomeError);
    expect(() => toClaudePermissionResult(request, broken)).toThrow(/timeoutMs/);
  });
});

describe('a stray key nested thousands deep', () => {
  it('is echoed without overflowing the stack, and a request holding it is shared across parses', () => {
    const depth = 20_000;
    const json = `{"questions":[{"question":"Which?","header":"H","options":[{"label":"A","description":"a"},{"label":"B","description":"b"}],"extra":${'{"x":'.repeat(depth)}1${'}'.repeat(depth)}}]}`;
    const { request } = parseAskRequest(json);
    const result = toClaudePermissionResult(request!, { type: 'answered', answers: { q1: { selected: ['A'] } } });
    expect(result).toMatchObject({ behavior: 'allow', updatedInput: { answers: { 'Which?': 'A' } } });
    const resolve = createRequestResolver();
    expect(resolve(JSON.parse(json)).request).not.toBeNull();
    expect(resolve(JSON.parse(json)).request).not.toBeNull();
  });
});
