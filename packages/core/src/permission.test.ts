import { describe, it, expect } from 'vitest';
import { toClaudeOutput } from './claude-output.js';
import { toClaudePermissionResult } from './permission.js';
import { declineMessage } from './result-text.js';
import { makeRequest } from './test-fixtures.js';
import type { AskOutcome } from './types.js';

const request = makeRequest([{ question: 'Which auth method?', header: 'Auth', options: ['OAuth', 'API key'] }]);

describe('toClaudePermissionResult', () => {
  it('allows answered, timed-out and replied outcomes with the answers filled in', () => {
    const outcomes: AskOutcome[] = [
      { type: 'answered', answers: { q1: { selected: ['OAuth'] } } },
      { type: 'timed_out', timeoutMs: 60000, answers: {} },
      { type: 'replied', response: 'you decide' },
    ];
    for (const outcome of outcomes) {
      expect(toClaudePermissionResult(request, outcome)).toEqual({ behavior: 'allow', updatedInput: toClaudeOutput(request, outcome) });
    }
    expect(toClaudePermissionResult(request, outcomes[0]!)).toMatchObject({ updatedInput: { answers: { 'Which auth method?': 'OAuth' } } });
    expect(toClaudePermissionResult(request, outcomes[1]!)).toMatchObject({ updatedInput: { afkTimeoutMs: 60000 } });
  });

  it('denies a decline with the decline message, never with empty answers', () => {
    const outcome: AskOutcome = { type: 'declined', reason: 'dismissed', answers: { q1: { selected: ['OAuth'] } } };
    const result = toClaudePermissionResult(request, outcome);
    expect(result).toEqual({ behavior: 'deny', message: declineMessage(request, outcome) });
    expect(result).toMatchObject({ message: expect.stringContaining('dismissed') });
  });
});
