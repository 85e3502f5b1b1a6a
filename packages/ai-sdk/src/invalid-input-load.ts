/**
 * The invalid-input text on demand: a chunk of its own (`invalid-input.ts` and Claude Code's texts
 * from `@askq/core/input-error`), loaded the first time a call is invalid. Once loaded it is kept
 * here, so code that must answer in the same update (cancel-on-send) uses it too.
 */
import type { AskIssue } from '@askq/core';
import { issueListText } from './issue-list.js';
import type { InvalidInputCall } from './invalid-input.js';

type InvalidInputModule = typeof import('./invalid-input.js');
let loaded: InvalidInputModule | undefined;

/** The text for an invalid call, once its chunk has loaded; askq's own list of problems if it cannot load. */
export function loadInvalidInputErrorText(issues: readonly AskIssue[], toolName: string, call?: InvalidInputCall): Promise<string> {
  return import('./invalid-input.js').then(
    (module) => (loaded = module).invalidInputErrorText(issues, toolName, call),
    () => issueListText(issues, toolName),
  );
}

/**
 * The text for an invalid call right now: Claude Code's own once the chunk is here (it is, by the
 * time a part has shown the call), else askq's own list of problems, and the chunk is asked for.
 */
export function invalidInputErrorTextNow(issues: readonly AskIssue[], toolName: string, call?: InvalidInputCall): string {
  if (loaded) return loaded.invalidInputErrorText(issues, toolName, call);
  void loadInvalidInputErrorText([], toolName);
  return issueListText(issues, toolName);
}
