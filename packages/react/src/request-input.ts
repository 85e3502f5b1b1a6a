import { useState, useSyncExternalStore } from 'react';
import { createRequestMemo, onDemandParser, type AskParser, type ParseOptions, type ParseResult } from '@askq/core/picker';

/**
 * The hook's `input` as a request, parsed by `parser` only when it really changed (core's
 * `createRequestMemo`: a pure memo, one per picker). Without a `parser`, Claude's dialect on
 * demand: plain Claude input at once, anything else once the lenient parse has loaded (its own
 * chunk, asked for by the first such input; meanwhile the request is an empty partial one, which
 * a picker shows as "preparing"), then parsed again.
 */
export function useResolvedRequest(input: unknown, parseOptions: ParseOptions | undefined, parser?: AskParser): ParseResult {
  const [memo] = useState(createRequestMemo);
  const claude = useSyncExternalStore(onDemandParser.subscribe, onDemandParser.get, () => onDemandParser.initial);
  return memo(input, parseOptions, parser ?? claude);
}
