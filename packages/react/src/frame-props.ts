/**
 * Prop getters for the frame: root, tab list (APG tabs), review panel and the footer buttons.
 * Rendering attributes come from the frame slice; handlers read the store live.
 */
import type { KeyboardEvent } from 'react';
import { pickerSubmitCheck, selectFrame as selectFrameView, type FrameView } from '@askq/core';
import { mergeProps } from './compose-props.js';
import { handleRootKeyDown, handleTabListKeyDown } from './keyboard.js';
import { requestFocus } from './focus.js';
import type { AskQuestionsApi, AskStore, AskStoreOptions, AskStoreSnapshot, ButtonProps, DivProps, ElementProps } from './types.js';
import { activeState, ariaFlag, flag } from './util.js';

type FrameGetters = Pick<
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

/** What the top-level hook re-renders for: core's frame view plus the DOM options (compare with core's `frameEqual`). */
export type Frame = FrameView & { options: AskStoreOptions };

export const selectFrame = (snapshot: AskStoreSnapshot): Frame => ({ ...selectFrameView(snapshot), options: snapshot.options });

/** A footer button: never natively disabled (it stays focusable), `aria-disabled` instead. */
/**
 * Next / Back: the button may not exist on the new step (Next becomes Submit, Back leaves the
 * review), and focus must never fall to <body>; it goes to the new step's panel (its first control,
 * or the review panel itself), which a screen reader then reads.
 */
function stepAndFocus(store: AskStore, step: () => void): void {
  const before = store.getSnapshot();
  step();
  requestFocus(store, before, { kind: 'panel' });
}

const button = (isBlocked: boolean, onClick: () => void, props: ButtonProps | undefined, extra?: ButtonProps) =>
  mergeProps<ButtonProps>({ type: 'button', 'aria-disabled': ariaFlag(isBlocked), ...extra, onClick }, props);

export function createFrameGetters(store: Interactive, frame: Frame): FrameGetters {
  const { request, phase, activeIndex, answered, options, canAdvance, canGoBack } = frame;
  const { ids, disabled } = options;
  const finished = frame.outcome !== null;
  const inert = disabled || finished;
  const count = request?.questions.length ?? 0;
  const { reason } = pickerSubmitCheck(frame);
  const { actions } = store;

  return {
    getRootProps(props) {
      const { onKeyDown: theirs, ...rest } = props ?? {};
      const ours: DivProps = {
        id: ids.root,
        'data-phase': phase,
        'data-state': finished ? 'finished' : 'open',
        'data-disabled': flag(disabled),
        // Capture phase: an interaction resets the idle timeout even if a descendant stops it.
        onKeyDownCapture: () => store.interact(),
        onPointerDownCapture: () => store.interact(),
        onKeyDown(event) {
          const preventedBefore = event.defaultPrevented;
          theirs?.(event);
          // The consumer opted out; a descendant's preventDefault is judged per key.
          if (event.defaultPrevented && !preventedBefore) return;
          handleRootKeyDown(store, event, preventedBefore);
        },
      };
      return mergeProps(ours, rest);
    },
    getTabListProps: (props) =>
      mergeProps<DivProps>(
        {
          role: 'tablist',
          id: ids.tabList,
          'aria-orientation': 'horizontal',
          onKeyDown: (event: KeyboardEvent<Element>) => handleTabListKeyDown(store, event),
        },
        props,
      ),
    getTabProps({ index: questionIndex, review: isReview, ...props }) {
      const review = isReview === true;
      const index = review ? count : (questionIndex ?? 0);
      const selected = review ? phase === 'review' : phase !== 'review' && activeIndex === index;
      const questionId = request?.questions[index]?.id;
      return mergeProps<ButtonProps>(
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
      mergeProps<DivProps>(
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
      mergeProps<ElementProps>({ id: ids.submitReason, 'aria-live': 'polite', 'data-reason': reason ?? undefined }, props),
    getDeclineButtonProps: ({ reason: declineReason = 'dismissed', ...props } = {}) =>
      // The user's own decline: asks first when typed text would be lost (core's requestDecline).
      button(inert, () => void actions.requestDecline(declineReason), props, {
        'data-reason': declineReason,
        'data-confirming': flag(frame.confirmingDecline === declineReason),
      }),
    getNextButtonProps: (props) => button(!canAdvance, () => stepAndFocus(store, actions.next), props),
    getPreviousButtonProps: (props) => button(!canGoBack, () => stepAndFocus(store, actions.previous), props),
    getFollowUpButtonProps: (props) =>
      button(inert || !options.allowFollowUp, () => actions.followUp(), props, { 'data-action': 'follow-up' }),
  };
}
