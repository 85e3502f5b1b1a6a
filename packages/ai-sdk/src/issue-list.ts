/** askq's own text for a call whose input cannot be shown (the part sends it as the call's error). */
import type { AskIssue } from '@askq/core';
import { ASK_USER_QUESTION_TOOL_NAME } from './constants.js';

/**
 * askq's own text for input that cannot be shown: every error, one per line, so the model can fix
 * its call and retry (`invalidInputErrorText` sends Claude Code's own text where it applies).
 */
export function issueListText(issues: readonly AskIssue[], toolName = ASK_USER_QUESTION_TOOL_NAME): string {
  const errors = issues.filter((i) => i.severity === 'error');
  const list = (errors.length > 0 ? errors : issues).map((i) => `- ${i.message}`);
  return [
    `The ${toolName} input was invalid, so nothing was shown to the user. Fix these problems and call ${toolName} again:`,
    ...(list.length > 0 ? list : ['- the input could not be read']),
  ].join('\n');
}
