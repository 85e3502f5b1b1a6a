'use client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { defaultLabels, type AskLabels } from './labels.js';

const LabelsContext = createContext<AskLabels>(defaultLabels);

/**
 * `overrides` merged over the labels in effect here, and the provider that hands them down: for a
 * component that provides labels and reads them itself (AskRoot), one component less than an
 * `AskLabelsProvider` inside it.
 */
export function useLabelsProvider(overrides: Partial<AskLabels> | undefined): [AskLabels, typeof LabelsContext.Provider] {
  const parent = useContext(LabelsContext);
  const value = useMemo(() => (overrides ? { ...parent, ...overrides } : parent), [parent, overrides]);
  return [value, LabelsContext.Provider];
}

export interface AskLabelsProviderProps {
  /** Overrides, merged over the labels of any enclosing provider (then the English defaults). */
  labels: Partial<AskLabels>;
  children?: ReactNode;
}

/** Sets the strings for every askq component below it: one place to translate an app. */
export function AskLabelsProvider({ labels, children }: AskLabelsProviderProps) {
  const [value, Provider] = useLabelsProvider(labels);
  return <Provider value={value}>{children}</Provider>;
}

/** The labels in effect: a component's own `labels` prop over the provider's over the defaults. */
export function useAskLabels(overrides?: Partial<AskLabels>): AskLabels {
  const labels = useContext(LabelsContext);
  return useMemo(() => (overrides ? { ...labels, ...overrides } : labels), [labels, overrides]);
}
