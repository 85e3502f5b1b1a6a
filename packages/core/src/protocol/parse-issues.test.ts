import { describe, it, expect } from 'vitest';
import type { AskIssue } from './types.js';
import { countRule, describe as describeValue, formatPath, quote, reporter, typeMessage } from './parse-issues.js';
import { UNREADABLE } from './parse-read.js';

describe('issue wording', () => {
  it('states a count rule in words', () => {
    expect([countRule(2, 4), countRule(1, Infinity), countRule(1, 1), countRule(0, 6)]).toEqual([
      '2-4 entries',
      'at least 1 entry',
      'exactly 1 entry',
      'at most 6 entries',
    ]);
  });

  it('writes paths as a model would address the field, and the root as input', () => {
    expect([formatPath(['questions', 1, 'options', 0, 'label']), formatPath([])]).toEqual(['questions[1].options[0].label', 'input']);
  });

  it('names what was sent, including values JSON cannot carry', () => {
    expect([null, undefined, [], {}, 'x', NaN, UNREADABLE].map(describeValue)).toEqual([
      'null',
      'nothing',
      'an array',
      'an object',
      'a string',
      'NaN',
      'an unreadable value (its getter threw)',
    ]);
  });

  it('advises leaving an optional key out instead of sending null, but not a required one', () => {
    expect(typeMessage('a string', null)).toBe('must be a string, got null; leave the key out instead of sending null');
    expect(typeMessage('a string', null, true)).toBe('must be a string, got null');
  });

  it('cuts quoted input to 40 characters', () => {
    expect(quote('a'.repeat(41))).toBe(`"${'a'.repeat(40)}…"`);
  });

  it('records issues with a copy of the path and the path leading the message', () => {
    const issues: AskIssue[] = [];
    const path = ['questions', 0];
    reporter(issues)('empty_question', path, 'is empty');
    path.push('x');
    expect(issues).toEqual([{ code: 'empty_question', severity: 'error', path: ['questions', 0], message: 'questions[0] is empty' }]);
  });
});
