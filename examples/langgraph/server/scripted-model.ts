/**
 * A scripted chat model, so the example runs with no network and no key: on a new request it
 * calls AskUserQuestion; once the tool result is there, it answers from that result, the way a
 * real model reads it. Put a real model (`new ChatAnthropic(...)`) in its place and nothing else
 * changes.
 */
import { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { AIMessage, ToolMessage, type BaseMessage } from '@langchain/core/messages';
import type { ChatResult } from '@langchain/core/outputs';

export const tripQuestions = {
  questions: [
    {
      question: 'Which city should the trip start in?',
      header: 'City',
      multiSelect: false,
      options: [
        { label: 'Lisbon (Recommended)', description: 'Mild in spring, walkable, great food', preview: 'Day 1  Alfama walk, tram 28\nDay 2  Belém, LX Factory\nDay 3  Sintra by train' },
        { label: 'Porto', description: 'Smaller, by the river, port cellars', preview: 'Day 1  Ribeira, Dom Luís bridge\nDay 2  Gaia cellars\nDay 3  Douro valley by boat' },
        { label: 'Faro', description: 'Beaches and the Algarve coast', preview: 'Day 1  Old town, Ria Formosa\nDay 2  Benagil caves\nDay 3  Tavira' },
      ],
    },
    {
      question: 'What should the days be about?',
      header: 'Interests',
      multiSelect: true,
      options: [
        { label: 'Food', description: 'Markets, tascas, a cooking class' },
        { label: 'Museums', description: 'Tiles, coaches, modern art' },
        { label: 'Hiking', description: 'Coastal trails and hills' },
        { label: 'Nightlife', description: 'Fado, bars, late dinners' },
      ],
    },
  ],
};

/** The turn the script plays for `messages`: ask first, then answer from the tool result. */
export function scriptedReply(messages: readonly BaseMessage[]): AIMessage {
  const turn = messages.filter((m) => m.getType() === 'human').length;
  const last = messages.at(-1);
  if (last && ToolMessage.isInstance(last)) {
    const result = String(last.content);
    const intro = last.status === 'error' ? 'Understood, I will not assume anything.' : 'Thanks, here is what I will plan around.';
    return new AIMessage({ id: `reply-${turn}`, content: `${intro} The tool told me:\n\n${result}` });
  }
  return new AIMessage({
    id: `ask-${turn}`,
    content: 'A couple of questions before I plan the trip.',
    tool_calls: [{ id: `call_trip_${turn}`, name: 'AskUserQuestion', args: tripQuestions, type: 'tool_call' }],
  });
}

export class ScriptedChatModel extends BaseChatModel {
  _llmType() {
    return 'scripted';
  }

  /** The script knows its one tool already. */
  override bindTools() {
    return this;
  }

  async _generate(messages: BaseMessage[]): Promise<ChatResult> {
    const message = scriptedReply(messages);
    return { generations: [{ message, text: String(message.content) }] };
  }
}
