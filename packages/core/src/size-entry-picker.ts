/**
 * Size-budget entry only (scripts/size-budgets.json), not part of the package's API: what the live
 * picker (`@askq/react`'s hook and `@askq/ui`'s AskUserQuestion, with its own receipt) imports from
 * the core, so tree-shaking shows what an app really pays for: the names the drop-in's bundle keeps
 * (`node scripts/size.mjs --why` lists its core files). No encoders, result-text writers or readers
 * (the public Receipt's transcript path and the session client are measured apart): a picker shows
 * a question and produces an outcome; the host encodes it. No idle timeout or draft storage
 * either: the app hands those over (`@askq/react/idle-timeout`, `@askq/react/drafts`). The lenient
 * parse is not here: plain Claude input takes the fast path, the rest loads it on first use.
 */
export { createAskStore } from './machine/store.js';
export { sameShape } from './machine/store-share.js';
export { createRequestMemo } from './parse/request-memo-lazy.js';
export { onDemandParser } from './parse/parse-on-demand.js';
export { draftToAnswer } from './machine/selectors.js';
export { createIds } from './connect/dom-ids.js';
export { requireFields } from './machine/field-kit.js';
export {
  OTHER_VALUE,
  frameEqual,
  optionState,
  pickerSubmitCheck,
  radioValue,
  sameView,
  selectFrame,
  selectQuestion,
} from './connect/picker-views.js';
export { checkboxGroupStep, findFocusTarget, goToTab, keyCommand, runKeyCommand, tabKeyTarget, tabOfId, typesIntoOther } from './connect/keyboard.js';

// The prop getters (moved here from @askq/react): the picker calls them on every render.
export { connectFrame, selectConnectFrame } from './connect/connect-frame.js';
export { connectQuestion, questionSlice, sliceEqual } from './connect/connect-question.js';
export { createConnectStore } from './connect/connect-store.js';
export { flushFocusRequest } from './connect/focus-requests.js';
export { mergeProps } from './connect/merge-props.js';
