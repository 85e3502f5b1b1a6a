/**
 * AskUserQuestion as an OpenAI Agents SDK function tool: `execute` waits on askq's broker until the
 * page answers (through `AskSession` and `@askq/server`'s HTTP + SSE handler), then returns the
 * exact text Claude Code gives its model for that answer.
 */
import { ModelBehaviorError, ToolGuardrailFunctionOutputFactory, tool, type FunctionTool, type RunContext } from '@openai/agents';
import { createAskParser, toClaudeResultText, type AskOutcome, type ParseOptions } from '@askq/core';
import { claudeCodeSchema } from '@askq/core/strict';
import {
  ASK_USER_QUESTION_TOOL_NAME,
  askUserQuestionDescription,
  createInputSchema,
  invalidInputErrorText,
  requestFromToolCall,
  type AskBrokerLike,
  type AskUserQuestionInput,
  type AskUserQuestionToolOptions,
} from '@askq/ai-sdk/server';
import { AskInputError } from '@askq/server';

/** One AskUserQuestion call, as the run gives it: what a session id is picked from. */
export interface AskCall<TContext = unknown> {
  /** The run's context (`run(agent, input, { context })` is `runContext.context`). */
  runContext: RunContext<TContext>;
  /** The model's tool call id: the broker's `toolUseId`. */
  callId: string;
  /** The agent that asks (`agent.name`), shown on the page as "Asked by ...". */
  agentName?: string;
}

export interface AskUserQuestionAgentToolOptions<TContext = unknown> extends AskUserQuestionToolOptions {
  /** Where the question waits: the broker the page's `AskSession` stream reads (`@askq/server`). */
  broker: AskBrokerLike;
  /** The session the question belongs to (the page's `sessionId`), or a function that picks it per call. */
  sessionId: string | ((call: AskCall<TContext>) => string);
  /** The tool's name. Keep Claude's name unless the page is told another. @default 'AskUserQuestion' */
  name?: string;
  /** Withdraw the question after this long without an answer (the model reads the dismissal). No limit by default. */
  timeoutMs?: number;
  /**
   * Pause the run instead of holding it: every call is an interruption (`needsApproval`), the run
   * ends with `result.interruptions`, and `waitForAnswers(result.state, ...)` approves it once the
   * page has answered. Store `result.state.toString()` meanwhile to survive a restart.
   * @default false
   */
  durable?: boolean;
}

/** The parse options the input schema validated with (the same rules the AI SDK tool reads with). */
export function parseOptionsOf(options: AskUserQuestionToolOptions): ParseOptions {
  const previewFormat = options.previewFormat === 'html' ? 'html' : 'markdown';
  if (options.strict === 'claude-code') {
    return { strict: 'claude-code', extended: options.extended === true, optionalDescriptions: options.optionalDescriptions === true, previewFormat };
  }
  return options.limits ? { previewFormat, limits: options.limits } : { previewFormat };
}

const parseToolInput = /* @__PURE__ */ createAskParser({ strict: claudeCodeSchema });

/** The text the model reads for input the tool cannot show: every problem core finds, so it can retry. */
function invalidText(rawArguments: string | undefined, parseOptions: ParseOptions, toolName: string): string {
  let value: unknown;
  try {
    value = JSON.parse(rawArguments ?? '');
  } catch {
    value = undefined;
  }
  return invalidInputErrorText(parseToolInput(value, { ...parseOptions, partial: false }).issues, toolName);
}

/** Agent names by call id, per run: the SDK hands a tool's input guardrails the agent, never `execute`. */
const askingAgents = new WeakMap<object, Map<string, string>>();

/**
 * The AskUserQuestion function tool. Each call is queued on the broker under the session with
 * the model's call id (`toolUseId`: a re-run of the same call gets the answer already given) and
 * the asking agent's name; the run's abort signal withdraws it. The tool's output is the text
 * Claude Code gives its model: the answers (`Your questions have been answered: ...`, notes,
 * previews, follow-up, idle timeout) or a decline (Chat about this, dismissed, replied in chat).
 * Input the broker refuses is answered with the list of problems, so the model can fix its call.
 *
 * @example
 * const agent = new Agent({ name: 'Planner', tools: [askUserQuestionTool({ broker, sessionId: 'chat-42' })] });
 */
export function askUserQuestionTool<TContext = unknown>(
  options: AskUserQuestionAgentToolOptions<TContext>,
): FunctionTool<TContext, ReturnType<typeof createInputSchema>, string> {
  const { broker, timeoutMs, durable = false } = options;
  const name = options.name ?? ASK_USER_QUESTION_TOOL_NAME;
  const parseOptions = parseOptionsOf(options);
  const sessionOf = (call: AskCall<TContext>) => (typeof options.sessionId === 'function' ? options.sessionId(call) : options.sessionId);

  const execute = async (input: AskUserQuestionInput, runContext?: RunContext<TContext>, details?: { toolCall?: { callId: string }; signal?: AbortSignal }) => {
    const callId = details?.toolCall?.callId ?? '';
    const context = runContext as RunContext<TContext>;
    const agents = askingAgents.get(context);
    const agentName = agents?.get(callId);
    agents?.delete(callId);
    let outcome: AskOutcome;
    try {
      outcome = await broker.ask(input, {
        sessionId: sessionOf({ runContext: context, callId, ...(agentName !== undefined ? { agentName } : {}) }),
        ...(callId ? { toolUseId: callId } : {}),
        ...(agentName !== undefined ? { agentId: agentName } : {}),
        ...(details?.signal ? { signal: details.signal } : {}),
        ...(timeoutMs !== undefined ? { timeoutMs } : {}),
      });
    } catch (error) {
      if (error instanceof AskInputError) return invalidInputErrorText(error.issues, name);
      throw error;
    }
    return toClaudeResultText(requestFromToolCall(input, undefined, parseOptions), outcome);
  };

  return tool({
    name,
    description: options.description ?? askUserQuestionDescription(options.limits, options),
    parameters: createInputSchema(options.limits, options) as ReturnType<typeof createInputSchema>,
    execute: execute as never,
    needsApproval: durable,
    // Input its schema refuses reaches this as a ModelBehaviorError (InvalidToolInputError). The SDK's own text for it is generic ("An error occurred..."): the
    // model reads askq's list of problems instead. Any other failure (a broker that cannot be
    // reached) fails the run with its error: nothing is presented as an answer.
    errorFunction: (_context, error, details) => {
      if (error instanceof ModelBehaviorError) return invalidText(details?.toolCall?.arguments, parseOptions, name);
      throw error;
    },
    inputGuardrails: [
      {
        name: 'askq: who asks',
        run: async ({ context, agent, toolCall }) => {
          let agents = askingAgents.get(context);
          if (!agents) askingAgents.set(context, (agents = new Map()));
          agents.set(toolCall.callId, agent.name);
          return ToolGuardrailFunctionOutputFactory.allow();
        },
      },
    ],
  }) as FunctionTool<TContext, ReturnType<typeof createInputSchema>, string>;
}
