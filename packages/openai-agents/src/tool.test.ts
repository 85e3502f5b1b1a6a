import { afterEach, describe, expect, it } from 'vitest';
import { Agent, Runner } from '@openai/agents';
import { createAskParser, parseAskRequest, toClaudeResultText, type AskOutcome } from '@askq/core';
import { askUserQuestionDescription, askUserQuestionJsonSchemaFor, invalidInputErrorText } from '@askq/ai-sdk/server';
import { claudeCodeInputError } from '@askq/core/input-error';
import { createMemoryBroker, type Broker, type BrokerEvent } from '@askq/server';
import { claudeCodeSchema } from '@askq/core/strict';
import { askUserQuestionTool } from './index.js';
import { ANSWERED_PORTO, DISMISSED, TRIP_INPUT, scriptedRun, textOf } from './test/fixtures.js';
import { ScriptedModel, ScriptedModelProvider, toolOutputIn } from './test/scripted-model.js';
import { openPage, serveAskq, type TestPage, type TestServer } from './test/page.js';

// The real Agents SDK runner with a scripted model; the real memory broker; the page through the
// real HTTP + SSE handler and the session client AskSession runs on.

const open: { close(): unknown }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()));
});

async function setup(sessionId = 'chat-1', broker: Broker = createMemoryBroker()) {
  const server: TestServer = await serveAskq(broker);
  const page: TestPage = openPage(server.url, sessionId);
  open.push(page, server);
  return { broker, page };
}

async function record(broker: Broker, sessionId: string) {
  const events: string[] = [];
  open.push({ close: await broker.subscribe(sessionId, (e: BrokerEvent) => events.push(e.type === 'withdrawn' ? `withdrawn:${e.reason}` : e.type)) });
  return events;
}

const request = parseAskRequest(TRIP_INPUT).request!;
/** The text core's encoder writes for this outcome: what the model must read. */
const encoded = (outcome: AskOutcome) => toClaudeResultText(request, outcome);

describe('askUserQuestionTool in a real run', () => {
  it('the page answers; the model reads exactly the text Claude Code gives, and the page saw who asks', async () => {
    const { broker, page } = await setup();
    const { runner, agent, toolText, model } = scriptedRun(askUserQuestionTool({ broker, sessionId: 'chat-1' }), TRIP_INPUT, { agentName: 'Trip planner' });
    const running = runner.run(agent, 'Plan a weekend trip');
    const ask = await page.nextAsk();
    expect(ask).toMatchObject({ sessionId: 'chat-1', toolUseId: 'call_1', agentId: 'Trip planner', input: TRIP_INPUT });
    const outcome: AskOutcome = { type: 'answered', answers: { q1: { selected: ['Porto'] } } };
    expect(await page.client.answer(ask.id, outcome)).toMatchObject({ ok: true });
    const result = await running;
    expect(toolText()).toBe(ANSWERED_PORTO);
    expect(toolText()).toBe(encoded(outcome));
    expect(result.finalOutput).toBe(`I read: ${ANSWERED_PORTO}`);
    expect(model.requests[0]!.tools.map((t) => t.name)).toEqual(['AskUserQuestion']);
  });

  it('typed Other text and notes: the neutral "The user answered" text', async () => {
    const { broker, page } = await setup();
    const { runner, agent, toolText } = scriptedRun(askUserQuestionTool({ broker, sessionId: 'chat-1' }), TRIP_INPUT);
    const running = runner.run(agent, 'Plan a weekend trip');
    const ask = await page.nextAsk();
    const outcome: AskOutcome = { type: 'answered', answers: { q1: { selected: [], other: 'Wait, explain first', notes: 'no flights' } } };
    await page.client.answer(ask.id, outcome);
    await running;
    expect(toolText()).toBe(
      'The user answered: "Which city should the trip start in?"="Wait, explain first" notes: no flights. Read the answers carefully \u2014 they may request clarification, changes, or that you not proceed \u2014 and follow what they actually say.',
    );
    expect(toolText()).toBe(encoded(outcome));
  });

  it('"Chat about this": Claude Code\'s fixed feedback with the questions', async () => {
    const { broker, page } = await setup();
    const { runner, agent, toolText } = scriptedRun(askUserQuestionTool({ broker, sessionId: 'chat-1' }), TRIP_INPUT);
    const running = runner.run(agent, 'Plan a weekend trip');
    const ask = await page.nextAsk();
    expect(await page.client.decline(ask.id, 'chat_about_this')).toMatchObject({ ok: true });
    await running;
    expect(toolText()).toBe(
      'The user wants to clarify these questions.\n' +
        '    This means they may have additional information, context or questions for you.\n' +
        '    Take their response into account and then reformulate the questions if appropriate.\n' +
        '    Start by asking them what they would like to clarify.\n\n' +
        '    Questions asked:\n- "Which city should the trip start in?"\n  (No answer provided)',
    );
  });

  it('a dismissal on the page (Escape): the model reads that nothing was answered, no option assumed', async () => {
    const { broker, page } = await setup();
    const { runner, agent, toolText } = scriptedRun(askUserQuestionTool({ broker, sessionId: 'chat-1' }), TRIP_INPUT);
    const running = runner.run(agent, 'Plan a weekend trip');
    const ask = await page.nextAsk();
    await page.client.decline(ask.id);
    await running;
    expect(toolText()).toBe(DISMISSED);
  });

  it('the page\'s idle timeout (opted in): Claude Code\'s "No response after" text with what was selected', async () => {
    const { broker, page } = await setup();
    const { runner, agent, toolText } = scriptedRun(askUserQuestionTool({ broker, sessionId: 'chat-1' }), TRIP_INPUT);
    const running = runner.run(agent, 'Plan a weekend trip');
    const ask = await page.nextAsk();
    const outcome: AskOutcome = { type: 'timed_out', timeoutMs: 60_000, answers: { q1: { selected: ['Lisbon (Recommended)'] } } };
    await page.client.answer(ask.id, outcome);
    await running;
    expect(toolText()).toBe(
      "No response after 60s \u2014 the user may be away from keyboard. Proceed using your best judgment based on the context so far; you can re-ask this question later if it's still relevant." +
        '\n\nBefore going idle the user had selected: "Which city should the trip start in?"="Lisbon (Recommended)".',
    );
    expect(toolText()).toBe(encoded(outcome));
  });

  it('timeoutMs withdraws the question from the page; the model reads the dismissal', async () => {
    const { broker } = await setup();
    const events = await record(broker, 'chat-1');
    const { runner, agent, toolText } = scriptedRun(askUserQuestionTool({ broker, sessionId: 'chat-1', timeoutMs: 1 }), TRIP_INPUT);
    await runner.run(agent, 'Plan a weekend trip');
    expect(toolText()).toBe(DISMISSED);
    expect(events).toEqual(['pending', 'withdrawn:timed_out']);
    expect(await broker.pending('chat-1')).toEqual([]);
  });

  it("the run's abort signal withdraws the question: the page's card retires, nothing stays pending", async () => {
    const { broker, page } = await setup();
    const events = await record(broker, 'chat-1');
    const { runner, agent, model } = scriptedRun(askUserQuestionTool({ broker, sessionId: 'chat-1' }), TRIP_INPUT);
    const controller = new AbortController();
    const running = runner.run(agent, 'Plan a weekend trip', { signal: controller.signal });
    await page.nextAsk();
    controller.abort();
    // The SDK ends an aborted run with its AbortError: the model is not called with any text.
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    await expect.poll(() => page.client.getSnapshot().pending).toEqual([]);
    expect(page.client.getSnapshot().retired.map((r) => r.how)).toEqual(['withdrawn']);
    expect(events).toEqual(['pending', 'withdrawn:aborted']);
    expect(await broker.pending('chat-1')).toEqual([]);
    expect(model.requests).toHaveLength(1); // the model was not called again with an answer nobody gave
  });

  it('a session picked per call from the run context, and a tool name of its own', async () => {
    const broker = createMemoryBroker();
    const { page } = await setup('user-7', broker);
    const askTool = askUserQuestionTool<{ chatId: string }>({ broker, sessionId: ({ runContext }) => runContext.context.chatId });
    const { runner, agent, toolText } = scriptedRun(askTool, TRIP_INPUT);
    const running = runner.run(agent, 'Plan a weekend trip', { context: { chatId: 'user-7' } });
    const ask = await page.nextAsk();
    await page.client.answer(ask.id, { type: 'answered', answers: { q1: { selected: ['Porto'] } } });
    await running;
    expect(toolText()).toBe(ANSWERED_PORTO);
  });
});

describe('several questions, several agents', () => {
  const budget = {
    questions: [
      {
        question: 'What is the budget per night?',
        header: 'Budget',
        multiSelect: false,
        options: [
          { label: 'Under 100 EUR', description: 'Guesthouses' },
          { label: '100-200 EUR', description: 'Hotels' },
        ],
      },
    ],
  };

  it('two calls in one turn: both wait on the page, each answer reaches its own call', async () => {
    const { broker, page } = await setup();
    const model = new ScriptedModel([
      { calls: [{ callId: 'call_city', arguments: TRIP_INPUT }, { callId: 'call_budget', arguments: budget }] },
      { text: 'Planned.' },
    ]);
    const agent = new Agent({ name: 'Trip planner', tools: [askUserQuestionTool({ broker, sessionId: 'chat-1' })] });
    const running = new Runner({ modelProvider: new ScriptedModelProvider(model), tracingDisabled: true }).run(agent, 'Plan a weekend trip');
    const first = await page.nextAsk();
    const second = await page.nextAsk();
    const byCall = new Map([first, second].map((ask) => [ask.toolUseId, ask]));
    expect([...byCall.keys()].sort()).toEqual(['call_budget', 'call_city']);
    // Answered in the other order than asked.
    await page.client.answer(byCall.get('call_budget')!.id, { type: 'answered', answers: { q1: { selected: ['100-200 EUR'] } } });
    await page.client.answer(byCall.get('call_city')!.id, { type: 'answered', answers: { q1: { selected: ['Porto'] } } });
    await running;
    expect(textOf(toolOutputIn(model.requests[1], 'call_city'))).toBe(ANSWERED_PORTO);
    expect(textOf(toolOutputIn(model.requests[1], 'call_budget'))).toBe(
      'Your questions have been answered: "What is the budget per night?"="100-200 EUR". You can now continue with these answers in mind.',
    );
  });

  it('after a handoff the page shows the agent that asks', async () => {
    const { broker, page } = await setup();
    const booking = new Agent({ name: 'Booking agent', tools: [askUserQuestionTool({ broker, sessionId: 'chat-1' })] });
    const concierge = new Agent({ name: 'Concierge', handoffs: [booking] });
    const model = new ScriptedModel([
      { callId: 'call_handoff', name: 'transfer_to_Booking_agent', arguments: {} },
      { callId: 'call_city', arguments: TRIP_INPUT },
      { text: 'Booked.' },
    ]);
    const running = new Runner({ modelProvider: new ScriptedModelProvider(model), tracingDisabled: true }).run(concierge, 'Book a trip');
    const ask = await page.nextAsk();
    expect(ask).toMatchObject({ agentId: 'Booking agent', toolUseId: 'call_city' });
    await page.client.decline(ask.id, 'replied_in_chat');
    const result = await running;
    expect(result.lastAgent?.name).toBe('Booking agent');
    expect(textOf(toolOutputIn(model.requests[2], 'call_city'))).toBe(encoded({ type: 'declined', reason: 'replied_in_chat', answers: {} }));
  });
});

describe('bad input from the model: the list of problems, nothing shown, no crash', () => {
  const parse = createAskParser({ strict: claudeCodeSchema });
  const FIRST_LINE =
    'The AskUserQuestion input was invalid, so nothing was shown to the user. Fix these problems and call AskUserQuestion again:';

  it('input the schema accepts but askq cannot show (one option, a duplicate question)', async () => {
    const { broker } = await setup();
    const events = await record(broker, 'chat-1');
    const q = TRIP_INPUT.questions[0]!;
    const bad = { questions: [{ ...q, options: [q.options[0]!] }, { ...q }] };
    const { runner, agent, toolText } = scriptedRun(askUserQuestionTool({ broker, sessionId: 'chat-1' }), bad);
    const result = await runner.run(agent, 'Plan a weekend trip');
    const text = toolText()!;
    // Claude Code's own text: its paragraph for a single option, then the two problems as JSON.
    expect(text).toBe(claudeCodeInputError(bad));
    expect(text).toMatch(/^<tool_use_error>InputValidationError: This call included a question with fewer than 2 options/);
    expect(text).toContain('"code": "too_small"');
    expect(text).toContain('"message": "Question texts must be unique, option labels must be unique within each question"');
    expect(parse(bad, { partial: false }).request).toBeNull();
    // The refusal is the tool's input guardrail's, visible in the run's result.
    expect(result.toolInputGuardrailResults).toEqual([
      expect.objectContaining({ guardrail: expect.objectContaining({ name: 'askq' }), output: expect.objectContaining({ behavior: { type: 'rejectContent', message: text } }) }),
    ]);
    expect(events).toEqual([]);
  });

  it('input the schema refuses (no options, a header that is a number)', async () => {
    const { broker } = await setup();
    const events = await record(broker, 'chat-1');
    const bad = { questions: [{ question: 'Which city?', header: 7, multiSelect: false }] };
    const { runner, agent, toolText } = scriptedRun(askUserQuestionTool({ broker, sessionId: 'chat-1' }), bad);
    await runner.run(agent, 'Plan a weekend trip');
    const text = toolText()!;
    expect(text).toBe(
      [
        '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issues:',
        'The required parameter `questions[0].options` is missing',
        'The parameter `questions[0].header` type is expected as `string` but provided as `number`</tool_use_error>',
      ].join('\n'),
    );
    expect(text).toBe(claudeCodeInputError(bad));
    expect(events).toEqual([]);
  });

  it("strict: 'claude-code' refuses what Claude Code refuses (a missing description), with Claude Code's text", async () => {
    const { broker } = await setup();
    const events = await record(broker, 'chat-1');
    const q = TRIP_INPUT.questions[0]!;
    const bad = { questions: [{ ...q, options: [{ label: 'Lisbon' }, { label: 'Porto', description: 'By the river' }] }] };
    const { runner, agent, toolText } = scriptedRun(askUserQuestionTool({ broker, sessionId: 'chat-1', strict: 'claude-code' }), bad);
    await runner.run(agent, 'Plan a weekend trip');
    const issues = parse(bad, { partial: false, strict: 'claude-code' }).issues;
    expect(issues.some((i) => i.severity === 'error')).toBe(true);
    expect(toolText()).toBe(claudeCodeInputError(bad));
    expect(toolText()).toBe(
      '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:\n' +
        'The required parameter `questions[0].options[0].description` is missing</tool_use_error>',
    );
    expect(events).toEqual([]);
  });

  it("a host's own limits: askq's list, since Claude Code would have asked", async () => {
    const { broker } = await setup();
    const events = await record(broker, 'chat-1');
    const limits = { minOptions: 3 };
    const { runner, agent, toolText } = scriptedRun(askUserQuestionTool({ broker, sessionId: 'chat-1', limits }), TRIP_INPUT);
    await runner.run(agent, 'Plan a weekend trip');
    expect(claudeCodeInputError(TRIP_INPUT)).toBeUndefined();
    expect(toolText()).toBe(invalidInputErrorText(parse(TRIP_INPUT, { partial: false, limits }).issues));
    expect(toolText()!.split('\n')[0]).toBe(FIRST_LINE);
    expect(events).toEqual([]);
  });

  it('a tool name the SDK rewrites (ask-user is ask_user): the text names the tool the model has', async () => {
    const { broker } = await setup();
    const askTool = askUserQuestionTool({ broker, sessionId: 'chat-1', name: 'ask-user', limits: { minOptions: 3 } });
    expect(askTool.name).toBe('ask_user');
    const { runner, agent, toolText } = scriptedRun(askTool, TRIP_INPUT);
    await runner.run(agent, 'Plan a weekend trip');
    // Before: "... call ask-user again", a tool the model does not have.
    expect(toolText()!.split('\n')[0]).toBe('The ask_user input was invalid, so nothing was shown to the user. Fix these problems and call ask_user again:');
  });

  it("arguments that are not JSON: the SDK answers them itself (its fixed text), before askq sees them", async () => {
    const { broker } = await setup();
    const events = await record(broker, 'chat-1');
    const { runner, agent, toolText } = scriptedRun(askUserQuestionTool({ broker, sessionId: 'chat-1' }), '{"questions": [');
    await runner.run(agent, 'Plan a weekend trip');
    expect(toolText()).toBe('An error occurred while parsing tool arguments. Please try again with valid JSON.');
    expect(events).toEqual([]);
  });
});

describe('a broker that fails', () => {
  it('fails the run with its error: the model is not told anything as if it were an answer', async () => {
    const down = new Error('the store cannot be reached');
    const broker = { ask: () => Promise.reject(down) };
    const { runner, agent, model } = scriptedRun(askUserQuestionTool({ broker, sessionId: 'chat-1' }), TRIP_INPUT);
    await expect(runner.run(agent, 'Plan a weekend trip')).rejects.toThrow('the store cannot be reached');
    expect(model.requests).toHaveLength(1);
  });
});

describe('the tool the model is given', () => {
  it("Claude's description and input JSON Schema, not OpenAI's strict mode", async () => {
    const { broker, page } = await setup();
    const { runner, agent, model } = scriptedRun(askUserQuestionTool({ broker, sessionId: 'chat-1', previewFormat: 'html' }), TRIP_INPUT);
    const running = runner.run(agent, 'Plan a weekend trip');
    await page.client.decline((await page.nextAsk()).id);
    await running;
    const [sent] = model.requests[0]!.tools;
    expect(sent).toMatchObject({
      type: 'function',
      name: 'AskUserQuestion',
      description: askUserQuestionDescription(undefined, { previewFormat: 'html' }),
      strict: false,
      parameters: JSON.parse(JSON.stringify(askUserQuestionJsonSchemaFor(undefined, { previewFormat: 'html' }))),
    });
    expect(JSON.stringify(sent)).toContain('"minItems":2');
  });
});
