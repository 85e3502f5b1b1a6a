import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { fromClaudeOutput, splitAnswerValue, toClaudeOutput } from './claude-output.js';
import { arbitraryCase, makeRequest } from '../test-fixtures.js';
import type { AskOutcome } from '../protocol/types.js';

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

  it('writes single-select Other text verbatim (never quoted) and quotes multi-select Other text by the label rule', () => {
    const out = toClaudeOutput(
      request,
      answered({ q1: { selected: [], other: 'API key' }, q2: { selected: ['C'], other: 'Go, then Rust' }, q3: { selected: [], other: '"quoted"' } }),
    );
    expect(out.answers).toEqual({ [AUTH]: 'API key', [LANGS]: 'C, "Go, then Rust"', [LAYOUT]: '"quoted"' });
    expect(toClaudeOutput(request, answered({ q2: { selected: [], other: 'say "hi"' } })).answers[LANGS]).toBe('"say \\"hi\\""');
    expect(toClaudeOutput(request, answered({ q2: { selected: ['Go'], other: 'Zig' } })).answers[LANGS]).toBe('Go, Zig');
    // Other text equal to a label reads back as that label, as it does in Claude Code.
    const same = toClaudeOutput(request, answered({ q2: { selected: [], other: 'Rust, stable' } }));
    expect(same.answers[LANGS]).toBe('"Rust, stable"');
    expect(fromClaudeOutput(request, same)).toEqual(answered({ q2: { selected: ['Rust, stable'] } }));
    expect(fromClaudeOutput(request, out)).toEqual(
      answered({ q1: { selected: ['API key'] }, q2: { selected: ['C'], other: 'Go, then Rust' }, q3: { selected: [], other: '"quoted"' } }),
    );
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
    expect(splitAnswerValue(r.questions[0]!, 'x, y, a')).toEqual({ selected: ['a', 'x, y'] });
  });

  it('accepts string[] answers (labels in any order, the rest is Other)', () => {
    const out = fromClaudeOutput(request, { answers: { [LANGS]: ['C', 'Go', 'Zig'], [AUTH]: ['Passkeys'] } });
    expect(out).toEqual(answered({ q1: { selected: [], other: 'Passkeys' }, q2: { selected: ['Go', 'C'], other: 'Zig' } }));
  });

  it('reads a non-label single-select value as Other text verbatim, quotes and all', () => {
    const out = fromClaudeOutput(request, { answers: { [AUTH]: '"API key"', [LAYOUT]: '"unterminated' } });
    expect(out).toEqual(answered({ q1: { selected: [], other: '"API key"' }, q3: { selected: [], other: '"unterminated' } }));
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
