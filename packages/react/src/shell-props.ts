/**
 * Prop getters for the frame: root, tab list (APG tabs), review panel and the footer buttons.
 * Rendering attributes come from the shell slice; handlers read the store live.
 */
import type { KeyboardEvent } from 'react';
import type { DeclineReason } from '@askq/core';
import { mergeProps } from './compose-props.js';
import { handleRootKeyDown, handleTabListKeyDown } from './keyboard.js';
import type { Shell } from './shell.js';
import type { AskQuestionsApi, AskStore, PropBag, SubmitReason } from './types.js';
import { activeState, ariaFlag, flag } from './util.js';

type ShellGetters = Pick<
  AskQuestionsApi,
  | 'getRootProps'
  | 'getTabListProps'
  | 'getTabProps'
  | 'getReviewProps'
  | 'getSubmitButtonProps'
  | 'getSubmitReasonProps'
  | 'getDeclineButtonProps'
  | 'getNextButtonProps'
  | 'getPreviousButtonProps'
  | 'getFollowUpButtonProps'
>;

type Interactive = AskStore & { interact(): void };

export function submitReasonOf(shell: Shell): SubmitReason | null {
  return shell.disabled ? 'disabled' : shell.submitCheck.reason;
}

/** A footer button: never natively disabled (it stays focusable), `aria-disabled` instead. */
const button = (blocked: boolean, onClick: () => void, props: PropBag | undefined, extra?: PropBag) =>
  mergeProps({ type: 'button', 'aria-disabled': ariaFlag(blocked), ...extra, onClick }, props);

export function createShellGetters(store: Interactive, shell: Shell): ShellGetters {
  const { request, phase, activeIndex, answered, options, canAdvance, canGoBack } = shell;
  const { ids, disabled } = options;
  const finished = shell.outcome !== null;
  const inert = disabled || finished;
  const count = request?.questions.length ?? 0;
  const reason = submitReasonOf(shell);
  const { actions } = store;

  return {
    getRootProps(props) {
      const { onKeyDown: theirs, ...rest } = props ?? {};
      const ours: PropBag = {
        id: ids.root,
        'data-phase': phase,
        'data-state': finished ? 'finished' : 'open',
        'data-disabled': flag(disabled),
        // Capture phase: an interaction resets the idle timeout even if a descendant stops it.
        onKeyDownCapture: () => store.interact(),
        onPointerDownCapture: () => store.interact(),
        onKeyDown(event: KeyboardEvent<Element>) {
          const preventedBefore = event.defaultPrevented;
          if (typeof theirs === 'function') theirs(event);
          // The consumer opted out; a descendant's preventDefault is judged per key.
          if (event.defaultPrevented && !preventedBefore) return;
          handleRootKeyDown(store, event, preventedBefore);
        },
      };
      return mergeProps(ours, rest);
    },
    getTabListProps: (props) =>
      mergeProps(
        {
          role: 'tablist',
          id: ids.tabList,
          'aria-orientation': 'horizontal',
          onKeyDown: (event: KeyboardEvent<Element>) => handleTabListKeyDown(store, event),
        },
        props,
      ),
    getTabProps(target, props) {
      const review = 'review' in target;
      const index = review ? count : target.index;
      const selected = review ? phase === 'review' : phase !== 'review' && activeIndex === index;
      const questionId = request?.questions[index]?.id;
      return mergeProps(
        {
          role: 'tab',
          type: 'button',
          id: review ? ids.reviewTab : ids.tab(index),
          'aria-selected': selected,
          'aria-controls': review ? ids.reviewPanel : ids.panel(index),
          // Roving tabindex: only the selected tab is in the Tab sequence (APG tabs).
          tabIndex: selected ? 0 : -1,
          'aria-disabled': ariaFlag(disabled),
          'data-state': activeState(selected),
          'data-answered': flag(!review && !!questionId && !!answered[questionId]),
          onClick: () => (review ? actions.review() : actions.goTo(index)),
        },
        props,
      );
    },
    getReviewProps: (props) =>
      mergeProps(
        {
          role: 'tabpanel',
          id: ids.reviewPanel,
          'aria-labelledby': ids.reviewTab,
          // Focus lands on the panel when a step opens it, so screen readers read the summary.
          tabIndex: -1,
          hidden: phase !== 'review',
          'data-state': activeState(phase === 'review'),
        },
        props,
      ),
    // Never natively disabled: it stays focusable and points at the reason (complaint #6).
    getSubmitButtonProps: (props) =>
      button(reason !== null, () => actions.submit(), props, {
        id: ids.submit,
        'aria-describedby': reason !== null ? ids.submitReason : undefined,
        'data-reason': reason ?? undefined,
      }),
    getSubmitReasonProps: (props) =>
      mergeProps({ id: ids.submitReason, 'aria-live': 'polite', 'data-reason': reason ?? undefined }, props),
    getDeclineButtonProps: (declineReason: DeclineReason = 'dismissed', props?: PropBag) =>
      button(inert, () => actions.decline(declineReason), props, { 'data-reason': declineReason }),
    getNextButtonProps: (props) => button(!canAdvance, () => actions.next(), props),
    getPreviousButtonProps: (props) => button(!canGoBack, () => actions.previous(), props),
    getFollowUpButtonProps: (props) =>
      button(inert || !options.allowFollowUp, () => actions.followUp(), props, { 'data-action': 'follow-up' }),
  };
}
