/** The tool's name, as Claude Code and the Claude Agent SDK call it. */
export const ASK_USER_QUESTION_TOOL_NAME = 'AskUserQuestion';
