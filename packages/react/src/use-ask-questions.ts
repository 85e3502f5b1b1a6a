/**
 * `useAskQuestions`: the headless AskUserQuestion picker. A thin adapter over core's reducer:
 * state, stable verbs and prop getters (React Stately / Zag style).
 */
import { useId, useMemo, useState } from 'react';
import { createAskStore } from './ask-store.js';
import { defaultStorage, readDraft } from './draft-storage.js';
import { createIds } from './ids.js';
import { useResolvedRequest } from './request-input.js';
import { selectShell, shellEqual } from './shell.js';
import { createShellGetters, submitReasonOf } from './shell-props.js';
import type { AskQuestionsApi, AskStoreOptions, UseAskQuestionsOptions } from './types.js';
import { useControlledWarning } from './use-controlled-warning.js';
import { useDraftPersistence } from './use-draft-persistence.js';
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
  const storage = options.storage ?? defaultStorage();

  const { onOutcome, onValueChange, value } = options;
  const [store] = useState(() =>
    createAskStore(request, value ?? readDraft(storage, options.persistKey) ?? options.defaultValue, storeOptions, { onOutcome, onValueChange }, value),
  );
  // Props reach the store after the render, never during it; an unchanged prop changes nothing.
  useIsomorphicLayoutEffect(() => {
    store.sync(request, storeOptions, { onOutcome, onValueChange }, value);
  });

  useControlledWarning(controlled);
  useDraftPersistence(store, options.persistKey, storage, controlled, onValueChange);
  const countdown = useIdleTimeout(store, options.timeout);
  const shell = useStoreSelector(store, selectShell, shellEqual);
  const getters = useMemo(() => createShellGetters(store, shell), [store, shell]);

  return useMemo<AskQuestionsApi>(() => {
    // Everything in the shell but its options is part of the api under the same name.
    const { options: opts, ...frame } = shell;
    return {
      ...frame,
      issues,
      activeQuestion: shell.phase === 'review' ? undefined : shell.request?.questions[shell.activeIndex],
      isFinished: shell.outcome !== null,
      submitReason: submitReasonOf(shell),
      submitReasonId: opts.ids.submitReason,
      ids: opts.ids,
      countdown,
      actions: store.actions,
      followUp: opts.allowFollowUp ? store.actions.followUp : undefined,
      store,
      ...getters,
    };
  }, [shell, issues, countdown, store, getters]);
}
