/**
 * `@askq/core/dialects`: the AskUserQuestion-like tools of other agents (pi, agentrail, OpenCode,
 * Gemini CLI, Mastra), read and answered. `parseAskRequest` from `@askq/core` reads Claude's
 * dialect only; `parseAnyDialect` (or a parser made with `createAskParser({ dialects: allDialects
 * })`) detects the dialect from the input's keys or takes `options.dialect`. A picker reads them
 * when handed the parser: `<AskUserQuestion parser={parseAnyDialect} />`.
 *
 * Also Claude's dialect extended with questions answered by typing (`kind: "text" | "number"`):
 * `parseWithFields`, and `questionFields` to add them to a parser of your own. A picker handed
 * `textAndNumberFields` (`@askq/core/fields`) loads that parse by itself on first use.
 */
import { createAskParser } from '../parse/parse.js';
import { allDialects } from './table.js';

export { allDialects, detectDialect, limitsFor, DIALECT_LIMITS } from './table.js';
export { toAgentrailResult } from './agentrail.js';
export { toPiResult, type PiResult, type PiDetails, type PiQuestionResult } from './pi.js';
export { toGeminiResult } from './gemini.js';
export { toMastraResult, type MastraResult } from './mastra.js';
export { toOpenCodeResult, type OpenCodeResult } from './opencode.js';
export { parseWithFields } from '../fields/parse-with-fields.js';
// The kit builder too (the main entry's), for a parser of these dialects and more without loading
// the main entry: e.g. `createAskParser({ dialects: allDialects, strict: claudeCodeSchema })`.
export { createAskParser } from '../parse/parse.js';
export { questionFields } from '../fields/question-fields.js';

/** `parseAskRequest` for every dialect askq reads: detected from the keys, or `options.dialect`. */
export const parseAnyDialect = createAskParser({ dialects: allDialects });
