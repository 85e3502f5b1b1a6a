/**
 * A scripted model from `ai/test`, so the example runs with no API key and no network. It reads
 * the prompt the way a real model would and streams what one would send:
 *
 * - a first request: a short text, then an AskUserQuestion call with two questions;
 * - after the tool result (the text askq's `toModelOutput` wrote): a reply quoting the answers;
 * - a new user message after the question was declined: a reply to that message.
 *
 * Swap `mockModel()` for a real one (`anthropic('claude-sonnet-4-5')`, `openai(...)`) and nothing
 * else changes.
 */
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';

type DoStream = MockLanguageModelV4['doStream'];
type CallOptions = Parameters<DoStream>[0];
type Prompt = CallOptions['prompt'];
type StreamPart = Awaited<ReturnType<DoStream>>['stream'] extends ReadableStream<infer P> ? P : never;

/** The request the model sends: two questions, one single-select and one multi-select. */
export const QUESTIONS = {
  questions: [
    {
      question: 'Which framework should the dashboard use?',
      header: 'Framework',
      multiSelect: false,
      options: [
        { label: 'Next.js (Recommended)', description: 'App Router, server components, one deploy.' },
        { label: 'Remix', description: 'Loaders and actions, web-standard forms.' },
        { label: 'Astro', description: 'Mostly static pages with islands of React.' },
      ],
    },
    {
      question: 'Which features should the first version have?',
      header: 'Features',
      multiSelect: true,
      options: [
        { label: 'Charts', description: 'Line and bar charts of the key metrics.' },
        { label: 'CSV export', description: 'Download any table as a CSV file.' },
        { label: 'Team sharing', description: 'Invite teammates to a shared dashboard.' },
      ],
    },
  ],
};

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 20, text: 20, reasoning: 0 },
};

function textParts(id: string, text: string): StreamPart[] {
  // A few words per chunk, as a model streams.
  const words = text.match(/\S+\s*/g) ?? [text];
  return [
    { type: 'text-start', id },
    ...words.map((delta): StreamPart => ({ type: 'text-delta', id, delta })),
    { type: 'text-end', id },
  ];
}

function askParts(toolCallId: string): StreamPart[] {
  const input = JSON.stringify(QUESTIONS);
  const pieces = input.match(/.{1,60}/gs) ?? [input];
  return [
    { type: 'tool-input-start', id: toolCallId, toolName: 'AskUserQuestion' },
    ...pieces.map((delta): StreamPart => ({ type: 'tool-input-delta', id: toolCallId, delta })),
    { type: 'tool-input-end', id: toolCallId },
    { type: 'tool-call', toolCallId, toolName: 'AskUserQuestion', input },
  ];
}

function textOf(parts: readonly { type: string; text?: string }[]): string {
  return parts.flatMap((p) => (p.type === 'text' && p.text ? [p.text] : [])).join(' ');
}

/** The text of the latest AskUserQuestion result in the prompt (what the model was told). */
function lastAskResult(prompt: Prompt): string | undefined {
  for (let i = prompt.length - 1; i >= 0; i--) {
    const message = prompt[i]!;
    if (message.role !== 'tool') continue;
    for (const part of message.content) {
      if (part.type !== 'tool-result' || part.toolName !== 'AskUserQuestion') continue;
      const { output } = part;
      if (output.type === 'text' || output.type === 'error-text') return output.value;
      return JSON.stringify(output);
    }
  }
  return undefined;
}

/** `"question"="answer"` pairs of an answered result: `Your questions have been answered: "…"="…", "…"="…". …` */
function answersIn(result: string): [string, string][] {
  return [...result.matchAll(/"([^"]+)"="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]);
}

/** What the model says next, given the conversation so far. */
export function nextTurn(prompt: Prompt, step: number): StreamPart[] {
  const last = prompt[prompt.length - 1];
  const id = `text-${step}`;
  if (last?.role === 'tool') {
    const result = lastAskResult(prompt) ?? '';
    const answers = answersIn(result);
    if (answers.length === 0) return textParts(id, 'No answers, then. I will not assume anything; tell me what you would like instead.');
    const heard = answers.map(([question, answer]) => `${question} “${answer}”`).join(' ');
    return textParts(id, `Thanks, noted. ${heard} I will set the dashboard up that way.`);
  }
  const userText = last?.role === 'user' ? textOf(last.content) : '';
  const asked = prompt.some((m) => m.role === 'assistant' && m.content.some((p) => p.type === 'tool-call'));
  if (asked) {
    // The user wrote in the chat instead of answering (askq resolved the call as declined).
    const declined = /replied in the chat instead of answering/.test(lastAskResult(prompt) ?? '');
    const lead = declined ? 'You replied instead of answering, so I will not assume any answers.' : 'Got it.';
    return textParts(id, `${lead} You said: “${userText}”. Let us go from there.`);
  }
  return [
    ...textParts(id, 'Before I start, two quick questions.'),
    ...askParts(`call-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`),
  ];
}

export function mockModel(): MockLanguageModelV4 {
  let step = 0;
  return new MockLanguageModelV4({
    doStream: async ({ prompt }) => {
      const parts = nextTurn(prompt, step++);
      const calls = parts.some((p) => p.type === 'tool-call');
      return {
        stream: simulateReadableStream<StreamPart>({
          chunks: [
            { type: 'stream-start', warnings: [] },
            ...parts,
            { type: 'finish', usage, finishReason: { unified: calls ? 'tool-calls' : 'stop', raw: undefined } },
          ],
          initialDelayInMs: 50,
          chunkDelayInMs: 15,
        }),
      };
    },
  });
}
