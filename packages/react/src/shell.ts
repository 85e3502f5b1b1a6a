/**
 * The top-level hook's slice of the store: only what the frame of the picker shows (tabs, answered
 * marks, submit state). Typing in an Other or notes field changes none of it after the first
 * character, so the frame does not re-render per keystroke.
 */
import { canSubmit, isQuestionAnswered, type AskOutcome, type AskPhase, type AskRequest, type SubmitCheck } from '@askq/core';
import type { AskStoreOptions, AskStoreSnapshot } from './types.js';

export interface Shell {
  request: AskRequest | null;
  phase: AskPhase;
  activeIndex: number;
  answered: Record<string, boolean>;
  submitCheck: SubmitCheck;
  outcome: AskOutcome | null;
  disabled: boolean;
  hasReview: boolean;
  options: AskStoreOptions;
}

const NOTHING: SubmitCheck = { ok: false, unanswered: [], reason: 'nothing_answered' };

export function selectShell(snapshot: AskStoreSnapshot): Shell {
  const { request, state, options } = snapshot;
  const answered: Record<string, boolean> = {};
  for (const q of request?.questions ?? []) answered[q.id] = isQuestionAnswered(state, q.id);
  return {
    request,
    phase: state.phase,
    activeIndex: state.activeIndex,
    answered,
    submitCheck: request ? canSubmit(request, state, { require: options.submitPolicy }) : NOTHING,
    outcome: state.outcome,
    disabled: options.disabled,
    hasReview: snapshot.hasReview,
    options,
  };
}

function sameRecord(a: Record<string, boolean>, b: Record<string, boolean>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

function sameCheck(a: SubmitCheck, b: SubmitCheck): boolean {
  return (
    a.ok === b.ok &&
    a.reason === b.reason &&
    a.unanswered.length === b.unanswered.length &&
    a.unanswered.every((id, i) => b.unanswered[i] === id)
  );
}

/** Shallow, with one level into the two derived structures. */
export function shellEqual(a: Shell, b: Shell): boolean {
  return (
    a.request === b.request &&
    a.phase === b.phase &&
    a.activeIndex === b.activeIndex &&
    a.outcome === b.outcome &&
    a.disabled === b.disabled &&
    a.hasReview === b.hasReview &&
    a.options === b.options &&
    sameRecord(a.answered, b.answered) &&
    sameCheck(a.submitCheck, b.submitCheck)
  );
}
