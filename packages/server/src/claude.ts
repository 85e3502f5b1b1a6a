import { toClaudePermissionResult, type AskIssue, type ClaudePermissionResult } from '@askq/core';
import { parseHostInput } from './pending-request.js';
import { AskInputError, type Broker } from './types.js';

/** The tool name the Claude Agent SDK gives AskUserQuestion calls. */
export const ASK_USER_QUESTION_TOOL = 'AskUserQuestion';

/**
 * What askq reads of the options the Agent SDK passes `canUseTool` (a structural subset of the SDK's
 * own: the SDK also passes `requestId`, `suggestions`, `title`, ...). Defined here so the library
 * has no runtime or type dependency on `@anthropic-ai/claude-agent-sdk`.
 */
export interface ClaudeToolOptions {
  /** Aborted when the SDK gives up on the call: the question is withdrawn. */
  signal: AbortSignal;
  /** The tool call's id: a resumed agent that re-asks gets the answer already given. */
  toolUseID: string;
  /** The subagent asking, when a subagent asks. */
  agentID?: string | undefined;
}

/** The allow askq returns for a tool it lets through unchanged (no `next` callback). */
export interface ClaudeAllowUnchanged {
  behavior: 'allow';
  updatedInput: Record<string, unknown>;
}

/** A `canUseTool` callback, shaped like the Agent SDK's `CanUseTool` for the options type `O`. */
export type ClaudeCanUseTool<O extends ClaudeToolOptions = ClaudeToolOptions, R = ClaudePermissionResult | ClaudeAllowUnchanged | null> = (
  toolName: string,
  input: Record<string, unknown>,
  options: O,
) => Promise<R>;

export interface AskUserQuestionCanUseToolOptions<O extends ClaudeToolOptions, R> {
  /** Where the questions go: the broker the browser's session stream reads. */
  broker: Broker;
  /** The session the questions belong to, or a function that picks it per call. */
  sessionId: string | ((options: O, input: Record<string, unknown>) => string);
  /**
   * The host's own callback, for every tool other than AskUserQuestion. Without it, other tools
   * are allowed with their input unchanged: pass one (or restrict tools with the SDK's
   * `permissionMode` / `allowedTools`) unless every tool may run without asking.
   */
  next?: ClaudeCanUseTool<O, R> | undefined;
  /** The host session's capabilities (e.g. `ask_user_question_unanswered_v1`), for the answer written. */
  capabilities?: readonly string[] | undefined;
  /**
   * The Claude Code CLI version. Changes nothing: the one text askq writes itself, a timeout's
   * deny, is in the newest wording for every version (older ones have no timeout text).
   * @deprecated no effect; kept so existing configurations still type-check
   */
  cliVersion?: string | undefined;
  /** Withdraw each question after this long without an answer (a `dismissed` decline). No limit by default. */
  timeoutMs?: number | undefined;
}

/**
 * A ready Agent SDK `canUseTool` that routes AskUserQuestion through the broker: the call waits
 * until the user answers in the browser, then returns `allow` with the input echoed exactly and the
 * answers filled in, or the deny a decline calls for (`toClaudePermissionResult`, spec sections 2
 * and 7). The SDK's `signal` withdraws the question (a dismissal: deny with `interrupt: true`).
 *
 * It never throws (a throw reaches the model as "Tool permission request failed"): invalid input
 * is a deny whose message lists the problems so the model can correct the call; a broker failure
 * (or an answer that cannot be written) is a deny that says there is no answer. Other tools go to `next`, or are allowed
 * with their input unchanged when there is no `next`.
 *
 * ```ts
 * query({ prompt, options: { canUseTool: askUserQuestionCanUseTool({ broker, sessionId, next: myCanUseTool }) } });
 * ```
 */
export function askUserQuestionCanUseTool<O extends ClaudeToolOptions = ClaudeToolOptions, R = never>(
  config: AskUserQuestionCanUseToolOptions<O, R>,
): ClaudeCanUseTool<O, ClaudePermissionResult | ClaudeAllowUnchanged | R> {
  const { broker, next } = config;
  return async (toolName, input, options) => {
    if (toolName !== ASK_USER_QUESTION_TOOL) {
      return next ? next(toolName, input, options) : { behavior: 'allow', updatedInput: input };
    }
    try {
      // Read as Claude's input (text and number questions included) before anything is shown: the
      // broker reads every dialect, and input only another dialect means would be asked, answered,
      // and then have no Claude answer to write.
      const parsed = parseHostInput(input, { dialect: 'claude' });
      if (!parsed.request) return invalidInputDeny(parsed.issues);
      const sessionId = typeof config.sessionId === 'function' ? config.sessionId(options, input) : config.sessionId;
      const outcome = await broker.ask(input, {
        sessionId,
        agentId: options.agentID,
        toolUseId: options.toolUseID,
        signal: options.signal,
        ...(config.timeoutMs !== undefined ? { timeoutMs: config.timeoutMs } : {}),
      });
      return toClaudePermissionResult(parsed.request, outcome, { capabilities: config.capabilities, cliVersion: config.cliVersion });
    } catch (error) {
      if (error instanceof AskInputError) return invalidInputDeny(error.issues);
      return {
        behavior: 'deny',
        message:
          `AskUserQuestion failed (${errorText(error)}), so there is no answer. ` +
          'Do not assume any answer; ask in the chat instead if you still need to know.',
      };
    }
  };
}

/** The deny for input that is not a valid AskUserQuestion call: each error, so the model can fix it. */
export function invalidInputDeny(issues: readonly AskIssue[]): ClaudePermissionResult {
  const errors = issues.filter((i) => i.severity === 'error');
  const lines = (errors.length > 0 ? errors : issues).map((i) => `- ${i.message}`);
  const body = lines.length > 0 ? lines.join('\n') : '- the input could not be read';
  return {
    behavior: 'deny',
    message: `AskUserQuestion input is invalid, so nothing was shown to the user:\n${body}\nFix these and call AskUserQuestion again.`,
  };
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
