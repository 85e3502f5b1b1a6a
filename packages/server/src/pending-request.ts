/**
 * What a pending ask's `input` stands for. An AskUserQuestion input is read with the broker's
 * parse options; an MCP elicitation (`kind: 'elicitation'`) with `parseElicitation` and the name
 * of the server that asks. Both brokers, the HTTP handler and the resolvers read asks here, so a
 * request is parsed the same way wherever it is read.
 */
import {
  createAskParser,
  type AskIssue,
  type AskRequest,
  type AskUrlRequest,
  type ParseOptions,
} from '@askq/core';
import { isUrlElicitation, parseElicitation } from '@askq/core/elicitation';
import { allDialects } from '@askq/core/dialects';
import { claudeCodeSchema } from '@askq/core/strict';

/**
 * How a host reads AskUserQuestion input: every dialect askq knows, and Claude Code's own schema
 * when the parse options ask for `strict: 'claude-code'`. A server's configuration decides what it
 * accepts, so the host has all of them (the page renders with the lenient parse of its picker).
 */
export const parseHostInput = createAskParser({ dialects: allDialects, strict: claudeCodeSchema });

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
  return parseHostInput(input, how.parseOptions);
}

/**
 * The question form an outcome is checked against: the request itself, or for a URL consent card
 * a form with no questions (`answered` consents to open the link, a decline refuses).
 */
export function formOf(request: PendingRequest): AskRequest {
  return isUrlElicitation(request) ? { dialect: 'mcp', questions: [], previewFormat: 'markdown' } : request;
}
