import type { AskDraft, AskEvent, AskOutcome, AskQuestion, AskRequest, AskState, QuestionDraft, SubmitPolicy } from '../protocol/types.js';
import { answersFromDrafts, canSubmit } from './selectors.js';
import { isFieldQuestion, type FieldKit } from './field-kit.js';
import { draftPhase, sameQuestionDraft } from './store-share.js';

export interface ReducerOptions {
  /** Which questions must be answered before submit. */
  submitPolicy?: Partial<SubmitPolicy> | undefined;
  /** Text and number questions (`textAndNumberFields` from `@askq/core/fields`): their answers and validation. */
  fields?: FieldKit | undefined;
}

const emptyDraft = (): QuestionDraft => ({ selected: [], other: { active: false, text: '' }, notes: '' });

/** The state a picker starts in, optionally restored from a saved draft. */
export function createAskState(request: AskRequest, draft?: AskDraft | null): AskState {
  return restore(request, { drafts: {}, activeIndex: 0, focused: {}, phase: 'answering', outcome: null }, draft);
}

/** Extracts the persistable draft (what survives a reload). */
export function toAskDraft(state: AskState): AskDraft {
  return { drafts: state.drafts, activeIndex: state.activeIndex, phase: draftPhase(state) };
}

/**
 * The pure answering reducer. Returns the same state object when an event changes nothing, so
 * React can bail out of re-rendering. Once an outcome exists the state is final: every event is
 * ignored, which is what makes "submit fires exactly once" hold however often it is triggered.
 */
export function askReducer(request: AskRequest, state: AskState, event: AskEvent, options: ReducerOptions = {}): AskState {
  const next = reduceEvent(request, state, event, options);
  // A "discard what you typed?" question lasts one step: anything else the user does answers no.
  if (next.confirming && !next.outcome && event.type !== 'confirmDecline' && event.type !== 'focusOption' && event.type !== 'hoverOption') {
    const { confirming: _, ...rest } = next;
    return rest;
  }
  return next;
}

/** Whether any question holds text the user typed (Other, a text field or notes). */
export function hasTypedText(state: AskState): boolean {
  return Object.values(state.drafts).some((d) => d.other.text.trim() !== '' || d.notes.trim() !== '');
}

function reduceEvent(request: AskRequest, state: AskState, event: AskEvent, options: ReducerOptions): AskState {
  if (state.outcome) return state;
  const { questions } = request;
  const { drafts, activeIndex, phase, focused } = state;
  const { fields } = options;
  const finish = (outcome: AskOutcome, final: AskState['phase'] = 'submitted'): AskState => ({ ...state, phase: final, outcome });
  /** Moves to a question or the review step; the same place keeps `state`. */
  const go = (index: number, to: AskState['phase']): AskState =>
    index === activeIndex && to === phase ? state : { ...state, activeIndex: index, phase: to };
  /** Applies `update` to the event's question draft; unknown questions and no-op updates keep `state`. */
  const edit = (questionId: string, update: (draft: QuestionDraft, question: AskQuestion) => QuestionDraft): AskState => {
    const question = questions.find((q) => q.id === questionId);
    if (!question) return state;
    const current = drafts[questionId] ?? emptyDraft();
    const next = update(current, question);
    return sameQuestionDraft(next, current) ? state : { ...state, drafts: { ...drafts, [questionId]: next } };
  };

  switch (event.type) {
    case 'select':
    case 'deselect':
    case 'toggle':
      return edit(event.questionId, (d, q) => {
        const { optionId } = event;
        if (!q.options.some((o) => o.id === optionId)) return d;
        const isSelected = d.selected.includes(optionId);
        const want = event.type === 'select' || (event.type === 'toggle' && !isSelected);
        if (q.selectionMode === 'single') {
          // Choosing an option replaces Other: a single-select question has exactly one answer.
          if (want) return { ...d, selected: [optionId], other: { ...d.other, active: false } };
          return isSelected ? { ...d, selected: [] } : d;
        }
        // Keep option order so encoded answers are deterministic whatever the click order.
        const selected = q.options.map((o) => o.id).filter((id) => (id === optionId ? want : d.selected.includes(id)));
        return { ...d, selected };
      });
    case 'setOtherText':
    case 'setOtherActive':
      return edit(event.questionId, (d, q) => {
        // A text or number field: any edit, even one that empties it, marks the field as touched,
        // so an emptied number field stays empty instead of showing its default again.
        if (isFieldQuestion(q)) {
          const other = event.type === 'setOtherText' ? { active: true, text: event.text } : { ...d.other, active: event.active };
          return { ...d, other };
        }
        if (!q.allowOther) return d;
        const text = event.type === 'setOtherText' ? event.text : d.other.text;
        // Typing activates Other; clearing the text deactivates it so an empty Other never counts.
        const active =
          event.type === 'setOtherActive' ? event.active : text.trim().length > 0 ? true : text === '' ? false : d.other.active;
        // In single-select, Other replaces the chosen option.
        return { ...d, selected: active && q.selectionMode === 'single' ? [] : d.selected, other: { active, text } };
      });
    case 'setNotes':
      return edit(event.questionId, (d) => ({ ...d, notes: event.notes }));
    case 'clear':
      return edit(event.questionId, (d) => ({ ...emptyDraft(), notes: d.notes }));
    case 'focusOption':
    case 'hoverOption': {
      const { questionId, optionId } = event;
      const hovered = state.hovered ?? {};
      const focus = event.type === 'focusOption';
      if (!questions.some((q) => q.id === questionId)) return state;
      if (focus ? focused[questionId] === optionId && !hovered[questionId] : hovered[questionId] === optionId) return state;
      // Moving focus is the newer intent: the preview follows it, not the row the pointer rests on.
      return focus
        ? { ...state, focused: { ...focused, [questionId]: optionId }, hovered: { ...hovered, [questionId]: undefined } }
        : { ...state, hovered: { ...hovered, [questionId]: optionId } };
    }
    case 'revealFieldError': {
      const { questionId } = event;
      if (state.revealed?.[questionId] || !questions.some((q) => q.id === questionId)) return state;
      return { ...state, revealed: { ...state.revealed, [questionId]: true } };
    }
    case 'next':
      if (phase === 'review') return state;
      return activeIndex >= questions.length - 1 ? go(activeIndex, 'review') : go(activeIndex + 1, phase);
    case 'previous':
      if (phase === 'review') return go(activeIndex, 'answering');
      return activeIndex > 0 ? go(activeIndex - 1, phase) : state;
    case 'goTo': {
      const index = Math.trunc(event.index);
      return index >= 0 && index < questions.length ? go(index, 'answering') : state;
    }
    case 'review':
      return go(activeIndex, 'review');
    case 'submit':
      // Blocked: nothing is answered or finished; the attempt is noted so the reason can show.
      if (!canSubmit(request, state, options.submitPolicy, fields).ok) return state.attempted ? state : { ...state, attempted: true };
      return finish({ type: 'answered', answers: answersFromDrafts(request, drafts, { fields }) });
    // An untouched number default is what Submit would send, but the user never confirmed it:
    // a decline, a follow-up request or a timeout reports only what they actually gave.
    case 'decline': {
      const { reason, message, explicit } = event;
      const answers = answersFromDrafts(request, drafts, { defaults: false, fields });
      // `explicit` only when true: every other decline keeps the shape it always had.
      return finish({ type: 'declined', reason, answers, ...(message ? { message } : {}), ...(explicit === true ? { explicit: true } : {}) }, 'declined');
    }
    case 'reply':
      return finish({ type: 'replied', response: event.response });
    case 'followUp': {
      const { response } = event;
      const answers = answersFromDrafts(request, drafts, { defaults: false, fields });
      // A blank response is no response (spec section 6).
      return finish({ type: 'follow_up', answers, ...(response?.trim() ? { response } : {}) });
    }
    case 'timeout': {
      // The 'recommended' fallback takes defaults as it takes recommended options.
      const answers = answersFromDrafts(request, drafts, { defaults: event.fallback === 'recommended', fields });
      // pi's timeout rule: an untouched question gets its recommended option, or the first one.
      if (event.fallback === 'recommended') {
        for (const q of questions) {
          const pick = q.options.find((o) => o.recommended) ?? q.options[0];
          if (!answers[q.id] && pick) answers[q.id] = { selected: [pick.label] };
        }
      }
      return finish({ type: 'timed_out', timeoutMs: event.timeoutMs, answers });
    }
    case 'restore':
      return restore(request, state, event.draft);
    case 'confirmDecline':
      return state.confirming === event.reason ? state : { ...state, confirming: event.reason };
    default:
      return state;
  }
}

/** Takes a saved draft, keeping only what still fits the request (it may have changed). */
function restore(request: AskRequest, state: AskState, draft: AskDraft | null | undefined): AskState {
  const { questions } = request;
  const drafts: Record<string, QuestionDraft> = {};
  for (const q of questions) {
    const saved = draft?.drafts?.[q.id];
    if (!saved || typeof saved !== 'object') {
      drafts[q.id] = emptyDraft();
      continue;
    }
    const { selected, other, notes } = saved;
    const ids = Array.isArray(selected) ? selected : [];
    const active = (q.allowOther || isFieldQuestion(q)) && other?.active === true;
    const kept = q.options.map((o) => o.id).filter((id) => ids.includes(id));
    drafts[q.id] = {
      selected: q.selectionMode === 'single' ? kept.slice(0, active ? 0 : 1) : kept,
      other: { active, text: typeof other?.text === 'string' ? other.text : '' },
      notes: typeof notes === 'string' ? notes : '',
    };
  }
  const index = draft?.activeIndex;
  return {
    ...state,
    drafts,
    activeIndex: Number.isInteger(index) ? Math.min(Math.max(index!, 0), Math.max(0, questions.length - 1)) : 0,
    phase: draft?.phase === 'review' ? 'review' : 'answering',
  };
}
