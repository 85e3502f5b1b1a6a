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
  const lazy = isOnDemandParser(parser) ? parser : undefined;
  const current = useSyncExternalStore(lazy?.subscribe ?? stay, () => lazy?.get() ?? parser, () => lazy?.initial ?? parser);
  return memo(input, parseOptions, current);
}

/** A parser that is what it is: nothing to hear of. */
const stay = () => () => undefined;
