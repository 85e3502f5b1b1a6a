/**
 * What a renderer binds (`@askq/core/picker` only): the picker's views of the store, DOM ids, the
 * keyboard model, focus requests and the prop getters (Zag's `connect` shape), framework-free. A
 * server encoding answers never needs these, so the main entry leaves them out.
 */
export { createIds, escapeId, type AskIds } from './dom-ids.js';
export {
  OTHER_VALUE,
  selectQuestion,
  createQuestionSelector,
  sameView,
  selectFrame,
  frameEqual,
  pickerSubmitCheck,
  optionState,
  radioValue,
  type QuestionView,
  type FrameView,
  type SubmitReason,
  type AskSubmitCheck,
  type OptionState,
} from './picker-views.js';
export {
  keyCommand,
  runKeyCommand,
  tabKeyTarget,
  tabEntersStep,
  tabOfId,
  goToTab,
  typesIntoOther,
  checkboxGroupStep,
  findFocusTarget,
  type KeyInput,
  type KeyTarget,
  type KeyCommand,
  type KeyCommandOptions,
  type KeyResult,
  type FocusTarget,
  type TabTarget,
  type FocusDocument,
  type FocusElement,
} from './keyboard.js';
// The connected picker: the prop getters a renderer spreads.
export { createConnectStore, type ConnectStore, type ConnectStoreController, type ConnectOptions, type ConnectSnapshot, type ConnectCallbacks } from './connect-store.js';
export { connectQuestion, questionSlice, sliceEqual, nativeOf, type QuestionSlice, type UiEvent } from './connect-question.js';
export { connectFrame, selectConnectFrame, type Frame, type InteractiveStore } from './connect-frame.js';
export type { PropTypes, FrameConnect, QuestionConnect } from './connect-types.js';
export { flushFocusRequest, focusAsPicker, isMovingFocus, requestFocus } from './focus-requests.js';
export { composeEventHandlers, mergeProps } from './merge-props.js';
