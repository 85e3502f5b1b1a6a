import type { UIMessage } from 'ai';

export const tripInput = {
  questions: [
    {
      question: 'Which city should the trip start in?',
      header: 'City',
      options: [
        { label: 'Lisbon (Recommended)', description: 'Mild, walkable, good food' },
        { label: 'Porto', description: 'Smaller, by the river' },
      ],
      multiSelect: false,
    },
  ],
};

/** Too many options and a duplicate label: the model has to fix and retry. */
export const invalidInput = {
  questions: [
    {
      question: 'Pick a colour?',
      header: 'Colour',
      options: ['Red', 'Green', 'Blue', 'Red', 'Pink'].map((label) => ({ label })),
      multiSelect: false,
    },
  ],
};

/** The tool parts of every message, flattened. */
export function toolParts(messages: UIMessage[]) {
  return messages.flatMap((m) => m.parts).filter((p) => p.type.startsWith('tool-') || p.type === 'dynamic-tool') as unknown as {
    type: string;
    toolCallId: string;
    state: string;
    output?: { answers?: Record<string, string>; outcome?: { type: string; reason?: string; message?: string } };
    errorText?: string;
  }[];
}

/** The answer the follow-up turn reads from the tool output, like a model reading its result. */
export function answerOf(messages: UIMessage[], question: string): string {
  const part = toolParts(messages).find((p) => p.state === 'output-available');
  return part?.output?.answers?.[question] ?? '(no answer)';
}

export const pendingTranscript = (toolCallId: string, state = 'input-available', extra: object = {}): UIMessage[] => [
  { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Plan a trip' }] },
  {
    id: 'a1',
    role: 'assistant',
    parts: [{ type: 'step-start' }, { type: 'tool-AskUserQuestion', toolCallId, state, input: tripInput, ...extra } as never],
  },
];
