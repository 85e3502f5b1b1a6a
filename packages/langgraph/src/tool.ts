/**
 * AskUserQuestion as a LangChain tool, for a ReAct-style agent (`ToolNode`, `createAgent`): the
 * call interrupts the run, and the resumed call returns the exact text Claude Code gives the model.
 */
import { tool, type ToolRunnableConfig } from '@langchain/core/tools';
import { ToolMessage } from '@langchain/core/messages';
import {
  ASK_USER_QUESTION_TOOL_NAME,
  askUserQuestionDescription,
  createInputSchema,
  type InputSchemaOptions,
  type ToolLimits,
} from '@askq/ai-sdk/protocol';
import { askUser } from './ask-user.js';
import { AskInputError, AskResumeError } from './errors.js';

export interface AskUserQuestionToolOptions extends InputSchemaOptions {
  /** The name the model calls. @default 'AskUserQuestion' */
  name?: string | undefined;
  /** Replaces the tool description the model reads. @default askq's description of the protocol */
  description?: string | undefined;
  /** Widens Claude's limits (ignored with `strict: 'claude-code'`). */
  limits?: ToolLimits | undefined;
  /** A heading for the questions when the model gave no `title`. */
  title?: string | undefined;
  /** Who asks (an agent or subgraph name), shown above the questions. */
  askedBy?: string | undefined;
}

/**
 * The AskUserQuestion tool. Its result is a `ToolMessage` whose content is Claude Code's text and
 * whose `artifact` is the answer (`AskResumeValue`: receipts read it back after a reload). A
 * decline is an error result, as Claude Code's deny is; so is input that cannot be shown (the
 * message lists what to fix, and nothing is asked) and a resume value that is not an answer.
 *
 * @example
 * const tools = [askUserQuestionTool()];
 * new StateGraph(MessagesAnnotation).addNode('tools', new ToolNode(tools)) // ...
 */
export function askUserQuestionTool(options: AskUserQuestionToolOptions = {}) {
  const { name = ASK_USER_QUESTION_TOOL_NAME, description, title, askedBy, ...settings } = options;
  return tool(
    (input: unknown, config: ToolRunnableConfig) => {
      const call = config.toolCall;
      const toolCallId = call?.id;
      // Called with a tool call (a ToolNode): a ToolMessage, also for a call without an id (optional
      // in LangChain; ToolNode answers it with ''), or a decline would pass as a plain "success"
      // with no artifact. A direct `invoke(args)` gets the text.
      const result = (content: string, status: 'success' | 'error', artifact?: unknown) =>
        call === undefined ? content : new ToolMessage({ content, tool_call_id: toolCallId ?? '', name, status, artifact });
      try {
        const asked = askUser(input, { ...settings, toolCallId, title, askedBy, toolName: name });
        return result(asked.text, asked.outcome.type === 'declined' ? 'error' : 'success', asked.output);
      } catch (error) {
        if (error instanceof AskInputError) return result(error.message, 'error');
        // What Claude Code tells the model when its host's answer handler fails.
        if (error instanceof AskResumeError) return result(`Tool permission request failed: Error: ${error.message}`, 'error');
        throw error; // LangGraph's interrupt travels as an exception: it must pass.
      }
    },
    { name, description: description ?? askUserQuestionDescription(settings.limits, settings), schema: createInputSchema(settings.limits, settings) },
  );
}
