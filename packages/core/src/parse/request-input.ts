/**
 * Turning a picker's input into a request: an already parsed `AskRequest` is used as is, any other
 * input (a raw tool input in any dialect, its JSON text, a half-streamed prefix) goes through the
 * lenient `parseAskRequest`, which never throws and reports `issues`.
 */
import { type AskParser, parseAskRequest } from './parse.js';
import { isAskRequest, memoSharing, resolveWith } from './request-memo.js';
import { shareRequest } from '../protocol/request-share.js';
import type { ParseOptions, ParseResult } from '../protocol/types.js';

export { isAskRequest };

/**
 * The request for any input: a parsed request as is, anything else parsed leniently by `parser`
 * (Claude's dialect unless another parser is handed over, e.g. `parseAnyDialect`).
 */
export function resolveRequest(input: unknown, options?: ParseOptions, parser: AskParser = parseAskRequest): ParseResult {
  return resolveWith(input, options, parser);
}

/**
 * `resolveRequest` that parses only when the input really changed (see `createRequestMemo`): the
 * same request, and so every question's identity, while the input's content stays the same. One
 * resolver per picker; a pure memo, so calling it while rendering is safe.
 */
export function createRequestResolver(): (input: unknown, options?: ParseOptions, parser?: AskParser) => ParseResult {
  const memo = memoSharing(() => shareRequest);
  return (input, options, parser = parseAskRequest) => memo(input, options, parser);
}
