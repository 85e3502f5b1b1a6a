'use client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { pickerLabels, type AskLabels, type LaterLabels, type PickerLabels } from './labels.js';

/**
 * The labels in effect: the picker's English defaults under every enclosing override, which may
 * hold any label (an `AskSession`'s or a field's too). A part with defaults of its own (a field,
 * the filter's count, the preview's fold: `LaterLabels`) reads them under these (`useLabelsWith`,
 * or spread under the labels a loaded part is handed), so an override always wins over them.
 */
export type LabelsInEffect = Omit<PickerLabels, keyof LaterLabels> & Partial<AskLabels>;

const LabelsContext = createContext<LabelsInEffect>(pickerLabels);

/**
 * `overrides` merged over the labels in effect here, and the provider that hands them down: for a
 * component that provides labels and reads them itself (AskRoot), one component less than an
 * `AskLabelsProvider` inside it.
 */
export function useLabelsProvider(overrides: Partial<AskLabels> | undefined): [LabelsInEffect, typeof LabelsContext.Provider] {
  const parent = useContext(LabelsContext);
  const value = useMemo(() => (overrides ? { ...parent, ...overrides } : parent), [parent, overrides]);
  return [value, LabelsContext.Provider];
}

export interface AskLabelsProviderProps {
  /** Overrides, merged over the labels of any enclosing provider (then the English defaults). */
  labels: Partial<AskLabels>;
  children?: ReactNode | undefined;
}

/** Sets the strings for every askq component below it: one place to translate an app. */
export function AskLabelsProvider({ labels, children }: AskLabelsProviderProps) {
  const [value, Provider] = useLabelsProvider(labels);
  return <Provider value={value}>{children}</Provider>;
}

/**
 * The labels in effect for the picker's parts: a component's own `labels` prop over the provider's
 * over the picker's defaults. The package exports `useAskLabels` (use-ask-labels.ts), the
 * same with every other part's English defaults under it, so an app's own component gets them all.
 */
export function usePickerLabels(overrides?: Partial<AskLabels>): LabelsInEffect {
  const labels = useContext(LabelsContext);
  return useMemo(() => (overrides ? { ...labels, ...overrides } : labels), [labels, overrides]);
}

/**
 * The labels in effect for a part that brings English defaults of its own (`AskSession`, the
 * fields): `overrides` over the providers' over `defaults`.
 */
export function useLabelsWith<T extends Partial<AskLabels>>(defaults: T, overrides?: Partial<AskLabels>): LabelsInEffect & T {
  const labels = useContext(LabelsContext);
  return useMemo(() => ({ ...defaults, ...labels, ...overrides }), [defaults, labels, overrides]);
}
