import type { ReactNode } from 'react';
import type {
  AskDraft,
  AskIssue,
  AskOption,
  AskOutcome,
  AskPhase,
  AskQuestion,
  AskRequest,
  DeclineReason,
  NumberProblem,
  ParseOptions,
  AskState,
  AskEvent,
  AskStoreActions,
  AskStoreSnapshot as PickerSnapshot,
  QuestionDraft,
  SubmitCheck,
} from '@askq/core';

/** Anything with the Web Storage shape; `sessionStorage` by default. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TimeoutOptions {
  /** Idle time after which the picker submits on its own, in milliseconds. */
  ms: number;
  /** The countdown is exposed during the last this-many milliseconds. @default 20000 */
  countdownMs?: number;
  /** 'recommended' answers untouched questions with the recommended / first option (pi). @default 'none' */
  fallback?: 'none' | 'recommended';
}

export interface UseAskQuestionsOptions {
  /** Options for parsing raw tool input. */
  parseOptions?: ParseOptions;
  /** Controlled draft. */
  value?: AskDraft;
  /** Initial draft when uncontrolled. */
  defaultValue?: AskDraft;
  /** Called with the new draft on every change. */
  onValueChange?: (draft: AskDraft) => void;
  /**
   * Called exactly once with the outcome (answered, declined, timed out or replied), however many
   * times submit is triggered. The hook is read-only afterwards.
   */
  onOutcome?: (outcome: AskOutcome, request: AskRequest) => void;
  /** Which questions must be answered before submit. @default 'any' */
  submitPolicy?: 'any' | 'all';
  /** When to show a review step. 'auto': several questions or any multi-select. @default 'auto' */
  review?: 'auto' | 'always' | 'never';
  /** Answering a single-select question moves to the next one when there are several. @default true */
  advanceOnSelect?: boolean;
  /** Escape declines (reason 'dismissed'). @default true */
  escapeDeclines?: boolean;
  /** Opt-in idle timeout. Off by default. */
  timeout?: TimeoutOptions;
  /** Persist the draft under this key (a tool call id) and restore it on mount. */
  persistKey?: string;
  /** Where to persist. @default sessionStorage (when available) */
  storage?: DraftStorage;
  /** Inert: renders but ignores every action (e.g. while the tool input is still streaming). */
  disabled?: boolean;
  /** Prefix for generated DOM ids. @default React's useId() */
  id?: string;
  /**
   * Offer "Ask me more first": `api.followUp(response?)` finishes with the `follow_up` outcome
   * (encoded as `followUp: true`). Only extended Claude hosts accept it, so it is off unless the
   * host says so; while off, `api.followUp` is undefined.
   * @default false
   */
  allowFollowUp?: boolean;
}

/**
 * The verbs: core's picker actions (`createAskStore`). Stable identities across renders; all are
 * no-ops once finished or while disabled.
 */
export type AskActions = AskStoreActions;

/** Props bags. Each getter merges the props you pass (handlers composed, yours run first). */
export type PropBag = Record<string, unknown>;

/** (Added.) A prop bag that also satisfies Radix `RadioGroup.Item` (`value` is required there). */
export type RadioItemPropBag = PropBag & { id: string; value: string };
/** (Added.) Radix `RadioGroup.Root` props. */
export type RadioGroupPropBag = PropBag & { value: string; onValueChange: (value: string) => void };
/** (Added.) Radix `Checkbox.Root` props. */
export type CheckboxPropBag = PropBag & {
  id: string;
  value: string;
  checked: boolean;
  onCheckedChange: (checked: boolean | 'indeterminate') => void;
};

export interface AskQuestionsApi {
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
  isFinished: boolean;
  outcome: AskOutcome | null;
  /** Per question id. */
  answered: Record<string, boolean>;
  /** Whether submit is possible now and, if not, why. */
  submitCheck: SubmitCheck;
  /**
   * (Added.) Why the submit button is `aria-disabled`, as a text-free code the UI turns into words
   * (render them in `getSubmitReasonProps()`); null when submit is possible.
   */
  submitReason: SubmitReason | null;
  /** (Added.) Id of the element that explains `submitReason` (the submit button's `aria-describedby`). */
  submitReasonId: string;
  /** (Added.) Every DOM id the getters use, so a UI can point at them. */
  ids: AskIds;
  /** Seconds left while in the countdown window of the idle timeout, else null. */
  countdown: number | null;
  disabled: boolean;
  actions: AskActions;
  /** Root element: keyboard shortcuts (digits, Enter, Escape), data-state / data-phase. */
  getRootProps(props?: PropBag): PropBag;
  /** `role="tablist"`, Left/Right/Home/End roving. */
  getTabListProps(props?: PropBag): PropBag;
  /** One tab per question (`{ index }`) plus the review tab (`{ review: true }`). */
  getTabProps(target: { index: number } | { review: true }, props?: PropBag): PropBag;
  /** `role="tabpanel"` for the review step. */
  getReviewProps(props?: PropBag): PropBag;
  /** Never natively `disabled` (it stays focusable): `aria-disabled` + `aria-describedby` when blocked. */
  getSubmitButtonProps(props?: PropBag): PropBag;
  /** (Added.) The element holding the words for `submitReason` (`id`, `aria-live="polite"`). */
  getSubmitReasonProps(props?: PropBag): PropBag;
  getDeclineButtonProps(reason?: DeclineReason, props?: PropBag): PropBag;
  getNextButtonProps(props?: PropBag): PropBag;
  getPreviousButtonProps(props?: PropBag): PropBag;
  /**
   * "Ask me more first": finishes with the `follow_up` outcome, the answers so far and the
   * optional response (a blank one counts as none). Undefined unless `allowFollowUp` is set.
   */
  followUp: ((response?: string) => void) | undefined;
  /** The "Ask me more first" button (`aria-disabled` while inert or when `allowFollowUp` is off). */
  getFollowUpButtonProps(props?: PropBag): PropBag;
  /** The store per-question hooks subscribe to; pass it through `AskQuestionsProvider`. */
  store: AskStore;
}

/** What `useAskQuestion(questionId)` returns: one question's slice (re-renders only for it). */
export interface AskQuestionApi {
  question: AskQuestion;
  index: number;
  draft: QuestionDraft;
  isActive: boolean;
  isAnswered: boolean;
  /** The option whose preview shows: focused, else selected, else first; none while Other is the single-select answer. */
  previewOption: AskOption | undefined;
  disabled: boolean;
  /**
   * `role="tabpanel"`, labelled by its tab (`role="group"` labelled by the question text when the
   * flow has a single question and no review, so no tab list is needed).
   */
  getQuestionProps(props?: PropBag): PropBag;
  /** (Added.) The element showing the question text; radio / checkbox groups are labelled by it. */
  getQuestionTextProps(props?: PropBag): PropBag;
  /** Radix RadioGroup.Root props: `value` / `onValueChange` (value '' when none, '__other__' for Other). */
  getRadioGroupProps(props?: PropBag): RadioGroupPropBag;
  /** Radix RadioGroup.Item props for an option (value = option id), focus tracking for previews. */
  getRadioItemProps(optionId: string, props?: PropBag): RadioItemPropBag;
  /** Multi-select wrapper: `role="group"` labelled by the question. */
  getCheckboxGroupProps(props?: PropBag): PropBag;
  /** Radix Checkbox.Root props: `checked` / `onCheckedChange`. */
  getCheckboxProps(optionId: string, props?: PropBag): CheckboxPropBag;
  /** Label / description ids for an option (`aria-describedby`). */
  getOptionLabelProps(optionId: string, props?: PropBag): PropBag;
  getOptionDescriptionProps(optionId: string, props?: PropBag): PropBag;
  /** The Other radio item / checkbox (`value` is `OTHER_VALUE` for both). */
  getOtherChoiceProps(props?: PropBag): RadioItemPropBag;
  /** The Other text input: typing activates Other. */
  getOtherInputProps(props?: PropBag): PropBag;
  getNotesProps(props?: PropBag): PropBag;
  /**
   * A text or number question's field value: what the user typed, or a number question's
   * `defaultValue` until the field is touched (see core's `fieldText`).
   */
  fieldValue: string;
  /** What is wrong with a number question's text (undefined when valid or blank). */
  fieldProblem: NumberProblem | undefined;
  /**
   * Whether to show `fieldProblem` now: after the field loses focus or Enter is pressed in it
   * (not on every keystroke while a number is half typed), and at once for an untouched default.
   * The field is `aria-invalid` exactly while this is true.
   */
  showFieldError: boolean;
  /** (Extended hosts.) The element with the question's `description` (`hint`); fields are described by it. */
  getHintProps(props?: PropBag): PropBag;
  /**
   * A `kind: "text"` question's field: an `<input>` (or `<textarea>`) named by the question text,
   * with the question's placeholder. Enter in it confirms the step, as in the Other field.
   */
  getTextFieldProps(props?: PropBag): PropBag;
  /**
   * A `kind: "number"` question's field. A text input with `inputMode` (decimal, or text when the
   * range allows negatives: iOS's decimal keypad has no minus), not `type="number"`, whose value
   * the browser hides from scripts while it is unparseable, reads per locale and changes on a
   * mouse wheel. Described by the range, the unit and, while shown, the error; ArrowUp/ArrowDown
   * step within the range.
   */
  getNumberFieldProps(props?: PropBag): PropBag;
  /** The element stating the range (min, max, step) in words; part of the field's description. */
  getFieldRangeProps(props?: PropBag): PropBag;
  /** The element showing the unit after the field; part of the field's description. */
  getFieldUnitProps(props?: PropBag): PropBag;
  /** The error message element (`aria-live="polite"`); render its words only while `showFieldError`. */
  getFieldErrorProps(props?: PropBag): PropBag;
}

/** Minimal external store (useSyncExternalStore-compatible). */
export interface AskStore {
  getState(): AskState;
  subscribe(listener: () => void): () => void;
  /** A user action: ignored while disabled; resets the idle timeout. */
  dispatch(event: AskEvent): void;
  readonly request: AskRequest | null;
  /** (Added.) Everything per-question hooks select from; a new object on every change. */
  getSnapshot(): AskStoreSnapshot;
  /** (Added.) The same stable verbs as `AskQuestionsApi.actions`. */
  readonly actions: AskActions;
}

/** (Added.) Why submit is blocked: core's `SubmitCheck.reason`, or 'disabled' while inert. */
export type SubmitReason = NonNullable<SubmitCheck['reason']> | 'disabled';

/** (Added.) The DOM ids the prop getters wire together (tab ↔ panel, label ↔ control). */
export interface AskIds {
  root: string;
  tabList: string;
  tab(index: number): string;
  panel(index: number): string;
  reviewTab: string;
  reviewPanel: string;
  submit: string;
  submitReason: string;
  questionText(index: number): string;
  option(optionId: string): string;
  optionLabel(optionId: string): string;
  optionDescription(optionId: string): string;
  otherChoice(index: number): string;
  otherInput(index: number): string;
  notes(index: number): string;
}

/** (Added.) The options the store acts on (resolved defaults). */
export interface AskStoreOptions {
  submitPolicy: 'any' | 'all';
  review: 'auto' | 'always' | 'never';
  advanceOnSelect: boolean;
  escapeDeclines: boolean;
  disabled: boolean;
  allowFollowUp: boolean;
  ids: AskIds;
}

/**
 * (Added.) An immutable view of the store, compare by identity: core's picker snapshot (request,
 * state, step, the step rules, answered marks, submit check, outcome) plus the DOM options.
 */
export interface AskStoreSnapshot extends PickerSnapshot {
  /** The picker's own snapshot (without the DOM options). */
  readonly core: PickerSnapshot;
  readonly options: AskStoreOptions;
}

/** (Added.) `value` is the store (`api.store`) or the whole api (`api`): either works. */
export interface AskQuestionsProviderProps {
  value: AskStore | AskQuestionsApi;
  children?: ReactNode;
}

export type { AskDraft, AskOutcome, AskRequest };
