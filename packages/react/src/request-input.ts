import { useState, useSyncExternalStore } from 'react';
import { createRequestMemo, isOnDemandParser, onDemandParser, type AskParser, type ParseOptions, type ParseResult } from '@askq/core/picker';

/**
 * The hook's `input` as a request, parsed by `parser` only when it really changed (core's
 * `createRequestMemo`: a pure memo, one per picker). Without a `parser`, Claude's dialect on
 * demand: plain Claude input at once, anything else once the lenient parse has loaded (its own
 * chunk, asked for by the first such input; meanwhile the request is an empty partial one, which
 * a picker shows as "preparing"), then parsed again. The same for any parser that loads on first
 * use (an `OnDemandParser`, such as `textAndNumberFields`'s).
 */
export function useResolvedRequest(input: unknown, parseOptions: ParseOptions | undefined, parser: AskParser = onDemandParser): ParseResult {
  const [memo] = useState(createRequestMemo);
  return memo(input, parseOptions, useCurrentParser(parser));
}

/**
 * The parser to read with now: `parser` itself, or, for one that loads on first use (an
 * `OnDemandParser`), the one it has at the moment, with a render when that changes (its chunk
 * arrived, or failed to). On the server and while hydrating, its `initial` parser. For a component
 * that parses a call itself (say, to add to the request) before handing it to the picker.
 */
export function useCurrentParser(parser: AskParser): AskParser {
  const lazy = isOnDemandParser(parser) ? parser : undefined;
  return useSyncExternalStore(lazy?.subscribe ?? stay, () => lazy?.get() ?? parser, () => lazy?.initial ?? parser);
}

/** A parser that is what it is: nothing to hear of. */
const stay = () => () => undefined;
