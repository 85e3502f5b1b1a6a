/**
 * Selectors over the picker store's snapshot for the parts a UI renders: one question's view, the
 * frame (tabs, step rules, submit state), an option's state, a field's state. Framework-free, with
 * structural sharing, so a renderer can tell by identity (`===`) that its part did not change:
 * typing in one question leaves every other question's view, and the frame, the same object.
 */
import { isInert, isQuestionAnswered, previewOption, type SubmitCheck } from '../machine/selectors.js';
import { sameShape } from '../machine/store-share.js';
import type { AskStoreSnapshot } from '../machine/store.js';
import type { AskOption, AskOutcome, AskPhase, AskQuestion, AskRequest, DeclineReason, QuestionDraft } from '../protocol/types.js';

/** The value that stands for the Other row among a question's options (option ids look like `q1.0`, so it cannot collide). */
export const OTHER_VALUE = '__other__';

/** One question as a UI shows it: what changes it, and nothing else. */
export interface QuestionView {
  /**
   * A lone question without review (no tab list to be labelled by). Derived here rather than kept
   * as the request: a streamed request is a new object per chunk, and a finished question must not
   * change for it.
   */
  standalone: boolean;
  question: AskQuestion;
  index: number;
  draft: QuestionDraft;
  isActive: boolean;
  isAnswered: boolean;
  /** The option whose preview shows: focused, else selected, else first; none while Other is the single-select answer. */
  previewOption: AskOption | undefined;
  /** Its text or number field's error may show (see `AskState.revealed`). */
  fieldErrorRevealed: boolean;
  finished: boolean;
  hasReview: boolean;
  /** No user action is taken: `disabled`, or the request is still streaming in (`isInert`). */
  disabled: boolean;
  /**
   * The request is still streaming in (`request.partial`): shown, not yet answerable. The same
   * value for the whole stream, so a finished question's view does not change while later ones
   * arrive.
   */
  streaming: boolean;
}

const EMPTY_DRAFT: QuestionDraft = Object.freeze({
  selected: [],
  other: Object.freeze({ active: false, text: '' }),
  notes: '',
}) as QuestionDraft;

/** One question's view, or null when the request has no question with this id. */
export function selectQuestion(snapshot: AskStoreSnapshot, questionId: string): QuestionView | null {
  const { request, state } = snapshot;
  const index = request?.questions.findIndex((q) => q.id === questionId) ?? -1;
  const question = request?.questions[index];
  if (!request || !question) return null;
  return {
    standalone: request.questions.length === 1 && !snapshot.hasReview,
    question,
    index,
    // Missing only for a moment while a streamed request grows: read it as empty.
    draft: state.drafts[questionId] ?? EMPTY_DRAFT,
    // After finishing, the last active question stays the active one (a receipt shows it).
    isActive: state.phase !== 'review' && state.activeIndex === index,
    isAnswered: isQuestionAnswered(state, question, snapshot.settings.fields),
    previewOption: previewOption(question, state),
    fieldErrorRevealed: state.revealed?.[questionId] === true,
    finished: state.outcome !== null,
    hasReview: snapshot.hasReview,
    disabled: isInert(snapshot),
    streaming: request.partial === true,
  };
}

/** Whether two views (or slices holding the same kind of fields) show the same thing. */
export function sameView<T extends object>(a: T | null, b: T | null): boolean {
  return a === b || (!!a && !!b && sameShape(a, b));
}

/**
 * `selectQuestion` with structural sharing: computed once per snapshot and question, and the same
 * object as before while the question's view is unchanged. One selector per store.
 */
export function createQuestionSelector(): (snapshot: AskStoreSnapshot, questionId: string) => QuestionView | null {
  const last = new Map<string, { snapshot: AskStoreSnapshot; view: QuestionView | null }>();
  return (snapshot, questionId) => {
    const entry = last.get(questionId);
    if (entry?.snapshot === snapshot) return entry.view;
    const fresh = selectQuestion(snapshot, questionId);
    const view = entry && sameView(entry.view, fresh) ? entry.view : fresh;
    last.set(questionId, { snapshot, view });
    return view;
  };
}

/**
 * The frame of the picker: what the tabs, the review step and the footer show. Typing in an Other
 * or notes field changes none of it after the first character.
 */
export interface FrameView {
  request: AskRequest | null;
  phase: AskPhase;
  activeIndex: number;
  answered: Readonly<Record<string, boolean>>;
  /** The store's check, kept by identity (see `pickerSubmitCheck` for the one with 'disabled'). */
  submitCheck: SubmitCheck;
  /** The user tried to submit while it was blocked: show why from now on (`AskState.attempted`). */
  submitAttempted: boolean;
  /** A decline waits for confirmation: typed text would be lost (`AskState.confirming`). */
  confirmingDecline: DeclineReason | null;
  outcome: AskOutcome | null;
  /** No user action is taken: `disabled`, or the request is still streaming in (`isInert`). */
  disabled: boolean;
  hasReview: boolean;
  canAdvance: boolean;
  canGoBack: boolean;
  isLastStep: boolean;
}

export function selectFrame(snapshot: AskStoreSnapshot): FrameView {
  const { request, state, settings, answered, submitCheck, outcome, hasReview, canAdvance, canGoBack, isLastStep } = snapshot;
  return {
    request,
    phase: state.phase,
    activeIndex: state.activeIndex,
    answered,
    submitCheck,
    submitAttempted: state.attempted === true,
    confirmingDecline: state.confirming ?? null,
    outcome,
    disabled: isInert(snapshot),
    hasReview,
    canAdvance,
    canGoBack,
    isLastStep,
  };
}

/** Shallow: every field of a frame is a primitive or kept by identity by the store. */
export function frameEqual<T extends object>(a: T, b: T): boolean {
  let key: keyof T;
  for (key in a) if (a[key] !== b[key]) return false;
  return true;
}

/** Why submit is blocked: the store's `SubmitCheck.reason`, or 'disabled' while the picker is inert. */
export type SubmitReason = NonNullable<SubmitCheck['reason']> | 'disabled';

/** The store's `SubmitCheck` with the reason widened: blocked with 'disabled' while the picker is inert. */
export type AskSubmitCheck = Omit<SubmitCheck, 'reason'> & { reason: SubmitReason | null };

// One blocked check per store check, so the result keeps its identity while disabled.
const blocked = new WeakMap<SubmitCheck, AskSubmitCheck>();

/** Whether submit is possible now and why not, as a UI shows it: blocked ('disabled') while inert. */
export function pickerSubmitCheck({ submitCheck, disabled }: Pick<FrameView, 'submitCheck' | 'disabled'>): AskSubmitCheck {
  if (!disabled) return submitCheck;
  let out = blocked.get(submitCheck);
  if (!out) blocked.set(submitCheck, (out = { ...submitCheck, ok: false, reason: 'disabled' }));
  return out;
}

/** What an option shows, derived from its question's state (`optionState`). */
export interface OptionState {
  /** Chosen (the radio value, or a checked box). */
  selected: boolean;
  /** The option the user last moved focus to (drives the preview). */
  focused: boolean;
  /** Its preview is the one shown (see `previewOption`). */
  previewed: boolean;
  /** Inert: the picker is disabled or finished. */
  disabled: boolean;
}

/** An option's state; `optionId` may be `OTHER_VALUE` (selected while Other is chosen). */
export function optionState(snapshot: AskStoreSnapshot, view: QuestionView, optionId: string): OptionState {
  const other = optionId === OTHER_VALUE;
  return {
    selected: other ? view.draft.other.active : view.draft.selected.includes(optionId),
    // The store keeps which option has focus; Other's focus clears it (no option's preview).
    focused: !other && snapshot.state.focused[view.question.id] === optionId,
    previewed: !other && view.previewOption?.id === optionId,
    disabled: view.disabled || view.finished,
  };
}

/** The radio group's value: the chosen option's id, `OTHER_VALUE` for Other, '' when none. */
export const radioValue = (draft: QuestionDraft) => (draft.other.active ? OTHER_VALUE : (draft.selected[0] ?? ''));
