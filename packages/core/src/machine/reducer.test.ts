import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { askReducer, createAskState, toAskDraft } from './reducer.js';
import {
  answersFromDrafts,
  canSubmit,
  draftToAnswer,
  invalidAnswers,
  isQuestionAnswered,
  needsReview,
  previewOption,
  readNumber,
  unansweredQuestions,
} from './selectors.js';
import type { AskEvent, AskQuestion, AskRequest, AskState, NumberField } from '../protocol/types.js';
import { fieldText, numberProblem, textAndNumberFields as F } from '../fields/index.js';

function question(id: string, labels: string[], mode: 'single' | 'multiple' = 'single', extra: Partial<AskQuestion> = {}): AskQuestion {
  return {
    id,
    kind: 'choice',
    question: `Question ${id}?`,
    header: id,
    headerIsFallback: false,
    options: labels.map((label, i) => ({ id: `${id}.${i}`, label, displayLabel: label, recommended: false })),
    selectionMode: mode,
    allowOther: true,
    freeTextOnly: false,
    hasPreviews: false,
    ...extra,
  };
}

const request: AskRequest = {
  dialect: 'claude',
  previewFormat: 'markdown',
  questions: [question('q1', ['A', 'B', 'C']), question('q2', ['X', 'Y', 'Z'], 'multiple')],
};

function run(events: AskEvent[], req: AskRequest = request, start?: AskState): AskState {
  return events.reduce((s, e) => askReducer(req, s, e, { fields: F }), start ?? createAskState(req));
}

describe('askReducer: selection', () => {
  it('single-select keeps exactly one option', () => {
    const s = run([
      { type: 'select', questionId: 'q1', optionId: 'q1.0' },
      { type: 'select', questionId: 'q1', optionId: 'q1.2' },
    ]);
    expect(s.drafts.q1?.selected).toEqual(['q1.2']);
  });

  it('multi-select toggles and keeps option order regardless of click order', () => {
    const s = run([
      { type: 'toggle', questionId: 'q2', optionId: 'q2.2' },
      { type: 'toggle', questionId: 'q2', optionId: 'q2.0' },
      { type: 'toggle', questionId: 'q2', optionId: 'q2.1' },
      { type: 'toggle', questionId: 'q2', optionId: 'q2.1' },
    ]);
    expect(s.drafts.q2?.selected).toEqual(['q2.0', 'q2.2']);
  });

  it('toggle on a chosen single-select option clears it', () => {
    const s = run([
      { type: 'toggle', questionId: 'q1', optionId: 'q1.1' },
      { type: 'toggle', questionId: 'q1', optionId: 'q1.1' },
    ]);
    expect(s.drafts.q1?.selected).toEqual([]);
  });

  it('ignores unknown questions and options and returns the same state object', () => {
    const s0 = createAskState(request);
    expect(askReducer(request, s0, { type: 'select', questionId: 'nope', optionId: 'q1.0' })).toBe(s0);
    expect(askReducer(request, s0, { type: 'select', questionId: 'q1', optionId: 'q2.0' })).toBe(s0);
    expect(askReducer(request, s0, { type: 'deselect', questionId: 'q1', optionId: 'q1.0' })).toBe(s0);
  });
});

describe('askReducer: Other', () => {
  it('typing activates Other and replaces the single-select choice', () => {
    const s = run([
      { type: 'select', questionId: 'q1', optionId: 'q1.0' },
      { type: 'setOtherText', questionId: 'q1', text: 'Something else' },
    ]);
    expect(s.drafts.q1).toMatchObject({ selected: [], other: { active: true, text: 'Something else' } });
  });

  it('choosing an option after typing deactivates Other but keeps its text', () => {
    const s = run([
      { type: 'setOtherText', questionId: 'q1', text: 'mine' },
      { type: 'select', questionId: 'q1', optionId: 'q1.1' },
    ]);
    expect(s.drafts.q1).toMatchObject({ selected: ['q1.1'], other: { active: false, text: 'mine' } });
  });

  it('multi-select Other is one more answer next to the options', () => {
    const s = run([
      { type: 'toggle', questionId: 'q2', optionId: 'q2.0' },
      { type: 'setOtherText', questionId: 'q2', text: 'W' },
      { type: 'submit' },
    ]);
    expect(s.outcome).toEqual({ type: 'answered', answers: { q2: { selected: ['X'], other: 'W' } } });
  });

  it('clearing the text deactivates Other', () => {
    const s = run([
      { type: 'setOtherText', questionId: 'q1', text: 'x' },
      { type: 'setOtherText', questionId: 'q1', text: '' },
    ]);
    expect(s.drafts.q1?.other.active).toBe(false);
    expect(isQuestionAnswered(s, 'q1')).toBe(false);
  });

  it('an active Other with blank text is not an answer', () => {
    const s = run([{ type: 'setOtherActive', questionId: 'q1', active: true }]);
    expect(s.drafts.q1?.other.active).toBe(true);
    expect(isQuestionAnswered(s, 'q1')).toBe(false);
  });

  it('sends Other text as typed and notes trimmed, as Claude Code\'s picker does', () => {
    const s = run([
      { type: 'setOtherText', questionId: 'q1', text: '  MySQL 8 ' },
      { type: 'setNotes', questionId: 'q1', notes: '  keep it tight\n' },
      { type: 'toggle', questionId: 'q2', optionId: 'q2.0' },
      { type: 'setOtherText', questionId: 'q2', text: ' W' },
      { type: 'setNotes', questionId: 'q2', notes: ' \n ' },
      { type: 'submit' },
    ]);
    expect(s.outcome).toEqual({
      type: 'answered',
      answers: { q1: { selected: [], other: '  MySQL 8 ', notes: 'keep it tight' }, q2: { selected: ['X'], other: ' W' } },
    });
    // Blank Other text still counts as nothing.
    expect(isQuestionAnswered(run([{ type: 'setOtherText', questionId: 'q1', text: '  ' }]), 'q1')).toBe(false);
  });

  it('is ignored when the question does not allow Other', () => {
    const req: AskRequest = { dialect: 'opencode', previewFormat: 'markdown', questions: [question('q1', ['A', 'B'], 'single', { allowOther: false })] };
    const s0 = createAskState(req);
    expect(askReducer(req, s0, { type: 'setOtherText', questionId: 'q1', text: 'x' })).toBe(s0);
    expect(askReducer(req, s0, { type: 'setOtherActive', questionId: 'q1', active: true })).toBe(s0);
  });
});

describe('askReducer: navigation', () => {
  it('next moves on and enters review after the last question; previous leaves review', () => {
    let s = run([{ type: 'next' }]);
    expect(s.activeIndex).toBe(1);
    s = run([{ type: 'next' }], request, s);
    expect(s.phase).toBe('review');
    s = run([{ type: 'previous' }], request, s);
    expect(s).toMatchObject({ phase: 'answering', activeIndex: 1 });
  });

  it('goTo rejects out-of-range indexes and leaves review', () => {
    const s0 = run([{ type: 'review' }]);
    expect(askReducer(request, s0, { type: 'goTo', index: 5 })).toBe(s0);
    expect(askReducer(request, s0, { type: 'goTo', index: Number.NaN })).toBe(s0);
    expect(askReducer(request, s0, { type: 'goTo', index: 0 })).toMatchObject({ phase: 'answering', activeIndex: 0 });
  });

  it('previous at the first question changes nothing', () => {
    const s0 = createAskState(request);
    expect(askReducer(request, s0, { type: 'previous' })).toBe(s0);
  });
});

describe('askReducer: finishing', () => {
  it('a blocked submit answers and finishes nothing; it notes the attempt once (the reason may show)', () => {
    const s0 = createAskState(request);
    const s1 = askReducer(request, s0, { type: 'submit' });
    expect(s1).toEqual({ ...s0, attempted: true });
    expect(askReducer(request, s1, { type: 'submit' })).toBe(s1);
    expect(canSubmit(request, s0)).toEqual({ ok: false, unanswered: ['q1', 'q2'], invalid: [], reason: 'nothing_answered' });
  });

  it("policy 'all' names the unanswered questions", () => {
    const s = run([{ type: 'select', questionId: 'q1', optionId: 'q1.0' }]);
    expect(canSubmit(request, s, { require: 'all' })).toEqual({ ok: false, unanswered: ['q2'], invalid: [], reason: 'unanswered_questions' });
    expect(askReducer(request, s, { type: 'submit' }, { submitPolicy: { require: 'all' } })).toEqual({ ...s, attempted: true });
    expect(canSubmit(request, s)).toMatchObject({ ok: true, unanswered: ['q2'] });
  });

  it('submits once; later events are ignored', () => {
    const s = run([{ type: 'select', questionId: 'q1', optionId: 'q1.1' }, { type: 'submit' }]);
    expect(s.phase).toBe('submitted');
    expect(s.outcome).toEqual({ type: 'answered', answers: { q1: { selected: ['B'] } } });
    for (const e of [{ type: 'submit' }, { type: 'select', questionId: 'q1', optionId: 'q1.0' }, { type: 'decline', reason: 'dismissed' }] as AskEvent[]) {
      expect(askReducer(request, s, e)).toBe(s);
    }
  });

  it('notes without a selection are kept and allow submitting', () => {
    const s = run([{ type: 'setNotes', questionId: 'q1', notes: 'not sure' }, { type: 'submit' }]);
    expect(s.outcome).toEqual({ type: 'answered', answers: { q1: { selected: [], notes: 'not sure' } } });
  });

  it('decline keeps a reason, a message and the answers so far', () => {
    const s = run([
      { type: 'select', questionId: 'q1', optionId: 'q1.0' },
      { type: 'decline', reason: 'chat_about_this', message: 'why?' },
    ]);
    expect(s.phase).toBe('declined');
    expect(s.outcome).toEqual({ type: 'declined', reason: 'chat_about_this', message: 'why?', answers: { q1: { selected: ['A'] } } });
  });

  it('a decline never claims an option the user did not pick', () => {
    const s = run([{ type: 'decline', reason: 'dismissed' }]);
    expect(s.outcome).toEqual({ type: 'declined', reason: 'dismissed', answers: {} });
  });

  it('an explicit decline (a Decline button) says so; others keep their shape, and explicit: false is left out', () => {
    expect(run([{ type: 'decline', reason: 'dismissed', explicit: true }]).outcome).toEqual({ type: 'declined', reason: 'dismissed', explicit: true, answers: {} });
    expect(run([{ type: 'decline', reason: 'dismissed', explicit: false }]).outcome).toEqual({ type: 'declined', reason: 'dismissed', answers: {} });
    expect(run([{ type: 'decline', reason: 'dismissed' }]).outcome).not.toHaveProperty('explicit');
  });

  it('timeout submits what is selected and says it timed out', () => {
    const s = run([{ type: 'toggle', questionId: 'q2', optionId: 'q2.1' }, { type: 'timeout', timeoutMs: 60000 }]);
    expect(s.outcome).toEqual({ type: 'timed_out', timeoutMs: 60000, answers: { q2: { selected: ['Y'] } } });
  });

  it("timeout with fallback 'recommended' answers untouched questions with the recommended or first option", () => {
    const req: AskRequest = {
      dialect: 'pi',
      previewFormat: 'markdown',
      questions: [question('a', ['A', 'B']), question('b', ['X', 'Y'])],
    };
    req.questions[0]!.options[1]!.recommended = true;
    const s = run([{ type: 'timeout', timeoutMs: 1000, fallback: 'recommended' }], req);
    expect(s.outcome).toEqual({ type: 'timed_out', timeoutMs: 1000, answers: { a: { selected: ['B'] }, b: { selected: ['X'] } } });
  });

  it('reply finishes with a free response', () => {
    expect(run([{ type: 'reply', response: 'let me think' }]).outcome).toEqual({ type: 'replied', response: 'let me think' });
  });
});

describe('drafts', () => {
  it('round-trips through toAskDraft and restore', () => {
    const s = run([
      { type: 'select', questionId: 'q1', optionId: 'q1.2' },
      { type: 'setOtherText', questionId: 'q2', text: 'mine' },
      { type: 'setNotes', questionId: 'q2', notes: 'n' },
      { type: 'next' },
    ]);
    const saved = JSON.parse(JSON.stringify(toAskDraft(s)));
    const restored = createAskState(request, saved);
    expect(restored.drafts).toEqual(s.drafts);
    expect(restored.activeIndex).toBe(1);
  });

  it('drops what no longer fits and survives garbage', () => {
    const restored = createAskState(request, {
      drafts: { q1: { selected: ['q1.0', 'q1.1', 'bogus'], other: { active: false, text: '' }, notes: '' }, zz: 1 as never },
      activeIndex: 99,
      phase: 'review',
    });
    expect(restored.drafts.q1?.selected).toEqual(['q1.0']);
    expect(restored.activeIndex).toBe(1);
    expect(() => createAskState(request, { drafts: null, activeIndex: 'x' } as never)).not.toThrow();
  });
});

describe('selectors', () => {
  it('lists unanswered questions in order', () => {
    const s = run([{ type: 'toggle', questionId: 'q2', optionId: 'q2.0' }]);
    expect(unansweredQuestions(request, s)).toEqual(['q1']);
  });

  it('needsReview follows Claude Code: several questions or any multi-select', () => {
    expect(needsReview(request)).toBe(true);
    expect(needsReview({ dialect: 'claude', previewFormat: 'markdown', questions: [question('q1', ['A', 'B'])] })).toBe(false);
    expect(needsReview({ dialect: 'claude', previewFormat: 'markdown', questions: [question('q1', ['A', 'B'], 'multiple')] })).toBe(true);
    expect(needsReview({ dialect: 'claude', previewFormat: 'markdown', questions: [question('q1', ['A', 'B'])] }, 'always')).toBe(true);
    expect(needsReview(request, 'never')).toBe(false);
  });

  it('previewOption follows focus, then selection, then the first option', () => {
    const q = request.questions[0]!;
    let s = createAskState(request);
    expect(previewOption(q, s)?.id).toBe('q1.0');
    s = run([{ type: 'select', questionId: 'q1', optionId: 'q1.2' }], request, s);
    expect(previewOption(q, s)?.id).toBe('q1.2');
    s = run([{ type: 'focusOption', questionId: 'q1', optionId: 'q1.1' }], request, s);
    expect(previewOption(q, s)?.id).toBe('q1.1');
    s = run([{ type: 'setOtherText', questionId: 'q1', text: 'my own' }], request, s);
    expect(previewOption(q, s)).toBeUndefined();
    s = run([{ type: 'select', questionId: 'q1', optionId: 'q1.2' }], request, s);
    expect(previewOption(q, s)?.id).toBe('q1.1');
  });

  it('previewOption shows the hovered option only while the pointer is on it, then the focused or selected one again', () => {
    const q = request.questions[0]!;
    // "Top bar" (q1.1) clicked: selected and focused.
    let s = run([
      { type: 'select', questionId: 'q1', optionId: 'q1.1' },
      { type: 'focusOption', questionId: 'q1', optionId: 'q1.1' },
    ]);
    s = run([{ type: 'hoverOption', questionId: 'q1', optionId: 'q1.2' }], request, s);
    expect(previewOption(q, s)?.id).toBe('q1.2');
    // The pointer leaves "Card grid": the focused, selected "Top bar" shows again.
    s = run([{ type: 'hoverOption', questionId: 'q1', optionId: undefined }], request, s);
    expect(previewOption(q, s)?.id).toBe('q1.1');
    expect(s.hovered?.q1).toBeUndefined();
    // Nothing focused: the selected one.
    s = run([
      { type: 'focusOption', questionId: 'q1', optionId: undefined },
      { type: 'hoverOption', questionId: 'q1', optionId: 'q1.0' },
    ], request, s);
    expect(previewOption(q, s)?.id).toBe('q1.0');
    s = run([{ type: 'hoverOption', questionId: 'q1', optionId: undefined }], request, s);
    expect(previewOption(q, s)?.id).toBe('q1.1');
    // A hovered option shows even while Other is the answer; leaving shows none again.
    s = run([{ type: 'setOtherText', questionId: 'q1', text: 'mine' }, { type: 'hoverOption', questionId: 'q1', optionId: 'q1.2' }], request, s);
    expect(previewOption(q, s)?.id).toBe('q1.2');
    s = run([{ type: 'hoverOption', questionId: 'q1', optionId: undefined }], request, s);
    expect(previewOption(q, s)).toBeUndefined();
  });

  it('focus moved while the pointer rests on a row wins over the hover; a hover changes no draft and keeps a pending decline question', () => {
    const q = request.questions[0]!;
    let s = run([{ type: 'hoverOption', questionId: 'q1', optionId: 'q1.2' }]);
    expect(s.drafts).toEqual(createAskState(request).drafts);
    s = run([{ type: 'focusOption', questionId: 'q1', optionId: 'q1.1' }], request, s);
    expect(previewOption(q, s)?.id).toBe('q1.1');
    expect(s.hovered?.q1).toBeUndefined();
    // Same event twice, or an unknown question: the same state.
    expect(run([{ type: 'hoverOption', questionId: 'q1', optionId: undefined }], request, s)).toBe(s);
    expect(run([{ type: 'hoverOption', questionId: 'zz', optionId: 'q1.0' }], request, s)).toBe(s);
    const confirming = run([{ type: 'setNotes', questionId: 'q1', notes: 'typed' }, { type: 'confirmDecline', reason: 'dismissed' }], request, s);
    expect(confirming.confirming).toBe('dismissed');
    expect(run([{ type: 'hoverOption', questionId: 'q1', optionId: 'q1.0' }], request, confirming).confirming).toBe('dismissed');
  });
});

describe('property: random event sequences keep the state consistent', () => {
  const qids = ['q1', 'q2', 'zz'];
  const oids = ['q1.0', 'q1.1', 'q1.2', 'q2.0', 'q2.1', 'q2.2', 'nope'];
  const event: fc.Arbitrary<AskEvent> = fc.oneof(
    fc.record({ type: fc.constantFrom('select' as const, 'deselect' as const, 'toggle' as const), questionId: fc.constantFrom(...qids), optionId: fc.constantFrom(...oids) }),
    fc.record({ type: fc.constant('setOtherText' as const), questionId: fc.constantFrom(...qids), text: fc.string({ maxLength: 5 }) }),
    fc.record({ type: fc.constant('setOtherActive' as const), questionId: fc.constantFrom(...qids), active: fc.boolean() }),
    fc.record({ type: fc.constant('setNotes' as const), questionId: fc.constantFrom(...qids), notes: fc.string({ maxLength: 5 }) }),
    fc.record({ type: fc.constant('clear' as const), questionId: fc.constantFrom(...qids) }),
    fc.record({ type: fc.constantFrom('next' as const, 'previous' as const, 'review' as const, 'submit' as const) }),
    fc.record({ type: fc.constant('goTo' as const), index: fc.integer({ min: -2, max: 4 }) }),
    fc.record({ type: fc.constant('decline' as const), reason: fc.constantFrom('dismissed' as const, 'chat_about_this' as const, 'replied_in_chat' as const) }),
    fc.record({ type: fc.constant('timeout' as const), timeoutMs: fc.nat(), fallback: fc.constantFrom('none' as const, 'recommended' as const) }),
  );

  it('holds the invariants after every event', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let s = createAskState(request);
        let finishedWith: AskState | null = null;
        for (const e of events) {
          s = askReducer(request, s, e);
          if (finishedWith) expect(s).toBe(finishedWith);
          expect(s.activeIndex).toBeGreaterThanOrEqual(0);
          expect(s.activeIndex).toBeLessThan(request.questions.length);
          expect(Object.keys(s.drafts).sort()).toEqual(['q1', 'q2']);
          const single = s.drafts.q1!;
          expect(single.selected.length).toBeLessThanOrEqual(1);
          // Single-select: an option and an active Other never both count.
          expect(single.selected.length > 0 && single.other.active).toBe(false);
          const multi = s.drafts.q2!;
          expect(new Set(multi.selected).size).toBe(multi.selected.length);
          expect(multi.selected).toEqual([...multi.selected].sort());
          expect(s.outcome === null).toBe(s.phase === 'answering' || s.phase === 'review');
          if (s.outcome && s.outcome.type !== 'replied') {
            for (const [qid, a] of Object.entries(s.outcome.answers)) {
              expect(['q1', 'q2']).toContain(qid);
              expect(a.selected.length + (a.other ? 1 : 0) + (a.notes ? 1 : 0)).toBeGreaterThan(0);
            }
          }
          if (s.outcome && !finishedWith) finishedWith = s;
        }
      }),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Extended questions: text and number fields, and the follow-up request.

function field(id: string, kind: 'text' | 'number', number?: NumberField): AskQuestion {
  return question(id, [], 'single', { kind, freeTextOnly: true, ...(number ? { number } : {}) });
}

const retries = field('n', 'number', { min: 0, max: 10, step: 1, unit: 'tries' });
const extended: AskRequest = {
  dialect: 'claude',
  previewFormat: 'markdown',
  questions: [field('t', 'text'), retries, field('d', 'number', { min: 5, max: 60, defaultValue: 30, unit: 's' })],
};
const type = (questionId: string, text: string): AskEvent => ({ type: 'setOtherText', questionId, text });

describe('extended questions: text', () => {
  it('is answered by typing; the answer is the trimmed text with nothing selected', () => {
    const s = run([type('t', '  release-42  '), { type: 'submit' }], extended);
    expect(s.outcome).toEqual({ type: 'answered', answers: { t: { selected: [], other: 'release-42' }, d: { selected: [], other: '30' } } });
  });

  it('blank text is unanswered, and emptying the field unanswers it', () => {
    let s = run([type('t', '   ')], extended);
    expect(isQuestionAnswered(s, extended.questions[0]!, F)).toBe(false);
    s = run([type('t', 'x'), type('t', '')], extended);
    expect(isQuestionAnswered(s, extended.questions[0]!, F)).toBe(false);
    expect(unansweredQuestions(extended, s, F)).toEqual(['t', 'n']);
  });

  it('is typed into even when the question does not offer Other', () => {
    const req: AskRequest = { ...extended, questions: [{ ...field('t', 'text'), allowOther: false }] };
    expect(run([type('t', 'hi'), { type: 'submit' }], req).outcome).toEqual({ type: 'answered', answers: { t: { selected: [], other: 'hi' } } });
  });

  it('keeps notes next to the text', () => {
    const s = run([type('t', 'a'), { type: 'setNotes', questionId: 't', notes: 'n' }, { type: 'submit' }], extended);
    expect(s.outcome).toMatchObject({ type: 'answered', answers: { t: { selected: [], other: 'a', notes: 'n' } } });
  });
});

describe('extended questions without the fields kit', () => {
  it('hold no answer and block nothing: only a picker handed `fields` reads them', () => {
    const s = events([type('t', 'hi'), type('n', 'ten'), { type: 'setNotes', questionId: 'n', notes: 'a note' }]);
    expect(isQuestionAnswered(s, extended.questions[0]!)).toBe(false);
    expect(invalidAnswers(extended, s)).toEqual([]);
    expect(canSubmit(extended, s)).toMatchObject({ ok: true, unanswered: ['t', 'n', 'd'], invalid: [] });
    expect(draftToAnswer(retries, s.drafts.n)).toEqual({ selected: [], notes: 'a note' });
    expect(askReducer(extended, s, { type: 'submit' }).outcome).toEqual({ type: 'answered', answers: { n: { selected: [], notes: 'a note' } } });
  });

  /** The events applied without a kit. */
  function events(list: AskEvent[]): AskState {
    return list.reduce((st, e) => askReducer(extended, st, e), createAskState(extended));
  }
});

describe('extended questions: number', () => {
  it('readNumber takes plain decimal notation only', () => {
    expect(['3', ' -2.5 ', '+4', '.5', '5.', '1e3', '0'].map(readNumber)).toEqual([3, -2.5, 4, 0.5, 5, 1000, 0]);
    for (const bad of ['', ' ', '1,5', '0x10', 'Infinity', '1e999', 'NaN', '1 000', '--1', '1.2.3', '5 ms']) {
      expect(readNumber(bad)).toBeUndefined();
    }
  });

  it('readNumber is linear: a pasted run of 200,000 digits is read or refused at once', () => {
    // The old pattern retried every split of the digit run: this took minutes.
    expect(readNumber('9'.repeat(200_000) + 'x')).toBeUndefined();
    expect(readNumber('1'.repeat(200_000))).toBeUndefined(); // Infinity is not a number answer
    expect(readNumber('0.' + '5'.repeat(200_000))).toBeCloseTo(0.5556, 3);
  });

  it('numberProblem: blank is fine (unanswered), then syntax, range and step', () => {
    expect(numberProblem(retries, '')).toBeUndefined();
    expect(numberProblem(retries, 'abc')).toBe('not_a_number');
    expect(numberProblem(retries, '1,5')).toBe('not_a_number');
    expect(numberProblem(retries, '-1')).toBe('out_of_range');
    expect(numberProblem(retries, '11')).toBe('out_of_range');
    expect(numberProblem(retries, '2.5')).toBe('off_step');
    expect(numberProblem(retries, '0')).toBeUndefined();
    expect(numberProblem(retries, '10')).toBeUndefined();
    // The step grid starts at min, and binary floating point does not make 0.3 miss a 0.1 grid.
    const tenths = field('x', 'number', { min: 0.1, max: 1, step: 0.1 });
    expect(numberProblem(tenths, '0.3')).toBeUndefined();
    expect(numberProblem(tenths, '0.35')).toBe('off_step');
    const odd = field('x', 'number', { min: 1, max: 9, step: 2 });
    expect(numberProblem(odd, '5')).toBeUndefined();
    expect(numberProblem(odd, '4')).toBe('off_step');
    // Without a step any value in range fits; a choice question has no number problem.
    expect(numberProblem(field('x', 'number', { min: 0, max: 1 }), '0.123')).toBeUndefined();
    expect(numberProblem(request.questions[0]!, 'abc')).toBeUndefined();
  });

  it('a valid number submits as its trimmed text', () => {
    const s = run([type('n', ' 3 '), { type: 'submit' }], extended);
    expect(s.outcome).toEqual({ type: 'answered', answers: { n: { selected: [], other: '3' }, d: { selected: [], other: '30' } } });
  });

  it('a number submits in the plain digits Claude Code reads as a number', () => {
    for (const [typed, sent] of [['+7', '7'], ['7.', '7'], ['07.50', '7.5'], ['1e1', '10'], ['.55e2', '55'], ['2.50e1', '25']]) {
      const s = run([type('d', typed!), { type: 'submit' }], { ...extended, questions: [extended.questions[2]!] });
      expect(s.outcome, typed).toEqual({ type: 'answered', answers: { d: { selected: [], other: sent } } });
    }
  });

  it('an out-of-range number blocks submit, naming the question and its range', () => {
    const s = run([type('t', 'fine'), type('n', '12')], extended);
    expect(canSubmit(extended, s, {}, F)).toEqual({
      ok: false,
      unanswered: ['n'],
      invalid: [{ questionId: 'n', problem: 'out_of_range', number: { min: 0, max: 10, step: 1, unit: 'tries' } }],
      reason: 'invalid_answers',
    });
    expect(askReducer(extended, s, { type: 'submit' }, { fields: F })).toEqual({ ...s, attempted: true });
    expect(isQuestionAnswered(s, retries, F)).toBe(false);
  });

  it('a non-numeric number blocks submit even under policy all, before unanswered questions', () => {
    const s = run([type('n', 'ten')], extended);
    expect(canSubmit(extended, s, { require: 'all' }, F)).toMatchObject({ ok: false, reason: 'invalid_answers', invalid: [{ questionId: 'n', problem: 'not_a_number' }] });
    expect(invalidAnswers(extended, s, F).map((i) => i.problem)).toEqual(['not_a_number']);
    // Fixing it unblocks.
    expect(canSubmit(extended, run([type('n', '10')], extended, s), {}, F)).toMatchObject({ ok: true, invalid: [] });
  });

  it('an invalid number is never an answer, not even in a decline', () => {
    const s = run([type('n', '99'), { type: 'decline', reason: 'chat_about_this' }], extended);
    expect(s.outcome).toEqual({ type: 'declined', reason: 'chat_about_this', answers: {} });
  });
});

describe('extended questions: a number default', () => {
  const d = extended.questions[2]!;

  it('pre-fills the field and counts as the answer on submit', () => {
    const s = createAskState(extended);
    expect(fieldText(d, s.drafts.d)).toBe('30');
    expect(isQuestionAnswered(s, d, F)).toBe(true);
    expect(canSubmit(extended, s, {}, F)).toMatchObject({ ok: true, unanswered: ['t', 'n'] });
    expect(run([{ type: 'submit' }], extended).outcome).toEqual({ type: 'answered', answers: { d: { selected: [], other: '30' } } });
  });

  it('is replaced by typing, and an emptied field stays empty (the default does not come back)', () => {
    let s = run([type('d', '45')], extended);
    expect(draftToAnswer(d, s.drafts.d, { fields: F })).toEqual({ selected: [], other: '45' });
    s = run([type('d', '')], extended, s);
    expect(fieldText(d, s.drafts.d)).toBe('');
    expect(isQuestionAnswered(s, d, F)).toBe(false);
    // `clear` resets the question, default included.
    s = run([{ type: 'clear', questionId: 'd' }], extended, s);
    expect(fieldText(d, s.drafts.d)).toBe('30');
  });

  it('is not reported by a decline, a follow-up or a plain timeout: the user never confirmed it', () => {
    const s0 = createAskState(extended);
    expect(answersFromDrafts(extended, s0.drafts, { defaults: false, fields: F })).toEqual({});
    expect(run([{ type: 'decline', reason: 'dismissed' }], extended).outcome).toMatchObject({ answers: {} });
    expect(run([{ type: 'followUp' }], extended).outcome).toEqual({ type: 'follow_up', answers: {} });
    expect(run([{ type: 'timeout', timeoutMs: 1 }], extended).outcome).toMatchObject({ answers: {} });
    // ...but the 'recommended' fallback takes it, as it takes a recommended option.
    expect(run([{ type: 'timeout', timeoutMs: 1, fallback: 'recommended' }], extended).outcome).toMatchObject({
      answers: { d: { selected: [], other: '30' } },
    });
    // Once typed, it is the user's own answer everywhere.
    expect(run([type('d', '30'), { type: 'decline', reason: 'dismissed' }], extended).outcome).toMatchObject({
      answers: { d: { selected: [], other: '30' } },
    });
  });

  it('an out-of-range default blocks submit like a typed one', () => {
    const req: AskRequest = { ...extended, questions: [field('x', 'number', { min: 0, max: 5, defaultValue: 9 })] };
    expect(canSubmit(req, createAskState(req), {}, F)).toMatchObject({ ok: false, reason: 'invalid_answers' });
  });

  it('restores a touched field from a saved draft, and an untouched one back to its default', () => {
    const s = run([type('t', 'abc'), type('d', '')], extended);
    const restored = createAskState(extended, JSON.parse(JSON.stringify(toAskDraft(s))));
    expect(restored.drafts).toEqual(s.drafts);
    expect(fieldText(d, restored.drafts.d)).toBe('');
    expect(fieldText(d, createAskState(extended, { drafts: {}, activeIndex: 0, phase: 'answering' }).drafts.d)).toBe('30');
  });
});

describe('the follow-up request ("Ask me more first")', () => {
  it('finishes with the answers so far and the response', () => {
    const s = run([{ type: 'select', questionId: 'q1', optionId: 'q1.1' }, { type: 'followUp', response: 'Ask about CI too' }]);
    expect(s.phase).toBe('submitted');
    expect(s.outcome).toEqual({ type: 'follow_up', answers: { q1: { selected: ['B'] } }, response: 'Ask about CI too' });
  });

  it('a blank response is no response; nothing answered is fine', () => {
    expect(run([{ type: 'followUp', response: '  \n ' }]).outcome).toEqual({ type: 'follow_up', answers: {} });
  });

  it('is final like every other outcome', () => {
    const s = run([{ type: 'followUp' }]);
    expect(askReducer(request, s, { type: 'submit' })).toBe(s);
    expect(askReducer(request, s, { type: 'followUp', response: 'again' })).toBe(s);
  });
});

describe('property: text and number questions only ever answer with valid text', () => {
  const event: fc.Arbitrary<AskEvent> = fc.oneof(
    fc.record({
      type: fc.constant('setOtherText' as const),
      questionId: fc.constantFrom('t', 'n', 'd'),
      text: fc.oneof(fc.string({ maxLength: 4 }), fc.double({ min: -20, max: 80 }).map(String), fc.integer({ min: -2, max: 70 }).map((n) => ` ${n}`)),
    }),
    fc.record({ type: fc.constant('setOtherActive' as const), questionId: fc.constantFrom('t', 'n', 'd'), active: fc.boolean() }),
    fc.record({ type: fc.constant('clear' as const), questionId: fc.constantFrom('t', 'n', 'd') }),
    fc.record({ type: fc.constantFrom('next' as const, 'submit' as const) }),
    fc.record({ type: fc.constant('followUp' as const), response: fc.option(fc.string({ maxLength: 3 }), { nil: undefined }) }),
    fc.record({ type: fc.constant('decline' as const), reason: fc.constant('dismissed' as const) }),
  );

  it('holds after every event', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let s = createAskState(extended);
        for (const e of events) {
          const before = s;
          s = askReducer(extended, s, e, { fields: F });
          // Submit happens exactly when the check allowed it.
          if (e.type === 'submit' && !before.outcome) expect(s.outcome !== null).toBe(canSubmit(extended, before, {}, F).ok);
          if (!s.outcome || s.outcome.type === 'replied') continue;
          for (const [qid, answer] of Object.entries(s.outcome.answers)) {
            const q = extended.questions.find((x) => x.id === qid)!;
            expect(answer.selected).toEqual([]);
            expect(answer.other).toBe(answer.other?.trim());
            if (answer.other !== undefined) {
              expect(answer.other).not.toBe('');
              expect(numberProblem(q, answer.other)).toBeUndefined();
              if (q.kind === 'number') expect(readNumber(answer.other)).toBeTypeOf('number');
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
