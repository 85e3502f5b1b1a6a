/**
 * The route handler, run in the page: what `app/api/chat/route.ts` does in a real app
 * (`streamText` with askq's tool, the same `tools` for `convertToModelMessages`), behind a
 * `ChatTransport` so `useChatRuntime` talks to it without a network. In an app, drop this file and
 * let `useChatRuntime()` post to your route.
 */
import { convertToModelMessages, streamText, type ChatTransport, type LanguageModel, type UIMessage } from 'ai';
import { askUserQuestionTool } from '@askq/ai-sdk/server';

const tools = { AskUserQuestion: askUserQuestionTool() };

export function localServer(model: LanguageModel): ChatTransport<UIMessage> {
  return {
    sendMessages: async ({ messages, abortSignal }) =>
      streamText({ model, tools, abortSignal, messages: await convertToModelMessages(messages, { tools }) }).toUIMessageStream(),
    reconnectToStream: async () => null,
  };
}
