/**
 * `@askq/server/mcp`: an MCP client's `elicitation/create` handler that asks the user through a
 * broker, so the browser shows the request (through the HTTP + SSE handler, like any ask) and the
 * server gets the `ElicitResult`: a server's `elicitation/create` request (MCP revision 2025-11-25)
 * or, in revision 2026-07-28, each input request of a tool's `input_required` result (the client
 * calls the same handler per request, then calls the tool again with the answers).
 *
 * One handler fits the clients that run on a server:
 * - the MCP TypeScript SDK v1: `client.setRequestHandler(ElicitRequestSchema, handler)`, with
 *   `capabilities: { elicitation: { form: {}, url: {} } }` (an empty `elicitation: {}` is form
 *   mode only, and the SDK refuses URL-mode requests itself);
 * - the MCP TypeScript SDK v2 (`@modelcontextprotocol/client`):
 *   `client.setRequestHandler('elicitation/create', handler)`, same capabilities, both revisions;
 * - `@ai-sdk/mcp`: `client.onElicitationRequest(ElicitationRequestSchema, handler)`, with the same
 *   capabilities in `createMCPClient({ capabilities })`. That client answers every error a handler
 *   throws with -32603, so an invalid request reaches the server as -32603, not -32602.
 *
 * No import of any SDK: the handler only reads `request.params` and the signal, and the
 * SDK's protocol layer sends a thrown error's `code`, `message` and `data` as the JSON-RPC error.
 */
import { type AskIssue } from '@askq/core';
import { parseElicitation, toElicitationResult, type ElicitationResult } from '@askq/core/elicitation';
import { AskInputError, type Broker } from './types.js';

/** What the handler reads of the client it is registered on, to name the server that asks. */
export type ElicitationClientInfo =
  /** The MCP TypeScript SDK's `Client`. */
  | { getServerVersion(): { name: string; title?: string } | undefined }
  /** `@ai-sdk/mcp`'s `MCPClient`. */
  | { readonly serverInfo?: { name: string; title?: string } };

export interface AskqElicitationOptions {
  broker: Broker;
  /** The session whose browser tabs show the request. */
  sessionId: string;
  /**
   * Who asks, as the user should read it (MCP clients must show which server requests
   * information). @default the connected server's `title`, else its `name`, from `client`
   */
  serverName?: string | undefined;
  /**
   * The client the handler is registered on: the server's name is read from it when a request
   * comes. With the MCP TypeScript SDK v1 it is also what lets a server's cancellation of its
   * first request (id 0, which that SDK drops) withdraw the ask: see `cancelRequestZero`.
   */
  client?: ElicitationClientInfo | undefined;
  /** The agent the server works for, shown with the request. */
  agentId?: string | undefined;
  /** Aborting withdraws a waiting request; the server gets `cancel`. */
  signal?: AbortSignal | undefined;
  /** Withdraw a request after this long without an answer; the server gets `cancel`. */
  timeoutMs?: number | undefined;
}

/** The JSON-RPC error for an elicitation askq cannot show: -32602 (invalid params), and why. */
export class ElicitationRequestError extends Error {
  /** JSON-RPC "Invalid params". */
  readonly code = -32602;
  /** Sent as the error's `data`: every issue, with its path into the params. */
  readonly data: { issues: AskIssue[] };
  constructor(issues: AskIssue[]) {
    const errors = issues.filter((i) => i.severity === 'error');
    const shown = (errors.length > 0 ? errors : issues).map((i) => i.message); // each message names its path
    super(`Invalid elicitation request: ${shown.join('; ') || 'it could not be read'}`);
    this.name = 'ElicitationRequestError';
    this.data = { issues };
  }
}

/** The request as the SDKs pass it (only `params` is read). */
export interface ElicitationHandlerRequest {
  params?: unknown;
}

/**
 * The little of the second argument that is read: the cancellation of the request. The MCP
 * TypeScript SDK v1 passes `RequestHandlerExtra` (`extra.signal`); v2 passes a context
 * (`ctx.mcpReq.signal`), for a server's `elicitation/create` and for an `input_required` input
 * request alike (there it follows the tool call's own signal).
 */
export interface ElicitationHandlerExtra {
  /** SDK v1. */
  signal?: AbortSignal;
  /** SDK v2 (`@modelcontextprotocol/client`); `id` is an input request's key (read for a URL request without `elicitationId`). */
  mcpReq?: { signal?: AbortSignal; id?: unknown };
}

/** An `ElicitResult` as both SDKs type it (an open object: they allow `_meta` and more). */
export type AskqElicitResult = { [key: string]: unknown; action: ElicitationResult['action']; content?: ElicitationResult['content'] };

export type AskqElicitationHandler = (request: ElicitationHandlerRequest, extra?: ElicitationHandlerExtra) => Promise<AskqElicitResult>;

function serverNameOf(client: ElicitationClientInfo | undefined): string | undefined {
  if (!client) return undefined;
  const info = 'getServerVersion' in client ? client.getServerVersion() : client.serverInfo;
  const name = info?.title?.trim() || info?.name?.trim();
  return name || undefined;
}

/**
 * Revision 2026-07-28 dropped `elicitationId` from URL-mode requests (a retried tool call is
 * correlated by its `requestState`), but askq's URL card carries one: such a request gets the input
 * request's key (the SDK v2 passes it as `ctx.mcpReq.id`), else a random id. Anything else is
 * returned as it is.
 */
function withElicitationId(params: unknown, id: unknown): unknown {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return params;
  const p = params as Record<string, unknown>;
  if (p.mode !== 'url' || 'elicitationId' in p) return params;
  const elicitationId = typeof id === 'string' || typeof id === 'number' ? String(id) : crypto.randomUUID();
  return { ...p, elicitationId };
}

/** What the id-0 fix reads of the MCP TypeScript SDK's `Protocol` (v1), where that has it. */
interface SdkProtocolInternals {
  _notificationHandlers?: Map<string, (notification: { params?: { requestId?: unknown; reason?: unknown } }, ...rest: unknown[]) => unknown>;
  _requestHandlerAbortControllers?: Map<unknown, AbortController>;
}

const cancelsRequestZero = new WeakSet<object>();

/**
 * The MCP TypeScript SDK v1 (1.32.2) ignores `notifications/cancelled` for request id 0 (its
 * handler returns on a falsy id), and a server's first request has id 0: an elicitation that comes
 * first would wait on after the server cancelled it or timed out, and a late answer would be lost.
 * So the client's handler of that notification is wrapped (once per client): id 0 aborts that
 * request's handler, whose signal withdraws the ask; every notification still goes on to the SDK's
 * own handler. Where the SDK handles id 0 itself (v2) the abort comes twice, which is harmless; a
 * client without these internals (`@ai-sdk/mcp`) is left alone.
 */
function cancelRequestZero(client: unknown): void {
  const sdk = client as SdkProtocolInternals | null | undefined;
  const handlers = sdk?._notificationHandlers;
  if (!sdk || !(handlers instanceof Map) || !(sdk._requestHandlerAbortControllers instanceof Map) || cancelsRequestZero.has(sdk)) return;
  const handler = handlers.get('notifications/cancelled');
  if (!handler) return;
  cancelsRequestZero.add(sdk);
  handlers.set('notifications/cancelled', (notification, ...rest) => {
    const params = notification?.params;
    // Read when the notification comes: the SDK may replace the map (v2 does on close).
    if (params?.requestId === 0) sdk._requestHandlerAbortControllers?.get(0)?.abort(params.reason);
    return handler(notification, ...rest);
  });
}

function anySignal(signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  return present.length <= 1 ? present[0] : AbortSignal.any(present);
}

/**
 * A handler for MCP `elicitation/create` requests: it reads the request (`parseElicitation`),
 * throws `ElicitationRequestError` (-32602 with the issues) for one askq cannot show, otherwise asks
 * `broker` in `sessionId` and resolves with the result for the user's outcome
 * (`toElicitationResult`): the answers as `accept` content, `decline` for an explicit Decline,
 * `cancel` for anything else (dismissed, timed out, withdrawn, the server cancelled).
 */
export function askqElicitationHandler(options: AskqElicitationOptions): AskqElicitationHandler {
  const { broker, sessionId, agentId, timeoutMs } = options;
  if (!broker || typeof broker.ask !== 'function') throw new TypeError('askqElicitationHandler: broker must be a Broker');
  if (typeof sessionId !== 'string' || sessionId === '') throw new TypeError('askqElicitationHandler: sessionId must be a non-empty string');
  cancelRequestZero(options.client);
  return async (request, extra) => {
    const params = withElicitationId((request as ElicitationHandlerRequest | null | undefined)?.params, extra?.mcpReq?.id);
    const serverName = options.serverName ?? serverNameOf(options.client);
    const parsed = parseElicitation(params, serverName === undefined ? {} : { serverName });
    if (!parsed.request) throw new ElicitationRequestError(parsed.issues);
    const signal = anySignal([options.signal, extra?.signal ?? extra?.mcpReq?.signal]);
    let outcome;
    try {
      outcome = await broker.ask(params, {
        sessionId,
        kind: 'elicitation',
        ...(serverName !== undefined && { serverName }),
        ...(agentId !== undefined && { agentId }),
        ...(signal !== undefined && { signal }),
        ...(timeoutMs !== undefined && { timeoutMs }),
      });
    } catch (error) {
      if (error instanceof AskInputError) throw new ElicitationRequestError(error.issues);
      throw error;
    }
    const { action, content } = toElicitationResult(parsed.request, outcome);
    return content === undefined ? { action } : { action, content };
  };
}

/** The client capabilities for both modes: `capabilities: { ...askqElicitationCapabilities }`. */
export const askqElicitationCapabilities = { elicitation: { form: {}, url: {} } } as const;
