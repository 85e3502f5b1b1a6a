import { describe, it, expect } from 'vitest';
import { toAgentrailResult } from './agentrail.js';
import { declineMessage } from '../encode/result-text.js';
import { makeRequest } from '../test-fixtures.js';
import type { AskOutcome } from '../protocol/types.js';

describe('toAgentrailResult', () => {
  const agentrail = makeRequest([{ question: 'Which testing framework should I use?', multi: true, options: ['Vitest (Recommended)', 'Jest', 'Mocha'] }], 'agentrail');
  const freeText = makeRequest([{ question: 'What is the target deployment environment?', options: [] }], 'agentrail');

  it('returns { question, answer } with multi joined by ", " and custom text appended', () => {
    expect(toAgentrailResult(agentrail, { type: 'answered', answers: { q1: { selected: ['Vitest (Recommended)', 'Jest'], other: 'node:test' } } })).toEqual({
      question: 'Which testing framework should I use?',
      answer: 'Vitest (Recommended), Jest, node:test',
    });
    expect(toAgentrailResult(freeText, { type: 'answered', answers: { q1: { selected: [], other: 'AWS, eu-west-1' } } })).toEqual({
      question: 'What is the target deployment environment?',
      answer: 'AWS, eu-west-1',
    });
  });

  it('answers a reply with the response, a decline with the decline message, nothing with ""', () => {
    expect(toAgentrailResult(freeText, { type: 'replied', response: 'GCP' }).answer).toBe('GCP');
    const declined: AskOutcome = { type: 'declined', reason: 'dismissed', answers: {} };
    expect(toAgentrailResult(freeText, declined).answer).toBe(declineMessage(freeText, declined));
    expect(toAgentrailResult(freeText, { type: 'answered', answers: {} })).toEqual({ question: 'What is the target deployment environment?', answer: '' });
  });
});
