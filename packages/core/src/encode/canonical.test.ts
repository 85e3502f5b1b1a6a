import { describe, it, expect } from 'vitest';
import { toCanonicalText } from './canonical.js';
import { makeRequest } from '../test-fixtures.js';
import type { AskOutcome } from '../protocol/types.js';

// The example of reference 000's README.
const request = makeRequest([
  { question: 'Auth method?', header: 'Auth', options: ['OAuth (Recommended)', 'API key'] },
  { question: 'Languages?', header: 'Langs', multi: true, options: ['Go', 'Rust', 'Python'] },
  { question: 'Name?', header: 'Name', options: ['Alice', 'Bob'] },
]);

describe('toCanonicalText', () => {
  it('formats single (bare label, raw), multi (- lines) and Other (verbatim), joined by a blank line', () => {
    const outcome: AskOutcome = {
      type: 'answered',
      answers: { q1: { selected: ['OAuth (Recommended)'] }, q2: { selected: ['Go', 'Rust'] }, q3: { selected: [], other: 'Vincent Adultman' } },
    };
    expect(toCanonicalText(request, outcome)).toBe('Auth method?\nOAuth (Recommended)\n\nLanguages?\n- Go\n- Rust\n\nName?\nVincent Adultman');
  });

  it('lets Other override a multi-select selection and skips unanswered and notes-only questions', () => {
    const outcome: AskOutcome = {
      type: 'answered',
      answers: { q1: { selected: [], notes: 'no idea' }, q2: { selected: ['Go'], other: 'Zig, mostly' } },
    };
    expect(toCanonicalText(request, outcome)).toBe('Languages?\nZig, mostly');
  });

  it('gives an empty body when nothing was answered, and the selection on a timeout', () => {
    expect(toCanonicalText(request, { type: 'answered', answers: {} })).toBe('');
    expect(toCanonicalText(request, { type: 'timed_out', timeoutMs: 1000, answers: { q3: { selected: ['Bob'] } } })).toBe('Name?\nBob');
  });

  it('returns [cancelled by user] for every decline and the response for a reply', () => {
    for (const reason of ['dismissed', 'chat_about_this', 'replied_in_chat'] as const) {
      expect(toCanonicalText(request, { type: 'declined', reason, answers: { q3: { selected: ['Bob'] } } })).toBe('[cancelled by user]');
    }
    expect(toCanonicalText(request, { type: 'replied', response: 'skip this' })).toBe('skip this');
  });
});
