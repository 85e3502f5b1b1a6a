/**
 * The scripted agent: a ChatTransport (`sendMessages` + `reconnectToStream`) that reads the
 * transcript the way a model would and answers with UIMessageChunks. No network, no key.
 */
import type { ChatTransport, UIMessage, UIMessageChunk } from 'ai';
import { type AskToolOutput, isAskUserQuestionPart } from '@askq/ai-sdk';
import { askTurn, continueTurn, newToolCallId, play, replyTurn, scenarioIdOf } from './chunks.js';
import { scenarioById, scenarioForText, scenarios } from './scenarios.js';

const HELP = `I'm a scripted demo agent. Try one of: ${scenarios.map((s) => `“${s.title}”`).join(', ')}.`;

type ToolPart = { toolCallId: string; state: string; output?: unknown; errorText?: string };
const lastAskPart = (message: UIMessage | undefined) =>
  message?.parts.filter((p) => isAskUserQuestionPart(p)).at(-1) as ToolPart | undefined;
const userText = (message: UIMessage) => message.parts.map((p) => (p.type === 'text' ? p.text : '')).join(' ').trim();

/** What the agent says after its question was settled (answered, declined, or invalid). */
export function afterAnswer(part: ToolPart): string {
  if (part.state === 'output-error') return 'My question did not come through. Let me rephrase it next time.';
  const output = part.output as AskToolOutput | undefined;
  const outcome = output?.outcome;
  if (!output || !outcome) return 'Thanks.';
  if (outcome.type === 'declined') {
    if (outcome.reason === 'chat_about_this') return 'Sure, let’s talk it through first. What would you like to know about the options?';
    if (outcome.reason === 'dismissed') return 'No problem, I won’t assume anything. I’ll leave that decision open and continue with the rest.';
  }
  return scenarioById(scenarioIdOf(part.toolCallId))?.followUp(output) ?? 'Thanks, noted.';
}

export function planTurn(messages: UIMessage[]): UIMessageChunk[] {
  const last = messages.at(-1);
  if (!last) return replyTurn(HELP);
  // A resend after addToolOutput: the last message is our own, with the settled call.
  if (last.role === 'assistant') {
    const part = lastAskPart(last);
    return continueTurn(part ? afterAnswer(part) : 'Go on.');
  }
  const text = userText(last);
  const previous = lastAskPart(messages.at(-2));
  const output = previous?.output as AskToolOutput | undefined;
  if (output?.outcome.type === 'declined' && output.outcome.reason === 'replied_in_chat') {
    const scenario = scenarioForText(text);
    if (scenario) return askTurn(`Switching topics. ${scenario.intro}`, newToolCallId(scenario.id), scenario.input);
    return replyTurn(`You wrote “${text}” instead of answering, so I won’t assume any answer. Tell me more and I’ll ask again when it matters.`);
  }
  const scenario = scenarioForText(text);
  if (scenario) return askTurn(scenario.intro, newToolCallId(scenario.id), scenario.input);
  return replyTurn(HELP);
}

export interface MockAgentOptions {
  /** Pause between chunks, in milliseconds. @default 25 */
  delayMs?: number;
}

export function createMockAgent({ delayMs = 25 }: MockAgentOptions = {}): ChatTransport<UIMessage> {
  return {
    async sendMessages({ messages, abortSignal }) {
      return play(planTurn(messages), delayMs, abortSignal);
    },
    async reconnectToStream() {
      return null;
    },
  };
}
