/**
 * Real LangGraph graphs for the tests, on a MemorySaver: a ReAct-style loop whose "model" is a
 * scripted node (it calls AskUserQuestion, then answers from the tool result), the same loop on a
 * chat model that streams the call's arguments, and a graph whose node asks with `askUser` directly.
 */
import { Annotation, Command, END, MemorySaver, MessagesAnnotation, START, StateGraph, type LangGraphRunnableConfig } from '@langchain/langgraph';
import { ToolNode, toolsCondition } from '@langchain/langgraph/prebuilt';
import { AIMessage, AIMessageChunk, type BaseMessage } from '@langchain/core/messages';
import { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { ChatGenerationChunk, type ChatResult } from '@langchain/core/outputs';
import type { CallbackManagerForLLMRun } from '@langchain/core/callbacks/manager';
import { askUser, askUserQuestionTool, AskInputError, AskResumeError, type AskUserResult } from '../index.js';

// The AI SDK package's trip question: the same input in every adapter's tests.
import { tripInput } from '../../../ai-sdk/src/test-utils/fixtures.js';
export { tripInput };

/** Too many options and a duplicate label: nothing can be shown. */
export const invalidInput = {
  questions: [{ question: 'Pick a colour?', header: 'Colour', options: ['Red', 'Green', 'Blue', 'Red', 'Pink'].map((label) => ({ label, description: label })), multiSelect: false }],
};

/** The scripted model: asks first, then says what the tool result told it. */
/** A model that calls the tool (`toolCallId` null: a call without an id, optional in LangChain), then repeats what it read. */
function scriptedAgent(input: unknown, toolCallId: string | null) {
  return async (state: { messages: BaseMessage[] }) => {
    const last = state.messages.at(-1);
    if (last?.getType() === 'tool') return { messages: [new AIMessage({ id: `${toolCallId}-reply`, content: `Tool said: ${String(last.content)}` })] };
    return { messages: [new AIMessage({ id: `${toolCallId}-ask`, content: '', tool_calls: [{ id: toolCallId ?? undefined, name: 'AskUserQuestion', args: input as Record<string, unknown> }] })] };
  };
}

/**
 * The loop, with askq's tool in a ToolNode. With `gate`, the tools step waits for it first, so a
 * test can look at the page between the model's call and the interrupt.
 */
export function reactGraph(input: unknown = tripInput, toolCallId: string | null = 'call_trip', options: Parameters<typeof askUserQuestionTool>[0] = {}, gate?: Promise<void>) {
  const tools = new ToolNode([askUserQuestionTool(options)]);
  return new StateGraph(MessagesAnnotation)
    .addNode('agent', scriptedAgent(input, toolCallId))
    .addNode('tools', gate ? async (state: { messages: BaseMessage[] }, config: LangGraphRunnableConfig) => (await gate, tools.invoke(state, config)) : tools)
    .addEdge(START, 'agent')
    .addConditionalEdges('agent', toolsCondition)
    .addEdge('tools', 'agent')
    .compile({ checkpointer: new MemorySaver() });
}

/** A second question, asked after the first is answered (`twoCallGraph`). */
export const daysInput = {
  questions: [{ question: 'How many days?', header: 'Days', multiSelect: false, options: [{ label: 'Three', description: 'A long weekend' }, { label: 'Five', description: 'A working week' }] }],
};

/** The loop of `reactGraph` with a model that asks twice, one call after the other (`call_city`, then `call_days`). */
export function twoCallGraph() {
  return new StateGraph(MessagesAnnotation)
    .addNode('agent', (state: { messages: BaseMessage[] }) => {
      const answered = state.messages.filter((m) => m.getType() === 'tool');
      if (answered.length === 2) return { messages: [new AIMessage({ id: 'reply', content: `Tool said: ${String(answered[1]!.content)}` })] };
      const [id, args] = answered.length === 0 ? ['call_city', tripInput] : ['call_days', daysInput];
      return { messages: [new AIMessage({ id: `${id}-ask`, content: '', tool_calls: [{ id, name: 'AskUserQuestion', args }] })] };
    })
    .addNode('tools', new ToolNode([askUserQuestionTool()]))
    .addEdge(START, 'agent')
    .addConditionalEdges('agent', toolsCondition)
    .addEdge('tools', 'agent')
    .compile({ checkpointer: new MemorySaver() });
}

const NodeState = Annotation.Root({
  result: Annotation<AskUserResult | undefined>(),
  error: Annotation<{ name: string; message: string } | undefined>(),
});

/** A node that asks with `askUser` and keeps what came back (or the typed error it caught). */
export function nodeGraph(input: unknown = tripInput) {
  return new StateGraph(NodeState)
    .addNode('plan', () => {
      try {
        return { result: askUser(input, { askedBy: 'planner', title: 'Trip planning' }) };
      } catch (error) {
        if (error instanceof AskInputError || error instanceof AskResumeError) return { error: { name: error.name, message: error.message } };
        throw error;
      }
    })
    .addEdge(START, 'plan')
    .addEdge('plan', END)
    .compile({ checkpointer: new MemorySaver() });
}

export { Command };

/** The interrupts `invoke` returned with the state (LangGraph adds them; the state type does not say so). */
export const interruptsOf = (state: object) => (state as { __interrupt__?: { id?: string; value: unknown }[] }).__interrupt__;

/**
 * A chat model that streams as a real one does: its AskUserQuestion call comes as
 * `tool_call_chunks`, the arguments' JSON cut into `pieces`. Before the piece at `holdAt` it waits
 * for `hold`, so a test can look at the page while the call is half written. After the tool
 * result it says what the tool told it.
 */
class StreamingAskModel extends BaseChatModel {
  constructor(
    private readonly pieces: string[],
    private readonly toolCallId: string,
    private readonly hold: { at: number; until: Promise<void> },
  ) {
    super({});
  }

  _llmType() {
    return 'streaming-ask';
  }

  override async *_streamResponseChunks(messages: BaseMessage[], _options: this['ParsedCallOptions'], runManager?: CallbackManagerForLLMRun) {
    const last = messages.at(-1);
    const chunks =
      last?.getType() === 'tool'
        ? [new AIMessageChunk({ id: `${this.toolCallId}-reply`, content: `Tool said: ${String(last.content)}` })]
        : this.pieces.map(
            (args, index) =>
              new AIMessageChunk({
                id: `${this.toolCallId}-ask`,
                content: '',
                tool_call_chunks: [index === 0 ? { type: 'tool_call_chunk', index: 0, id: this.toolCallId, name: 'AskUserQuestion', args } : { type: 'tool_call_chunk', index: 0, args }],
              }),
          );
    for (const [index, message] of chunks.entries()) {
      if (index === this.hold.at) await this.hold.until;
      const chunk = new ChatGenerationChunk({ message, text: String(message.content) });
      yield chunk;
      await runManager?.handleLLMNewToken(chunk.text, undefined, undefined, undefined, undefined, { chunk });
    }
  }

  async _generate(messages: BaseMessage[], options: this['ParsedCallOptions'], runManager?: CallbackManagerForLLMRun): Promise<ChatResult> {
    let whole: ChatGenerationChunk | undefined;
    for await (const chunk of this._streamResponseChunks(messages, options, runManager)) whole = whole ? whole.concat(chunk) : chunk;
    return { generations: [{ text: whole!.text, message: whole!.message }] };
  }
}

/** The loop of `reactGraph`, its model node a chat model streaming the call's arguments in `pieces`. */
export function streamingGraph(pieces: string[], toolCallId: string, hold: { at: number; until: Promise<void> }) {
  const model = new StreamingAskModel(pieces, toolCallId, hold);
  return new StateGraph(MessagesAnnotation)
    .addNode('agent', async (state: { messages: BaseMessage[] }, config: LangGraphRunnableConfig) => ({ messages: [await model.invoke(state.messages, config)] }))
    .addNode('tools', new ToolNode([askUserQuestionTool()]))
    .addEdge(START, 'agent')
    .addConditionalEdges('agent', toolsCondition)
    .addEdge('tools', 'agent')
    .compile({ checkpointer: new MemorySaver() });
}
