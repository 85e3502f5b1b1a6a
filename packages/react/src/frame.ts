/**
 * The top-level hook's slice of the store: only what the frame of the picker shows (tabs, answered
 * marks, submit state, the step rules). Typing in an Other or notes field changes none of it after
 * the first character, so the frame does not re-render per keystroke. The picker store keeps the
 * answered marks and the submit check by identity while their content is the same.
 */
import type { AskOutcome, AskPhase, AskRequest, SubmitCheck } from '@askq/core';
import type { AskStoreOptions, AskStoreSnapshot } from './types.js';

export interface Frame {
  request: AskRequest | null;
  phase: AskPhase;
  activeIndex: number;
  answered: Readonly<Record<string, boolean>>;
  /** Core's check, kept by identity; the api widens it (`frameSubmitCheck`). */
  submitCheck: SubmitCheck;
  outcome: AskOutcome | null;
  disabled: boolean;
  hasReview: boolean;
  canAdvance: boolean;
  canGoBack: boolean;
  isLastStep: boolean;
  options: AskStoreOptions;
}

export function selectFrame(snapshot: AskStoreSnapshot): Frame {
  const { request, state, options, answered, submitCheck, outcome, hasReview, canAdvance, canGoBack, isLastStep } = snapshot;
  return {
    request,
    phase: state.phase,
    activeIndex: state.activeIndex,
    answered,
    submitCheck,
    outcome,
    disabled: options.disabled,
    hasReview,
    canAdvance,
    canGoBack,
    isLastStep,
    options,
  };
}

/** Shallow: every field is a primitive or kept by identity by the store. */
export function frameEqual(a: Frame, b: Frame): boolean {
  let key: keyof Frame;
  for (key in a) if (a[key] !== b[key]) return false;
  return true;
}
