'use client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { defaultLabels, type AskLabels } from './labels.js';

const LabelsContext = createContext<AskLabels>(defaultLabels);

export interface AskLabelsProviderProps {
  /** Overrides, merged over the labels of any enclosing provider (then the English defaults). */
  labels: Partial<AskLabels>;
  children?: ReactNode;
}

/** Sets the strings for every askq component below it: one place to translate an app. */
export function AskLabelsProvider({ labels, children }: AskLabelsProviderProps) {
  const parent = useContext(LabelsContext);
  const value = useMemo(() => ({ ...parent, ...labels }), [parent, labels]);
  return <LabelsContext.Provider value={value}>{children}</LabelsContext.Provider>;
}

/** The labels in effect: a component's own `labels` prop over the provider's over the defaults. */
export function useAskLabels(overrides?: Partial<AskLabels>): AskLabels {
  const labels = useContext(LabelsContext);
  return useMemo(() => (overrides ? { ...labels, ...overrides } : labels), [labels, overrides]);
}
