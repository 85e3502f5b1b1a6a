import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { fromClaudeOutput, splitAnswerValue, toClaudeOutput } from './claude-output.js';
import { arbitraryCase, makeRequest } from './test-fixtures.js';
import type { AskOutcome } from './types.js';

const AUTH = 'Which auth method?';
const LANGS = 'Which languages?';
const LAYOUT = 'Which layout?';
const request = makeRequest([
  { question: AUTH, header: 'Auth', options: [{ label: 'OAuth (Recommended)', description: 'Browser flow' }, 'API key'] },
  { question: LANGS, header: 'Langs', multi: true, options: ['Go', 'Rust, stable', 'TypeScript "strict"', 'C'] },
  { question: LAYOUT, options: [{ label: 'Grid', preview: '# Grid\n[ ][ ]' }, { label: 'List', preview: '- one' }] },
]);
const answered = (answers: Extract<AskOutcome, { type: 'answered' }>['answers']): AskOutcome => ({ type: 'answered', answers });

describe('toClaudeOutput', () => {
  it('echoes the request in Claude input shape (empty header for a fallback header)', () => {
    expect(toClaudeOutput(request, answered({})).questions).toEqual([
      { question: AUTH, header: 'Auth', options: [{ label: 'OAuth (Recommended)', description: 'Browser flow' }, { label: 'API key' }], multiSelect: false },
      { question: LANGS, header: 'Langs', options: [{ label: 'Go' }, { label: 'Rust, stable' }, { label: 'TypeScript "strict"' }, { label: 'C' }], multiSelect: true },
      { question: LAYOUT, header: '', options: [{ label: 'Grid', preview: '# Grid\n[ ][ ]' }, { label: 'List', preview: '- one' }], multiSelect: false },
    ]);
  });

  it('keys answers by question text; single-select keeps the raw " (Recommended)" label; unanswered keys are absent', () => {
    const out = toClaudeOutput(request, answered({ q1: { selected: ['OAuth (Recommended)'] } }));
    expect(out.answers).toEqual({ [AUTH]: 'OAuth (Recommended)' });
    expect('annotations' in out).toBe(false);
  });

  it('joins multi-select labels with ", " and writes labels with ", " or quotes as JSON literals', () => {
    const out = toClaudeOutput(request, answered({ q2: { selected: ['Go', 'Rust, stable', 'TypeScript "strict"'] } }));
    expect(out.answers[LANGS]).toBe('Go, "Rust, stable", "TypeScript \\"strict\\""');
  });

  it('appends Other text last in multi-select and lets it replace the label in single-select', () => {
    const out = toClaudeOutput(request, answered({ q1: { selected: [], other: 'Passkeys' }, q2: { selected: ['Go', 'C'], other: 'Zig' } }));
    expect(out.answers).toEqual({ [AUTH]: 'Passkeys', [LANGS]: 'Go, C, Zig' });
  });

  it('quotes Other text that would be misread, with a distinct literal when it equals a label', () => {
    const out = toClaudeOutput(
      request,
      answered({ q1: { selected: [], other: 'API key' }, q2: { selected: ['C'], other: 'Go, then Rust' }, q3: { selected: [], other: '"quoted"' } }),
    );
    expect(out.answers).toEqual({ [AUTH]: '"\\u0041PI key"', [LANGS]: 'C, "Go, then Rust"', [LAYOUT]: '"\\"quoted\\""' });
    const same = toClaudeOutput(request, answered({ q2: { selected: [], other: 'Rust, stable' } }));
    expect(same.answers[LANGS]).toBe('"\\u0052ust, stable"');
    expect(fromClaudeOutput(request, same)).toEqual(answered({ q2: { selected: [], other: 'Rust, stable' } }));
  });

  it('writes (notes only) for notes without a selection, with the notes in annotations', () => {
    const out = toClaudeOutput(request, answered({ q2: { selected: [], notes: 'not sure yet' } }));
    expect(out.answers).toEqual({ [LANGS]: '(notes only)' });
    expect(out.annotations).toEqual({ [LANGS]: { notes: 'not sure yet' } });
  });

  it('annotates the chosen option preview of a single-select question, plus notes', () => {
    const out = toClaudeOutput(request, answered({ q3: { selected: ['Grid'], notes: 'dense please' } }));
    expect(out.answers).toEqual({ [LAYOUT]: 'Grid' });
    expect(out.annotations).toEqual({ [LAYOUT]: { preview: '# Grid\n[ ][ ]', notes: 'dense please' } });
    expect(toClaudeOutput(request, answered({ q3: { selected: [], other: 'Masonry' } })).annotations).toBeUndefined();
  });

  it('adds afkTimeoutMs on a timeout, response on a reply, and no answers on a decline', () => {
    const timed = toClaudeOutput(request, { type: 'timed_out', timeoutMs: 60000, answers: { q1: { selected: ['API key'] } } });
    expect([timed.answers, timed.afkTimeoutMs]).toEqual([{ [AUTH]: 'API key' }, 60000]);
    const replied = toClaudeOutput(request, { type: 'replied', response: 'Use whatever you think' });
    expect([replied.answers, replied.response]).toEqual([{}, 'Use whatever you think']);
    const declined = toClaudeOutput(request, { type: 'declined', reason: 'dismissed', answers: { q1: { selected: ['API key'] } } });
    expect(declined.answers).toEqual({});
    expect(declined.annotations).toBeUndefined();
  });
});

describe('fromClaudeOutput', () => {
  it('splits quoted labels, raw labels and trailing Other text', () => {
    const out = fromClaudeOutput(request, { answers: { [LANGS]: 'Go, "Rust, stable", "TypeScript \\"strict\\"", Zig, maybe' } });
    expect(out).toEqual(answered({ q2: { selected: ['Go', 'Rust, stable', 'TypeScript "strict"'], other: 'Zig, maybe' } }));
  });

  it('reads raw labels containing ", " from hosts that never quote, preferring quote-free labels', () => {
    const r = makeRequest([{ question: 'Q', multi: true, options: ['a', 'b', 'a, b', 'x, y'] }]);
    expect(splitAnswerValue(r.questions[0]!, 'a, b')).toEqual({ selected: ['a', 'b'] });
    expect(splitAnswerValue(r.questions[0]!, 'x, y, a')).toEqual({ selected: ['x, y', 'a'] });
  });

  it('accepts string[] answers (labels in any order, the rest is Other)', () => {
    const out = fromClaudeOutput(request, { answers: { [LANGS]: ['C', 'Go', 'Zig'], [AUTH]: ['Passkeys'] } });
    expect(out).toEqual(answered({ q1: { selected: [], other: 'Passkeys' }, q2: { selected: ['Go', 'C'], other: 'Zig' } }));
  });

  it('treats a non-label single-select value as Other and reads our quoted Other back', () => {
    const out = fromClaudeOutput(request, { answers: { [AUTH]: '"\\u0041PI key"', [LAYOUT]: '"unterminated' } });
    expect(out).toEqual(answered({ q1: { selected: [], other: 'API key' }, q3: { selected: [], other: '"unterminated' } }));
    // The canonical literal of a label is that label (lenient towards hosts that quote every label).
    expect(fromClaudeOutput(request, { answers: { [AUTH]: '"API key"' } })).toEqual(answered({ q1: { selected: ['API key'] } }));
  });

  it('reads (notes only) as no selection with the notes from annotations', () => {
    const out = fromClaudeOutput(request, { answers: { [LANGS]: '(notes only)' }, annotations: { [LANGS]: { notes: 'hmm' } } });
    expect(out).toEqual(answered({ q2: { selected: [], notes: 'hmm' } }));
  });

  it('maps afkTimeoutMs to timed_out and response to replied', () => {
    expect(fromClaudeOutput(request, { answers: { [AUTH]: 'API key' }, afkTimeoutMs: 5000 })).toEqual({
      type: 'timed_out',
      timeoutMs: 5000,
      answers: { q1: { selected: ['API key'] } },
    });
    expect(fromClaudeOutput(request, { answers: {}, response: 'later' })).toEqual({ type: 'replied', response: 'later' });
  });

  it('never throws on garbage and ignores unknown keys', () => {
    for (const garbage of [null, undefined, 42, 'x', [], { answers: 5 }, { answers: { [AUTH]: 7, nope: 'Go' } }, { annotations: [] }]) {
      expect(fromClaudeOutput(request, garbage)).toEqual(answered({}));
    }
  });

  it('round-trips random outcomes (commas, ", ", quotes, unicode, Other text equal to labels)', () => {
    fc.assert(
      fc.property(arbitraryCase(fc), ({ request: req, outcome }) => {
        const wire = JSON.parse(JSON.stringify(toClaudeOutput(req, outcome))) as unknown;
        expect(fromClaudeOutput(req, wire)).toEqual(outcome);
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips replies', () => {
    fc.assert(
      fc.property(arbitraryCase(fc), fc.string(), ({ request: req }, response) => {
        const outcome: AskOutcome = { type: 'replied', response };
        expect(fromClaudeOutput(req, toClaudeOutput(req, outcome))).toEqual(outcome);
      }),
      { numRuns: 50 },
    );
  });
});

describe('distinct literals for Other text equal to a label', () => {
  const single = (label: string) => makeRequest([{ question: 'Q?', header: 'Q', options: [label, 'b'] }]);
  const multi = (label: string) => makeRequest([{ question: 'Q?', header: 'Q', multi: true, options: [label, 'b'] }]);
  const other = (text: string): AskOutcome => answered({ q1: { selected: [], other: text } });

  it('escapes the first character whose uppercase \\uXXXX escape is not JSON.stringify\'s own form', () => {
    // C0 controls with digit-only codes already are JSON.stringify's escapes, so they are skipped.
    expect(toClaudeOutput(single('\u0001\u0002x'), other('\u0001\u0002x')).answers['Q?']).toBe('"\\u0001\\u0002\\u0078"');
    expect(toClaudeOutput(multi('\u0001\u000b'), other('\u0001\u000b')).answers['Q?']).toBe('"\\u0001\\u000B"');
    // A surrogate pair is escaped as a whole; a backslash later in the text keeps its JSON escape.
    expect(toClaudeOutput(single('😀 smile'), other('😀 smile')).answers['Q?']).toBe('"\\uD83D\\uDE00 smile"');
    expect(toClaudeOutput(single('a\\b'), other('a\\b')).answers['Q?']).toBe('"\\u0061\\\\b"');
    for (const text of ['\u0001\u0002x', '😀 smile', 'a\\b']) {
      const request = single(text);
      expect(fromClaudeOutput(request, toClaudeOutput(request, other(text)))).toEqual(other(text));
    }
  });
});
