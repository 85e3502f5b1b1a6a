import type { AskSessionAsk } from '@askq/core/session';
import type { AskIssue, AskOutcome, AskRequest, AskUrlRequest, ParseOptions } from '@askq/core';

/** Who is asking, and how long the question may wait. */
export interface AskContext {
  /** The conversation (or user session) the question belongs to: its browser tabs see it. */
  sessionId: string;
  /** The agent or subagent asking (the Agent SDK's `agentID`), shown so the user knows who asks. */
  agentId?: string;
  /**
   * The tool call's id (the Agent SDK's `toolUseID`). An `ask` with a `toolUseId` that was already
   * answered resolves at once with that answer: a resumed agent that re-asks gets it.
   */
  toolUseId?: string;
  /** Aborting withdraws the request: `ask` resolves with a `dismissed` decline. */
  signal?: AbortSignal;
  /**
   * Withdraw the request after this long without an answer: `ask` resolves with a `dismissed`
   * decline (never with an answer nobody gave). No limit by default.
   */
  timeoutMs?: number;
  /**
   * What `input` is. Absent or `'ask'`: an AskUserQuestion input (the broker's parse options).
   * `'elicitation'`: the params of an MCP `elicitation/create` request, read with
   * `parseElicitation` (a form, or a URL consent card); the pending ask carries `kind` and
   * `serverName` so the browser reads it the same way. `@askq/server/mcp` asks so.
   */
  kind?: 'ask' | 'elicitation';
  /** For `kind: 'elicitation'`: the MCP server that asks, shown to the user. */
  serverName?: string;
}

/**
 * A request waiting for the user. Plain JSON: it is what the browser receives, so its type is the
 * browser client's (`@askq/core/session`), written once for both ends of the wire.
 */
export type PendingAsk = AskSessionAsk;

/** Why a request left the queue without an answer. */
export type WithdrawReason = 'aborted' | 'timed_out' | 'session_closed';

/** What a session's subscribers see, in order. `seq` grows by one per event of a session. */
export type BrokerEvent =
  | { seq: number; type: 'pending'; ask: PendingAsk }
  | { seq: number; type: 'answered'; id: string; sessionId: string; outcome: AskOutcome }
  | { seq: number; type: 'withdrawn'; id: string; sessionId: string; reason: WithdrawReason };

/** What `respond` did. A second answer to the same request is `already_answered`, never a second outcome. */
export type RespondResult =
  | { ok: true; outcome: AskOutcome }
  | { ok: false; reason: 'unknown_id' | 'already_answered' | 'withdrawn'; message: string }
  | { ok: false; reason: 'invalid_outcome'; message: string; issues?: AskIssue[] };

export interface RespondOptions {
  /** The session the answer comes from: a request of any other session counts as unknown. */
  sessionId?: string | undefined;
}

export interface SubscribeOptions {
  /** Replay the events after this `seq` first (an SSE `Last-Event-ID`), as far as they are kept. */
  after?: number | undefined;
}

/**
 * Suspends a tool call until the user answers. One broker per process is shared by every agent
 * and subagent; several pending requests per session queue, each answer bound to its own id.
 * Methods are async so other stores (Redis) can implement the same interface.
 */
export interface Broker {
  /**
   * Asks and waits: resolves with the user's outcome, or a `dismissed` decline when the signal
   * aborts, the timeout passes or the session closes. Rejects with `AskInputError` (the core's
   * issues) when the input is not a valid request; nothing is queued then.
   */
  ask(input: unknown, context: AskContext): Promise<AskOutcome>;
  /**
   * Answers a pending request with an askq outcome (checked against the request: labels it does
   * not have are `invalid_outcome`). Idempotent per id. With `options.sessionId`, a request of
   * another session is `unknown_id` whatever its state (a page learns nothing of other sessions).
   */
  respond(id: string, outcome: unknown, options?: RespondOptions): Promise<RespondResult>;
  /** The session's pending requests, oldest first. */
  pending(sessionId: string): Promise<PendingAsk[]>;
  /** One pending request, or undefined. */
  get(id: string): Promise<PendingAsk | undefined>;
  /** Calls `listener` for each event of the session from now on (after a replay); returns unsubscribe. */
  subscribe(sessionId: string, listener: (event: BrokerEvent) => void, options?: SubscribeOptions): Promise<() => void>;
  /** Withdraws every pending request of the session (each `ask` resolves with a `dismissed` decline). */
  closeSession(sessionId: string): Promise<void>;
}

/** `ask` was given input that is not a valid request: the core's issues say why, for the model. */
export class AskInputError extends Error {
  readonly issues: AskIssue[];
  constructor(issues: AskIssue[]) {
    const errors = issues.filter((i) => i.severity === 'error');
    super(`invalid AskUserQuestion input: ${(errors.length > 0 ? errors : issues).map((i) => i.message).join('; ') || 'it could not be read'}`);
    this.name = 'AskInputError';
    this.issues = issues;
  }
}

/**
 * The broker's store cannot be reached (a Redis outage): nothing was changed, try again later.
 * The HTTP handler answers 503 with `Retry-After`; `ask` rejects with it only when the store stays
 * down for longer than the broker's grace period.
 */
export class BrokerUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BrokerUnavailableError';
  }
}

/** The request a pending ask stands for (parsed once by the broker): a form, or an MCP URL consent card. */
export type ParsedAsk = PendingAsk & { request: AskRequest | AskUrlRequest };
