import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toClaudePermissionResult, toClaudeResultText, type AskOutcome } from '@askq/core';
import { CASES, type AskCase } from './cases.js';
import { runSession, runSteps, type SessionRun, type SessionStep, type StepRecord, type StepsRun } from './claude-session.js';
import { findClaudeBinary } from './cli-binary.js';

/**
 * Facts about the host itself (spec section 7), answered by hand rather than by askq: they are
 * why askq's encoders send what they send, and they fail loudly when a CLI release changes them.
 */
const auth = {
  question: 'Is the host strict?',
  header: 'Host',
  options: [
    { label: 'Yes', description: 'It validates' },
    { label: 'No', description: 'It does not' },
  ],
  multiSelect: false,
};
const HOST_FACTS = {
  afk: 'host: an idle-timeout report the CLI did not offer is refused',
  noQuestions: 'host: updatedInput without questions fails schema validation',
  emptyDeny: 'host: a deny with an empty message reaches the model as an empty error',
  followUp: 'host: followUp is accepted by a default (non-extended) host',
  interrupt: 'host: a deny with interrupt gives the model no tool result and ends the turn',
} as const;
const hostSteps: SessionStep[] = [
  { name: HOST_FACTS.afk, input: { questions: [auth] }, answer: (_r, input) => ({ behavior: 'allow', updatedInput: { ...input, answers: {}, afkTimeoutMs: 60_000 } }) },
  { name: HOST_FACTS.noQuestions, input: { questions: [auth] }, answer: () => ({ behavior: 'allow', updatedInput: { answers: { [auth.question]: 'Yes' } } }) },
  { name: HOST_FACTS.emptyDeny, input: { questions: [auth] }, answer: () => ({ behavior: 'deny', message: '' }) },
  {
    name: HOST_FACTS.followUp,
    input: { questions: [auth] },
    answer: (_r, input) => ({ behavior: 'allow', updatedInput: { ...input, answers: { [auth.question]: 'No' }, followUp: true } }),
  },
  // Last of the host facts: it ends the first session, so the askq table runs in a fresh one.
  { name: HOST_FACTS.interrupt, input: { questions: [auth] }, answer: () => ({ behavior: 'deny', message: 'Dismissed.', interrupt: true }) },
];

const caseSteps: SessionStep[] = CASES.map((c) => ({ name: c.name, input: c.input, answer: (request) => toClaudePermissionResult(request, c.outcome) }));

let run: StepsRun;
/** A dismissal followed by a second user message: what the next turn's history holds for the call. */
let afterDismissal: SessionRun;
const DISMISSED_NEXT_TURN = 'host: after a dismissal, the next turn reads the CLI\'s own rejection, not the deny message';
const NEXT_PROMPT = 'Forget the questions, let us talk about the schema.';
const dismissedOutcome: AskOutcome = { type: 'declined', reason: 'dismissed', answers: {} };

beforeAll(async () => {
  run = await runSteps([...hostSteps, ...caseSteps]);
  afterDismissal = await runSession(
    [{ name: DISMISSED_NEXT_TURN, input: { questions: [auth] }, answer: (request) => toClaudePermissionResult(request, dismissedOutcome) }],
    { thenPrompt: NEXT_PROMPT },
  );
  const last = run.sessions.at(-1)!;
  console.log(
    `Claude Code ${run.cliVersion}: ${run.steps.size} question calls in ${run.sessions.length} session(s), ${run.durationMs} ms; ` +
      `requests: ${run.sessions.flatMap((s) => s.requests).length} (${[...new Set(run.sessions.flatMap((s) => s.requests.map((r) => `${r.kind} ${r.method} ${r.url}`)))].join('; ')})` +
      (last.stderr ? `\nCLI stderr:\n${last.stderr}` : ''),
  );
});

afterAll(() => {
  // The case table with what the model read, for the record of a run.
  const lines = CASES.map((c) => {
    const r = run?.steps.get(c.name);
    const read = r?.toolResult ? `${r.toolResult.isError ? 'error' : 'result'}: ${JSON.stringify(r.toolResult.text).slice(0, 140)}` : 'no tool result';
    return `  ${c.name}\n    ${r?.permission?.behavior ?? (r?.threw ? `threw ${String(r.threw)}` : 'not asked')} -> ${read}`;
  });
  console.log(`What the model read:\n${lines.join('\n')}`);
});

const record = (name: string): StepRecord => {
  const r = run.steps.get(name);
  if (!r?.input) throw new Error(`the CLI never asked "${name}" (an earlier step stopped the session?)`);
  return r;
};

describe('the real Claude Code CLI, offline', () => {
  it('is the native binary the Agent SDK installed, and reports its version', () => {
    expect(findClaudeBinary()).toMatch(/claude-agent-sdk-[a-z0-9]+-[a-z0-9]+(-musl)?[\\/]claude(\.exe)?$/);
    expect(run.cliVersion).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('hands canUseTool the input the model sent, unchanged', () => {
    for (const c of CASES) expect(record(c.name).input, c.name).toEqual(c.input);
  });

  it(HOST_FACTS.afk, () => {
    expect(record(HOST_FACTS.afk).toolResult).toEqual(
      expect.objectContaining({
        isError: true,
        text: 'The app reported that nobody answered this question, but Claude Code did not accept the report, so the question has no answer. Ask again if you still need the answer.',
      }),
    );
  });

  it(HOST_FACTS.noQuestions, () => {
    const result = record(HOST_FACTS.noQuestions).toolResult;
    expect(result?.isError).toBe(true);
    // Unlike a deny message, this error reaches the model wrapped in <tool_use_error>.
    expect(result?.text).toMatch(
      /^<tool_use_error>The permission handler returned updatedInput for AskUserQuestion that failed schema validation: [^]*`questions` is missing[^]*<\/tool_use_error>$/,
    );
  });

  it(HOST_FACTS.emptyDeny, () => {
    expect(record(HOST_FACTS.emptyDeny).toolResult).toEqual(expect.objectContaining({ isError: true, text: '' }));
  });

  it(HOST_FACTS.interrupt, () => {
    const r = record(HOST_FACTS.interrupt);
    expectTurnStopped(r);
    expect(run.sessions[r.session]?.resultSubtype).toBe('error_during_execution');
    // The next step ran in a fresh session: the harness really did start over after the stop.
    expect(record(CASES[0]!.name).session).toBe(r.session + 1);
  });

  it(DISMISSED_NEXT_TURN, () => {
    const r = afterDismissal.steps.get(DISMISSED_NEXT_TURN)!;
    expect(r.permission).toMatchObject({ behavior: 'deny', interrupt: true });
    const message = r.permission?.behavior === 'deny' ? r.permission.message : '';
    // The API needs a result for every tool_use, so the CLI fills in its generic rejection; the
    // host's readable dismissal reaches the model in neither turn.
    expect(r.toolResult).toMatchObject({
      isError: true,
      text:
        "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). " +
        'STOP what you are doing and wait for the user to tell you how to proceed.',
    });
    // The CLI's interrupt notice (some versions end it with a newline), then the user's next message.
    expect(r.toolResult?.after.map((t) => t.trim())).toEqual(['[Request interrupted by user for tool use]', NEXT_PROMPT]);
    expect(message).not.toBe('');
    expect(r.toolResult?.raw).not.toContain(message);
  });

  it(HOST_FACTS.followUp, () => {
    expect(record(HOST_FACTS.followUp).toolResult).toEqual(
      expect.objectContaining({
        isError: false,
        text:
          'The user asked for more questions before you proceed. So far they answered: "Is the host strict?"="No". ' +
          'Call AskUserQuestion again with follow-up questions that build on these answers (do not repeat these); do not start the task yet.',
      }),
    );
  });
});

/** A deny with interrupt: nothing reaches the model, and it is asked nothing more in that turn. */
function expectTurnStopped(r: StepRecord) {
  expect.soft(r.toolResult, 'no tool result reaches the model').toBeUndefined();
  expect.soft(r.followedInSession, 'the turn stops: the model is asked nothing more').toBe(false);
  expect.soft(run.sessions[r.session]?.extraTurns, 'no model request after the script').toBe(0);
}

describe('askq answers through the real CLI: what the model reads', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c: AskCase) => {
    const r = record(c.name);
    expect(r.threw, 'toClaudePermissionResult threw: the model would read "Tool permission request failed"').toBeUndefined();
    const request = r.request!;
    const permission = r.permission!;
    const outcome: AskOutcome = c.outcome;
    switch (c.expect.kind) {
      case 'allow': {
        // Soft: a failing case reports every mismatch (wire against golden, writer against wire).
        expect(permission.behavior).toBe('allow');
        expect(r.toolResult, 'a tool result reached the model').toBeDefined();
        const read = r.toolResult!;
        if (c.expect.golden !== undefined) expect.soft(read.text, 'what the model read, against the golden').toBe(c.expect.golden);
        expect.soft(read.text, 'what the model read, against toClaudeResultText').toBe(toClaudeResultText(request, outcome));
        expect.soft(read.isError, 'an error result').toBe(false);
        break;
      }
      case 'deny': {
        expect(permission).toMatchObject({ behavior: 'deny' });
        if (permission.behavior !== 'deny') break;
        expect.soft(permission.interrupt ?? false, 'a deny the model must read does not interrupt').toBe(false);
        expect.soft(permission.message.trim(), 'never an empty deny (the model would read nothing)').not.toBe('');
        expect(r.toolResult, 'a tool result reached the model').toBeDefined();
        const read = r.toolResult!;
        if (c.expect.golden !== undefined) expect.soft(read.text, 'what the model read, against the golden').toBe(c.expect.golden);
        if (c.expect.text) expect.soft(read.text, 'what the model read, against the core writer').toBe(c.expect.text(request, outcome));
        expect.soft(read.text, 'what the model read, against the deny message').toBe(permission.message);
        expect.soft(read.isError, 'an error result').toBe(true);
        break;
      }
      case 'interrupt': {
        expect(permission).toMatchObject({ behavior: 'deny', interrupt: true });
        if (permission.behavior !== 'deny') break;
        expect.soft(permission.message.trim(), 'a readable dismissal, never an empty message').not.toBe('');
        expectTurnStopped(r);
        break;
      }
    }
  });
});
