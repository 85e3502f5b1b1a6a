import type { AskOutcome, AskRequest } from '@askq/core';
import { toClaudeResultText } from '@askq/core/encode';

/** The result text the model was told for an outcome, or undefined when it cannot be written. */
export function resultTextOf(request: AskRequest, outcome: AskOutcome): string | undefined {
  try {
    return toClaudeResultText(request, outcome);
  } catch {
    return undefined;
  }
}
