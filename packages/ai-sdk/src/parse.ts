/**
 * How this package reads AskUserQuestion tool input: Claude's dialect, and Claude Code's own schema
 * when the parse options ask for `strict: 'claude-code'` (a tool defined with
 * `askUserQuestionTool({ strict: 'claude-code' })` validates with it, and the page reads the call
 * with the same options). Claude Code's schema brings an extended host's text and number questions
 * along, so this parser reads them in either mode. Another parser (`parseAnyDialect` from `@askq/core/dialects` for a
 * tool in another agent's dialect) is handed over with the `parser` prop or argument.
 */
import { createAskParser } from '@askq/core';
import { claudeCodeSchema } from '@askq/core/strict';

export const parseToolInput = /* @__PURE__ */ createAskParser({ strict: claudeCodeSchema });
