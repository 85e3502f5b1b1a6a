import { useState } from 'react';
import { createRequestResolver, type AskParser, type ParseOptions, type ParseResult } from '@askq/core';

/**
 * The hook's `input` as a request, parsed by `parser` only when it really changed (core's
 * `createRequestResolver`: a pure memo, one per picker).
 */
export function useResolvedRequest(input: unknown, parseOptions: ParseOptions | undefined, parser?: AskParser): ParseResult {
  const [resolve] = useState(createRequestResolver);
  return resolve(input, parseOptions, parser);
}
