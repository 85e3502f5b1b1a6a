import { describe, expect, it } from 'vitest';
import { parseAskRequest, toClaudeResultText, type AskOutcome } from '@askq/core';
import { askUserQuestionDescription, askUserQuestionJsonSchema } from '@askq/ai-sdk/protocol';
import { claudeCodeInputError } from '@askq/core/input-error';
import { ToolMessage, type BaseMessage } from '@langchain/core/messages';
import { ASK_INTERRUPT_TYPE, askUserQuestionTool, toAskResume } from './index.js';
import { Command, interruptsOf, invalidInput, reactGraph, tripInput } from './test-utils/graphs.js';

const Q = 'Which city should the trip start in?';
const request = parseAskRequest(tripInput).request!;
const thread = (id: string) => ({ configurable: { thread_id: id } });
const toolMessage = (messages: BaseMessage[]) => messages.find((m): m is ToolMessage => ToolMessage.isInstance(m))!;

async function askAndResume(id: string, resume: unknown) {
  const graph = reactGraph();
  const first = await graph.invoke({ messages: [{ role: 'user', content: 'Plan a trip' }] }, thread(id));
  const done = await graph.invoke(new Command({ resume }), thread(id));
  return { first, done };
}

describe('askUserQuestionTool in a ReAct loop (ToolNode)', () => {
  it('is named AskUserQuestion, with askq\'s schema and Claude Code\'s description', () => {
    const tool = askUserQuestionTool();
    expect(tool.name).toBe('AskUserQuestion');
    expect(tool.description).toBe(askUserQuestionDescription());
    const questions = (askUserQuestionJsonSchema.properties as Record<string, { maxItems?: number }>).questions!;
    expect(questions.maxItems).toBe(4);
  });

  it('interrupts with the envelope naming its tool call; the resumed call returns the exact text and the answer as artifact', async () => {
    const outcome: AskOutcome = { type: 'answered', answers: { q1: { selected: ['Lisbon (Recommended)'] } } };
    const { first, done } = await askAndResume('t1', toAskResume(request, outcome));
    expect(interruptsOf(first)![0]!.value).toEqual({ type: ASK_INTERRUPT_TYPE, version: 1, input: tripInput, toolCallId: 'call_trip' });

    const result = toolMessage(done.messages);
    const text = 'Your questions have been answered: "Which city should the trip start in?"="Lisbon (Recommended)". You can now continue with these answers in mind.';
    expect(result.content).toBe(text);
    expect(result.content).toBe(toClaudeResultText(request, outcome));
    expect(result.tool_call_id).toBe('call_trip');
    expect(result.status).toBe('success');
    expect(result.artifact).toMatchObject({ answers: { [Q]: 'Lisbon (Recommended)' }, outcome });
    // The scripted model read exactly that text.
    expect(done.messages.at(-1)!.content).toBe(`Tool said: ${text}`);
  });

  it('a dismissal is an error result with askq\'s decline text (Claude Code denies it)', async () => {
    const outcome: AskOutcome = { type: 'declined', reason: 'dismissed', answers: {} };
    const { done } = await askAndResume('t2', toAskResume(request, outcome));
    const result = toolMessage(done.messages);
    expect(result.status).toBe('error');
    expect(result.content).toBe(
      'The user dismissed these questions without answering. Do not assume any answer, including a recommended option; continue without one, or ask in another way if you still need to know.',
    );
  });

  it('invalid input is an error result listing what to fix, and nothing is asked', async () => {
    const graph = reactGraph(invalidInput, 'call_bad');
    const state = await graph.invoke({ messages: [{ role: 'user', content: 'Pick' }] }, thread('t3'));
    expect(interruptsOf(state)).toBeUndefined();
    const result = toolMessage(state.messages);
    expect(result.status).toBe('error');
    // Claude Code's own text for this input.
    expect(result.content).toBe(claudeCodeInputError(invalidInput));
  });

  it('a resume value that is not an answer is an error result, never an empty answer', async () => {
    const { done } = await askAndResume('t4', 'yes');
    const result = toolMessage(done.messages);
    expect(result.status).toBe('error');
    expect(result.content).toBe(
      'Tool permission request failed: Error: The resume value is not an answer to the question: expected askq\'s answer object ({ outcome, answers, ... }), got a string',
    );
  });

  it('a tool call without an id (optional in LangChain) still gets a ToolMessage: a dismissal is an error result with its artifact, invalid input an error', async () => {
    const graph = reactGraph(tripInput, null);
    await graph.invoke({ messages: [{ role: 'user', content: 'Plan a trip' }] }, thread('t5'));
    const dismissed: AskOutcome = { type: 'declined', reason: 'dismissed', answers: {} };
    const done = await graph.invoke(new Command({ resume: toAskResume(request, dismissed) }), thread('t5'));
    const result = toolMessage(done.messages);
    // Before, a plain string: ToolNode made it a "success" with no artifact.
    expect([result.status, result.tool_call_id]).toEqual(['error', '']);
    expect(result.artifact).toMatchObject({ outcome: dismissed });
    const bad = await reactGraph(invalidInput, null).invoke({ messages: [{ role: 'user', content: 'Pick' }] }, thread('t6'));
    expect(toolMessage(bad.messages).status).toBe('error');
  });

  it('strict: claude-code rejects what Claude Code rejects, with core\'s messages', async () => {
    const noHeader = { questions: [{ question: 'Which?', options: [{ label: 'A', description: 'a' }, { label: 'B', description: 'b' }] }] };
    const graph = reactGraph(noHeader, 'call_strict', { strict: 'claude-code' });
    const state = await graph.invoke({ messages: [{ role: 'user', content: 'Pick' }] }, thread('t5'));
    expect(interruptsOf(state)).toBeUndefined();
    const result = toolMessage(state.messages);
    expect(result.status).toBe('error');
    // LangChain checks the schema before the tool runs and wraps its issues (here core's message).
    expect(result.content).toContain('questions[0].header is missing; add a short chip label of at most 12 characters');
  });
});
