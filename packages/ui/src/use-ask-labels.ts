'use client';
import { defaultLabels } from './default-labels.js';
import type { AskLabels } from './labels.js';
import { useLabelsWith } from './labels-provider.js';

/** The labels in effect: a component's own `labels` prop over the provider's over the defaults. */
export const useAskLabels = (overrides?: Partial<AskLabels>): AskLabels => useLabelsWith(defaultLabels, overrides);
