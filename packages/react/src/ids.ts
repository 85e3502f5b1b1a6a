import type { AskIds } from './types.js';

// Question ids come from the model (pi's are free text): keep DOM ids free of whitespace.
const clean = (value: string) => value.replace(/[^\w.:-]/g, '_');

/** The ids every getter shares, derived from one prefix (React's `useId()` or the `id` option). */
export function createIds(rawPrefix: string): AskIds {
  const p = clean(rawPrefix);
  return {
    root: `${p}-root`,
    tabList: `${p}-tabs`,
    tab: (i) => `${p}-tab-${i}`,
    panel: (i) => `${p}-panel-${i}`,
    reviewTab: `${p}-tab-review`,
    reviewPanel: `${p}-panel-review`,
    submit: `${p}-submit`,
    submitReason: `${p}-submit-reason`,
    questionText: (i) => `${p}-question-${i}`,
    option: (id) => `${p}-option-${clean(id)}`,
    optionLabel: (id) => `${p}-option-${clean(id)}-label`,
    optionDescription: (id) => `${p}-option-${clean(id)}-description`,
    otherChoice: (i) => `${p}-other-${i}`,
    otherInput: (i) => `${p}-other-${i}-input`,
    notes: (i) => `${p}-notes-${i}`,
  };
}
