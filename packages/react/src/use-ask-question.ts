import { useCallback, useMemo, useState } from 'react';
import { useAskQuestionsContext } from './context.js';
import { useFocusRequests } from './focus.js';
import { createQuestionApi } from './question-props.js';
import { sharedQuestionSlice, sliceEqual } from './question-slice.js';
import type { AskQuestionApi, AskStoreSnapshot } from './types.js';
import { useStoreSelector } from './use-store-selector.js';

/**
 * One question's state, flags and prop getters. Subscribes to that question's slice only, so
 * typing in another question's Other or notes field does not re-render this one.
 * Must be used within `AskQuestionsProvider`.
 */
export function useAskQuestion(questionId: string): AskQuestionApi {
  const store = useAskQuestionsContext('useAskQuestion');
  const selector = useCallback((snapshot: AskStoreSnapshot) => sharedQuestionSlice(store, snapshot, questionId), [store, questionId]);
  const slice = useStoreSelector(store, selector, sliceEqual);
  const fieldError = useFieldErrorReveal();
  useFocusRequests(store);
  if (!slice) throw new Error(`useAskQuestion: the request has no question with id "${questionId}"`);
  return useMemo(() => createQuestionApi(store, slice, fieldError), [store, slice, fieldError]);
}

/**
 * A number field's error waits until the user leaves the field (or presses Enter): "1" on the way
 * to "15" is not yet a mistake. Once revealed it follows the text live. Per component.
 */
export function useFieldErrorReveal() {
  const [revealed, setRevealed] = useState(false);
  const reveal = useCallback(() => setRevealed(true), []);
  return useMemo(() => ({ revealed, reveal }), [revealed, reveal]);
}
