import { convertToModelMessages, streamText, type UIMessage } from 'ai';
import { askUserQuestionTool } from '@askq/ai-sdk/server';
import { saveChat } from '@/lib/chat-store';
import { mockModel } from '@/lib/mock-model';

// The tool has no `execute`: the browser answers it. The same `tools` go to
// convertToModelMessages, whose toModelOutput turns the picker's output into the text the model reads.
const tools = { AskUserQuestion: askUserQuestionTool() };

export async function POST(request: Request) {
  const { id, messages } = (await request.json()) as { id: string; messages: UIMessage[] };
  const result = streamText({
    model: mockModel(),
    system: 'You help set up web projects. Ask with AskUserQuestion when a choice is the user’s to make.',
    tools,
    messages: await convertToModelMessages(messages, { tools }),
  });
  return result.toUIMessageStreamResponse({
    // With the request's messages, `onFinish` gets the whole transcript (a reply to an answered
    // question is appended to the message that asked).
    originalMessages: messages,
    onFinish: ({ messages: transcript }) => saveChat(id, transcript),
  });
}
