import { useCallback } from 'react';
import { connectQuestion, questionSlice, sliceEqual } from '@askq/core/picker';
import { useAskQuestionsContext } from './context.js';
import { useFocusRequests } from './focus.js';
import type { AskQuestionApi, AskStoreSnapshot, ReactPropTypes } from './types.js';
import { useStoreSelector } from './use-store-selector.js';

/**
 * One question's state, flags and prop getters. Subscribes to that question's slice only, so
 * typing in another question's Other or notes field does not re-render this one.
 * Must be used within `AskQuestionsProvider`.
 */
export function useAskQuestion(questionId: string): AskQuestionApi {
  const store = useAskQuestionsContext('useAskQuestion');
  const selector = useCallback((snapshot: AskStoreSnapshot) => questionSlice(store, snapshot, questionId), [store, questionId]);
  const slice = useStoreSelector(store, selector, sliceEqual);
  useFocusRequests(store);
  if (!slice) throw new Error(`useAskQuestion: the request has no question with id "${questionId}"`);
  // One api per slice, shared with every other component of the question.
  return connectQuestion<ReactPropTypes>(store, slice);
}
