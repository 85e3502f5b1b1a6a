/**
 * Size-budget entry only (scripts/size-budgets.json), not part of the package's API: what the live
 * picker (`@askq/react`'s hook and `@askq/ui`'s AskUserQuestion, with its own receipt) imports from
 * the core, so tree-shaking shows what an app really pays for. No encoders, result-text writers or
 * readers (the public Receipt's transcript path and the session client are measured apart): a
 * picker shows a question and produces an outcome; the host encodes it.
 */
export { parseAskRequest } from './parse.js';
export { createAskStore } from './store.js';
export { sameShape } from './store-share.js';
export { createRequestResolver } from './request-input.js';
export { draftToAnswer, declineReasonOfText } from './index.js';
export { createIds } from './dom-ids.js';
export { numberFieldKey } from './number-step.js';
export { defaultDraftStorage, persistDraft, readSavedDraft } from './draft-storage.js';
export { idleTimeoutRunnable, startIdleTimeout } from './idle-timeout.js';
export {
  OTHER_VALUE,
  createQuestionSelector,
  fieldState,
  frameEqual,
  optionState,
  pickerSubmitCheck,
  radioValue,
  sameView,
  selectFrame,
  selectQuestion,
} from './picker-views.js';
export { checkboxGroupStep, findFocusTarget, goToTab, keyCommand, runKeyCommand, tabKeyTarget, tabOfId, typesIntoOther } from './keyboard.js';

// The prop getters (moved here from @askq/react): the picker calls them on every render.
export { connectFrame, selectConnectFrame } from './connect-frame.js';
export { connectQuestion, questionSlice, sliceEqual } from './connect-question.js';
export { createConnectStore } from './connect-store.js';
export { flushFocusRequest } from './focus-requests.js';
export { mergeProps } from './merge-props.js';
