/** AskUserQuestion for the OpenAI Agents SDK: a function tool that waits on askq's broker, and its durable variant. */
export { askUserQuestionTool, type AskCall, type AskParameters, type AskUserQuestionAgentToolOptions } from './tool.js';
export { waitForAnswers, type WaitForAnswersOptions } from './durable.js';
