'use client';
import { memo, useInsertionEffect, type NamedExoticComponent, type ReactNode } from 'react';
import { useAui, type ToolCallMessagePartComponent, type ToolCallMessagePartProps, type Toolkit } from '@assistant-ui/react';
import { ASK_USER_QUESTION_TOOL_NAME, AskUserQuestionPart, type AskAddToolOutput, type AskUserQuestionPartProps } from '@askq/ai-sdk';
import { toolPartOf } from './tool-part.js';

/**
 * What the card takes besides the tool call: every prop of `@askq/ai-sdk`'s
 * `AskUserQuestionPart` but the part and the answer function, which come from assistant-ui
 * (`previewFormat`, `parseOptions`, `labels`, `className`, `onOutput`, the picker's options).
 */
export type AskToolUIOptions = Omit<AskUserQuestionPartProps<string>, 'part' | 'addToolOutput' | 'toolName'>;

export type AskUserQuestionToolUIProps = ToolCallMessagePartProps & {
  /** The card's options; keep the object stable (module scope or `useMemo`). */
  options?: AskToolUIOptions;
};

/**
 * The registry key assistant-ui's runtime looks for in a `ToolResponse`-like value (assistant-stream's
 * `ToolResponse` checks `Symbol.for('aui.tool-response') in value`, so that copies of the package
 * recognise each other's responses). It is the only way to hand `addResult` an error result, and
 * `@assistant-ui/react` does not re-export the class.
 */
const TOOL_RESPONSE = Symbol.for('aui.tool-response');

type AddResult = ToolCallMessagePartProps['addResult'];

/** One answer function per thread, and the latest `addResult` of each of its calls. */
const answerers = new WeakMap<object, { answer: AskAddToolOutput<string>; latest: Map<string, AddResult> }>();

/**
 * The answer function `AskUserQuestionPart` calls, on top of assistant-ui's `addResult`: an output
 * becomes the call's result; invalid input becomes an error result carrying the text Claude Code
 * would send (or askq's list of problems), which the AI SDK runtime sends as `output-error` so the
 * model can fix its call and retry.
 * One per thread (`useAui().thread()`, the same object for every card in it), not per card:
 * `AskUserQuestionPart` keys its exactly-once guard by it, so a card mounted again while its
 * answer is on its way (a thread switched away and back, a list that virtualizes) cannot answer twice.
 */
function useAddToolOutput(toolCallId: string, addResult: AddResult): AskAddToolOutput<string> {
  const thread = (useAui() as unknown as { thread(): object }).thread();
  let entry = answerers.get(thread);
  if (!entry) {
    const latest = new Map<string, AddResult>();
    const answer: AskAddToolOutput<string> = (args) => {
      const add = latest.get(args.toolCallId);
      if ('output' in args) add?.(args.output);
      else add?.({ [TOOL_RESPONSE]: true, result: args.errorText, isError: true } as never);
    };
    answerers.set(thread, (entry = { answer, latest }));
  }
  const { latest } = entry;
  useInsertionEffect(() => {
    latest.set(toolCallId, addResult);
  });
  return entry.answer;
}

/**
 * askq's picker for one AskUserQuestion call in an assistant-ui thread, in any state: questions
 * appearing while the arguments stream, the live picker once the run waits on the call, then the
 * receipt (also after a reload, from the saved messages). The answer goes back through `addResult`
 * as `@askq/ai-sdk`'s output, so the server's `askUserQuestionTool()` gives the model the text
 * Claude Code gives.
 *
 * Register it once with `askUserQuestionToolkit()`, or use it wherever assistant-ui takes a
 * tool-call component (`MessagePrimitive.Parts` `components.tools.by_name`).
 */
export const AskUserQuestionToolUI: NamedExoticComponent<AskUserQuestionToolUIProps> = memo(function AskUserQuestionToolUI(props: AskUserQuestionToolUIProps): ReactNode {
  const addToolOutput = useAddToolOutput(props.toolCallId, props.addResult);
  const part = toolPartOf(props);
  return <AskUserQuestionPart {...props.options} part={part} toolName={props.toolName} addToolOutput={addToolOutput} />;
});

export interface AskUserQuestionToolkitOptions extends AskToolUIOptions {
  /** The name the tool is registered under on the server. @default 'AskUserQuestion' */
  toolName?: string | undefined;
}

/**
 * A toolkit with one entry: the AskUserQuestion tool, defined and run by the server
 * (`askUserQuestionTool()` from `@askq/ai-sdk/server`), rendered by askq. Call it once at module
 * scope and register it with `Tools({ toolkit })`, alone or spread into the app's own toolkit.
 *
 * @example
 * const config = AuiConfig({ tools: Tools({ toolkit: askUserQuestionToolkit() }) });
 * <AssistantRuntimeProvider runtime={runtime} config={config}>...</AssistantRuntimeProvider>
 */
export function askUserQuestionToolkit(options: AskUserQuestionToolkitOptions = {}): Toolkit {
  const { toolName = ASK_USER_QUESTION_TOOL_NAME, ...cardOptions } = options;
  const render: ToolCallMessagePartComponent = (props) => <AskUserQuestionToolUI {...props} options={cardOptions} />;
  // A backend tool: its schema and its model-facing text live on the server, so the client
  // sends no definition of its own. Standalone: a question is not a step of the model's trace.
  return { [toolName]: { type: 'backend', display: 'standalone', render } };
}
