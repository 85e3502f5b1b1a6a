import { describe, expect, it } from 'vitest';
import { parseAskRequest, toClaudeResultText, type AskOutcome } from '@askq/core';
import { claudeCodeInputError } from '@askq/core/input-error';
import { ASK_INTERRUPT_TYPE, toAskResume } from './index.js';
import { Command, interruptsOf, invalidInput, nodeGraph, tripInput } from './test-utils/graphs.js';

const Q = 'Which city should the trip start in?';
const request = parseAskRequest(tripInput).request!;
const thread = (id: string) => ({ configurable: { thread_id: id } });

describe('askUser in a LangGraph node', () => {
  it('interrupts with the askq envelope, and on resume returns typed answers and the exact text', async () => {
    const graph = nodeGraph();
    const first = await graph.invoke({}, thread('n1'));
    expect(interruptsOf(first)).toHaveLength(1);
    expect(interruptsOf(first)![0]!.value).toEqual({
      type: ASK_INTERRUPT_TYPE,
      version: 1,
      input: tripInput,
      title: 'Trip planning',
      askedBy: 'planner',
    });
    const pending = await graph.getState(thread('n1'));
    expect(pending.next).toEqual(['plan']);

    const outcome: AskOutcome = { type: 'answered', answers: { q1: { selected: ['Porto'] } } };
    const done = await graph.invoke(new Command({ resume: toAskResume(request, outcome) }), thread('n1'));
    expect(done.result!.answers).toEqual({ [Q]: 'Porto' });
    expect(done.result!.outcome).toEqual(outcome);
    expect(done.result!.text).toBe(
      'Your questions have been answered: "Which city should the trip start in?"="Porto". You can now continue with these answers in mind.',
    );
    expect(done.result!.text).toBe(toClaudeResultText(request, outcome));
    expect(done.result!.output).toMatchObject({ questions: tripInput.questions, answers: { [Q]: 'Porto' }, outcome });
  });

  it('a typed Other answer reads as free text, with the neutral wording', async () => {
    const graph = nodeGraph();
    await graph.invoke({}, thread('n2'));
    const outcome: AskOutcome = { type: 'answered', answers: { q1: { selected: [], other: 'Faro, but only in May' } } };
    const done = await graph.invoke(new Command({ resume: toAskResume(request, outcome) }), thread('n2'));
    expect(done.result!.text).toBe(
      'The user answered: "Which city should the trip start in?"="Faro, but only in May". Read the answers carefully — they may request clarification, changes, or that you not proceed — and follow what they actually say.',
    );
  });

  it('a decline returns Claude Code\'s decline text and no answers', async () => {
    const graph = nodeGraph();
    await graph.invoke({}, thread('n3'));
    const outcome: AskOutcome = { type: 'declined', reason: 'chat_about_this', answers: {} };
    const done = await graph.invoke(new Command({ resume: toAskResume(request, outcome) }), thread('n3'));
    expect(done.result!.answers).toEqual({});
    expect(done.result!.text).toBe(
      'The user wants to clarify these questions.\n    This means they may have additional information, context or questions for you.\n    Take their response into account and then reformulate the questions if appropriate.\n    Start by asking them what they would like to clarify.\n\n    Questions asked:\n- "Which city should the trip start in?"\n  (No answer provided)',
    );
  });

  it('invalid input throws AskInputError before anything is asked', async () => {
    const graph = nodeGraph(invalidInput);
    const state = await graph.invoke({}, thread('n4'));
    expect(interruptsOf(state)).toBeUndefined();
    expect(state.error!.name).toBe('AskInputError');
    // Claude Code's own text for this input.
    expect(state.error!.message).toBe(claudeCodeInputError(invalidInput));
    expect(state.error!.message).toMatch(/^<tool_use_error>InputValidationError: \[\n  \{\n    "origin": "array",\n    "code": "too_big"/);
  });

  it.each([
    ['a bare string', 'Porto'],
    ['another interrupt\'s answer', { approved: true }],
    ['an outcome of an unknown type', { outcome: { type: 'approved' } }],
    ['answers that are not text', { answers: { [Q]: 3 } }],
    ['an answer to other questions', { questions: [{ question: 'Deploy now?', header: 'Deploy', options: [] }], answers: { 'Deploy now?': 'Yes' }, outcome: { type: 'answered', answers: { q1: { selected: ['Yes'] } } } }],
    // Before, these three read as "The user did not answer the questions." (or as a pick of "Yes").
    ['answers keyed by another question\'s text', { answers: { 'Deploy now?': 'Yes' } }],
    ['an outcome for another request\'s ids', { outcome: { type: 'answered', answers: { deploy: { selected: ['Yes'] } } } }],
    ['an outcome picking a label this question does not have', { outcome: { type: 'answered', answers: { q1: { selected: ['Yes'] } } } }],
  ])('a resume value that is not an answer (%s) throws AskResumeError, never "did not answer"', async (_, value) => {
    const graph = nodeGraph();
    await graph.invoke({}, thread(`n5-${_}`));
    const done = await graph.invoke(new Command({ resume: value }), thread(`n5-${_}`));
    expect(done.result).toBeUndefined();
    expect(done.error!.name).toBe('AskResumeError');
    expect(done.error!.message).toMatch(/^The resume value is not an answer to the question: /);
  });

  it('reads a Claude host\'s plain updatedInput as a resume value', async () => {
    const graph = nodeGraph();
    await graph.invoke({}, thread('n6'));
    const done = await graph.invoke(new Command({ resume: { questions: tripInput.questions, answers: { [Q]: 'Lisbon (Recommended)' } } }), thread('n6'));
    expect(done.result!.answers).toEqual({ [Q]: 'Lisbon (Recommended)' });
    expect(done.result!.outcome).toEqual({ type: 'answered', answers: { q1: { selected: ['Lisbon (Recommended)'] } } });
  });

  it('reads a multi-select answer a Claude host sends as a list of labels (spec section 2)', async () => {
    const multi = {
      questions: [{ question: 'Which cities should the trip include?', header: 'Cities', multiSelect: true, options: ['Lisbon', 'Porto', 'Faro'].map((label) => ({ label, description: label })) }],
    };
    const graph = nodeGraph(multi);
    await graph.invoke({}, thread('n7'));
    const done = await graph.invoke(new Command({ resume: { questions: multi.questions, answers: { 'Which cities should the trip include?': ['Lisbon', 'Porto'] } } }), thread('n7'));
    expect(done.error).toBeUndefined();
    expect(done.result!.answers).toEqual({ 'Which cities should the trip include?': 'Lisbon, Porto' });
    expect(done.result!.outcome).toEqual({ type: 'answered', answers: { q1: { selected: ['Lisbon', 'Porto'] } } });
  });

  it('a decline\'s answers so far stay context: one it cannot read is left out, not refused', async () => {
    const graph = nodeGraph();
    await graph.invoke({}, thread('n8'));
    const done = await graph.invoke(new Command({ resume: { outcome: { type: 'declined', reason: 'dismissed', answers: { q1: { selected: ['Yes'] } } } } }), thread('n8'));
    expect(done.error).toBeUndefined();
    expect(done.result!.outcome.type).toBe('declined');
  });

  it('keeps widened limits in the envelope as JSON can hold them, so the page reads the call the same way', async () => {
    const { askUser } = await import('./index.js');
    const { MemorySaver, START, END, StateGraph, Annotation } = await import('@langchain/langgraph');
    const six = { questions: [{ question: 'Which?', header: 'Pick', multiSelect: false, options: [1, 2, 3, 4, 5, 6].map((n) => ({ label: `L${n}`, description: 'd' })) }] };
    const graph = new StateGraph(Annotation.Root({ text: Annotation<string>() }))
      .addNode('ask', () => ({ text: askUser(six, { limits: { maxOptions: Infinity } }).text }))
      .addEdge(START, 'ask')
      .addEdge('ask', END)
      .compile({ checkpointer: new MemorySaver() });
    const first = await graph.invoke({}, thread('n7'));
    const value = interruptsOf(first)![0]!.value as { settings: { limits: { maxOptions: number } } };
    expect(value.settings.limits.maxOptions).toBe(Number.MAX_SAFE_INTEGER);
    const wide = parseAskRequest(six, { limits: value.settings.limits });
    expect(wide.request?.questions[0]?.options).toHaveLength(6);
  });
});
