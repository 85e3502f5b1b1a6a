import type { AskOutcome } from '@askq/core';
import { askUserQuestionCanUseTool, createMemoryBroker, type BrokerEvent, type PendingAsk } from '@askq/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSession, type SessionRun, type SessionStep } from './claude-session.js';

/**
 * @askq/server's canUseTool bridge as the host's callback in the real CLI: each question call waits
 * on the broker until a scripted "browser" (a session subscriber) answers it by id, as a browser
 * tab would over HTTP. The goldens are spec section 2 and 3's texts, written out by hand.
 */
const auth = {
  question: 'Which auth method?',
  header: 'Auth',
  options: [
    { label: 'OAuth (Recommended)', description: 'Browser flow' },
    { label: 'API key', description: 'Static token' },
  ],
  multiSelect: false,
};
const langs = {
  question: 'Which languages?',
  header: 'Langs',
  options: [
    { label: 'Go', description: 'Fast builds' },
    { label: 'Rust', description: 'Safe' },
    { label: 'Zig', description: 'Small' },
  ],
  multiSelect: true,
};

const STEPS = {
  answered: 'bridge: labels answered in the browser',
  other: 'bridge: Other text answered in the browser',
  chat: 'bridge: "Chat about this" in the browser',
  dismissed: 'bridge: dismissed in the browser',
} as const;

/** What the browser does for each call, by the tool_use id the harness gives the step. */
const BROWSER: Record<string, AskOutcome> = {
  [STEPS.answered]: { type: 'answered', answers: { q1: { selected: ['OAuth (Recommended)'] }, q2: { selected: ['Go', 'Zig'] } } },
  [STEPS.other]: { type: 'answered', answers: { q1: { selected: [], other: 'SSO via "Okta"' } } },
  [STEPS.chat]: { type: 'declined', reason: 'chat_about_this', answers: { q1: { selected: ['API key'] } } },
  [STEPS.dismissed]: { type: 'declined', reason: 'dismissed', answers: {} },
};
const toolUseIdOf = (name: string) => `toolu_askq_${name.replace(/[^A-Za-z0-9_]/g, '_')}`;

const broker = createMemoryBroker();
const SESSION = 'chat-e2e';
const seen: PendingAsk[] = [];
let run: SessionRun;

beforeAll(async () => {
  // The scripted browser: answers each pending request of the session by its id.
  const names = new Map(Object.keys(BROWSER).map((name) => [toolUseIdOf(name), name]));
  const unsubscribe = await broker.subscribe(SESSION, (event: BrokerEvent) => {
    if (event.type !== 'pending') return;
    seen.push(event.ask);
    const name = names.get(event.ask.toolUseId ?? '');
    // After the broker's ask() has returned, as a browser answers later: the bridge is waiting on
    // it by then (the broker adds the waiter before it announces the request).
    queueMicrotask(() => void broker.respond(event.ask.id, name ? BROWSER[name] : { type: 'declined', reason: 'dismissed', answers: {} }));
  });
  const canUseTool = askUserQuestionCanUseTool({ broker, sessionId: SESSION });
  const step = (name: string, questions: object[]): SessionStep => ({ name, input: { questions }, canUseTool });
  try {
    // The dismissal stops the turn, so it is last.
    run = await runSession([step(STEPS.answered, [auth, langs]), step(STEPS.other, [auth]), step(STEPS.chat, [auth]), step(STEPS.dismissed, [auth])]);
  } finally {
    unsubscribe();
  }
});

const step = (name: string) => {
  const r = run.steps.get(name);
  if (!r?.input) throw new Error(`the CLI never asked "${name}"`);
  expect(r.threw, 'the bridge threw: the model would read "Tool permission request failed"').toBeUndefined();
  return r;
};

describe('@askq/server canUseTool bridge through the real Claude Code CLI', () => {
  it('every call reached the browser through the broker, with its tool_use id, and none is left waiting', async () => {
    expect(seen.map((a) => a.toolUseId)).toEqual(Object.values(STEPS).map(toolUseIdOf));
    expect(seen.map((a) => a.input)).toEqual([{ questions: [auth, langs] }, { questions: [auth] }, { questions: [auth] }, { questions: [auth] }]);
    expect(await broker.pending(SESSION)).toEqual([]);
  });

  it('labels: allow with the exact echo; the model reads the exact-answer text', () => {
    const r = step(STEPS.answered);
    expect(r.permission).toStrictEqual({
      behavior: 'allow',
      updatedInput: { questions: [auth, langs], answers: { 'Which auth method?': 'OAuth (Recommended)', 'Which languages?': 'Go, Zig' } },
    });
    expect(r.toolResult).toEqual({
      isError: false,
      text: 'Your questions have been answered: "Which auth method?"="OAuth (Recommended)", "Which languages?"="Go, Zig". You can now continue with these answers in mind.',
      raw: expect.any(String),
      after: expect.any(Array),
    });
  });

  it('Other text: verbatim in single-select; the model reads the free-text wording', () => {
    const r = step(STEPS.other);
    expect(r.toolResult).toMatchObject({
      isError: false,
      text:
        'The user answered: "Which auth method?"="SSO via "Okta"". Read the answers carefully \u2014 they may request clarification, ' +
        'changes, or that you not proceed \u2014 and follow what they actually say.',
    });
  });

  it('"Chat about this": the model reads Claude Code\'s fixed feedback as an error result', () => {
    expect(step(STEPS.chat).toolResult).toMatchObject({
      isError: true,
      text:
        'The user wants to clarify these questions.\n    This means they may have additional information, context or questions for you.\n' +
        '    Take their response into account and then reformulate the questions if appropriate.\n' +
        '    Start by asking them what they would like to clarify.\n\n    Questions asked:\n- "Which auth method?"\n  Answer: API key',
    });
  });

  it('dismissed: deny with interrupt; no tool result reaches the model and the turn stops', () => {
    const r = step(STEPS.dismissed);
    expect(r.permission).toMatchObject({ behavior: 'deny', interrupt: true });
    expect(r.toolResult).toBeUndefined();
    expect(r.followedInSession).toBe(false);
    expect(run.extraTurns).toBe(0);
  });
});
