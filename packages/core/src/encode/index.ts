/**
 * `@askq/core/encode`: the encoders alone (also in the main entry), for code that answers calls
 * without parsing them, e.g. a page whose picker reads its input on demand: the main entry brings
 * the lenient parse along, this entry does not.
 */
export * from './claude-output-entry.js';
export { toClaudeResultText, declineMessage, declineReasonOfText, type ResultTextStyle, type ResultTextOptions, type DeclinedOutcome } from './result-text.js';
export { AskOutcomeError, checkOutcome } from '../protocol/outcome-check.js';
export { toCanonicalText } from './canonical.js';
export { toAnswerMap } from './answer-maps.js';
export { toClaudePermissionResult, type ClaudePermissionResult, type ClaudePermissionOptions } from './permission.js';
