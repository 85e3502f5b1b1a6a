/**
 * The picker machine: one framework-free store that owns the answering state, the steps (questions
 * and review), advance-on-select, the submit policy, controlled drafts and the exactly-once outcome.
 * Any framework (or a plain DOM script) drives it through `subscribe` / `getSnapshot` and the
 * actions; `@askq/react` is a thin adapter over it.
 *
 * Controlled drafts follow Radix's controllable-state model: while `value` is given, a change is
 * only proposed through `onValueChange` and shows once the owner passes the new `value` back.
 * Composite user actions (`pick`: select, then move on; `confirm`: Enter) are one transition, so
 * the owner sees one proposal with the end result, never a half step.
 */
import { askReducer, createAskState, hasTypedText, toAskDraft } from './reducer.js';
import { canSubmit, isInert, isQuestionAnswered, needsReview } from './selectors.js';
import { draftChanged, reconcileState, sameShape, share } from './store-share.js';
import type { SubmitCheck } from './selectors.js';
import type { FieldKit } from './field-kit.js';
import type { AskDraft, AskEvent, AskOutcome, AskRequest, AskState, DeclineReason } from '../protocol/types.js';

/** Where the picker is: a question (by index) or the review step. */
export type AskStep = { readonly kind: 'question'; readonly index: number } | { readonly kind: 'review' };

/** What the store acts on. Every field is optional; `setOptions` replaces them all. */
export interface AskStoreOptions {
  /** Which questions must be answered before submit. @default 'any' */
  submitPolicy?: 'any' | 'all' | undefined;
  /** When the flow has a review step. 'auto': several questions or any multi-select. @default 'auto' */
  review?: 'auto' | 'always' | 'never' | undefined;
  /**
   * A pick in a single-select question moves to the next step when there are several questions
   * (not in a question with previews: the picked option's preview shows first). @default true
   */
  advanceOnSelect?: boolean | undefined;
  /** Inert: every user action is ignored (an idle timeout still finishes). @default false */
  disabled?: boolean | undefined;
  /** Offer "Ask me more first" (`followUp`): only extended Claude hosts accept it. @default false */
  allowFollowUp?: boolean | undefined;
  /**
   * Text and number questions: `textAndNumberFields` from `@askq/core/fields`. Without it the
   * store reads choice questions only (a field question's draft is never an answer).
   */
  fields?: FieldKit | undefined;
  /** The controlled draft; undefined leaves the store in charge of it. */
  value?: AskDraft | undefined;
  /** Called with the proposed draft on every change of it (controlled or not). */
  onValueChange?: ((draft: AskDraft) => void) | undefined;
  /** Called exactly once, with the outcome (answered, declined, timed out, replied, follow-up). */
  onOutcome?: ((outcome: AskOutcome, request: AskRequest) => void) | undefined;
}

/** The options with their defaults filled in (callbacks and `value` left out). */
export interface AskStoreSettings {
  submitPolicy: 'any' | 'all';
  review: 'auto' | 'always' | 'never';
  advanceOnSelect: boolean;
  disabled: boolean;
  allowFollowUp: boolean;
  /** The text and number questions' kit, when handed over. */
  fields: FieldKit | undefined;
}

/** An immutable view of the store. Fields keep their identity while their content is the same. */
export interface AskStoreSnapshot {
  readonly request: AskRequest | null;
  readonly state: AskState;
  readonly step: AskStep;
  readonly settings: AskStoreSettings;
  /** Whether the flow has a review step (per `review` and the request). */
  readonly hasReview: boolean;
  /** Whether the next step exists and can be gone to now (`next` does nothing otherwise). */
  readonly canAdvance: boolean;
  /** Whether `previous` does something now. */
  readonly canGoBack: boolean;
  /** The step where confirming submits: the review, or the last question of a flow without one. */
  readonly isLastStep: boolean;
  /** Per question id: whether it holds an answer. */
  readonly answered: Readonly<Record<string, boolean>>;
  /** Whether submit is possible now and, if not, why. */
  readonly submitCheck: SubmitCheck;
  /** Set once, when the picker finishes; the store ignores every action afterwards. */
  readonly outcome: AskOutcome | null;
}

/** The verbs. Stable identities for the store's lifetime; no-ops once finished or while disabled. */
export interface AskStoreActions {
  select(questionId: string, optionId: string): void;
  deselect(questionId: string, optionId: string): void;
  toggle(questionId: string, optionId: string): void;
  setOtherText(questionId: string, text: string): void;
  setOtherActive(questionId: string, active: boolean): void;
  setNotes(questionId: string, notes: string): void;
  clear(questionId: string): void;
  /** Which option has focus (drives the preview); not a change of the draft. */
  focusOption(questionId: string, optionId: string | undefined): void;
  /** Which option the mouse pointer is on (undefined: it left); its preview shows meanwhile. */
  hoverOption(questionId: string, optionId: string | undefined): void;
  /** The question's field error may show from now on (its field was left, or Enter pressed in it). */
  revealFieldError(questionId: string): void;
  /** To the next step, when `canAdvance`. */
  next(): void;
  previous(): void;
  goTo(index: number): void;
  /** To the review step, when the flow has one. */
  review(): void;
  submit(): void;
  decline(reason: DeclineReason, message?: string): void;
  /**
   * A user's decline (Skip, Escape): when it would throw typed text away it first asks
   * (`state.confirming`, 'confirming'); asked again with the same reason, it declines ('declined').
   * Declines that are not the user's own (a reply sent in the chat) use `decline`.
   */
  requestDecline(reason: DeclineReason): 'declined' | 'confirming' | null;
  reply(response: string): void;
  /** "Ask me more first" (only with `allowFollowUp`). */
  followUp(response?: string): void;
  /**
   * A user's pick, as a click or a digit key does it: multi-select toggles; single-select selects
   * and, with `advanceOnSelect` and several questions, moves on (one transition).
   */
  pick(questionId: string, optionId: string): void;
  /**
   * Enter: submits on the last step (a blocked submit stays blocked and says why); elsewhere
   * moves on when the active question is answered. Returns what it did ('submit': it tried to
   * submit, 'next': it moved on, null: nothing), so a keyboard handler knows the key was used.
   */
  confirm(): 'submit' | 'next' | null;
}

export interface AskStore {
  getSnapshot(): AskStoreSnapshot;
  /** Called after every change of the snapshot. Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  readonly actions: AskStoreActions;
  /** Any user event, for hosts that dispatch core events themselves (ignored while disabled). */
  dispatch(event: AskEvent): void;
  /** A new or grown request (a streamed tool input): drafts carry over, restored drafts apply. */
  setRequest(request: AskRequest | null): void;
  setOptions(options: AskStoreOptions): void;
  /** `setRequest` and `setOptions` in one change (one notification). */
  update(request: AskRequest | null, options: AskStoreOptions): void;
  /**
   * The snapshot `update(request, options)` would give now, changing nothing. Lets a renderer show
   * new input in the same pass it arrives in, before it hands the input over: an `update` with the
   * same inputs from the same state then adopts this very object, so nothing subscribed to the
   * store sees a change it has not already rendered.
   */
  preview(request: AskRequest | null, options: AskStoreOptions): AskStoreSnapshot;
  /** Runs `fn` and notifies once at the end, however many changes it made. */
  batch(fn: () => void): void;
  /** An idle timeout fired: finishes with `timed_out` (not a user action: works while disabled). */
  expire(timeoutMs: number, fallback: 'none' | 'recommended'): void;
  /**
   * A saved draft that arrived after the store was made (read once a server-rendered page has
   * hydrated): applied as if it had been the initial draft, also to a request that grows later.
   * Ignored once the user has changed the draft, once finished, and while `value` is controlled.
   * Not a user action. Returns whether it applied.
   */
  restore(draft: AskDraft): boolean;
  /** Called on every user action (before it applies), e.g. to restart an idle timeout. */
  onInteraction(listener: () => void): () => void;
}

const EMPTY_REQUEST: AskRequest = { dialect: 'claude', questions: [], previewFormat: 'markdown' };
const NOTHING: SubmitCheck = Object.freeze({ ok: false, unanswered: [], invalid: [], reason: 'nothing_answered' }) as SubmitCheck;
const REVIEW: AskStep = Object.freeze({ kind: 'review' });

/**
 * The options with their defaults filled in, callbacks and `value` left out. Any other option is
 * kept as given: a renderer's own (its element ids, whether Escape declines) then travel with the
 * settings, in the same snapshot (`createConnectStore`).
 */
function settingsOf({ value: _value, onValueChange: _change, onOutcome: _outcome, ...options }: AskStoreOptions): AskStoreSettings {
  return {
    ...options,
    submitPolicy: options.submitPolicy ?? 'any',
    review: options.review ?? 'auto',
    advanceOnSelect: options.advanceOnSelect ?? true,
    disabled: options.disabled ?? false,
    allowFollowUp: options.allowFollowUp ?? false,
    fields: options.fields,
  };
}

/** The snapshot for a request, state and settings, sharing `prev`'s objects where nothing changed. */
function derive(request: AskRequest | null, state: AskState, settings: AskStoreSettings, prev?: AskStoreSnapshot): AskStoreSnapshot {
  const questions = request?.questions ?? [];
  const count = questions.length;
  const hasReview = request ? needsReview(request, settings.review) : false;
  const answering = state.phase === 'answering' && !state.outcome;
  const live = !state.outcome && !isInert({ settings, request }) && count > 0;
  const step: AskStep = state.phase === 'review' ? REVIEW : share(prev?.step, { kind: 'question', index: state.activeIndex });
  const answered: Record<string, boolean> = {};
  for (const q of questions) answered[q.id] = isQuestionAnswered(state, q, settings.fields);
  const check = request ? canSubmit(request, state, { require: settings.submitPolicy }, settings.fields) : NOTHING;
  const snapshot: AskStoreSnapshot = {
    request,
    state,
    step,
    settings: share(prev?.settings, settings),
    hasReview,
    canAdvance: live && answering && (state.activeIndex < count - 1 || hasReview),
    canGoBack: live && (state.phase === 'review' || state.activeIndex > 0),
    isLastStep: state.phase === 'review' || (!hasReview && state.activeIndex >= count - 1),
    answered: share(prev?.answered, answered),
    // The unanswered and invalid lists are rebuilt per state: compare them by content.
    submitCheck: share(prev?.submitCheck, check, (k) => k === 'unanswered' || k === 'invalid' || /^\d+$/.test(k)),
    outcome: state.outcome,
  };
  return prev && sameShape(prev, snapshot) ? prev : snapshot;
}

/**
 * Creates the picker store for a request (null while there is none yet, e.g. the first streamed
 * chunk). `initialDraft` (a saved draft or `defaultValue`) applies to every new request until the
 * user acts, so a draft restored while the input streams keeps options that arrive later.
 */
export function createAskStore(request: AskRequest | null, options: AskStoreOptions = {}, initialDraft?: AskDraft | null): AskStore {
  let opts = options;
  let seed = opts.value ?? initialDraft ?? null;
  let touched = false;
  let finished = false;
  let snapshot = derive(request, createAskState(request ?? EMPTY_REQUEST, seed), settingsOf(opts));
  let depth = 0;
  let dirty = false;
  const listeners = new Set<() => void>();
  const interactionListeners = new Set<() => void>();

  const emit = () => {
    if (depth > 0) {
      dirty = true;
      return;
    }
    dirty = false;
    for (const listener of [...listeners]) listener();
  };
  const set = (req: AskRequest | null, state: AskState, settings = snapshot.settings) => {
    const next = derive(req, state, settings, snapshot);
    if (next === snapshot) return;
    snapshot = next;
    emit();
  };
  const restoreInto = (req: AskRequest, state: AskState, draft: AskDraft) => reconcileState(state, askReducer(req, state, { type: 'restore', draft }));
  const reduce = (state: AskState, event: AskEvent) =>
    snapshot.request ? askReducer(snapshot.request, state, event, { submitPolicy: { require: snapshot.settings.submitPolicy }, fields: snapshot.settings.fields }) : state;

  /** Applies one user transition: controlled drafts are proposed, the outcome fires once. */
  function transition(compute: (state: AskState) => AskState, user = true): void {
    const req = snapshot.request;
    if (!req || (user && isInert(snapshot)) || snapshot.outcome) return;
    if (user) for (const listener of [...interactionListeners]) listener();
    const base = snapshot.state;
    const next = compute(base);
    if (next === base) return;
    const changed = !next.outcome && draftChanged(base, next);
    if (changed) touched = true;
    if (opts.value !== undefined && !next.outcome) {
      // Controlled: the owner of `value` decides the draft; the view state (focus, revealed field
      // errors, a blocked submit attempt) is ours.
      const { focused, revealed, attempted, confirming } = next;
      if (focused !== base.focused || revealed !== base.revealed || attempted !== base.attempted || confirming !== base.confirming) {
        set(req, { ...base, focused, revealed, attempted, confirming });
      }
      if (changed) opts.onValueChange?.(toAskDraft(next));
      return;
    }
    set(req, next);
    if (changed) opts.onValueChange?.(toAskDraft(next));
    if (next.outcome && !finished) {
      finished = true;
      opts.onOutcome?.(next.outcome, req);
    }
  }

  const on = (event: AskEvent) => transition((state) => reduce(state, event));
  const optionVerb = (type: 'select' | 'deselect' | 'toggle') => (questionId: string, optionId: string) => on({ type, questionId, optionId });

  /** `next` when it goes somewhere from `state` (the rule every key, button and action reads). */
  const advanced = (state: AskState) => {
    const view = derive(snapshot.request, state, snapshot.settings);
    return view.canAdvance ? reduce(state, { type: 'next' }) : state;
  };

  const actions: AskStoreActions = {
    select: optionVerb('select'),
    deselect: optionVerb('deselect'),
    toggle: optionVerb('toggle'),
    setOtherText: (questionId, text) => on({ type: 'setOtherText', questionId, text }),
    setOtherActive: (questionId, active) => on({ type: 'setOtherActive', questionId, active }),
    setNotes: (questionId, notes) => on({ type: 'setNotes', questionId, notes }),
    clear: (questionId) => on({ type: 'clear', questionId }),
    focusOption: (questionId, optionId) => on({ type: 'focusOption', questionId, optionId }),
    hoverOption: (questionId, optionId) => on({ type: 'hoverOption', questionId, optionId }),
    revealFieldError: (questionId) => on({ type: 'revealFieldError', questionId }),
    next: () => transition(advanced),
    previous: () => on({ type: 'previous' }),
    goTo: (index) => on({ type: 'goTo', index }),
    review: () => {
      if (snapshot.hasReview) on({ type: 'review' });
    },
    submit: () => on({ type: 'submit' }),
    decline: (reason, message) => on(message === undefined ? { type: 'decline', reason } : { type: 'decline', reason, message }),
    requestDecline(reason) {
      const { state } = snapshot;
      if (snapshot.outcome) return null;
      if (reason === 'dismissed' && state.confirming !== reason && hasTypedText(state)) {
        on({ type: 'confirmDecline', reason });
        return snapshot.state.confirming === reason ? 'confirming' : null;
      }
      on({ type: 'decline', reason });
      return snapshot.outcome ? 'declined' : null;
    },
    reply: (response) => on({ type: 'reply', response }),
    followUp: (response) => {
      if (snapshot.settings.allowFollowUp) on(response === undefined ? { type: 'followUp' } : { type: 'followUp', response });
    },
    pick(questionId, optionId) {
      const questions = snapshot.request?.questions ?? [];
      const index = questions.findIndex((q) => q.id === questionId);
      const question = questions[index];
      if (!question) return;
      if (question.selectionMode === 'multiple') return actions.toggle(questionId, optionId);
      transition((state) => {
        const picked = reduce(state, { type: 'select', questionId, optionId });
        // Claude Code moves to the next tab once a single-select question is answered. Only
        // explicit picks do: arrow keys select through focus and must not move on (WCAG 3.2.2).
        // A question with previews stays, so the user sees the preview of what they picked (and
        // may add a note) before a second action (Enter, Next) moves on.
        const moveOn =
          snapshot.settings.advanceOnSelect &&
          questions.length > 1 &&
          !question.hasPreviews &&
          picked.phase === 'answering' &&
          picked.activeIndex === index &&
          !!picked.drafts[questionId]?.selected.includes(optionId);
        return moveOn ? advanced(picked) : picked;
      });
    },
    confirm() {
      const { request, state, isLastStep, outcome, settings } = snapshot;
      if (!request || outcome || isInert(snapshot) || request.questions.length === 0) return null;
      if (isLastStep) {
        actions.submit();
        return 'submit';
      }
      const question = request.questions[state.activeIndex];
      if (state.phase !== 'answering' || !question || !isQuestionAnswered(state, question, settings.fields) || !snapshot.canAdvance) return null;
      actions.next();
      return 'next';
    },
  };

  /** What `setRequest(req)` then `setOptions(next)` make of `base`: a pure function of its inputs. */
  function inputsApplied(base: AskStoreSnapshot, req: AskRequest | null, next: AskStoreOptions): AskStoreSnapshot {
    let state = base.state;
    if (req !== base.request && req && !state.outcome) {
      const draft = opts.value ?? (!touched && seed ? seed : toAskDraft(state));
      state = restoreInto(req, state, draft);
    }
    if (next.value !== undefined && next.value !== opts.value && req && !state.outcome) state = restoreInto(req, state, next.value);
    return derive(req, state, share(base.settings, settingsOf(next)), base);
  }

  /** The latest preview, adopted by an `update` with the same inputs from the same snapshot. */
  let previewed: {
    base: AskStoreSnapshot;
    from: AskStoreOptions;
    request: AskRequest | null;
    options: AskStoreOptions;
    result: AskStoreSnapshot;
  } | null = null;
  const sameInputs = (a: AskStoreOptions, b: AskStoreOptions) =>
    a.value === b.value && sameShape(settingsOf(a), settingsOf(b));

  function preview(req: AskRequest | null, next: AskStoreOptions): AskStoreSnapshot {
    if (req === snapshot.request && sameInputs(opts, next)) return snapshot;
    const p = previewed;
    if (p && p.base === snapshot && p.from === opts && p.request === req && sameInputs(p.options, next)) return p.result;
    const result = inputsApplied(snapshot, req, next);
    previewed = { base: snapshot, from: opts, request: req, options: next, result };
    return result;
  }

  const store: AskStore = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    actions,
    dispatch: on,
    setRequest(req) {
      store.update(req, opts);
    },
    setOptions(next) {
      store.update(snapshot.request, next);
    },
    update(req, next) {
      const result = preview(req, next);
      opts = next;
      previewed = null;
      if (result === snapshot) return;
      snapshot = result;
      emit();
    },
    preview,
    batch(fn) {
      depth++;
      try {
        fn();
      } finally {
        depth--;
        if (depth === 0 && dirty) emit();
      }
    },
    expire(timeoutMs, fallback) {
      transition((state) => reduce(state, { type: 'timeout', timeoutMs, fallback }), false);
    },
    restore(draft) {
      if (touched || snapshot.outcome || opts.value !== undefined) return false;
      seed = draft;
      previewed = null;
      if (snapshot.request) set(snapshot.request, restoreInto(snapshot.request, snapshot.state, draft));
      return true;
    },
    onInteraction(listener) {
      interactionListeners.add(listener);
      return () => {
        interactionListeners.delete(listener);
      };
    },
  };
  return store;
}
