/** The agent: a ReAct loop (model → tools → model) on a MemorySaver, with askq's AskUserQuestion tool. */
import { MemorySaver, MessagesAnnotation, START, StateGraph } from '@langchain/langgraph';
import { ToolNode, toolsCondition } from '@langchain/langgraph/prebuilt';
import { askUserQuestionTool } from '@askq/langgraph';
import { ScriptedChatModel } from './scripted-model.js';

const tools = [askUserQuestionTool({ askedBy: 'trip planner' })];
const model = new ScriptedChatModel({}).bindTools();

export function createGraph() {
  return new StateGraph(MessagesAnnotation)
    .addNode('agent', async (state) => ({ messages: [await model.invoke(state.messages)] }))
    .addNode('tools', new ToolNode(tools))
    .addEdge(START, 'agent')
    .addConditionalEdges('agent', toolsCondition)
    .addEdge('tools', 'agent')
    .compile({ checkpointer: new MemorySaver() });
}
