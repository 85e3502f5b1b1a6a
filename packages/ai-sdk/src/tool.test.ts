import { describe, expect, it } from 'vitest';
import * as ai from 'ai';
import { type AskOutcome, parseAskRequest, toClaudeResultText } from '@askq/core';
import {
  ASK_USER_QUESTION_TOOL_NAME,
  askToolOutputSchema,
  askToolResultText,
  askUserQuestionJsonSchema,
  askUserQuestionTool,
  outcomeFromToolOutput,
  toAskToolOutput,
} from './server.js';

const input = {
  questions: [
    {
      question: 'Which city should the trip start in?',
      header: 'City',
      options: [
        { label: 'Lisbon (Recommended)', description: 'Mild, walkable' },
        { label: 'Porto', description: 'Smaller, by the river' },
      ],
      multiSelect: false,
    },
  ],
};
const request = parseAskRequest(input).request!;
const answered = toAskToolOutput(request, { type: 'answered', answers: { q1: { selected: ['Porto'] } } });

/** Calls toModelOutput either way: ai@5 passes the output, ai@6 and later a bag with the input. */
function modelText(output: unknown, withInput = true) {
  const t = askUserQuestionTool() as { toModelOutput?: (arg: never) => unknown };
  const arg = withInput ? { toolCallId: 'c1', input, output } : output;
  return t.toModelOutput!(arg as never) as { type: string; value: string };
}

/** What the installed major's own convertToModelMessages sends the model for an answered call. */
async function convertedResult(part: Record<string, unknown>) {
  const messages = [
    { role: 'user' as const, parts: [{ type: 'text' as const, text: 'Plan a trip' }] },
    { role: 'assistant' as const, parts: [{ type: 'step-start' as const }, { type: 'tool-AskUserQuestion', toolCallId: 'c1', input, ...part }] },
  ];
  const model = await ai.convertToModelMessages(messages as never, { tools: { AskUserQuestion: askUserQuestionTool() } });
  const tool = model.find((m) => m.role === 'tool');
  return (tool?.content as { output: unknown }[] | undefined)?.[0]?.output;
}

describe('askUserQuestionTool', () => {
  it('has no execute, a description of its own and both schemas', () => {
    const t = askUserQuestionTool();
    expect(ASK_USER_QUESTION_TOOL_NAME).toBe('AskUserQuestion');
    expect('execute' in t && t.execute).toBeFalsy();
    expect(t.description).toMatch(/multiple-choice questions/);
    expect(t.inputSchema).toBeDefined();
    expect(t.outputSchema).toBeDefined();
  });

  it('toModelOutput returns the exact Claude result text, with and without the input', () => {
    const expected = toClaudeResultText(request, { type: 'answered', answers: { q1: { selected: ['Porto'] } } });
    expect(expected).toBe(
      'Your questions have been answered: "Which city should the trip start in?"="Porto". You can now continue with these answers in mind.',
    );
    expect(modelText(answered)).toEqual({ type: 'text', value: expected });
    expect(modelText(answered, false)).toEqual({ type: 'text', value: expected });
  });

  it('is what convertToModelMessages of this major puts in the tool result', async () => {
    expect(await convertedResult({ state: 'output-available', output: answered })).toEqual({
      type: 'text',
      value: askToolResultText(answered, input),
    });
    const errorText = 'questions[0].options must have 2-4 entries, got 1';
    expect(await convertedResult({ state: 'output-error', errorText })).toEqual({ type: 'error-text', value: errorText });
  });

  it('runs on the AI SDK major this project is for', () => {
    expect('ToolLoopAgent' in ai).toBe(process.env.AI_MAJOR !== '5');
  });

  it('sends decline messages as the result text', () => {
    const declined = toAskToolOutput(request, { type: 'declined', reason: 'replied_in_chat', message: 'Wait, what about Madrid?', answers: {} });
    expect(modelText(declined).value).toMatch(/^The user replied in the chat instead/);
    expect(modelText(declined).value).toMatch(/The user said: Wait, what about Madrid\?$/);
  });

  it('reads outputs written without an outcome (another host) by question text', () => {
    const bare = { questions: input.questions, answers: { 'Which city should the trip start in?': 'Porto' } };
    expect(askToolResultText(bare, input)).toMatch(/="Porto"/);
    expect(askToolResultText('garbage')).toBeTypeOf('string');
  });

  it('validates structure only: the limits are core’s job on the client, but reach the model as JSON Schema', async () => {
    const t = askUserQuestionTool();
    const tooMany = { questions: [{ ...input.questions[0]!, options: Array.from({ length: 6 }, (_, i) => ({ label: `o${i}` })) }] };
    const schema = ai.asSchema(t.inputSchema);
    const ok = await schema.validate!(tooMany);
    expect(ok.success).toBe(true);
    const bad = await schema.validate!({ questions: 'nope' });
    expect(bad.success).toBe(false);
    const json = JSON.stringify(askUserQuestionJsonSchema);
    expect(json).toContain('"maxItems":4');
    expect(json).toContain('"minItems":2');
  });

  it('keeps unknown fields of newer SDKs through validation', async () => {
    const schema = ai.asSchema(askUserQuestionTool().inputSchema);
    const result = await schema.validate!({ ...input, title: 'Trip' });
    expect(result.success && (result.value as { title?: string }).title).toBe('Trip');
  });

  it('outputs are plain JSON', () => {
    expect(structuredClone(answered)).toEqual(answered);
    expect(JSON.parse(JSON.stringify(answered))).toEqual(answered);
  });

  it('keeps the timeout result text, with what was selected before going idle (spec section 3)', () => {
    const timedOut = toAskToolOutput(request, { type: 'timed_out', timeoutMs: 30_000, answers: { q1: { selected: ['Porto'] } } });
    expect(timedOut.afkTimeoutMs).toBe(30_000);
    const text =
      'No response after 30s \u2014 the user may be away from keyboard. Proceed using your best judgment based on the context so far; ' +
      "you can re-ask this question later if it's still relevant.\n\nBefore going idle the user had selected: " +
      '"Which city should the trip start in?"="Porto".';
    expect(modelText(timedOut)).toEqual({ type: 'text', value: text });
    expect(modelText(timedOut, false)).toEqual({ type: 'text', value: text });
  });
});

describe('follow-up ("Ask me more first")', () => {
  const Q = 'Which city should the trip start in?';
  const withAnswers: AskOutcome = { type: 'follow_up', answers: { q1: { selected: ['Porto'] } }, response: 'We travel by train' };
  const bare: AskOutcome = { type: 'follow_up', answers: {} };

  it('round-trips: toAskToolOutput -> outcomeFromToolOutput -> the exact follow-up text (spec section 3)', () => {
    const output = toAskToolOutput(request, withAnswers);
    expect(output).toMatchObject({ followUp: true, response: 'We travel by train', answers: { [Q]: 'Porto' } });
    expect(outcomeFromToolOutput(request, output)).toEqual(withAnswers);
    expect(askToolResultText(output, input)).toBe(
      `The user asked for more questions before you proceed. So far they answered: "${Q}"="Porto". They also wrote: "We travel by train". ` +
        'Call AskUserQuestion again with follow-up questions that build on these answers (do not repeat these); do not start the task yet.',
    );
    const none = toAskToolOutput(request, bare);
    expect(outcomeFromToolOutput(request, none)).toEqual(bare);
    expect(modelText(none).value).toBe(
      'The user asked for more questions before answering. Call AskUserQuestion again now with further questions about this decision (do not repeat these); do not proceed with the task yet.',
    );
  });

  it('is read from the Claude fields too (an output another host wrote, without outcome)', () => {
    const { outcome, ...claudeOnly } = toAskToolOutput(request, withAnswers);
    expect(outcomeFromToolOutput(request, claudeOnly)).toEqual(withAnswers);
    // The stored outcome is what the picker reported: it wins when the two disagree.
    expect(outcomeFromToolOutput(request, { questions: input.questions, answers: {}, outcome })).toEqual(withAnswers);
  });

  it('the output schema accepts it, and an exact echo with unknown keys and unanswered annotations', () => {
    expect(askToolOutputSchema.safeParse(toAskToolOutput(request, withAnswers)).success).toBe(true);
    expect(askToolOutputSchema.safeParse(toAskToolOutput(request, bare)).success).toBe(true);
    // An input without multiSelect and with fields this schema does not know, echoed exactly.
    const raw = {
      title: 'Trip',
      metadata: { source: 'planner' },
      questions: [{ question: Q, header: ' City ', kind: 'choice', options: [{ label: 'Porto', description: 'River', icon: 'boat' }, { label: 'Faro' }] }],
    };
    const echoed = toAskToolOutput(parseAskRequest(raw).request!, bare);
    expect(echoed.questions).toEqual(raw.questions);
    expect(askToolOutputSchema.safeParse(echoed).success).toBe(true);
    const unanswered = { ...echoed, annotations: { [Q]: { unanswered: 'skipped' } } };
    expect(askToolOutputSchema.safeParse(unanswered).success).toBe(true);
    // And it still checks what it knows.
    expect(askToolOutputSchema.safeParse({ ...echoed, followUp: false }).success).toBe(false);
    expect(askToolOutputSchema.safeParse({ ...unanswered, annotations: { [Q]: { unanswered: 'ignored' } } }).success).toBe(false);
    expect(askToolOutputSchema.safeParse({ ...echoed, outcome: { type: 'follow_up' } }).success).toBe(false);
  });

  it('is what convertToModelMessages of this major puts in the tool result', async () => {
    const output = toAskToolOutput(request, bare);
    expect(await convertedResult({ state: 'output-available', output })).toEqual({ type: 'text', value: askToolResultText(output, input) });
  });
});
