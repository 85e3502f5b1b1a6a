import { useState } from 'react';
import { createRequestResolver, type ParseOptions, type ParseResult } from '@askq/core';

/**
 * The hook's `input` as a request, parsed only when it really changed (core's
 * `createRequestResolver`: a pure memo, one per picker).
 */
export function useResolvedRequest(input: unknown, parseOptions: ParseOptions | undefined): ParseResult {
  const [resolve] = useState(createRequestResolver);
  return resolve(input, parseOptions);
}
