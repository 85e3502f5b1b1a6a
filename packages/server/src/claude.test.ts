import type { CanUseTool, PermissionResult } from '@anthropic-ai/claude-agent-sdk';
import { declineMessage, parseAskRequest, type AskOutcome, type ClaudePermissionResult } from '@askq/core';
import { describe, expect, it, vi } from 'vitest';
import { askUserQuestionCanUseTool, type ClaudeToolOptions } from './claude.js';
import { createMemoryBroker } from './memory-broker.js';
import { AskInputError, type AskContext, type Broker } from './types.js';

// --- Compile-time checks against the published Agent SDK types (tsc --noEmit -p . runs them). ---
// The bridge without `next` is a CanUseTool:
const _plain: CanUseTool = askUserQuestionCanUseTool({ broker: {} as Broker, sessionId: 's' });
// Wrapping the host's own CanUseTool keeps its type:
const _wrapped: CanUseTool = askUserQuestionCanUseTool({ broker: {} as Broker, sessionId: (o) => o.requestId, next: {} as CanUseTool });
// What core writes is a PermissionResult:
const _result: PermissionResult = {} as ClaudePermissionResult;
// The local options type is a subset of the SDK's (the SDK's options satisfy it):
const _options: ClaudeToolOptions = {} as Parameters<CanUseTool>[2];
// A next callback must return something the SDK takes:
// @ts-expect-error a string is no PermissionResult
const _badNext: CanUseTool = askUserQuestionCanUseTool({ broker: {} as Broker, sessionId: 's', next: async () => 'yes' });
void [_plain, _wrapped, _result, _options, _badNext];

/** One `ask` the fake broker received. */
interface Call {
  input: unknown;
  context: AskContext;
  resolve: (outcome: AskOutcome) => void;
}

/**
 * A broker that validates like the real one (lenient Claude parse, AskInputError) and waits until
 * the test answers; an aborted signal resolves with a `dismissed` decline, as types.ts specifies.
 */
function fakeBroker(): { broker: Broker; calls: Call[]; next: () => Promise<Call> } {
  const calls: Call[] = [];
  const waiters: ((call: Call) => void)[] = [];
  const broker: Broker = {
    ask(input, context) {
      const parsed = parseAskRequest(input, { dialect: 'claude' });
      if (!parsed.request) return Promise.reject(new AskInputError(parsed.issues));
      return new Promise<AskOutcome>((resolve) => {
        const call = { input, context, resolve };
        context.signal?.addEventListener('abort', () => resolve({ type: 'declined', reason: 'dismissed', answers: {} }), { once: true });
        calls.push(call);
        waiters.shift()?.(call);
      });
    },
    respond: () => Promise.reject(new Error('not used')),
    pending: () => Promise.resolve([]),
    get: () => Promise.resolve(undefined),
    subscribe: () => Promise.resolve(() => {}),
    closeSession: () => Promise.resolve(),
  };
  const next = () => (calls.length > waiters.length ? Promise.resolve(calls[calls.length - 1]!) : new Promise<Call>((r) => waiters.push(r)));
  return { broker, calls, next };
}

/** The options the Agent SDK passes (spec section 7), with a live signal. */
function sdkOptions(extra: Partial<Parameters<CanUseTool>[2]> = {}): Parameters<CanUseTool>[2] {
  return { signal: new AbortController().signal, toolUseID: 'toolu_01', requestId: 'req_1', suggestions: [], ...extra };
}

// Header longer than 12, trailing space in a description, an unknown option field, no multiSelect:
// the echo must keep every one of them (spec section 2).
const INPUT = {
  questions: [
    {
      question: 'Which auth method?',
      header: 'Authentication',
      options: [
        { label: 'OAuth (Recommended)', description: 'Browser flow ', extra: 1 },
        { label: 'API key', description: 'Static token' },
      ],
    },
    {
      question: 'Which languages?',
      header: 'Langs',
      multiSelect: true,
      options: [
        { label: 'Go', description: '' },
        { label: 'Rust', description: 'Safe' },
        { label: 'Zig', description: 'Small' },
      ],
    },
  ],
  metadata: { source: 'plan' },
} as const;

const input = (): Record<string, unknown> => structuredClone(INPUT) as unknown as Record<string, unknown>;

describe('askUserQuestionCanUseTool: AskUserQuestion', () => {
  it('routes the call through the broker with the session, agent, tool-use id and signal', async () => {
    const { broker, next } = fakeBroker();
    const canUseTool: CanUseTool = askUserQuestionCanUseTool({ broker, sessionId: 'chat-1' });
    const options = sdkOptions({ agentID: 'agent-7' });
    const sent = input();
    void canUseTool('AskUserQuestion', sent, options);
    const call = await next();
    expect(call.input).toBe(sent);
    expect(call.context).toEqual({ sessionId: 'chat-1', agentId: 'agent-7', toolUseId: 'toolu_01', signal: options.signal });
    expect(call.context.signal).toBe(options.signal);
  });

  it('answered: allow with the input echoed exactly and answers keyed by question text', async () => {
    const { broker, next } = fakeBroker();
    const canUseTool: CanUseTool = askUserQuestionCanUseTool({ broker, sessionId: 'chat-1' });
    const result = canUseTool('AskUserQuestion', input(), sdkOptions());
    (await next()).resolve({
      type: 'answered',
      answers: { q1: { selected: ['OAuth (Recommended)'] }, q2: { selected: ['Go', 'Zig'] } },
    });
    // Spec section 2: raw label with its " (Recommended)"; multi-select labels joined by ", ".
    expect(await result).toStrictEqual({
      behavior: 'allow',
      updatedInput: { ...input(), answers: { 'Which auth method?': 'OAuth (Recommended)', 'Which languages?': 'Go, Zig' } },
    });
  });

  it('answered with Other text: single-select verbatim, never quoted', async () => {
    const { broker, next } = fakeBroker();
    const canUseTool = askUserQuestionCanUseTool({ broker, sessionId: 's' });
    const result = canUseTool('AskUserQuestion', input(), sdkOptions());
    (await next()).resolve({ type: 'answered', answers: { q1: { selected: [], other: 'SSO, via "Okta"' } } });
    expect(await result).toStrictEqual({ behavior: 'allow', updatedInput: { ...input(), answers: { 'Which auth method?': 'SSO, via "Okta"' } } });
  });

  it('passes the host capabilities: an unanswered question is annotated only when advertised', async () => {
    const answered: AskOutcome = { type: 'answered', answers: { q1: { selected: ['API key'] } } };
    const run = async (capabilities?: string[]) => {
      const { broker, next } = fakeBroker();
      const result = askUserQuestionCanUseTool({ broker, sessionId: 's', capabilities })('AskUserQuestion', input(), sdkOptions());
      (await next()).resolve(answered);
      return result;
    };
    expect(await run()).toStrictEqual({ behavior: 'allow', updatedInput: { ...input(), answers: { 'Which auth method?': 'API key' } } });
    expect(await run(['ask_user_question_unanswered_v1'])).toStrictEqual({
      behavior: 'allow',
      updatedInput: {
        ...input(),
        answers: { 'Which auth method?': 'API key' },
        annotations: { 'Which languages?': { unanswered: 'skipped' } },
      },
    });
  });

  it('"Chat about this": deny with Claude Code\'s fixed feedback, no interrupt', async () => {
    const { broker, next } = fakeBroker();
    const result = askUserQuestionCanUseTool({ broker, sessionId: 's' })('AskUserQuestion', input(), sdkOptions());
    (await next()).resolve({ type: 'declined', reason: 'chat_about_this', answers: { q1: { selected: ['API key'] } } });
    // Spec section 2, verbatim.
    expect(await result).toStrictEqual({
      behavior: 'deny',
      message:
        'The user wants to clarify these questions.\n    This means they may have additional information, context or questions for you.\n' +
        '    Take their response into account and then reformulate the questions if appropriate.\n' +
        '    Start by asking them what they would like to clarify.\n\n    Questions asked:' +
        '\n- "Which auth method?"\n  Answer: API key\n- "Which languages?"\n  (No answer provided)',
    });
  });

  it('dismissed: deny with a readable message and interrupt: true (never an empty message)', async () => {
    const { broker, next } = fakeBroker();
    const result = askUserQuestionCanUseTool({ broker, sessionId: 's' })('AskUserQuestion', input(), sdkOptions());
    const dismissed = { type: 'declined', reason: 'dismissed', answers: {} } as const;
    (await next()).resolve(dismissed);
    const request = parseAskRequest(input(), { dialect: 'claude' }).request!;
    expect(await result).toStrictEqual({ behavior: 'deny', message: declineMessage(request, dismissed), interrupt: true });
    expect(declineMessage(request, dismissed)).not.toBe('');
  });

  it('the SDK aborting the signal withdraws the question: a dismissal', async () => {
    const { broker, next } = fakeBroker();
    const controller = new AbortController();
    const result = askUserQuestionCanUseTool({ broker, sessionId: 's' })('AskUserQuestion', input(), sdkOptions({ signal: controller.signal }));
    await next();
    controller.abort();
    const request = parseAskRequest(input(), { dialect: 'claude' }).request!;
    expect(await result).toStrictEqual({
      behavior: 'deny',
      message: declineMessage(request, { type: 'declined', reason: 'dismissed', answers: {} }),
      interrupt: true,
    });
  });

  it('invalid input: deny listing the problems for the model, nothing asked, no throw', async () => {
    const { broker, calls } = fakeBroker();
    const bad = { questions: [{ question: 'Pick?', header: 'Pick', options: [{ label: 'Only', description: '' }] }] };
    const result = await askUserQuestionCanUseTool({ broker, sessionId: 's' })('AskUserQuestion', bad, sdkOptions());
    expect(result).toStrictEqual({
      behavior: 'deny',
      message:
        'AskUserQuestion input is invalid, so nothing was shown to the user:\n' +
        '- questions[0].options must have 2-4 entries, got 1\n' +
        'Fix these and call AskUserQuestion again.',
    });
    expect(calls).toHaveLength(0);
  });

  it('invalid input the broker rejects (its own stricter rules): deny with the broker\'s issues', async () => {
    const broker = { ask: () => Promise.reject(new AskInputError([
      { code: 'missing_field', severity: 'error', path: ['questions', 0, 'header'], message: 'questions[0].header is required' },
      { code: 'long_header', severity: 'warning', path: ['questions', 0, 'header'], message: 'a warning the model need not see' },
    ])) } as unknown as Broker;
    const result = await askUserQuestionCanUseTool({ broker, sessionId: 's' })('AskUserQuestion', input(), sdkOptions());
    expect(result).toStrictEqual({
      behavior: 'deny',
      message:
        'AskUserQuestion input is invalid, so nothing was shown to the user:\n' +
        '- questions[0].header is required\n' +
        'Fix these and call AskUserQuestion again.',
    });
  });

  it('a failing broker is a deny that says there is no answer, never a throw', async () => {
    const broker = { ask: () => Promise.reject(new Error('store unreachable')) } as unknown as Broker;
    const result = await askUserQuestionCanUseTool({ broker, sessionId: 's' })('AskUserQuestion', input(), sdkOptions());
    expect(result).toStrictEqual({
      behavior: 'deny',
      message: 'AskUserQuestion failed (store unreachable), so there is no answer. Do not assume any answer; ask in the chat instead if you still need to know.',
    });
  });

  it('an outcome core cannot write (a store returned junk) is a deny, never a throw', async () => {
    const { broker, next } = fakeBroker();
    const result = askUserQuestionCanUseTool({ broker, sessionId: 's' })('AskUserQuestion', input(), sdkOptions());
    (await next()).resolve(JSON.parse('{"type":"answered","answers":{"q1":{"selected":"API key"}}}') as AskOutcome);
    const written = await result;
    expect(written.behavior).toBe('deny');
    expect(written).not.toHaveProperty('interrupt');
    expect((written as { message: string }).message).toMatch(/^AskUserQuestion failed \(.+\), so there is no answer\./);
  });

  it('picks the session per call with a function of the SDK options', async () => {
    const { broker, next } = fakeBroker();
    const canUseTool: CanUseTool = askUserQuestionCanUseTool({ broker, sessionId: (o: Parameters<CanUseTool>[2]) => `by-${o.agentID ?? 'main'}` });
    void canUseTool('AskUserQuestion', input(), sdkOptions({ agentID: 'sub-2' }));
    expect((await next()).context.sessionId).toBe('by-sub-2');
  });
});

describe('askUserQuestionCanUseTool: other tools', () => {
  it('go to the host callback with the same arguments, and its answer is returned', async () => {
    const { broker, calls } = fakeBroker();
    const host = vi.fn<CanUseTool>(async () => ({ behavior: 'deny', message: 'not in this folder' }));
    const canUseTool: CanUseTool = askUserQuestionCanUseTool({ broker, sessionId: 's', next: host });
    const toolInput = { command: 'rm -rf build' };
    const options = sdkOptions();
    expect(await canUseTool('Bash', toolInput, options)).toStrictEqual({ behavior: 'deny', message: 'not in this folder' });
    expect(host).toHaveBeenCalledExactlyOnceWith('Bash', toolInput, options);
    expect(calls).toHaveLength(0);
  });

  it('AskUserQuestion never reaches the host callback', async () => {
    const { broker, next } = fakeBroker();
    const host = vi.fn<CanUseTool>(async () => null);
    const result = askUserQuestionCanUseTool({ broker, sessionId: 's', next: host })('AskUserQuestion', input(), sdkOptions());
    (await next()).resolve({ type: 'answered', answers: { q1: { selected: ['API key'] } } });
    expect((await result)?.behavior).toBe('allow');
    expect(host).not.toHaveBeenCalled();
  });

  it('without a host callback: allowed with the input unchanged', async () => {
    const { broker, calls } = fakeBroker();
    const toolInput = { file_path: 'a.txt' };
    expect(await askUserQuestionCanUseTool({ broker, sessionId: 's' })('Read', toolInput, sdkOptions())).toStrictEqual({
      behavior: 'allow',
      updatedInput: { file_path: 'a.txt' },
    });
    expect(calls).toHaveLength(0);
  });
});

describe('askUserQuestionCanUseTool with the memory broker', () => {
  it('the browser answers the pending request by id: allow with the exact echo', async () => {
    const broker = createMemoryBroker();
    const canUseTool: CanUseTool = askUserQuestionCanUseTool({ broker, sessionId: 'chat-1' });
    const result = canUseTool('AskUserQuestion', input(), sdkOptions({ agentID: 'sub-1' }));
    const [pending] = await broker.pending('chat-1');
    expect(pending).toMatchObject({ sessionId: 'chat-1', agentId: 'sub-1', toolUseId: 'toolu_01', input: input() });
    await broker.respond(pending!.id, { type: 'answered', answers: { q2: { selected: ['Rust'], other: 'C, "the old one"' } } });
    // Spec section 2: Other text in a multi-select is one more item, quoted when it holds ", " or '"'.
    expect(await result).toStrictEqual({
      behavior: 'allow',
      updatedInput: { ...input(), answers: { 'Which languages?': 'Rust, "C, \\"the old one\\""' } },
    });
  });

  it('an extended host\'s number question: the broker asks it and the bridge writes its answer', async () => {
    const broker = createMemoryBroker();
    const retries = { questions: [{ question: 'How many retries?', header: 'Retries', kind: 'number', min: 0, max: 5, options: [] }] };
    const result = askUserQuestionCanUseTool({ broker, sessionId: 'chat-1' })('AskUserQuestion', structuredClone(retries), sdkOptions());
    const [pending] = await broker.pending('chat-1');
    await broker.respond(pending!.id, { type: 'answered', answers: { q1: { selected: [], other: '3' } } });
    expect(await result).toStrictEqual({ behavior: 'allow', updatedInput: { ...retries, answers: { 'How many retries?': '3' } } });
  });

  it.each([
    ['agentrail\'s shape', { question: 'Which testing framework?', options: ['Vitest', 'Jest'], custom: false }, 'questions is missing'],
    ['a question without options', { questions: [{ question: 'Name?', header: 'n', type: 'text' }] }, 'options must have 2-4 entries'],
  ])('input only another dialect reads (%s): a deny before anything is asked', async (_, other, problem) => {
    // The broker reads every dialect; the bridge answers Claude Code, so it reads Claude's first.
    const broker = createMemoryBroker();
    const ask = vi.spyOn(broker, 'ask');
    const result = await askUserQuestionCanUseTool({ broker, sessionId: 'chat-1' })('AskUserQuestion', other, sdkOptions());
    expect(result).toMatchObject({ behavior: 'deny', message: expect.stringContaining(problem) });
    expect((result as { message: string }).message).toMatch(/^AskUserQuestion input is invalid, so nothing was shown to the user:\n/);
    expect(ask).not.toHaveBeenCalled();
    expect(await broker.pending('chat-1')).toEqual([]);
  });

  it('the SDK aborting withdraws the pending request and the bridge returns the dismissal', async () => {
    const broker = createMemoryBroker();
    const controller = new AbortController();
    const result = askUserQuestionCanUseTool({ broker, sessionId: 'chat-1' })('AskUserQuestion', input(), sdkOptions({ signal: controller.signal }));
    expect(await broker.pending('chat-1')).toHaveLength(1);
    controller.abort();
    expect(await result).toMatchObject({ behavior: 'deny', interrupt: true });
    expect(await broker.pending('chat-1')).toEqual([]);
  });
});
