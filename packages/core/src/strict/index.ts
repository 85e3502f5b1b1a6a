/**
 * `@askq/core/strict`: Claude Code's own AskUserQuestion input schema, for hosts that must accept
 * and reject exactly what the real CLI does (servers validating a model's tool call). A picker
 * renders with the lenient `parseAskRequest` and never needs this entry. `htmlPreviewProblem` is
 * Claude Code's rule set for HTML previews alone: `createAskParser({ html: htmlPreviewProblem })`
 * checks the previews of `previewFormat: "html"` as the CLI does (a warning in the lenient parse).
 */
import type { ParseOptions, ParseResult } from '../protocol/types.js';
import { createAskParser } from '../parse/parse.js';
import { claudeCodeSchema } from './parse-strict.js';

export { claudeCodeSchema };
export { htmlPreviewProblem } from '../parse/parse-html-preview.js';

const strictParser = /* @__PURE__ */ createAskParser({ strict: claudeCodeSchema });

/**
 * `input` checked against Claude Code's input schema (header and description required, `null`
 * rejected, unknown keys rejected, exact uniqueness, the extended kind rules) while building the
 * same normalized request as `parseAskRequest`; the messages are ones a model can act on.
 * `parseStrict(input, { extended: true })` is an extended host's schema.
 */
export function parseStrict(input: unknown, options?: Omit<ParseOptions, 'strict' | 'dialect'>): ParseResult {
  return strictParser(input, { ...options, strict: 'claude-code' });
}
