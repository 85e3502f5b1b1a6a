import { countdownLabels } from './countdown-labels.js';
import { fieldLabels } from './field-labels.js';
import { filterLabels } from './filter-labels.js';
import type { AskLabels } from './labels.js';
import { pickerLabels } from './labels.js';
import { previewLabels } from './preview-labels.js';
import { sessionLabels } from './session-labels.js';

/** The English labels of every component: the picker's, the text and number fields' and `AskSession`'s. */
export const defaultLabels: AskLabels = { ...pickerLabels, ...filterLabels, ...previewLabels, ...countdownLabels, ...fieldLabels, ...sessionLabels };
