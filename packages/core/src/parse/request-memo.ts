/**
 * Turning a picker's input into a request with a parser the caller gives: an already parsed
 * `AskRequest` is used as is, any other input goes through the parser. No parser of its own, so a
 * picker that loads the lenient parse on first use (`@askq/react`) does not carry it here.
 */
import type { AskParser } from './parse.js';
import type { shareRequest } from '../protocol/request-share.js';
import type { AskRequest, ParseOptions, ParseResult } from '../protocol/types.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A parsed request has a `dialect` and ids on every question and option (raw input has none). */
export function isAskRequest(input: unknown): input is AskRequest {
  if (!isObject(input) || typeof input.dialect !== 'string' || !Array.isArray(input.questions)) return false;
  return input.questions.every(
    (q: unknown) =>
      isObject(q) &&
      typeof q.id === 'string' &&
      Array.isArray(q.options) &&
      q.options.every((o: unknown) => isObject(o) && typeof o.id === 'string'),
  );
}

/** The request for any input: a parsed request as is, anything else parsed by `parser`. */
export function resolveWith(input: unknown, options: ParseOptions | undefined, parser: AskParser): ParseResult {
  if (isAskRequest(input)) return { request: input, issues: [] };
  return parser(input, options);
}

function structuralKey(value: unknown): string | null {
  try {
    return typeof value === 'string' ? `s:${value}` : `j:${JSON.stringify(value) ?? 'undefined'}`;
  } catch {
    return null; // circular or BigInt: fall back to identity
  }
}

/**
 * `resolveWith` that parses only when the input really changed, with the sharing function of the
 * moment (none: the parse as it is). Hosts often rebuild the tool input object on every render (or
 * every streamed chunk): comparing by content keeps the request, and so every question's identity,
 * stable when nothing changed; with `shareRequest`, a streamed input's questions that did not change
 * keep their objects. One memo per picker (`createRequestMemo`, request-memo-lazy.ts, loads the
 * sharing on first use; the main entry's `createRequestResolver` shares at once). A pure memo (the
 * same input gives the same result), so calling it while rendering is safe.
 */
export function memoSharing(shareNow: () => typeof shareRequest | undefined): (input: unknown, options: ParseOptions | undefined, parser: AskParser) => ParseResult {
  let c: { input: unknown; inputKey: string | null; optionsKey: string | null; parser: AskParser; result: ParseResult } | null = null;
  return (input, parseOptions, parser) => {
    const optionsKey = structuralKey(parseOptions);
    // Unserializable options never match, so their identity changes do reparse; so does another parser.
    const reusable = c && optionsKey !== null && c.optionsKey === optionsKey && c.parser === parser;
    if (reusable && c!.input === input) return c!.result;
    const inputKey = isAskRequest(input) ? null : structuralKey(input);
    if (reusable && inputKey !== null && c!.inputKey === inputKey) {
      c = { ...c!, input };
      return c.result;
    }
    const parsed = resolveWith(input, parseOptions, parser);
    const previous = c?.result.request;
    const share = shareNow();
    const result = parsed.request && previous && share && !isAskRequest(input) ? { ...parsed, request: share(previous, parsed.request) } : parsed;
    c = { input, inputKey, optionsKey, parser, result };
    return result;
  };
}
