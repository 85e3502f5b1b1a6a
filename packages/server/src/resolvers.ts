import type { Readable, Writable } from 'node:stream';
import {
  readNumber,
  type AnswerMap,
  type AskOutcome,
  type AskQuestion,
  type AskRequest,
  type QuestionAnswer,
} from '@askq/core';
import { numberProblem } from '@askq/core/fields';
import { isUrlElicitation } from '@askq/core/elicitation';
import type { Broker, BrokerEvent, PendingAsk } from './types.js';
import { parsePendingInput } from './pending-request.js';

/** A question a resolver is asked to answer. */
export interface ResolverPending {
  /** The request, parsed with the options the broker validated it with. */
  request: AskRequest;
  /** The tool input exactly as the model sent it. */
  input: unknown;
  /** The broker's pending request, when it came from a broker (`attachResolver`). */
  ask?: PendingAsk;
  /** Aborted when the request no longer needs this resolver (answered elsewhere, withdrawn, detached). */
  signal?: AbortSignal;
}

/**
 * The seam that answers questions without a browser (reference 000's resolver): tests, dry runs,
 * terminals, other UIs. Resolves with the user's outcome; a cancellation is a `dismissed` decline
 * (which reference 000's text writes as `[cancelled by user]`).
 */
export type Resolver = (pending: ResolverPending) => Promise<AskOutcome>;

/**
 * One canned answer. A string: the option with exactly that label, else Other text (text and
 * number questions: the typed answer). An array: labels (multi-select), with at most one item that
 * is no label, taken as Other text. An object: the answer as it is.
 */
export type StaticAnswer = string | readonly string[] | QuestionAnswer;

/** Thrown by staticResolver when a canned answer does not fit its question. */
export class StaticAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StaticAnswerError';
  }
}

/**
 * A resolver that answers with canned answers, keyed by question text or question id (the text
 * wins). Questions without a canned answer are left unanswered; when none has one, the outcome is
 * a `dismissed` decline, never an answer with nothing in it (that would read as "the user did not
 * answer"). Rejects with StaticAnswerError when an answer does not fit its question.
 */
export function staticResolver(answers: Readonly<Record<string, StaticAnswer>>): Resolver {
  return async ({ request }) => {
    const map: AnswerMap = {};
    for (const q of request.questions) {
      const canned = Object.hasOwn(answers, q.question) ? answers[q.question] : Object.hasOwn(answers, q.id) ? answers[q.id] : undefined;
      if (canned === undefined) continue;
      Object.defineProperty(map, q.id, { value: staticAnswer(q, canned), enumerable: true, writable: true, configurable: true });
    }
    if (Object.keys(map).length === 0) return { type: 'declined', reason: 'dismissed', answers: {} };
    return { type: 'answered', answers: map };
  };
}

function staticAnswer(q: AskQuestion, canned: StaticAnswer): QuestionAnswer {
  if (typeof canned !== 'string' && !Array.isArray(canned)) return canned as QuestionAnswer;
  const items: readonly string[] = typeof canned === 'string' ? [canned] : canned;
  const labels = q.options.map((o) => o.label);
  const selected = labels.filter((l) => items.includes(l));
  const others = items.filter((i) => !labels.includes(i));
  const about = `static answer for ${JSON.stringify(q.question)}`;
  if (others.length > 1) throw new StaticAnswerError(`${about}: ${others.map((o) => JSON.stringify(o)).join(', ')} are not labels of the question, and only one Other text fits`);
  if (others.length === 1 && !q.allowOther) throw new StaticAnswerError(`${about}: ${JSON.stringify(others[0])} is not a label of the question, and it takes no Other text`);
  if (q.selectionMode === 'single' && selected.length + others.length > 1) throw new StaticAnswerError(`${about}: the question takes one answer, got ${items.length}`);
  const other = others[0];
  return other === undefined ? { selected } : { selected, other };
}

/** A resolver from a function (sync or async); a throw becomes a rejection. */
export function functionResolver(fn: (pending: ResolverPending) => AskOutcome | Promise<AskOutcome>): Resolver {
  return async (pending) => fn(pending);
}

// ---------------------------------------------------------------------------------------------
// stdin

export interface StdinResolverOptions {
  /** Where answers are read from, a line at a time (e.g. `process.stdin`). */
  input: Readable;
  /** Where the questions are printed (e.g. `process.stdout`). */
  output: Writable;
}

const CANCELLED: AskOutcome = { type: 'declined', reason: 'dismissed', answers: {} };

/**
 * A resolver that asks on a terminal (reference 000's stdin resolver): per question, its header
 * and text, then numbered options. Type a number (`1,3` for several in a multi-select), or
 * `other <text>` for your own answer; a text or number question takes the answer itself. An empty
 * line, or the end of the input, cancels the request (a `dismissed` decline with the answers given
 * so far). A line that does not fit says why and asks again. Requests are asked one at a time.
 */
export function stdinResolver({ input, output }: StdinResolverOptions): Resolver {
  const lines = lineReader(input);
  let queue: Promise<unknown> = Promise.resolve();
  return (pending) => {
    const run = queue.then(() => askOnTerminal(pending, lines, (text) => output.write(text)));
    queue = run.catch(() => undefined);
    return run;
  };
}

async function askOnTerminal({ request, signal }: ResolverPending, lines: LineReader, write: (text: string) => void): Promise<AskOutcome> {
  const answers: AnswerMap = {};
  if (signal?.aborted) return CANCELLED;
  try {
    if (request.title) write(`${request.title}\n\n`);
    for (const [index, q] of request.questions.entries()) {
      write(questionPrompt(q, index, request.questions.length));
      for (;;) {
        write('> ');
        const line = await lines.next(signal);
        if (line === null || line.trim() === '') {
          write(signal?.aborted ? '\n(answered elsewhere)\n' : '(cancelled)\n');
          return { type: 'declined', reason: 'dismissed', answers };
        }
        const read = readLine(q, line);
        if (typeof read === 'string') {
          write(`${read}\n`);
          continue;
        }
        Object.defineProperty(answers, q.id, { value: read, enumerable: true, writable: true, configurable: true });
        break;
      }
      write('\n');
    }
    return { type: 'answered', answers };
  } finally {
    lines.release();
  }
}

/** The text printed before a question is answered. */
function questionPrompt(q: AskQuestion, index: number, count: number): string {
  const head = `${count > 1 ? `(${index + 1}/${count}) ` : ''}[${q.header}] ${q.question}\n`;
  const hint = q.hint ? `  ${q.hint}\n` : '';
  if (q.kind === 'number' && q.number) {
    const unit = q.number.unit ? ` ${q.number.unit}` : '';
    return `${head}${hint}  Type a number from ${q.number.min} to ${q.number.max}${unit}; an empty line cancels.\n`;
  }
  if (q.kind === 'text' || q.freeTextOnly) return `${head}${hint}  Type your answer; an empty line cancels.\n`;
  const options = q.options.map((o, i) => `  ${i + 1}. ${o.label}${o.description ? ` - ${o.description}` : ''}\n`).join('');
  const pick = q.selectionMode === 'multiple' ? 'Type numbers separated by commas (e.g. 1,3)' : 'Type a number';
  const other = q.allowOther ? ', or "other <text>" for your own answer' : '';
  return `${head}${hint}${options}  ${pick}${other}; an empty line cancels.\n`;
}

/** The answer a line gives, or a sentence saying why it gives none. */
function readLine(q: AskQuestion, line: string): QuestionAnswer | string {
  const text = line.trim();
  if (q.kind === 'number') {
    const problem = numberProblem(q, text);
    if (problem === 'not_a_number') return `"${text}" is not a number.`;
    if (problem === 'out_of_range') return `${text} is not between ${q.number?.min} and ${q.number?.max}.`;
    if (problem === 'off_step') return `${text} is not a multiple of ${q.number?.step} from ${q.number?.min}.`;
    return { selected: [], other: String(readNumber(text)) };
  }
  if (q.kind === 'text' || q.freeTextOnly) return { selected: [], other: text };
  const otherMatch = /^other(?:\s+([\s\S]*))?$/i.exec(text);
  if (otherMatch) {
    if (!q.allowOther) return 'This question takes no answer of your own; type an option number.';
    const other = otherMatch[1]?.trim();
    return other ? { selected: [], other } : 'Type your answer after "other", e.g. "other my answer".';
  }
  const parts = text.split(/[\s,]+/).filter(Boolean);
  const numbers = parts.map((p) => (/^\d+$/.test(p) ? Number(p) : NaN));
  const bad = parts.find((_, i) => !(numbers[i]! >= 1 && numbers[i]! <= q.options.length));
  if (bad !== undefined) return `"${bad}" is not an option number (1-${q.options.length}).`;
  if (q.selectionMode === 'single' && numbers.length > 1) return 'Type one option number.';
  const selected = q.options.filter((_, i) => numbers.includes(i + 1)).map((o) => o.label);
  return { selected };
}

/** Lines from a stream, shared by every request of one stdin resolver (no line is lost between them). */
interface LineReader {
  /** The next line (without its line break), or null at the end of the input or when the signal aborts. */
  next(signal?: AbortSignal): Promise<string | null>;
  /** Stops reading until the next `next` (so an idle resolver does not keep the process alive). */
  release(): void;
}

function lineReader(input: Readable): LineReader {
  const lines: string[] = [];
  let partial = '';
  let ended = false;
  let waiter: (() => void) | undefined;
  let listening = false;
  const wake = () => {
    const w = waiter;
    waiter = undefined;
    w?.();
  };
  const onData = (chunk: string | Uint8Array) => {
    partial += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    const parts = partial.split(/\r?\n/);
    partial = parts.pop() ?? '';
    lines.push(...parts);
    wake();
  };
  const onEnd = () => {
    if (partial) lines.push(partial);
    partial = '';
    ended = true;
    wake();
  };
  const decoder = new TextDecoder();
  const listen = () => {
    if (listening) return;
    listening = true;
    input.on('data', onData);
    input.once('end', onEnd);
    input.once('close', onEnd);
    input.resume();
  };
  return {
    async next(signal) {
      for (;;) {
        if (lines.length > 0) return lines.shift()!;
        if (ended || signal?.aborted) return null;
        listen();
        await new Promise<void>((resolve) => {
          const done = () => {
            signal?.removeEventListener('abort', done);
            resolve();
          };
          waiter = done;
          signal?.addEventListener('abort', done, { once: true });
        });
      }
    },
    release() {
      if (!listening) return;
      listening = false;
      input.off('data', onData);
      input.off('end', onEnd);
      input.off('close', onEnd);
      input.pause();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// attach

export interface AttachResolverOptions {
  /** Called when the resolver fails for a request (it is then declined as dismissed), or `respond` fails. */
  onError?: ((error: unknown, ask: PendingAsk) => void) | undefined;
}

/**
 * Answers every pending request of a session with the resolver, through `broker.respond`: those
 * already waiting, then each new one, concurrently (a stdin resolver asks one at a time itself).
 * A request answered elsewhere or withdrawn aborts the resolver's signal. A resolver that fails,
 * or whose answer the broker refuses, declines its request as dismissed (the agent never waits
 * forever) and reports to `onError`.
 * Resolves, once subscribed, with a function that detaches (in-flight resolvers are aborted).
 */
export async function attachResolver(broker: Broker, sessionId: string, resolver: Resolver, options: AttachResolverOptions = {}): Promise<() => void> {
  const running = new Map<string, AbortController>();
  const seen = new Set<string>();
  let detached = false;

  const handle = (ask: PendingAsk) => {
    if (detached || seen.has(ask.id)) return;
    seen.add(ask.id);
    const controller = new AbortController();
    running.set(ask.id, controller);
    void answer(ask, controller.signal).finally(() => running.delete(ask.id));
  };

  const answer = async (ask: PendingAsk, signal: AbortSignal) => {
    let outcome: AskOutcome;
    try {
      const parsed = parsePendingInput(ask.input, ask);
      if (!parsed.request) throw new Error(`request ${ask.id} could not be parsed: ${parsed.issues.map((i) => i.message).join('; ')}`);
      // A URL consent card has no questions to answer: a person decides whether to open a link.
      if (isUrlElicitation(parsed.request)) throw new Error(`request ${ask.id} is an MCP URL elicitation; resolvers do not consent to open links`);
      outcome = await resolver({ request: parsed.request, input: ask.input, ask, signal });
    } catch (error) {
      if (signal.aborted) return;
      options.onError?.(error, ask);
      outcome = CANCELLED;
    }
    if (signal.aborted) return;
    try {
      const result = await broker.respond(ask.id, outcome);
      if (!result.ok && result.reason === 'invalid_outcome') {
        options.onError?.(new Error(`the resolver's answer to request ${ask.id} was refused: ${result.message}`), ask);
        await broker.respond(ask.id, CANCELLED);
      }
    } catch (error) {
      options.onError?.(error, ask);
    }
  };

  const onEvent = (event: BrokerEvent) => {
    if (event.type === 'pending') return handle(event.ask);
    seen.add(event.id); // settled: never start it (the pending list may still hold it)
    running.get(event.id)?.abort();
  };

  const unsubscribe = await broker.subscribe(sessionId, onEvent);
  for (const ask of await broker.pending(sessionId)) handle(ask);
  return () => {
    detached = true;
    unsubscribe();
    for (const controller of running.values()) controller.abort();
  };
}
