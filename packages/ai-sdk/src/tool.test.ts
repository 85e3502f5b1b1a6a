import { describe, expect, it } from 'vitest';
import * as ai from 'ai';
import { parseAskRequest, toClaudeResultText } from '@askq/core';
import { ASK_USER_QUESTION_TOOL_NAME, askToolResultText, askUserQuestionJsonSchema, askUserQuestionTool, toAskToolOutput } from './server.js';

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
});
