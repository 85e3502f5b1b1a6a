import type { ReactNode } from 'react';
import { useAskQuestions, type AskQuestionsApi, type UseAskQuestionsOptions } from '@askq/react';
import { AskRoot } from '../ask-root.js';

export interface HarnessProps {
  input: unknown;
  options?: UseAskQuestionsOptions;
  children: (api: AskQuestionsApi) => ReactNode;
}

/** A custom layout built from the exported parts, the way a consumer composes them. */
export function Harness({ input, options, children }: HarnessProps) {
  const api = useAskQuestions(input, options);
  if (!api.request) return null;
  return <AskRoot api={api}>{children(api)}</AskRoot>;
}
