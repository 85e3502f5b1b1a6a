import type {
  AnswerMap,
  AskDraft,
  AskEvent,
  AskQuestion,
  AskRequest,
  AskState,
  QuestionDraft,
  SubmitPolicy,
} from './types.js';
import { answersFromDrafts, canSubmit } from './selectors.js';

export interface ReducerOptions {
  /** Which questions must be answered before submit. */
  submitPolicy?: Partial<SubmitPolicy>;
}

const emptyDraft = (): QuestionDraft => ({ selected: [], other: { active: false, text: '' }, notes: '' });

/** The state a picker starts in, optionally restored from a saved draft. */
export function createAskState(request: AskRequest, draft?: AskDraft | null): AskState {
  const drafts: Record<string, QuestionDraft> = {};
  for (const q of request.questions) drafts[q.id] = emptyDraft();
  const state: AskState = { drafts, activeIndex: 0, focused: {}, phase: 'answering', outcome: null };
  return draft ? restore(request, state, draft) : state;
}

/** Extracts the persistable draft (what survives a reload). */
export function toAskDraft(state: AskState): AskDraft {
  return {
    drafts: state.drafts,
    activeIndex: state.activeIndex,
    phase: state.phase === 'review' ? 'review' : 'answering',
  };
}

/**
 * The pure answering reducer. Returns the same state object when an event changes nothing, so
 * React can bail out of re-rendering. Once an outcome exists the state is final: every event is
 * ignored, which is what makes "submit fires exactly once" hold however often it is triggered.
 */
export function askReducer(
  request: AskRequest,
  state: AskState,
  event: AskEvent,
  options: ReducerOptions = {},
): AskState {
  if (state.outcome) return state;
  switch (event.type) {
    case 'select':
    case 'deselect':
    case 'toggle':
      return selectOption(request, state, event.type, event.questionId, event.optionId);
    case 'setOtherText':
      return updateDraft(request, state, event.questionId, (d, q) => {
        if (!q.allowOther) return d;
        // Typing activates Other; clearing the text deactivates it so an empty Other never counts.
        const active = event.text.trim().length > 0 ? true : event.text === '' ? false : d.other.active;
        const selected = active && q.selectionMode === 'single' ? [] : d.selected;
        return { ...d, selected, other: { active, text: event.text } };
      });
    case 'setOtherActive':
      return updateDraft(request, state, event.questionId, (d, q) => {
        if (!q.allowOther) return d;
        const selected = event.active && q.selectionMode === 'single' ? [] : d.selected;
        return { ...d, selected, other: { ...d.other, active: event.active } };
      });
    case 'setNotes':
      return updateDraft(request, state, event.questionId, (d) => ({ ...d, notes: event.notes }));
    case 'clear':
      return updateDraft(request, state, event.questionId, (d) => ({ ...emptyDraft(), notes: d.notes }));
    case 'focusOption': {
      if (state.focused[event.questionId] === event.optionId) return state;
      if (!findQuestion(request, event.questionId)) return state;
      return { ...state, focused: { ...state.focused, [event.questionId]: event.optionId } };
    }
    case 'next':
      if (state.phase === 'review') return state;
      return state.activeIndex >= request.questions.length - 1
        ? { ...state, phase: 'review' }
        : { ...state, activeIndex: state.activeIndex + 1 };
    case 'previous':
      if (state.phase === 'review') return { ...state, phase: 'answering' };
      return state.activeIndex > 0 ? { ...state, activeIndex: state.activeIndex - 1 } : state;
    case 'goTo': {
      const index = Math.trunc(event.index);
      if (!(index >= 0 && index < request.questions.length)) return state;
      if (index === state.activeIndex && state.phase === 'answering') return state;
      return { ...state, activeIndex: index, phase: 'answering' };
    }
    case 'review':
      return state.phase === 'review' ? state : { ...state, phase: 'review' };
    case 'submit':
      if (!canSubmit(request, state, options.submitPolicy).ok) return state;
      return finish(state, 'submitted', { type: 'answered', answers: answersFromDrafts(request, state.drafts) });
    case 'decline': {
      const outcome = { type: 'declined', reason: event.reason, answers: answersFromDrafts(request, state.drafts) } as const;
      return finish(state, 'declined', event.message ? { ...outcome, message: event.message } : outcome);
    }
    case 'reply':
      return finish(state, 'submitted', { type: 'replied', response: event.response });
    case 'timeout': {
      let answers = answersFromDrafts(request, state.drafts);
      if (event.fallback === 'recommended') answers = withRecommended(request, answers);
      return finish(state, 'submitted', { type: 'timed_out', timeoutMs: event.timeoutMs, answers });
    }
    case 'restore':
      return restore(request, state, event.draft);
    default:
      return state;
  }
}

function finish(state: AskState, phase: 'submitted' | 'declined', outcome: NonNullable<AskState['outcome']>): AskState {
  return { ...state, phase, outcome };
}

function findQuestion(request: AskRequest, questionId: string): AskQuestion | undefined {
  return request.questions.find((q) => q.id === questionId);
}

function updateDraft(
  request: AskRequest,
  state: AskState,
  questionId: string,
  update: (draft: QuestionDraft, question: AskQuestion) => QuestionDraft,
): AskState {
  const question = findQuestion(request, questionId);
  if (!question) return state;
  const current = state.drafts[questionId] ?? emptyDraft();
  const next = update(current, question);
  if (next === current || sameDraft(next, current)) return state;
  return { ...state, drafts: { ...state.drafts, [questionId]: next } };
}

function sameDraft(a: QuestionDraft, b: QuestionDraft): boolean {
  return (
    a.notes === b.notes &&
    a.other.active === b.other.active &&
    a.other.text === b.other.text &&
    a.selected.length === b.selected.length &&
    a.selected.every((id, i) => b.selected[i] === id)
  );
}

function selectOption(
  request: AskRequest,
  state: AskState,
  kind: 'select' | 'deselect' | 'toggle',
  questionId: string,
  optionId: string,
): AskState {
  return updateDraft(request, state, questionId, (d, q) => {
    if (!q.options.some((o) => o.id === optionId)) return d;
    const isSelected = d.selected.includes(optionId);
    const want = kind === 'select' ? true : kind === 'deselect' ? false : !isSelected;
    if (q.selectionMode === 'single') {
      // Choosing an option replaces Other: a single-select question has exactly one answer.
      if (want) return { ...d, selected: [optionId], other: { ...d.other, active: false } };
      return isSelected ? { ...d, selected: [] } : d;
    }
    const set = new Set(d.selected);
    if (want) set.add(optionId);
    else set.delete(optionId);
    // Keep option order so encoded answers are deterministic whatever the click order.
    return { ...d, selected: q.options.filter((o) => set.has(o.id)).map((o) => o.id) };
  });
}

/** pi's timeout rule: an untouched question gets its recommended option, or the first one. */
function withRecommended(request: AskRequest, answers: AnswerMap): AnswerMap {
  const out: AnswerMap = { ...answers };
  for (const q of request.questions) {
    if (out[q.id] || q.options.length === 0) continue;
    const pick = q.options.find((o) => o.recommended) ?? q.options[0];
    if (pick) out[q.id] = { selected: [pick.label] };
  }
  return out;
}

/** Takes a saved draft, keeping only what still fits the request (it may have changed). */
function restore(request: AskRequest, state: AskState, draft: AskDraft): AskState {
  const drafts: Record<string, QuestionDraft> = {};
  for (const q of request.questions) {
    const saved = draft?.drafts?.[q.id];
    if (!saved || typeof saved !== 'object') {
      drafts[q.id] = emptyDraft();
      continue;
    }
    const ids = new Set(Array.isArray(saved.selected) ? saved.selected : []);
    let selected = q.options.filter((o) => ids.has(o.id)).map((o) => o.id);
    const text = typeof saved.other?.text === 'string' ? saved.other.text : '';
    const active = q.allowOther && saved.other?.active === true;
    if (q.selectionMode === 'single') selected = active ? [] : selected.slice(0, 1);
    drafts[q.id] = { selected, other: { active, text }, notes: typeof saved.notes === 'string' ? saved.notes : '' };
  }
  const max = Math.max(0, request.questions.length - 1);
  const index = Number.isInteger(draft?.activeIndex) ? Math.min(Math.max(draft.activeIndex, 0), max) : 0;
  return { ...state, drafts, activeIndex: index, phase: draft?.phase === 'review' ? 'review' : 'answering' };
}
