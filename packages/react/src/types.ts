import type {
  ButtonHTMLAttributes,
  ComponentType,
  HTMLAttributes,
  InputHTMLAttributes,
  LabelHTMLAttributes,
  ReactNode,
  TextareaHTMLAttributes,
} from 'react';
import type {
  AskDraft,
  AskParser,
  AskOutcome,
  AskRequest,
  ParseOptions,
  AskStoreActions,
  AskIds,
  AskSubmitCheck,
  ConnectOptions,
  ConnectSnapshot,
  ConnectStore,
  ConnectStoreController,
  FrameConnect,
  OptionState,
  PropTypes,
  QuestionConnect,
  TabTarget,
  TimeoutOptions,
} from '@askq/core/picker';
import type { FieldsKit } from '@askq/core/fields';

export interface UseAskQuestionsOptions {
  /** Options for parsing raw tool input. */
  parseOptions?: ParseOptions | undefined;
  /**
   * The parser for raw tool input. Default: `fields.parser` when `fields` is handed over, else
   * Claude's dialect and its choice questions on demand (`onDemandParser` from `@askq/core/picker`):
   * plain Claude input at once, anything else once the lenient `parseAskRequest` has loaded on first
   * use (an empty partial request meanwhile). `parseAskRequest` reads every input at once. Hand over `parseAnyDialect` from
   * `@askq/core/dialects` for pi, agentrail, OpenCode, Gemini CLI and Mastra input (a module-level
   * function: a new one on every render reparses every time).
   */
  parser?: AskParser | undefined;
  /**
   * Text and number questions (an extended host's `kind: "text" | "number"`, Gemini CLI's text
   * questions, Mastra's questions without options): `textAndNumberFields` from
   * `@askq/core/fields`, which brings its parser (unless `parser` is given), the answers, the
   * validation and the field prop getters. Without it a request holding such a question is
   * refused: `request` is null and `issues` holds an error naming this option.
   */
  fields?: FieldsKit | undefined;
  /** Controlled draft. */
  value?: AskDraft | undefined;
  /** Initial draft when uncontrolled. */
  defaultValue?: AskDraft | undefined;
  /** Called with the new draft on every change. */
  onValueChange?: ((draft: AskDraft) => void) | undefined;
  /**
   * Called exactly once with the outcome (answered, declined, timed out or replied), however many
   * times submit is triggered. The hook is read-only afterwards.
   */
  onOutcome?: ((outcome: AskOutcome, request: AskRequest) => void) | undefined;
  /** Which questions must be answered before submit. @default 'any' */
  submitPolicy?: 'any' | 'all' | undefined;
  /** When to show a review step. 'auto': several questions or any multi-select. @default 'auto' */
  review?: 'auto' | 'always' | 'never' | undefined;
  /** Answering a single-select question moves to the next one when there are several. @default true */
  advanceOnSelect?: boolean | undefined;
  /** Escape declines (reason 'dismissed'). @default true */
  escapeDeclines?: boolean | undefined;
  /**
   * Opt-in idle timeout (Claude Code's auto-continue), off by default: `idleTimeout({ ms })` from
   * `@askq/react/idle-timeout`. `api.countdown` holds the seconds left in its last window.
   */
  timeout?: IdleTimeout | undefined;
  /** Inert: renders but ignores every action (e.g. while the tool input is still streaming). */
  disabled?: boolean | undefined;
  /** Prefix for generated DOM ids. @default React's useId() */
  id?: string | undefined;
  /**
   * Offer "Ask me more first": `api.followUp(response?)` finishes with the `follow_up` outcome
   * (encoded as `followUp: true`). Only extended Claude hosts accept it, so it is off unless the
   * host says so; while off, `api.followUp` is undefined.
   * @default false
   */
  allowFollowUp?: boolean | undefined;
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
 * Radix): `value` ('' when none, `OTHER_VALUE` for Other) and `onValueChange`. For Radix only:
 * `onValueChange` is not a DOM attribute, and the role and checked state are Radix's to add.
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

/** The prop types the getters of this package take and return: React's (core's `PropTypes`). */
export interface ReactPropTypes extends PropTypes {
  div: DivProps;
  element: ElementProps;
  button: ButtonProps;
  input: InputProps;
  textarea: TextareaProps;
  label: LabelProps;
  radioGroup: RadioGroupProps;
  radioItem: RadioItemProps;
  checkbox: CheckboxProps;
  otherChoice: OtherChoiceProps;
}

/** What `useAskQuestions` returns: core's connected frame (state, verbs, getters) with React's prop types. */
export interface AskQuestionsApi extends FrameConnect<ReactPropTypes> {}

/** What `useAskQuestion(questionId)` returns: one question's slice (re-renders only for it). */
export interface AskQuestionApi extends QuestionConnect<ReactPropTypes> {}

/**
 * The store the hooks share (core's `ConnectStore`, useSyncExternalStore-compatible). Read the
 * state and the request from the snapshot: `getSnapshot().state`, `getSnapshot().request`.
 */
export type AskStore = ConnectStore;
/** (Added.) The options the store acts on (resolved defaults). */
export type AskStoreOptions = ConnectOptions;
/** (Added.) An immutable view of the store, compare by identity (core's `ConnectSnapshot`). */
export type AskStoreSnapshot = ConnectSnapshot;

/** (Added.) `value` is the store (`api.store`) or the whole api (`api`): either works. */
export interface AskQuestionsProviderProps {
  value: AskStore | AskQuestionsApi;
  children?: ReactNode | undefined;
}

/**
 * The opt-in idle timeout, handed over as `useAskQuestions`' `timeout`: made by `idleTimeout`
 * from `@askq/react/idle-timeout`, so a picker without one does not bundle it.
 */
export interface IdleTimeout extends Readonly<Required<TimeoutOptions>> {
  /** Runs it on the picker's store, reporting the countdown; returns the function that stops it. */
  readonly run: (
    store: ConnectStoreController,
    timeout: Required<TimeoutOptions>,
    onCountdown: (seconds: number | null) => void,
  ) => () => void;
}

/** Where and under which key a draft persists (`@askq/react/drafts`). */
export interface DraftPersistenceOptions {
  /** Saves under `askq:draft:<key>` (a tool call id); nothing is saved or restored without one. */
  key: string | undefined;
  /** Where to persist. @default sessionStorage (when available) */
  storage?: DraftStorage | undefined;
}

/**
 * Opt-in draft persistence handed to a picker component (`@askq/ui`'s `AskUserQuestion`'s
 * `drafts`): made by `draftPersistence({ key, storage })` from `@askq/react/drafts`, so a picker
 * without it does not bundle it. The component reads `read()` once, as the store's initial draft
 * (not while a server-rendered page hydrates, nor for a controlled picker), and renders `Persist`
 * next to the picker.
 */
export interface DraftPersistence extends Readonly<DraftPersistenceOptions> {
  /** The draft saved under `key`, if any (never throws). */
  readonly read: () => AskDraft | undefined;
  /** Renders nothing: restores a draft the store was not made with, saves every change, offers the draft to a controlled picker. */
  readonly Persist: ComponentType<DraftPersistProps>;
  /** Removes the draft saved under `key` (a call settled elsewhere), as `clearSavedDraft` does. Never throws. */
  readonly clear?: (() => void) | undefined;
}

/** The props of `DraftPersistence['Persist']`. */
export interface DraftPersistProps {
  /** The picker's store (`api.store`). */
  store: AskStore;
  options: DraftPersistenceOptions;
  /** The picker's controlled `value`, if any: then the saved draft is offered through `onValueChange`. */
  value?: AskDraft | undefined;
  onValueChange?: ((draft: AskDraft) => void) | undefined;
}

export type { AskDraft, AskOutcome, AskRequest };
// Core's, named here as they always were in this package's API.
export type { AskIds, AskSubmitCheck, OptionState, TabTarget, TimeoutOptions };
export type { DraftStorage, SubmitReason } from '@askq/core/picker';
import type { DraftStorage } from '@askq/core/picker';
