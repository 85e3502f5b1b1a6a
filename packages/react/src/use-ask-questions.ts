/**
 * `useAskQuestions`: the headless AskUserQuestion picker. A thin adapter over core's connected
 * store: state, stable verbs and prop getters (Zag's `connect` with React's prop types).
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { connectFrame, createConnectStore, createIds, frameEqual, requireFields, selectConnectFrame, type ConnectStoreController } from '@askq/core/picker';
import { useResolvedRequest } from './request-input.js';
import { useFocusRequests } from './focus.js';
import type { AskQuestionsApi, AskStoreOptions, IdleTimeout, ReactPropTypes, UseAskQuestionsOptions } from './types.js';
import { useControlledWarning } from './use-controlled-warning.js';
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
  const { fields } = options;
  // Text and number questions only with the kit that reads them (`fields`), else a clear error.
  const { request, issues } = requireFields(useResolvedRequest(input, options.parseOptions, options.parser ?? fields?.parser), fields);
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
    fields,
  };
  const { onOutcome, onValueChange, value } = options;
  const callbacks = { onOutcome, onValueChange };
  const [store] = useState(() => createConnectStore(request, value ?? options.defaultValue, storeOptions, callbacks, value));
  // This render (and every part of the picker rendering with it) shows what the props will make
  // of the store; the props reach the store after the render, never during it, and the store then
  // adopts what was shown: a streamed chunk is one commit. An unchanged prop changes nothing.
  store.preview(request, storeOptions, callbacks, value);
  useIsomorphicLayoutEffect(() => {
    store.sync(request, storeOptions, callbacks, value);
  });

  useControlledWarning(options.value !== undefined);
  const running = useCountdown(store, options.timeout);
  const frame = useStoreSelector(store, selectConnectFrame, frameEqual);
  // As this render shows the picker: no countdown while disabled or once finished.
  const countdown = frame.disabled || frame.outcome ? null : running;
  useFocusRequests(store);
  // After React has recorded what this render showed (see core's `ConnectStoreController.flush`).
  useEffect(() => store.flush());
  return useMemo(() => connectFrame<ReactPropTypes>(store, frame, issues, countdown), [store, frame, issues, countdown]);
}

/**
 * The countdown of the idle timeout the app handed over (`idleTimeout` from
 * `@askq/react/idle-timeout`), which runs it; without one there is nothing to run. Restarted only
 * when its settings change, so `idleTimeout({ ms })` may be written inline.
 */
function useCountdown(store: ConnectStoreController, timeout: IdleTimeout | undefined): number | null {
  const [countdown, setCountdown] = useState<number | null>(null);
  const { ms = 0, countdownMs = 0, fallback = 'none', run } = timeout ?? {};
  const on = !!run && ms > 0;
  useEffect(() => {
    // A run reports its countdown from its start; while off, the countdown is null (below).
    if (on) return run(store, { ms, countdownMs, fallback }, setCountdown);
  }, [store, on, run, ms, countdownMs, fallback]);
  return on ? countdown : null;
}
