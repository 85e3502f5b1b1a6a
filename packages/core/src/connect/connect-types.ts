/**
 * What a connected picker hands a renderer (Zag's `connect` shape): state and prop getters whose
 * bags spread onto elements. The bags are written in React's DOM property names (`htmlFor`,
 * `tabIndex`, `onKeyDown`, `onChange` for every text edit); handlers read an event's
 * `nativeEvent` when it has one, else the event itself, so a DOM event works as well. The prop
 * types are the renderer's: `@askq/react` passes React's attribute types (`PropTypes`).
 */
import type { ConnectStore } from './connect-store.js';
import type { AskIds } from './dom-ids.js';
import type { TabTarget } from './keyboard.js';
import type { AskSubmitCheck, OptionState, QuestionView } from './picker-views.js';
import type { FieldConnect } from '../machine/field-kit.js';
import type { AskStoreActions } from '../machine/store.js';
import type { AskIssue, AskOutcome, AskPhase, AskQuestion, AskRequest, DeclineReason } from '../protocol/types.js';

/** The renderer's prop types, one per kind of element the getters serve. */
export interface PropTypes {
  /** The root, the tab list, panels, groups. */
  div: object;
  /** An element that only carries an id and text: the question text, hints, messages. */
  element: object;
  /** Tabs and the footer buttons. */
  button: object;
  /** The Other field, text and number fields. */
  input: object;
  /** The notes. */
  textarea: object;
  /** An option's label (`htmlFor` its control). */
  label: object;
  /** A radio group root (Radix `RadioGroup.Root`: `value` / `onValueChange`). */
  radioGroup: object;
  /** A radio item (Radix `RadioGroup.Item`: `value` is the option id). */
  radioItem: object;
  /** A checkbox (Radix `Checkbox.Root`: `checked` / `onCheckedChange`). */
  checkbox: object;
  /** The Other row's control: a radio item, or a checkbox in multi-select (with `checked`). */
  otherChoice: object;
}

/** The picker as its frame shows it (tabs, review, footer): state, verbs and prop getters. */
export interface FrameConnect<T extends PropTypes> {
  /** Parsed request (null when the input has errors: see `issues`). */
  request: AskRequest | null;
  issues: AskIssue[];
  phase: AskPhase;
  activeIndex: number;
  activeQuestion: AskQuestion | undefined;
  /** Whether a review step is part of this flow. */
  hasReview: boolean;
  /** Whether the next step exists and can be gone to now (the Next button and Enter read it). */
  canAdvance: boolean;
  /** Whether Previous does something now. */
  canGoBack: boolean;
  /** Whether this is the step where confirming submits (the review, or the last question without one). */
  isLastStep: boolean;
  /** How the picker finished; null while it is open (finished is `outcome !== null`). */
  outcome: AskOutcome | null;
  /** Per question id. */
  answered: Record<string, boolean>;
  /**
   * Whether submit is possible now and, if not, why: a text-free code the UI turns into words
   * (render them in `getSubmitReasonProps()`, whose id is `ids.submitReason`). 'disabled' while
   * the picker is inert.
   */
  submitCheck: AskSubmitCheck;
  /**
   * The user tried to submit while it could not act: show the reason's words (in
   * `getSubmitReasonProps()`, a polite live region that describes Submit) from then on, not before.
   */
  submitAttempted: boolean;
  /**
   * Skip (or Escape) was pressed while typed text would be lost: say so and ask to confirm; the
   * same decline again goes through, anything else cancels it. null otherwise.
   */
  confirmingDecline: DeclineReason | null;
  /** Every DOM id the getters use, so a UI can point at them. */
  ids: AskIds;
  /** Seconds left while in the countdown window of the idle timeout, else null. */
  countdown: number | null;
  disabled: boolean;
  /** The verbs (core's picker actions): stable identities; no-ops once finished or while disabled. */
  actions: AskStoreActions;
  /** Root element: keyboard shortcuts (digits, Enter, Escape), data-state / data-phase. */
  getRootProps(props?: T['div']): T['div'];
  /** `role="tablist"`, Left/Right/Home/End roving. */
  getTabListProps(props?: T['div']): T['div'];
  /** One tab per question (`{ index }`) plus the review tab (`{ review: true }`), with your props. */
  getTabProps(options: TabTarget & T['button']): T['button'];
  /** `role="tabpanel"` for the review step. */
  getReviewProps(props?: T['div']): T['div'];
  /** Never natively `disabled` (it stays focusable): `aria-disabled` + `aria-describedby` when blocked. */
  getSubmitButtonProps(props?: T['button']): T['button'];
  /** The element holding the words for `submitCheck.reason` (`id`, `aria-live="polite"`). */
  getSubmitReasonProps(props?: T['element']): T['element'];
  /** Declines with `reason` ('dismissed' unless given). */
  getDeclineButtonProps(options?: { reason?: DeclineReason | undefined } & T['button']): T['button'];
  getNextButtonProps(props?: T['button']): T['button'];
  getPreviousButtonProps(props?: T['button']): T['button'];
  /**
   * "Ask me more first": finishes with the `follow_up` outcome, the answers so far and the
   * optional response (a blank one counts as none). Undefined unless `allowFollowUp` is set.
   */
  followUp: ((response?: string) => void) | undefined;
  /** The "Ask me more first" button (`aria-disabled` while inert or when `allowFollowUp` is off). */
  getFollowUpButtonProps(props?: T['button']): T['button'];
  /** The store per-question parts subscribe to (React: pass it through `AskQuestionsProvider`). */
  store: ConnectStore;
}

/**
 * One question's state, flags and prop getters. The text and number field's (`FieldConnect`) come
 * from the `fields` kit the store was handed; without one they pass props through.
 */
export interface QuestionConnect<T extends PropTypes>
  extends Pick<QuestionView, 'question' | 'index' | 'draft' | 'isActive' | 'isAnswered' | 'previewOption' | 'disabled' | 'streaming'>,
    FieldConnect<T> {
  /**
   * An option's state for styling a custom row: selected, focused, previewed, disabled.
   * `optionId` may also be `OTHER_VALUE` (selected while Other is chosen).
   */
  getOptionState(options: { optionId: string }): OptionState;
  /**
   * `role="tabpanel"`, labelled by its tab (`role="group"` labelled by the question text when the
   * flow has a single question and no review, so no tab list is needed).
   */
  getQuestionProps(props?: T['div']): T['div'];
  /** The element showing the question text; radio / checkbox groups are labelled by it. */
  getQuestionTextProps(props?: T['element']): T['element'];
  /** Radix RadioGroup.Root props: `value` / `onValueChange` (value '' when none, '__other__' for Other). */
  getRadioGroupProps(props?: Partial<T['radioGroup']>): T['radioGroup'];
  /** Radix RadioGroup.Item props for an option (value = option id), focus tracking for previews. */
  getRadioItemProps(options: { optionId: string } & Partial<T['radioItem']>): T['radioItem'];
  /** Multi-select wrapper: `role="group"` labelled by the question. */
  getCheckboxGroupProps(props?: T['div']): T['div'];
  /** Radix Checkbox.Root props for an option: `checked` / `onCheckedChange`. */
  getCheckboxProps(options: { optionId: string } & Partial<T['checkbox']>): T['checkbox'];
  /** An option's label: its id (the control's name) and `htmlFor` the control. */
  getOptionLabelProps(options: { optionId: string } & T['label']): T['label'];
  /** An option's description: the id the control's `aria-describedby` points at. */
  getOptionDescriptionProps(options: { optionId: string } & T['element']): T['element'];
  /** The Other radio item / checkbox (`value` is `OTHER_VALUE` for both). */
  getOtherChoiceProps(props?: Partial<T['otherChoice']>): T['otherChoice'];
  /** The Other text input: typing activates Other. */
  getOtherInputProps(props?: T['input']): T['input'];
  getNotesProps(props?: T['textarea']): T['textarea'];
  /** (Extended hosts.) The element with the question's `description` (`hint`); fields are described by it. */
  getHintProps(props?: T['element']): T['element'];
}
