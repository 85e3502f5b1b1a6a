/** The React entry: the picker for an AG-UI agent's AskUserQuestion calls. */
export { AgentAskUserQuestion, useAgentSnapshot, type AgentAskUserQuestionProps, type AgentSnapshot } from './agent-ask-user-question.js';
