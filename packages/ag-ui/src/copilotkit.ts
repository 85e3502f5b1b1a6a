/** The CopilotKit entry: AskUserQuestion as a human-in-the-loop tool rendered with askq's picker. */
export { useAskUserQuestion, type CopilotAskUserQuestionOptions } from './copilotkit-ask.js';
