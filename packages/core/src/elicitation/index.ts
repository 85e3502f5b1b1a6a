/**
 * `@askq/core/elicitation`: MCP `elicitation/create` requests (form and URL mode) read into
 * questions, and the user's answers written back as an `ElicitResult`.
 */
export { parseElicitation, isUrlElicitation, type ElicitationParseOptions, type ElicitationParseResult } from './parse-elicitation.js';
export {
  toElicitationResult,
  checkElicitationAnswers,
  elicitationDraft,
  ElicitationContentError,
  type ElicitationResult,
  type ElicitationValue,
  type ElicitationProblem,
  type ElicitationProblemCode,
  type ElicitationProblemParams,
} from './elicitation-result.js';
export { formatValue } from './elicitation-formats.js';
