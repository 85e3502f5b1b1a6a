/** The server entry: ask from a LangGraph node or tool. No React. */
export { askUser, type AskUserOptions, type AskUserResult } from './ask-user.js';
export { askUserQuestionTool, type AskUserQuestionToolOptions } from './tool.js';
export { toAskResume, type AskResumeValue } from './resume.js';
export { readAskResume } from './read-resume.js';
export { ASK_INTERRUPT_TYPE, isAskInterruptValue, type AskInterruptSettings, type AskInterruptValue } from './envelope.js';
export { AskInputError, AskResumeError } from './errors.js';
export { ASK_USER_QUESTION_TOOL_NAME } from '@askq/ai-sdk/protocol';
