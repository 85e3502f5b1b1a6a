/**
 * The lenient parse on demand. A page's calls are JSON text: complete arguments that are plain
 * Claude input (what a model sends almost every time) are read at once by core's fast path on the
 * parsed JSON (`readPlain`); streamed arguments, an extended host's, Claude Code's schema and
 * invalid ones need the parse, which comes in a chunk of its own (`kit.ts`). A call asks for it
 * as its arguments start streaming, so it is there by the time they are complete.
 */
import { createOnDemandParser, parseCanonical, type OnDemandParser } from '@askq/core/picker';
import type { AskParser, ParseOptions, ParseResult } from '@askq/core';
import type { AskToolCall } from './call-list.js';

export type AskKit = typeof import('./kit.js');

let loading: Promise<AskKit> | undefined;
let loaded: AskKit | undefined;

/** Asks for the kit (once; again after a failed try). */
export function loadAskKit(): Promise<AskKit> {
  loading ??= import('./kit.js').then(
    (kit) => (loaded = kit),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The parser a page's picker reads calls with (`parseAskArguments`) loaded on first use: until it
 * is there, input the fast path leaves over reads as "nothing to show yet" (the picker's busy
 * card); if it cannot load, as an error the picker shows (and the next input tries again).
 */
export const askArgumentsParser: OnDemandParser = /* @__PURE__ */ createOnDemandParser(
  () => loadAskKit().then((kit) => kit.parseAskArguments),
  // Once something else loaded the kit (a declined call, an invalid one), no busy render.
  () => loaded?.parseAskArguments,
);

/**
 * What the model must fix about a call the page could not read, in Claude Code's own words: read
 * again with the kit (`readAskCall`), so a parse that could not load is never taken for invalid
 * arguments. Undefined when the call reads after all, or the kit cannot load (the picker then says
 * it did not load, and nothing is sent).
 */
export function invalidCallText(call: Pick<AskToolCall, 'arguments' | 'toolName'>, parseOptions: ParseOptions | undefined, parser?: AskParser): Promise<string | undefined> {
  return loadAskKit().then(
    (kit) => {
      const read = kit.readAskCall(call, parseOptions, parser ?? kit.parseAskArguments);
      return read.request ? undefined : read.errorText;
    },
    () => undefined,
  );
}

/** The arguments' JSON, or undefined when the text is not (yet) JSON. */
function asJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Complete arguments that are plain Claude input, read at once by core's fast path; undefined for
 * anything else (input only the lenient parse reads, options beyond `previewFormat`).
 */
export const readPlainInput = (input: unknown, options: ParseOptions | undefined): ParseResult | undefined => parseCanonical(input, { ...options, partial: false });

/** `readPlainInput` for arguments as JSON text (AG-UI's): undefined too for text that is not (yet) JSON. */
export function readPlain(text: string, options: ParseOptions | undefined): ParseResult | undefined {
  const json = asJson(text);
  return json === undefined ? undefined : readPlainInput(json, options);
}
