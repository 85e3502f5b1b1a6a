import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { query, type CanUseTool, type Options, type PermissionResult, type SDKMessage, type SDKUserMessage } from '@anthropic-ai/claude-agent-sdk';
import { parseAskRequest, type AskRequest } from '@askq/core';
import { findClaudeBinary } from './cli-binary.js';
import { startFakeMessagesApi, type CapturedToolResult, type LoggedRequest } from './fake-messages-api.js';

/**
 * What a host's canUseTool returns for AskUserQuestion: the SDK's PermissionResult, loosened so
 * that askq's ClaudePermissionResult (an interface without an index signature) fits as it is.
 */
export type HostAnswer = { behavior: 'allow'; updatedInput: object } | { behavior: 'deny'; message: string; interrupt?: boolean };

/** One question call of a session: the model's input and how the host answers it. */
export type SessionStep = {
  /** Unique within the session; becomes the tool_use id. */
  name: string;
  input: Record<string, unknown>;
} & (
  | {
      /** The host's answer, computed from the request as the host parsed the CLI's input. */
      answer: (request: AskRequest, input: Record<string, unknown>) => HostAnswer;
    }
  | {
      /** Or a whole host callback (e.g. a bridge that waits for a browser), called as the SDK calls it. */
      canUseTool: CanUseTool;
    }
);

/** What happened to one step. */
export interface StepRecord {
  /** The input canUseTool received (null: the CLI never asked). */
  input: Record<string, unknown> | null;
  /** The request parsed from it. */
  request: AskRequest | null;
  /** What the host returned, or the error it threw. */
  permission: HostAnswer | null;
  threw?: unknown;
  /** What the CLI sent the model for this tool_use (undefined: no tool result reached the model). */
  toolResult?: CapturedToolResult;
  /** Which session of a `runSteps` run asked it (0-based). */
  session: number;
  /** Whether the model was asked anything after this step in the same session. */
  followedInSession: boolean;
}

export interface SessionRun {
  /** The CLI's own version, from its init message. */
  cliVersion: string;
  steps: Map<string, StepRecord>;
  /** The session's result message subtype (`success`, `error_during_execution`, ...). */
  resultSubtype: string;
  /** Conversation requests after the script ended: a turn that went on after it should have stopped. */
  extraTurns: number;
  requests: LoggedRequest[];
  stderr: string;
  durationMs: number;
}

const MODEL = 'claude-sonnet-4-5';
/** Every session's temporary HOME and working directory live in a directory named so. */
export const TEMP_PREFIX = 'askq-claude-code-';
export interface SessionOptions {
  /** The user's prompt that starts the turn. @default 'Ask me the questions.' */
  prompt?: string;
  /**
   * A safety bound, far above what a session takes: a hung CLI is killed and the run rejects
   * instead of hanging the suite. No test relies on it firing. @default 90000
   */
  timeoutMs?: number;
  /** Ends the session early, as the timeout would: the CLI is killed and the run rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Make the fake model hang (see FakeOptions.stall). @default false */
  stallModel?: boolean;
  /** With `stallModel`: called when the CLI's request to the model is being held (the CLI is up and waiting). */
  onStall?: () => void;
  /**
   * A second user message, sent when the first turn has ended: shows what the next turn's history
   * holds for a call whose turn was stopped. @default none (one turn)
   */
  thenPrompt?: string;
  /** The host's tool settings (e.g. `{ askUserQuestion: { previewFormat: 'html' } }`). @default none */
  toolConfig?: Options['toolConfig'];
}

const userMessage = (text: string): SDKUserMessage => ({ type: 'user', message: { role: 'user', content: text }, parent_tool_use_id: null });

const idOf = (name: string) => `toolu_askq_${name.replace(/[^A-Za-z0-9_]/g, '_')}`;

/**
 * The environment the CLI runs with: the caller's, minus every Anthropic / Claude Code setting
 * that could point it at a real account or model (it must talk to the fake only), plus the fake's
 * address, a dummy key and a private HOME so no user configuration is read or written.
 */
function cliEnv(baseUrl: string, home: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined || /^(ANTHROPIC_|CLAUDE)/.test(key)) continue;
    env[key] = value;
  }
  return {
    ...env,
    HOME: home,
    ANTHROPIC_BASE_URL: baseUrl,
    ANTHROPIC_API_KEY: 'test',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_AUTOUPDATER: '1',
  };
}

/**
 * Runs the real Claude Code CLI through the Agent SDK against a scripted fake model: the model
 * asks each step's questions in turn (one AskUserQuestion call per turn), the host answers each
 * with `step.answer`, and the fake records the tool result the CLI sends back. A step whose answer
 * stops the turn (a deny with `interrupt: true`) must be the last one. Always kills the CLI and
 * removes its temporary HOME and working directory, also on timeout or error.
 */
export async function runSession(steps: SessionStep[], options: SessionOptions = {}): Promise<SessionRun> {
  const { prompt = 'Ask me the questions.', timeoutMs = 90_000, signal, stallModel = false, onStall, thenPrompt, toolConfig } = options;
  const started = Date.now();
  const byId = new Map(steps.map((s) => [idOf(s.name), s]));
  if (byId.size !== steps.length) throw new Error('runSession: step names must be unique');
  const records = new Map<string, StepRecord>(steps.map((s) => [s.name, { input: null, request: null, permission: null, session: 0, followedInSession: false }]));

  const script = [...steps.map((s) => ({ toolUseId: idOf(s.name), input: s.input })), { text: 'Thanks, all done.' }];
  const api = await startFakeMessagesApi(script, { stall: stallModel, onStall });
  let root: string | undefined;
  const abort = new AbortController();
  const stop = () => abort.abort(signal!.reason);
  if (signal?.aborted) stop();
  else signal?.addEventListener('abort', stop, { once: true });
  const timer = setTimeout(() => abort.abort(new Error(`Claude Code session timed out after ${timeoutMs} ms`)), timeoutMs);
  let stderr = '';
  let cliVersion = '';
  let resultSubtype = '';
  let session: ReturnType<typeof query> | undefined;
  try {
    root = await mkdtemp(join(tmpdir(), TEMP_PREFIX));
    const home = join(root, 'home');
    const cwd = join(root, 'work');
    await Promise.all([mkdir(home), mkdir(cwd)]);

    // With a second message the prompt is a stream that waits for the first turn's end.
    let firstTurnEnded!: () => void;
    const turnEnded = new Promise<void>((resolve) => (firstTurnEnded = resolve));
    async function* twoTurns(first: string, second: string): AsyncIterable<SDKUserMessage> {
      yield userMessage(first);
      await turnEnded;
      yield userMessage(second);
    }
    let turns = thenPrompt === undefined ? 1 : 2;
    session = query({
      prompt: thenPrompt === undefined ? prompt : twoTurns(prompt, thenPrompt),
      options: {
        pathToClaudeCodeExecutable: findClaudeBinary(),
        env: cliEnv(api.url, home),
        model: MODEL,
        cwd,
        abortController: abort,
        settingSources: [],
        persistSession: false,
        ...(toolConfig && { toolConfig }),
        stderr: (data) => {
          stderr += data;
        },
        canUseTool: async (toolName, input, sdkOptions) => {
          const step = byId.get(sdkOptions.toolUseID);
          const toolUseID = sdkOptions.toolUseID;
          if (toolName !== 'AskUserQuestion' || !step) return { behavior: 'deny', message: `unexpected tool ${toolName} (${toolUseID})` };
          const record = records.get(step.name)!;
          record.input = input;
          try {
            const { request } = parseAskRequest(input);
            record.request = request;
            // A whole host callback reads the input itself (it may be input askq refuses).
            if (!request && !('canUseTool' in step)) throw new Error(`parseAskRequest refused the CLI's input for ${step.name}`);
            const answer = 'canUseTool' in step ? ((await step.canUseTool(toolName, input, sdkOptions)) as HostAnswer | null) : step.answer(request!, input);
            record.permission = answer;
            return answer as PermissionResult | null;
          } catch (error) {
            record.threw = error;
            throw error;
          }
        },
      },
    });
    for await (const message of session as AsyncIterable<SDKMessage>) {
      if (message.type === 'system' && message.subtype === 'init') cliVersion = message.claude_code_version;
      if (message.type === 'result') {
        // The first turn's result is the one the steps are about.
        resultSubtype ||= message.subtype;
        firstTurnEnded();
        if (--turns === 0) break;
      }
    }
  } catch (error) {
    // The SDK reports an abort as its own AbortError; say why the session was aborted instead.
    throw abort.signal.aborted ? abort.signal.reason : error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
    session?.close();
    await api.close();
    if (root) await rm(root, { recursive: true, force: true });
  }
  if (abort.signal.aborted) throw abort.signal.reason;
  for (const [name, record] of records) {
    const result = api.results.get(idOf(name));
    if (result) record.toolResult = result;
    const at = api.asked.indexOf(idOf(name));
    record.followedInSession = at >= 0 && at < api.asked.length - 1;
  }
  return { cliVersion, steps: records, resultSubtype, extraTurns: api.extraTurns, requests: api.log, stderr, durationMs: Date.now() - started };
}

export interface StepsRun {
  cliVersion: string;
  steps: Map<string, StepRecord>;
  sessions: SessionRun[];
  durationMs: number;
}

/**
 * Runs every step, in as few sessions as possible: a step that stops its turn (interrupt) ends
 * its session, and the next session starts with the step after it. Stops early when a session
 * asks nothing (the records of the steps left then stay empty, and their tests fail).
 */
export async function runSteps(steps: SessionStep[]): Promise<StepsRun> {
  const started = Date.now();
  const all = new Map<string, StepRecord>();
  const sessions: SessionRun[] = [];
  let rest = steps;
  while (rest.length > 0) {
    const run = await runSession(rest);
    for (const [name, record] of run.steps) if (record.input) all.set(name, { ...record, session: sessions.length });
    sessions.push(run);
    const next = rest.findIndex((s) => !run.steps.get(s.name)?.input);
    if (next <= 0) break;
    rest = rest.slice(next);
  }
  for (const step of steps) {
    if (!all.has(step.name)) all.set(step.name, { input: null, request: null, permission: null, session: -1, followedInSession: false });
  }
  return { cliVersion: sessions[0]?.cliVersion ?? '', steps: all, sessions, durationMs: Date.now() - started };
}
