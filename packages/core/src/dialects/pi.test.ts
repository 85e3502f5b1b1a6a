import { describe, it, expect } from 'vitest';
import { toPiResult } from './pi.js';
import { declineMessage } from '../encode/result-text.js';
import { makeRequest } from '../test-fixtures.js';
import type { AskOutcome } from '../protocol/types.js';

describe('toPiResult', () => {
  const one = makeRequest([{ id: 'auth', question: 'Which auth approach?', options: ['JWT', 'Session'] }], 'pi');
  const features = makeRequest([{ id: 'features', question: 'Which features should be enabled?', multi: true, options: ['Logging', 'Metrics', 'Tracing'] }], 'pi');

  it('single question, single-select: User selected and flat details', () => {
    expect(toPiResult(one, { type: 'answered', answers: { auth: { selected: ['Session'] } } })).toEqual({
      text: 'User selected: Session',
      details: { question: 'Which auth approach?', options: ['JWT', 'Session'], multi: false, selectedOptions: ['Session'] },
    });
  });

  it('single question, multi-select with custom input and a note', () => {
    expect(toPiResult(features, { type: 'answered', answers: { features: { selected: ['Logging', 'Metrics'], other: 'Profiling', notes: 'cheap ones' } } })).toEqual({
      text: 'User selected: Logging, Metrics\nUser provided custom input: Profiling\nUser added note: cheap ones',
      details: {
        question: 'Which features should be enabled?',
        options: ['Logging', 'Metrics', 'Tracing'],
        multi: true,
        selectedOptions: ['Logging', 'Metrics'],
        customInput: 'Profiling',
        note: 'cheap ones',
      },
    });
  });

  it('single question: custom input only, timeout marker, nothing selected', () => {
    expect(toPiResult(one, { type: 'answered', answers: { auth: { selected: [], other: 'mTLS' } } }).text).toBe('User provided custom input: mTLS');
    expect(toPiResult(one, { type: 'timed_out', timeoutMs: 30000, answers: { auth: { selected: ['JWT'] } } })).toMatchObject({
      text: 'User selected: JWT (auto-selected after timeout)',
      details: { selectedOptions: ['JWT'], timedOut: true },
    });
    expect(toPiResult(one, { type: 'answered', answers: {} }).text).toBe('User cancelled the selection');
    expect(toPiResult(features, { type: 'answered', answers: {} }).text).toBe('User did not select any options');
  });

  it('several questions: User answers and one id line each, with results details', () => {
    const several = makeRequest(
      [
        { id: 'auth', question: 'Which auth approach?', options: ['JWT', 'Session'] },
        { id: 'cache', question: 'Which caches?', multi: true, options: ['Redis', 'Memcached'] },
        { id: 'db', question: 'Which database?', options: ['SQLite', 'Postgres'] },
        { id: 'extras', question: 'Extras?', multi: true, options: ['Docs', 'CI'] },
        { id: 'skip', question: 'Skipped?', options: ['Yes', 'No'] },
      ],
      'pi',
    );
    const result = toPiResult(several, {
      type: 'answered',
      answers: {
        auth: { selected: ['JWT'], notes: 'short-lived' },
        cache: { selected: ['Redis', 'Memcached'] },
        db: { selected: [], other: 'SQLite, with WAL' },
        extras: { selected: ['CI'], other: 'Changelog' },
      },
    });
    expect(result.text).toBe(
      'User answers:\nauth: JWT (note: short-lived)\ncache: [Redis, Memcached]\ndb: "SQLite, with WAL"\nextras: [CI] + Other: "Changelog"\nskip: (cancelled)',
    );
    expect(result.details).toMatchObject({
      results: [
        { id: 'auth', question: 'Which auth approach?', options: ['JWT', 'Session'], multi: false, selectedOptions: ['JWT'], note: 'short-lived' },
        { id: 'cache', multi: true, selectedOptions: ['Redis', 'Memcached'] },
        { id: 'db', selectedOptions: [], customInput: 'SQLite, with WAL' },
        { id: 'extras', selectedOptions: ['CI'], customInput: 'Changelog' },
        { id: 'skip', selectedOptions: [] },
      ],
    });
  });

  it('declines and replies', () => {
    const chat: AskOutcome = { type: 'declined', reason: 'chat_about_this', answers: {} };
    expect(toPiResult(one, chat)).toEqual({
      text: declineMessage(one, chat),
      details: { declined: 'chat_about_this', chatRedirect: true, questions: ['Which auth approach?'] },
    });
    expect(toPiResult(one, { type: 'declined', reason: 'dismissed', answers: {} }).details).toEqual({ declined: 'dismissed', questions: ['Which auth approach?'] });
    expect(toPiResult(one, { type: 'replied', response: 'later' })).toEqual({ text: 'The user responded: later', details: { response: 'later' } });
  });
});
