/**
 * The model, scripted (`ai/test`'s mock), so the example needs no key and no network. It reads the
 * prompt as a real model would: asked for a trip, it calls AskUserQuestion; given the tool result
 * (the text askq's `toModelOutput` wrote, the one Claude Code would give), it plans with the
 * answers; told the user wrote instead, it answers what they wrote. Replace `fakeModel()` with a
 * real model and nothing else changes.
 */
import { MockLanguageModelV3 } from 'ai/test';

type DoStream = MockLanguageModelV3['doStream'];
type Prompt = Parameters<DoStream>[0]['prompt'];
type Part = Awaited<ReturnType<DoStream>>['stream'] extends ReadableStream<infer P> ? P : never;

export const PLACE = 'Where should the weekend trip go?';
export const PLAN = 'What should the plan include?';

/** A preview is shown as is, in a monospace box beside the options (markdown format, Claude Code's default). */
const itinerary = (days: string[]) => days.join('\n');

/** What the model asks: a single-select question with previews, then a multi-select one. */
export const TRIP_QUESTIONS = {
  questions: [
    {
      question: PLACE,
      header: 'Place',
      multiSelect: false,
      options: [
        {
          label: 'Lisbon (Recommended)',
          description: 'Trams, tiles and the river; mild in any season.',
          preview: itinerary(['Fri  Alfama at dusk, dinner with fado', 'Sat  Belém and the riverside', 'Sun  Day trip to Sintra']),
        },
        {
          label: 'Porto',
          description: 'Port cellars, bridges and the Douro.',
          preview: itinerary(['Fri  Ribeira, a walk over the bridge', 'Sat  Cellars in Gaia', 'Sun  Boat up the Douro']),
        },
        {
          label: 'Madeira',
          description: 'Cliffs, levada trails and ocean pools.',
          preview: itinerary(['Fri  Funchal old town', 'Sat  Levada walk', 'Sun  Porto Moniz pools']),
        },
      ],
    },
    {
      question: PLAN,
      header: 'Plan',
      multiSelect: true,
      options: [
        { label: 'Food', description: 'Markets, tascas and one long lunch.' },
        { label: 'Museums', description: 'One a day, no more.' },
        { label: 'Hiking', description: 'A half-day walk with a view.' },
      ],
    },
  ],
};

const usage = {
  inputTokens: { total: 40, noCache: 40, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 30, text: 30, reasoning: 0 },
};

/** A few words per chunk, the way a model streams. */
function say(id: string, text: string): Part[] {
  const words = text.match(/\S+\s*/g) ?? [text];
  return [{ type: 'text-start', id }, ...words.map((delta): Part => ({ type: 'text-delta', id, delta })), { type: 'text-end', id }];
}

function ask(toolCallId: string): Part[] {
  const input = JSON.stringify(TRIP_QUESTIONS);
  return [
    { type: 'tool-input-start', id: toolCallId, toolName: 'AskUserQuestion' },
    ...(input.match(/[\s\S]{1,48}/g) ?? []).map((delta): Part => ({ type: 'tool-input-delta', id: toolCallId, delta })),
    { type: 'tool-input-end', id: toolCallId },
    { type: 'tool-call', toolCallId, toolName: 'AskUserQuestion', input },
  ];
}

/** The model's view of the last AskUserQuestion result: its text, and whether it came back as an error. */
function lastResult(prompt: Prompt): { text: string; error: boolean } | undefined {
  for (const message of [...prompt].reverse()) {
    if (message.role !== 'tool') continue;
    const part = message.content.find((p) => p.type === 'tool-result' && p.toolName === 'AskUserQuestion');
    if (part?.type !== 'tool-result') continue;
    const { output } = part;
    if (output.type === 'text' || output.type === 'error-text') return { text: output.value, error: output.type === 'error-text' };
  }
  return undefined;
}

/** `"question"="answer"` pairs, as the result text quotes them. */
function answers(text: string): Map<string, string> {
  return new Map([...text.matchAll(/"([^"]+)"="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

/** The plan, written from the answers the model was sent. */
function plan(text: string): string {
  const picked = answers(text);
  const place = picked.get(PLACE)?.replace(' (Recommended)', '');
  if (!place) return 'No answers, so I will not guess. Tell me what kind of weekend you have in mind.';
  const extras = picked.get(PLAN);
  return `Booked in my head: a weekend in ${place}${extras ? `, with ${extras.toLowerCase()}` : ''}. I will draft the days next.`;
}

/** What the model streams next, given the conversation so far. */
export function nextTurn(prompt: Prompt, turn: number): Part[] {
  const last = prompt.at(-1);
  const id = `text-${turn}`;
  if (last?.role === 'tool') {
    const result = lastResult(prompt);
    return say(id, result && !result.error ? plan(result.text) : 'The questions did not go through; tell me what you would like instead.');
  }
  const wrote = last?.role === 'user' ? last.content.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join(' ') : '';
  if (lastResult(prompt)?.error) return say(id, `You wrote instead of answering, so I will not assume anything. About “${wrote}”: noted.`);
  return [...say(id, 'Happy to. Two quick questions first.'), ...ask(`ask-${turn}-${Math.random().toString(36).slice(2, 8)}`)];
}

/** `paced: false` streams at once (tests); the page paces the stream so the questions visibly arrive. */
export function fakeModel({ paced = true } = {}): MockLanguageModelV3 {
  let turn = 0;
  return new MockLanguageModelV3({
    doStream: async ({ prompt }) => {
      const parts = nextTurn(prompt, turn++);
      const asks = parts.some((p) => p.type === 'tool-call');
      const finish: Part = { type: 'finish', usage, finishReason: { unified: asks ? 'tool-calls' : 'stop', raw: undefined } };
      const chunks = [{ type: 'stream-start', warnings: [] } as Part, ...parts, finish];
      let i = 0;
      const stream = new ReadableStream<Part>({
        pull: async (controller) => {
          if (i >= chunks.length) return controller.close();
          if (paced) await new Promise((resolve) => setTimeout(resolve, i === 0 ? 300 : 12));
          controller.enqueue(chunks[i++]!);
        },
      });
      return { stream };
    },
  });
}
