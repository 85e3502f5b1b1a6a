/**
 * Claude's dialect for a picker that loads the lenient parse only when it needs it. Plain Claude
 * input (what a model sends almost every time) is read by the fast path (parse-canonical.ts); the
 * first input it leaves over (JSON text, a streamed prefix, anything with an issue to report)
 * asks for the lenient `parseAskRequest`, a chunk of its own (`import()`), and until it is there
 * the input reads as "nothing to show yet", as a stream that has not started does. Once it is
 * there every later input has it at once; subscribers hear of it and parse again.
 */
import type { AskParser } from './parse.js';
import { parseCanonical } from './parse-canonical.js';
import type { ParseOptions, ParseResult } from '../protocol/types.js';

/**
 * A parser that loads its lenient part on first use, and news of it. Callable: calling it parses
 * with the parser of the moment (`get()`), so it goes wherever an `AskParser` does (a fields kit's
 * `parser`); a picker that sees one subscribes and parses again once the rest has arrived.
 */
export interface OnDemandParser extends AskParser {
  /** The parser to use now: a new function each time the lenient parse arrives or fails to. */
  readonly get: () => AskParser;
  /** The parser a server render and a hydrating client use: the fast path, then "nothing yet". */
  readonly initial: AskParser;
  /** Calls `onChange` whenever `get` has a new parser. */
  readonly subscribe: (onChange: () => void) => () => void;
  /**
   * Asks for the lenient parse ahead of the first input that needs it (say, when a tool call
   * starts streaming); resolves once `get` has it, or has given up on this try.
   */
  readonly load: () => Promise<void>;
}

/** Whether `parser` loads its lenient part on first use (an `OnDemandParser`). */
export const isOnDemandParser = (parser: AskParser): parser is OnDemandParser => typeof (parser as Partial<OnDemandParser>).subscribe === 'function';

/** Input the fast path leaves over, while the lenient parse loads: nothing to show yet. */
function notYet(options: ParseOptions | undefined): ParseResult {
  const previewFormat = options?.previewFormat === 'html' ? 'html' : 'markdown';
  return { request: { dialect: 'claude', questions: [], previewFormat, partial: true }, issues: [] };
}

/** The parser whose fallback for what the fast path leaves over is `rest`. */
const withFallback =
  (rest: AskParser): AskParser =>
  (input, options) =>
    parseCanonical(input, options) ?? rest(input, options);

/**
 * Claude's fast path now, and for what it leaves over the parser `loadRest` brings (a chunk of
 * its own: `() => import('./parse.js').then((m) => m.parseAskRequest)`), asked for by the first
 * input that needs it. Until it is there such input reads as "nothing to show yet", as a stream
 * that has not started does; should it fail to load, as an error, and the next input tries again.
 * `loaded` tells whether the rest is there already, brought by another part of the page that
 * loads the same chunk: then it is taken at once, with no "nothing yet" in between.
 */
export function createOnDemandParser(loadRest: () => Promise<AskParser>, loaded?: () => AskParser | undefined): OnDemandParser {
  const waiting = new Set<() => void>();
  let loading: Promise<unknown> | undefined;
  const notifyAll = () => {
    for (const notify of waiting) notify();
  };
  const settle = (parser: AskParser) => {
    if (parser === current) return;
    current = parser;
    notifyAll();
  };
  /**
   * The rest, when another part of the page brought it while this parser has not (yet) got it:
   * taken now, so a read while rendering has it; subscribers hear of it after the read, not in
   * the middle of it.
   */
  const adopt = () => {
    const rest = current === initial || current === unavailable ? loaded?.() : undefined;
    if (!rest) return;
    current = withFallback(rest);
    void Promise.resolve().then(notifyAll);
  };
  /** Asks for the rest (once; again after a failed try) and says so to subscribers when it is settled. */
  const load = (): Promise<unknown> =>
    (loading ??= loadRest().then(
      (rest) => settle(withFallback(rest)),
      () => {
        loading = undefined;
        settle(unavailable);
      },
    ));
  const initial = withFallback((input, options) => {
    load();
    return notYet(options);
  });
  /** The chunk did not arrive (offline, a deploy removed it): an error the picker shows, and a new try next time. */
  const unavailable = withFallback(() => {
    load();
    return {
      request: null,
      issues: [{ code: 'unsupported_option', severity: 'error', path: [], message: 'could not be read: the lenient parser did not load (is the network down?); it is tried again with the next input' }],
    };
  });
  let current: AskParser = initial;
  const parser: AskParser = (input, options) => (adopt(), current(input, options));
  return Object.assign(parser, {
    get: () => (adopt(), current),
    initial,
    subscribe(onChange: () => void) {
      waiting.add(onChange);
      return () => {
        waiting.delete(onChange);
      };
    },
    load: () => load().then(() => undefined),
  });
}

/** Claude's dialect, the lenient `parseAskRequest` loaded on first use. */
export const onDemandParser: OnDemandParser = /* @__PURE__ */ createOnDemandParser(() => import('./parse.js').then((m) => m.parseAskRequest));
