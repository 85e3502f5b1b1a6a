import type { ReactNode } from 'react';
import { useAskQuestions, type AskQuestionsApi, type UseAskQuestionsOptions } from '@askq/react';
import { parseAnyDialect } from '@askq/core/dialects';
import { AskRoot } from '../ask-root.js';
import { textAndNumberQuestions } from '../fields.js';

export interface HarnessProps {
  input: unknown;
  options?: UseAskQuestionsOptions | undefined;
  children: (api: AskQuestionsApi) => ReactNode;
}

/** A custom layout built from the exported parts, the way a consumer composes them. */
export function Harness({ input, options, children }: HarnessProps) {
  // Story fixtures are written in several dialects (pi's 200 options, agentrail's free text), and
  // some ask text and number questions.
  const api = useAskQuestions(input, { parser: parseAnyDialect, fields: textAndNumberQuestions, ...options });
  if (!api.request) return null;
  return <AskRoot api={api}>{children(api)}</AskRoot>;
}
