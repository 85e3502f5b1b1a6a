import type {
  ButtonHTMLAttributes,
  HTMLAttributes,
  InputHTMLAttributes,
  LabelHTMLAttributes,
  ReactNode,
  TextareaHTMLAttributes,
} from 'react';
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
  AskEvent,
  AskStoreActions,
  AskStoreSnapshot as PickerSnapshot,
  QuestionDraft,
  AskIds,
  AskSubmitCheck,
  OptionState,
  TabTarget,
  TimeoutOptions,
  QuestionView,
} from '@askq/core';

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

/**
 * `data-*` attributes: React passes them to the DOM as they are. Every getter's props (and the
 * props you pass it) may carry them.
 */
export type DataAttributes = { [key: `data-${string}`]: string | undefined };

/*
 * What the prop getters take and return: React's own attribute types, so the result spreads onto
 * the element without a cast. Each getter merges the props you pass (handlers composed, yours run
 * first; class names, styles and id lists joined).
 */
/** A `<div>`: the root, the tab list, panels, groups. */
export type DivProps = HTMLAttributes<HTMLDivElement> & DataAttributes;
/** Any element that only carries an id and text (`<p>`, `<span>`): the question text, hints, messages. */
export type ElementProps = HTMLAttributes<HTMLElement> & DataAttributes;
/** A `<button>`: tabs and the footer buttons. */
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & DataAttributes;
/** An `<input>`: the Other field, text and number fields. */
export type InputProps = InputHTMLAttributes<HTMLInputElement> & DataAttributes;
/** A `<textarea>`: the notes. */
export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & DataAttributes;
/** A `<label>` (its `htmlFor` points at the control). */
export type LabelProps = LabelHTMLAttributes<HTMLLabelElement> & DataAttributes;

/**
 * Radix `RadioGroup.Root` props, declared here structurally (this package does not depend on
 * Radix): `value` ('' when none, `OTHER_VALUE` for Other) and `onValueChange`. Also spreads onto a
 * plain `<div role="radiogroup">`.
 */
export type RadioGroupProps = Omit<HTMLAttributes<HTMLDivElement>, 'dir' | 'defaultValue'> &
  DataAttributes & {
    value: string;
    onValueChange: (value: string) => void;
    /** Radix reads it for arrow keys; only the two directions it knows. */
    dir?: 'ltr' | 'rtl' | undefined;
    disabled?: boolean | undefined;
    required?: boolean | undefined;
    name?: string | undefined;
    orientation?: 'horizontal' | 'vertical' | undefined;
    loop?: boolean | undefined;
  };

/** Radix `RadioGroup.Item` props (structural): a `<button>` whose `value` is the option id. */
export type RadioItemProps = ButtonProps & { id: string; value: string };

/** Radix `Checkbox.Root` props (structural): `checked` / `onCheckedChange`. */
export type CheckboxProps = ButtonProps & {
  id: string;
  value: string;
  checked: boolean;
  onCheckedChange: (checked: boolean | 'indeterminate') => void;
};

/**
 * The Other row's control: a radio item (single-select), or a checkbox (multi-select), when it also
 * carries `checked` / `onCheckedChange`. Spreads onto either Radix part.
 */
export type OtherChoiceProps = RadioItemProps & {
  checked?: boolean | undefined;
  onCheckedChange?: ((checked: boolean | 'indeterminate') => void) | undefined;
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
  actions: AskActions;
  /** Root element: keyboard shortcuts (digits, Enter, Escape), data-state / data-phase. */
  getRootProps(props?: DivProps): DivProps;
  /** `role="tablist"`, Left/Right/Home/End roving. */
  getTabListProps(props?: DivProps): DivProps;
  /** One tab per question (`{ index }`) plus the review tab (`{ review: true }`), with your props. */
  getTabProps(options: TabTarget & ButtonProps): ButtonProps;
  /** `role="tabpanel"` for the review step. */
  getReviewProps(props?: DivProps): DivProps;
  /** Never natively `disabled` (it stays focusable): `aria-disabled` + `aria-describedby` when blocked. */
  getSubmitButtonProps(props?: ButtonProps): ButtonProps;
  /** The element holding the words for `submitCheck.reason` (`id`, `aria-live="polite"`). */
  getSubmitReasonProps(props?: ElementProps): ElementProps;
  /** Declines with `reason` ('dismissed' unless given). */
  getDeclineButtonProps(options?: { reason?: DeclineReason | undefined } & ButtonProps): ButtonProps;
  getNextButtonProps(props?: ButtonProps): ButtonProps;
  getPreviousButtonProps(props?: ButtonProps): ButtonProps;
  /**
   * "Ask me more first": finishes with the `follow_up` outcome, the answers so far and the
   * optional response (a blank one counts as none). Undefined unless `allowFollowUp` is set.
   */
  followUp: ((response?: string) => void) | undefined;
  /** The "Ask me more first" button (`aria-disabled` while inert or when `allowFollowUp` is off). */
  getFollowUpButtonProps(props?: ButtonProps): ButtonProps;
  /** The store per-question hooks subscribe to; pass it through `AskQuestionsProvider`. */
  store: AskStore;
}

/** What `useAskQuestion(questionId)` returns: one question's slice (re-renders only for it). */
export interface AskQuestionApi
  extends Pick<QuestionView, 'question' | 'index' | 'draft' | 'isActive' | 'isAnswered' | 'previewOption' | 'disabled' | 'streaming'> {
  /**
   * An option's state for styling a custom row: selected, focused, previewed, disabled.
   * `optionId` may also be `OTHER_VALUE` (selected while Other is chosen).
   */
  getOptionState(options: { optionId: string }): OptionState;
  /**
   * `role="tabpanel"`, labelled by its tab (`role="group"` labelled by the question text when the
   * flow has a single question and no review, so no tab list is needed).
   */
  getQuestionProps(props?: DivProps): DivProps;
  /** The element showing the question text; radio / checkbox groups are labelled by it. */
  getQuestionTextProps(props?: ElementProps): ElementProps;
  /** Radix RadioGroup.Root props: `value` / `onValueChange` (value '' when none, '__other__' for Other). */
  getRadioGroupProps(props?: Partial<RadioGroupProps>): RadioGroupProps;
  /** Radix RadioGroup.Item props for an option (value = option id), focus tracking for previews. */
  getRadioItemProps(options: { optionId: string } & Partial<RadioItemProps>): RadioItemProps;
  /** Multi-select wrapper: `role="group"` labelled by the question. */
  getCheckboxGroupProps(props?: DivProps): DivProps;
  /** Radix Checkbox.Root props for an option: `checked` / `onCheckedChange`. */
  getCheckboxProps(options: { optionId: string } & Partial<CheckboxProps>): CheckboxProps;
  /** An option's label: its id (the control's name) and `htmlFor` the control. */
  getOptionLabelProps(options: { optionId: string } & LabelProps): LabelProps;
  /** An option's description: the id the control's `aria-describedby` points at. */
  getOptionDescriptionProps(options: { optionId: string } & ElementProps): ElementProps;
  /** The Other radio item / checkbox (`value` is `OTHER_VALUE` for both). */
  getOtherChoiceProps(props?: Partial<OtherChoiceProps>): OtherChoiceProps;
  /** The Other text input: typing activates Other. */
  getOtherInputProps(props?: InputProps): InputProps;
  getNotesProps(props?: TextareaProps): TextareaProps;
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
  getHintProps(props?: ElementProps): ElementProps;
  /**
   * A `kind: "text"` question's field: an `<input>` named by the question text, with the
   * question's placeholder. Enter in it confirms the step, as in the Other field.
   */
  getTextFieldProps(props?: InputProps): InputProps;
  /**
   * A `kind: "number"` question's field. A text input with `inputMode` (decimal, or text when the
   * range allows negatives: iOS's decimal keypad has no minus), not `type="number"`, whose value
   * the browser hides from scripts while it is unparseable, reads per locale and changes on a
   * mouse wheel. Described by the range, the unit and, while shown, the error; ArrowUp/ArrowDown
   * step within the range.
   */
  getNumberFieldProps(props?: InputProps): InputProps;
  /** The element stating the range (min, max, step) in words; part of the field's description. */
  getFieldRangeProps(props?: ElementProps): ElementProps;
  /** The element showing the unit after the field; part of the field's description. */
  getFieldUnitProps(props?: ElementProps): ElementProps;
  /** The error message element (`aria-live="polite"`); render its words only while `showFieldError`. */
  getFieldErrorProps(props?: ElementProps): ElementProps;
}

/**
 * Minimal external store (useSyncExternalStore-compatible). Read the state and the request from
 * the snapshot: `getSnapshot().state`, `getSnapshot().request`.
 */
export interface AskStore {
  subscribe(listener: () => void): () => void;
  /** A user action: ignored while disabled; resets the idle timeout. */
  dispatch(event: AskEvent): void;
  /** Everything per-question hooks select from; a new object on every change. */
  getSnapshot(): AskStoreSnapshot;
  /** The same stable verbs as `AskQuestionsApi.actions`. */
  readonly actions: AskActions;
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
// Core's, named here as they always were in this package's API.
export type { AskIds, AskSubmitCheck, OptionState, TabTarget, TimeoutOptions };
export type { DraftStorage, SubmitReason } from '@askq/core';
