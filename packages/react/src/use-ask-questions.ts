/**
 * `useAskQuestions`: the headless AskUserQuestion picker. A thin adapter over core's reducer:
 * state, stable verbs and prop getters (React Stately / Zag style).
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { createIds, frameEqual, pickerSubmitCheck } from '@askq/core';
import { createAskStore } from './ask-store.js';
import { useResolvedRequest } from './request-input.js';
import { createFrameGetters, selectFrame } from './frame-props.js';
import { useFocusRequests } from './focus.js';
import type { AskQuestionsApi, AskStoreOptions, UseAskQuestionsOptions } from './types.js';
import { useControlledWarning } from './use-controlled-warning.js';
import { useIdleTimeout } from './use-idle-timeout.js';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect.js';
import { useStoreSelector } from './use-store-selector.js';

/**
 * @param input a parsed `AskRequest`, or raw tool input in any dialect (object, JSON text, or a
 *   half-streamed prefix): it is parsed leniently and problems are reported in `issues`.
 *
 * Re-renders only when the frame changes (phase, active question, answered marks, submit state,
 * countdown), not per keystroke: per-question state lives in `useAskQuestion` under
 * `<AskQuestionsProvider value={api}>`.
 */
export function useAskQuestions(input: unknown, options: UseAskQuestionsOptions = {}): AskQuestionsApi {
  const { request, issues } = useResolvedRequest(input, options.parseOptions);
  const reactId = useId();
  const prefix = options.id ?? `askq${reactId}`;
  const ids = useMemo(() => createIds(prefix), [prefix]);
  const storeOptions: AskStoreOptions = {
    submitPolicy: options.submitPolicy ?? 'any',
    review: options.review ?? 'auto',
    advanceOnSelect: options.advanceOnSelect ?? true,
    escapeDeclines: options.escapeDeclines ?? true,
    disabled: options.disabled ?? false,
    allowFollowUp: options.allowFollowUp ?? false,
    ids,
  };
  const controlled = options.value !== undefined;

  const { onOutcome, onValueChange, value } = options;
  const [store] = useState(() =>
    createAskStore(request, value ?? options.defaultValue, storeOptions, { onOutcome, onValueChange }, value),
  );
  // This render (and every part of the picker rendering with it) shows what the props will make
  // of the store; the props reach the store after the render, never during it, and the store then
  // adopts what was shown: a streamed chunk is one commit. An unchanged prop changes nothing.
  store.preview(request, storeOptions, { onOutcome, onValueChange }, value);
  useIsomorphicLayoutEffect(() => {
    store.sync(request, storeOptions, { onOutcome, onValueChange }, value);
  });

  useControlledWarning(controlled);
  const countdown = useIdleTimeout(store, options.timeout);
  const frame = useStoreSelector(store, selectFrame, frameEqual);
  useFocusRequests(store);
  // After React has recorded what this render showed (see `flush`).
  useEffect(() => store.flush());
  const getters = useMemo(() => createFrameGetters(store, frame), [store, frame]);

  return useMemo<AskQuestionsApi>(() => {
    // Everything in the frame but its options is part of the api under the same name.
    const { options: opts, ...shown } = frame;
    return {
      ...shown,
      issues,
      activeQuestion: frame.phase === 'review' ? undefined : frame.request?.questions[frame.activeIndex],
      submitCheck: pickerSubmitCheck(frame),
      ids: opts.ids,
      countdown,
      actions: store.actions,
      followUp: opts.allowFollowUp ? store.actions.followUp : undefined,
      store,
      ...getters,
    };
  }, [frame, issues, countdown, store, getters]);
}
