import { fieldLabels } from './field-labels.js';
import type { AskLabels } from './labels.js';
import { pickerLabels } from './labels.js';
import { sessionLabels } from './session-labels.js';

/** The English labels of every component: the picker's, the text and number fields' and `AskSession`'s. */
export const defaultLabels: AskLabels = { ...pickerLabels, ...fieldLabels, ...sessionLabels };
