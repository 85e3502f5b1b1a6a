/**
 * The frame's prop getters (`FrameConnect`): root (the keyboard model), tab list (APG tabs),
 * review panel and the footer buttons. Rendering attributes come from the frame; handlers read
 * the store live.
 */
import type { ConnectOptions, ConnectSnapshot, ConnectStore } from './connect-store.js';
import { isInert } from '../machine/selectors.js';
import type { FrameConnect, PropTypes } from './connect-types.js';
import { activeState, ariaFlag, flag, nativeOf, type UiEvent } from './connect-question.js';
import { requestFocus } from './focus-requests.js';
import { goToTab, keyCommand, runKeyCommand, tabEntersStep, tabKeyTarget, tabOfId, type KeyInput, type KeyTarget } from './keyboard.js';
import { mergeProps } from './merge-props.js';
import { pickerSubmitCheck, selectFrame as selectFrameView, type FrameView } from './picker-views.js';
import type { AskIssue } from '../protocol/types.js';

/** What a frame renders from: the picker's frame view plus the store's options (compare with `frameEqual`). */
export type Frame = FrameView & { options: ConnectOptions };

export const selectConnectFrame = (snapshot: ConnectSnapshot): Frame => ({ ...selectFrameView(snapshot), options: snapshot.settings });

/** A store whose root also reports interactions that are not actions (keys, pointer presses: the idle timeout). */
export type InteractiveStore = ConnectStore & { interact(): void };

/** What the frame's key handlers read of an event's elements (a DOM element has all of it). */
interface FrameEvent extends UiEvent {
  currentTarget: UiEvent['currentTarget'] & { closest(selector: string): { getAttribute(name: string): string | null } | null };
}

// `dir` is read without case, as HTML reads it (`dir="RTL"` is right-to-left).
const isRtl = (event: FrameEvent) => event.currentTarget.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl';

/** @param preventedBefore whether a descendant already prevented the default (see `KeyCommandOptions`). */
function onRootKey(store: ConnectStore, event: FrameEvent, preventedBefore: boolean): void {
  const before = store.getSnapshot();
  const command = keyCommand(before, nativeOf<KeyInput>(event), event.target as KeyTarget, {
    escapeDeclines: before.settings.escapeDeclines,
    preventedBefore,
    rtl: isRtl(event),
  });
  if (!command) return;
  const { handled, focus } = runKeyCommand(store, command);
  if (handled) event.preventDefault();
  requestFocus(store, before, focus);
}

/**
 * APG tabs: Left/Right move (wrapping, mirrored in RTL), Home/End jump; selection follows focus.
 * Enter or Space on a tab opens its step and moves focus into it (the review panel, which a screen
 * reader then reads, or the question's chosen row): the tab is already selected, so the key would
 * otherwise do nothing.
 */
function onTabListKey(store: ConnectStore, event: FrameEvent): void {
  const snapshot = store.getSnapshot();
  const { ids } = snapshot.settings;
  const key = nativeOf<KeyInput>(event);
  const from = tabOfId(snapshot, ids, (event.target as KeyTarget).id);
  if (from && tabEntersStep(key) && !snapshot.outcome && !isInert(snapshot)) {
    event.preventDefault();
    goToTab(store, from);
    requestFocus(store, snapshot, { kind: 'panel' }, { sameStep: true });
    return;
  }
  const tab = tabKeyTarget(snapshot, key, { from, rtl: isRtl(event) });
  if (!tab) return;
  event.preventDefault();
  goToTab(store, tab);
  event.currentTarget.ownerDocument.getElementById(tab.review ? ids.reviewTab : ids.tab(tab.index))?.focus();
}

/**
 * Next / Back: the button may not exist on the new step (Next becomes Submit, Back leaves the
 * review), and focus must never fall to <body>; it goes to the new step's panel (its first control,
 * or the review panel itself), which a screen reader then reads.
 */
function stepAndFocus(store: ConnectStore, step: () => void): void {
  const before = store.getSnapshot();
  step();
  requestFocus(store, before, { kind: 'panel' });
}

type Bag = Record<string, unknown>;
/** `mergeProps` over the getters' bags (one function for all, not one per API). */
const merge = mergeProps as (ours: Bag, theirs?: object) => Bag;

/**
 * The picker's frame API for this frame: its state, verbs and getters. `issues` are the parse
 * issues of the input; `countdown` the idle timeout's seconds left (null outside its window).
 */
export function connectFrame<T extends PropTypes>(store: InteractiveStore, frame: Frame, issues: AskIssue[], countdown: number | null): FrameConnect<T> {
  const { request, phase, activeIndex, answered, options, canAdvance, canGoBack } = frame;
  const { ids, disabled } = options;
  const finished = frame.outcome !== null;
  const inert = disabled || finished;
  const count = request?.questions.length ?? 0;
  const submitCheck = pickerSubmitCheck(frame);
  const { reason } = submitCheck;
  const { actions } = store;
  /** A footer button: never natively disabled (it stays focusable), `aria-disabled` instead. */
  const button = (isBlocked: boolean, onClick: () => void, props: object | undefined, extra?: Bag) =>
    merge({ type: 'button', 'aria-disabled': ariaFlag(isBlocked), ...extra, onClick }, props);
  // Everything in the frame but its options is part of the api under the same name.
  const { options: _options, ...shown } = frame;

  const api: FrameConnect<PropTypes> = {
    ...shown,
    issues,
    activeQuestion: phase === 'review' ? undefined : request?.questions[activeIndex],
    submitCheck,
    ids,
    countdown,
    actions,
    followUp: options.allowFollowUp ? actions.followUp : undefined,
    store,
    getRootProps(props) {
      const { onKeyDown: theirs, ...rest } = (props ?? {}) as Bag & { onKeyDown?: (event: FrameEvent) => void };
      return merge(
        {
          id: ids.root,
          'data-phase': phase,
          'data-state': finished ? 'finished' : 'open',
          'data-disabled': flag(disabled),
          // Capture phase: an interaction resets the idle timeout even if a descendant stops it.
          onKeyDownCapture: () => store.interact(),
          onPointerDownCapture: () => store.interact(),
          onKeyDown(event: FrameEvent) {
            const preventedBefore = event.defaultPrevented === true;
            theirs?.(event);
            // The consumer opted out; a descendant's preventDefault is judged per key.
            if (event.defaultPrevented && !preventedBefore) return;
            onRootKey(store, event, preventedBefore);
          },
        },
        rest,
      );
    },
    getTabListProps: (props) =>
      merge({ role: 'tablist', id: ids.tabList, 'aria-orientation': 'horizontal', onKeyDown: (event: FrameEvent) => onTabListKey(store, event) }, props),
    getTabProps({ index: questionIndex, review: isReview, ...props }) {
      const review = isReview === true;
      const index = review ? count : (questionIndex ?? 0);
      const selected = review ? phase === 'review' : phase !== 'review' && activeIndex === index;
      const questionId = request?.questions[index]?.id;
      return merge(
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
      merge(
        {
          role: 'tabpanel',
          id: ids.reviewPanel,
          'aria-labelledby': ids.reviewTab,
          // Focus lands on the panel when a step opens it, so screen readers read the summary; a
          // Tab stop too, as APG's tabs give a panel with nothing focusable in it (the answers are
          // text), so Tab from the Review tab reaches it. A panel given controls passes -1.
          tabIndex: 0,
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
    getSubmitReasonProps: (props) => merge({ id: ids.submitReason, 'aria-live': 'polite', 'data-reason': reason ?? undefined }, props),
    getDeclineButtonProps: ({ reason: declineReason = 'dismissed', ...props } = {}) =>
      // The user's own decline: asks first when typed text would be lost (core's requestDecline).
      button(inert, () => void actions.requestDecline(declineReason), props, {
        // Escape does what Skip does: a screen reader can say so (the key legend is hidden from it).
        'aria-keyshortcuts': declineReason === 'dismissed' && options.escapeDeclines ? 'Escape' : undefined,
        'data-reason': declineReason,
        'data-confirming': flag(frame.confirmingDecline === declineReason),
      }),
    getNextButtonProps: (props) => button(!canAdvance, () => stepAndFocus(store, actions.next), props),
    getPreviousButtonProps: (props) => button(!canGoBack, () => stepAndFocus(store, actions.previous), props),
    getFollowUpButtonProps: (props) => button(inert || !options.allowFollowUp, () => actions.followUp(), props, { 'data-action': 'follow-up' }),
  };
  return api as FrameConnect<T>;
}
