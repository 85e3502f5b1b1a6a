/**
 * The top-level hook's slice of the store: only what the frame of the picker shows (tabs, answered
 * marks, submit state). Typing in an Other or notes field changes none of it after the first
 * character, so the frame does not re-render per keystroke.
 */
import type { AskOutcome, AskPhase, AskRequest, SubmitCheck } from '@askq/core';
import { canSubmit, isQuestionAnswered } from '@askq/core';
import type { AskStoreOptions, AskStoreSnapshot } from './types.js';
import { sameShape } from './util.js';

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

const NOTHING: SubmitCheck = { ok: false, unanswered: [], invalid: [], reason: 'nothing_answered' };

export function selectShell(snapshot: AskStoreSnapshot): Shell {
  const { request, state, options } = snapshot;
  const answered: Record<string, boolean> = {};
  for (const q of request?.questions ?? []) answered[q.id] = isQuestionAnswered(state, q);
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

// The answered marks and the submit check are rebuilt per snapshot: compare them by content.
const DERIVED = new Set(['answered', 'submitCheck', 'unanswered', 'invalid']);

/** Shallow, with the derived structures compared by content (the invalid answers per entry). */
export const shellEqual = (a: Shell, b: Shell): boolean => sameShape(a, b, (k) => DERIVED.has(k) || /^\d+$/.test(k));
