/**
 * AskUserQuestion as an OpenAI Agents SDK function tool: `execute` waits on askq's broker until the
 * page answers (through `AskSession` and `@askq/server`'s HTTP + SSE handler), then returns the
 * exact text Claude Code gives its model for that answer.
 */
import { ToolGuardrailFunctionOutputFactory, tool, type FunctionTool, type JsonSchemaDefinition, type RunContext } from '@openai/agents';
import { toClaudeResultText, type AskIssue, type AskOutcome, type ParseOptions } from '@askq/core';
import {
  ASK_USER_QUESTION_TOOL_NAME,
  askUserQuestionDescription,
  askUserQuestionJsonSchemaFor,
  invalidInputErrorText,
  parseOptionsFor,
  parseToolInput,
  requestFromToolCall,
  type AskBrokerLike,
  type AskUserQuestionToolOptions,
} from '@askq/ai-sdk/protocol';
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
  name?: string | undefined;
  /** Withdraw the question after this long without an answer (the model reads the dismissal). No limit by default. */
  timeoutMs?: number | undefined;
  /**
   * Pause the run instead of holding it: every call is an interruption (`needsApproval`), the run
   * ends with `result.interruptions`, and `waitForAnswers(result.state, ...)` approves it once the
   * page has answered. Store `result.state.toString()` meanwhile to survive a restart.
   * @default false
   */
  durable?: boolean | undefined;
}

/** The tool's parameters: the input JSON Schema of `@askq/ai-sdk/protocol` (Claude's shape). */
export type AskParameters = Extract<JsonSchemaDefinition['schema'], { additionalProperties: true }>;

/**
 * The problems core finds in a call's raw arguments (what Claude Code's schema would refuse, and
 * askq's limits), or none when the picker can show it.
 */
function inputProblems(rawArguments: string, parseOptions: ParseOptions): AskIssue[] {
  let value: unknown;
  try {
    value = JSON.parse(rawArguments);
  } catch {
    value = undefined;
  }
  const { request, issues } = parseToolInput(value, { ...parseOptions, partial: false });
  return request ? [] : issues;
}

/** Agent names by call id, per run: the SDK hands a tool's input guardrails the agent, never `execute`. */
const askingAgents = new WeakMap<object, Map<string, string>>();

/**
 * Outcomes `waitForAnswers` got for a paused run, by call id, for `execute` when the run resumes.
 * A withdrawn question (a timeout) is no stored answer, so a re-ask would ask again: this says what
 * happened. After a restart the map is empty and the broker's stored answer (by `toolUseId`) serves.
 */
export const outcomesForResume = new WeakMap<object, Map<string, AskOutcome>>();

/**
 * The name the Agents SDK gives a tool named `name`: it turns every character but a letter or a
 * digit into `_` (`ask-user` is `ask_user`). The texts that name the tool, and `waitForAnswers`,
 * must use the same.
 */
export const sdkToolName = (name: string) => name.replace(/[^a-zA-Z0-9]/g, '_');

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
): FunctionTool<TContext, AskParameters, string> {
  const { broker, timeoutMs, durable = false } = options;
  const name = sdkToolName(options.name ?? ASK_USER_QUESTION_TOOL_NAME);
  const parseOptions = parseOptionsFor(options.limits, options);
  const sessionOf = (call: AskCall<TContext>) => (typeof options.sessionId === 'function' ? options.sessionId(call) : options.sessionId);

  const execute = async (input: unknown, runContext?: RunContext<TContext>, details?: { toolCall?: { callId: string }; signal?: AbortSignal }) => {
    const callId = details?.toolCall?.callId ?? '';
    const context = runContext as RunContext<TContext>;
    const agents = askingAgents.get(context);
    const agentName = agents?.get(callId);
    agents?.delete(callId);
    const given = outcomesForResume.get(context);
    let outcome = given?.get(callId);
    given?.delete(callId);
    try {
      outcome ??= await broker.ask(input, {
        sessionId: sessionOf({ runContext: context, callId, ...(agentName !== undefined ? { agentName } : {}) }),
        ...(callId ? { toolUseId: callId } : {}),
        ...(agentName !== undefined ? { agentId: agentName } : {}),
        ...(details?.signal ? { signal: details.signal } : {}),
        ...(timeoutMs !== undefined ? { timeoutMs } : {}),
      });
    } catch (error) {
      if (error instanceof AskInputError) return invalidInputErrorText(error.issues, name, { input, parseOptions });
      throw error;
    }
    return toClaudeResultText(requestFromToolCall(input, undefined, parseOptions), outcome);
  };

  return tool({
    name,
    description: options.description ?? askUserQuestionDescription(options.limits, options),
    // Claude's own JSON Schema, not OpenAI's strict mode: strict mode turns every optional field
    // into a required nullable one (Claude's schema rejects null) and drops the counts, and input
    // the SDK's schema parse refuses reaches the model only as "Tool execution failed. Error
    // details are redacted." askq checks the input itself (the guardrail below) and says what to fix.
    // A plain JSON copy: zod marks its JSON Schema as a Standard Schema, which the SDK would parse with.
    parameters: JSON.parse(JSON.stringify(askUserQuestionJsonSchemaFor(options.limits, options))) as AskParameters,
    strict: false,
    execute: execute as never,
    needsApproval: durable,
    // A failure of the broker (one that cannot be reached) fails the run with its error: nothing
    // is presented as an answer, and the SDK's generic "An error occurred" text is never sent.
    errorFunction: null,
    // The SDK hands input guardrails the raw call and the agent, before its schema parses the
    // input (its own text for input the schema refuses is generic and hides the arguments). So the
    // check happens here: invalid input is refused with askq's list of problems as the output the
    // model reads, and nothing reaches the page. Valid input: the asking agent is noted for `execute`.
    inputGuardrails: [
      {
        name: 'askq',
        run: async ({ context, agent, toolCall }) => {
          const problems = inputProblems(toolCall.arguments, parseOptions);
          if (problems.length > 0) return ToolGuardrailFunctionOutputFactory.rejectContent(invalidInputErrorText(problems, name, { input: toolCall.arguments, parseOptions }));
          let agents = askingAgents.get(context);
          if (!agents) askingAgents.set(context, (agents = new Map()));
          agents.set(toolCall.callId, agent.name);
          return ToolGuardrailFunctionOutputFactory.allow();
        },
      },
    ],
  }) as FunctionTool<TContext, AskParameters, string>;
}
