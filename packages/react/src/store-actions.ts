/**
 * The verbs, as stable functions over the store. Navigation guards live here (not in core)
 * because they depend on hook options: whether the flow has a review step, advance-on-select.
 */
import type { AskEvent, AskState } from '@askq/core';
import type { AskActions, AskStoreSnapshot } from './types.js';

export interface ActionTarget {
  getSnapshot(): AskStoreSnapshot;
  /** The state the next event applies to (in controlled mode it may be ahead of the snapshot). */
  current(): AskState;
  dispatch(event: AskEvent): void;
}

export function createActions(store: ActionTarget): AskActions {
  const { dispatch } = store;
  // The option verbs differ only in their event type.
  const optionVerb =
    (type: 'select' | 'deselect' | 'toggle' | 'focusOption') => (questionId: string, optionId: string) =>
      dispatch({ type, questionId, optionId });
  const select = optionVerb('select');
  const toggle = optionVerb('toggle');
  const actions: AskActions = {
    select,
    deselect: optionVerb('deselect'),
    toggle,
    setOtherText: (questionId, text) => dispatch({ type: 'setOtherText', questionId, text }),
    setOtherActive: (questionId, active) => dispatch({ type: 'setOtherActive', questionId, active }),
    setNotes: (questionId, notes) => dispatch({ type: 'setNotes', questionId, notes }),
    clear: (questionId) => dispatch({ type: 'clear', questionId }),
    focusOption: optionVerb('focusOption') as AskActions['focusOption'],
    next() {
      const { request, hasReview } = store.getSnapshot();
      const state = store.current();
      if (!request || state.phase !== 'answering') return;
      // Core's `next` past the last question opens review; without a review step there is nowhere to go.
      if (!hasReview && state.activeIndex >= request.questions.length - 1) return;
      dispatch({ type: 'next' });
    },
    previous: () => dispatch({ type: 'previous' }),
    goTo: (index) => dispatch({ type: 'goTo', index }),
    review() {
      if (store.getSnapshot().hasReview) dispatch({ type: 'review' });
    },
    submit: () => dispatch({ type: 'submit' }),
    decline: (reason, message) =>
      dispatch(message === undefined ? { type: 'decline', reason } : { type: 'decline', reason, message }),
    reply: (response) => dispatch({ type: 'reply', response }),
    // No disabled / finished guard here: the store drops events while disabled and core's reducer
    // ignores them once finished, so every dispatch below is then a no-op.
    pick(questionId, optionId) {
      const { request, options } = store.getSnapshot();
      const index = request?.questions.findIndex((q) => q.id === questionId) ?? -1;
      const question = request?.questions[index];
      if (!question) return;
      if (question.selectionMode === 'multiple') return toggle(questionId, optionId);
      select(questionId, optionId);
      const state = store.current();
      // Claude Code moves to the next tab once a single-select question is answered. Only explicit
      // picks get here: arrow keys select through Radix's focus-follows-selection and must not move
      // on (WCAG 3.2.2: a change of focus or selection must not change context).
      if (
        options.advanceOnSelect &&
        request!.questions.length > 1 &&
        state.phase === 'answering' &&
        state.activeIndex === index &&
        state.drafts[questionId]?.selected.includes(optionId)
      ) {
        actions.next();
      }
    },
  };
  return actions;
}
