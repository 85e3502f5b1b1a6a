'use client';
import { createContext, useContext } from 'react';
import type { AskQuestionsProviderProps, AskStore } from './types.js';

/** Radix's habit: the error names the provider a part must live in. */
export const ASK_QUESTIONS_PROVIDER_NAME = 'AskQuestionsProvider';

const AskStoreContext = createContext<AskStore | null>(null);
AskStoreContext.displayName = ASK_QUESTIONS_PROVIDER_NAME;

/**
 * Makes the picker's store available to `useAskQuestion`. Pass `value={api}` (the whole result of
 * `useAskQuestions`) or `value={api.store}`; only the store travels through context, and its
 * identity never changes, so the provider itself never re-renders consumers.
 */
export function AskQuestionsProvider({ value, children }: AskQuestionsProviderProps) {
  const store = 'store' in value ? value.store : value;
  return <AskStoreContext.Provider value={store}>{children}</AskStoreContext.Provider>;
}

/** The store from the nearest `AskQuestionsProvider`; throws outside one. */
export function useAskQuestionsContext(consumerName = 'useAskQuestionsContext'): AskStore {
  const store = useContext(AskStoreContext);
  if (!store) throw new Error(`${consumerName} must be used within ${ASK_QUESTIONS_PROVIDER_NAME}`);
  return store;
}
