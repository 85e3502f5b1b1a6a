/**
 * How this package reads AskUserQuestion tool input: Claude's dialect, and Claude Code's own schema
 * when the parse options ask for `strict: 'claude-code'` (a tool defined with
 * `askUserQuestionTool({ strict: 'claude-code' })` validates with it, and the page reads the call
 * with the same options). Claude Code's schema brings an extended host's text and number questions
 * along, so this parser reads them in either mode. Another parser (`parseAnyDialect` from `@askq/core/dialects` for a
 * tool in another agent's dialect) is handed over with the `parser` prop or argument.
 */
import { createAskParser, type ParseOptions } from '@askq/core';
import { claudeCodeSchema } from '@askq/core/strict';
import type { InputSchemaOptions, ToolLimits } from './schema.js';

export const parseToolInput = /* @__PURE__ */ createAskParser({ strict: claudeCodeSchema });

/**
 * The parse options that read a call the way `createInputSchema(limits, options)` validated it,
 * so the request built from it is the one the schema checked.
 */
export function parseOptionsFor(limits: ToolLimits | undefined, options: InputSchemaOptions = {}): ParseOptions {
  const previewFormat = options.previewFormat === 'html' ? 'html' : 'markdown';
  if (options.strict === 'claude-code') {
    return { strict: 'claude-code', extended: options.extended === true, optionalDescriptions: options.optionalDescriptions === true, previewFormat };
  }
  return limits ? { previewFormat, limits } : { previewFormat };
}
