import { useCallback, useMemo, useRef } from 'react';
import { useAskQuestionsContext } from './context.js';
import { createQuestionApi } from './question-props.js';
import { selectQuestion, sliceEqual } from './question-slice.js';
import type { AskQuestionApi, AskStoreSnapshot } from './types.js';
import { useStoreSelector } from './use-store-selector.js';

/**
 * One question's state, flags and prop getters. Subscribes to that question's slice only, so
 * typing in another question's Other or notes field does not re-render this one.
 * Must be used within `AskQuestionsProvider`.
 */
export function useAskQuestion(questionId: string): AskQuestionApi {
  const store = useAskQuestionsContext('useAskQuestion');
  const selector = useCallback((snapshot: AskStoreSnapshot) => selectQuestion(snapshot, questionId), [questionId]);
  const slice = useStoreSelector(store, selector, sliceEqual);
  const arrow = useRef(false);
  if (!slice) throw new Error(`useAskQuestion: the request has no question with id "${questionId}"`);
  return useMemo(() => createQuestionApi(store, slice, arrow), [store, slice]);
}
