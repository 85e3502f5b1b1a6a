/**
 * What a pending ask's `input` stands for. An AskUserQuestion input is read with the broker's
 * parse options; an MCP elicitation (`kind: 'elicitation'`) with `parseElicitation` and the name
 * of the server that asks. Both brokers, the HTTP handler and the resolvers read asks here, so a
 * request is parsed the same way wherever it is read.
 */
import {
  isUrlElicitation,
  parseAskRequest,
  parseElicitation,
  type AskIssue,
  type AskRequest,
  type AskUrlRequest,
  type ParseOptions,
} from '@askq/core';

/** The fields of an ask (or of an `ask` call) that say how to read its input. */
export interface AskKind {
  kind?: 'ask' | 'elicitation';
  serverName?: string;
  parseOptions?: ParseOptions;
}

/** A parsed request: a question form, or an MCP URL-mode consent card. */
export type PendingRequest = AskRequest | AskUrlRequest;

export function parsePendingInput(input: unknown, how: AskKind): { request: PendingRequest | null; issues: AskIssue[] } {
  if (how.kind === 'elicitation') return parseElicitation(input, how.serverName === undefined ? {} : { serverName: how.serverName });
  return parseAskRequest(input, how.parseOptions);
}

/**
 * The question form an outcome is checked against: the request itself, or for a URL consent card
 * a form with no questions (`answered` consents to open the link, a decline refuses).
 */
export function formOf(request: PendingRequest): AskRequest {
  return isUrlElicitation(request) ? { dialect: 'mcp', questions: [], previewFormat: 'markdown' } : request;
}
