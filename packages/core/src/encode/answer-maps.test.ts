import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { toAnswerMap } from './answer-maps.js';
import { arbitraryCase, makeRequest } from '../test-fixtures.js';
import type { AskOutcome } from '../protocol/types.js';

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

