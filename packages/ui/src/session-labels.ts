import type { SessionLabels } from './labels.js';

/** `AskSession`'s English labels: the drop-in picker alone does not carry them. */
export const sessionLabels: SessionLabels = {
  sessionQueue: (position, total) => `${position} of ${total} waiting`,
  sessionAgent: (agentId) => `Asked by ${agentId}`,
  sessionReconnecting: 'Connection lost. Reconnecting…',
  sessionClosed: 'Disconnected. New questions will not appear.',
  sessionReconnect: 'Reconnect',
  sessionEmpty: 'No questions waiting',
  sessionSending: 'Sending your answer…',
  sessionNetworkError: 'Your answer could not be sent. Check your connection and try again.',
  sessionRejected: (message) => `Your answer was not accepted: ${message}`,
  sessionRetry: 'Try again',
  sessionAnswerAgain: 'Answer again',
  sessionNoElicitation: (serverName) => `${serverName ?? 'An MCP server'} asks for input this page cannot show.`,
  sessionCancel: 'Cancel',
  sessionNotification: (agentId) => (agentId ? `${agentId} has a question for you` : 'A question is waiting for you'),
  sessionRetired: (how, question) =>
    `${question ? `“${question}”: ` : ''}${how === 'withdrawn' ? 'the agent stopped waiting; nothing was sent' : `${how} in another tab`}`,
};
