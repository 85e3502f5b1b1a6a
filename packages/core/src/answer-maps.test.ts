import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { toAgentrailResult, toAnswerMap, toPiResult } from './answer-maps.js';
import { declineMessage } from './result-text.js';
import { arbitraryCase, makeRequest } from './test-fixtures.js';
import type { AskOutcome } from './types.js';

const request = makeRequest([
  { question: 'Which auth method?', header: 'Auth', options: ['OAuth (Recommended)', 'API key'] },
  { question: 'Which features?', header: 'Features', multi: true, options: ['Authentication', 'Database, Postgres', 'Caching'] },
  { question: 'Which layout?', header: 'Layout', options: ['Grid', 'List'] },
]);

describe('toAnswerMap (Spring AI / Go broker)', () => {
  it('keys by question text; multi joined by ", " unquoted, Other verbatim last; single Other replaces', () => {
    const outcome: AskOutcome = {
      type: 'answered',
      answers: {
        q1: { selected: ['OAuth (Recommended)'] },
        q2: { selected: ['Authentication', 'Database, Postgres'], other: 'Search "fuzzy"' },
        q3: { selected: [], notes: 'no opinion' },
      },
    };
    expect(toAnswerMap(request, outcome)).toEqual({
      'Which auth method?': 'OAuth (Recommended)',
      'Which features?': 'Authentication, Database, Postgres, Search "fuzzy"',
    });
    expect(toAnswerMap(request, { type: 'answered', answers: { q3: { selected: [], other: 'Masonry' } } })).toEqual({ 'Which layout?': 'Masonry' });
  });

  it('reports a timeout selection, and nothing for declines and replies', () => {
    expect(toAnswerMap(request, { type: 'timed_out', timeoutMs: 1000, answers: { q3: { selected: ['List'] } } })).toEqual({ 'Which layout?': 'List' });
    expect(toAnswerMap(request, { type: 'declined', reason: 'dismissed', answers: { q3: { selected: ['List'] } } })).toEqual({});
    expect(toAnswerMap(request, { type: 'replied', response: 'x' })).toEqual({});
  });

  it('property: every written key is a question text and every answered question is written', () => {
    fc.assert(
      fc.property(arbitraryCase(fc), ({ request: req, outcome }) => {
        if (outcome.type !== 'answered' && outcome.type !== 'timed_out') return;
        const map = toAnswerMap(req, outcome);
        const expected = req.questions.filter((q) => {
          const a = outcome.answers[q.id];
          return a && (a.selected.length > 0 || a.other);
        });
        expect(Object.keys(map).sort()).toEqual(expected.map((q) => q.question).sort());
      }),
      { numRuns: 200 },
    );
  });
});

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
