'use client';
import { useEffect, useId, useMemo, useReducer, useRef, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { clsx } from 'clsx';
import {
  askReducer,
  createAskState,
  defaultDraftStorage,
  draftToAnswer,
  readNumber,
  removeSavedDraft,
  saveDraft,
  type AnswerMap,
  type AskDraft,
  type AskEvent,
  type AskOutcome,
  type AskQuestion,
  type AskRequest,
  type AskState,
  type FormField,
} from '@askq/core';
import { numberFieldKey } from '@askq/core/fields';
import { checkElicitationAnswers, elicitationDraft, formatValue, type ElicitationProblem } from '@askq/core/elicitation';
import type { DraftPersistence } from '@askq/react/drafts';
import { defaultElicitationLabels, type ElicitationLabels } from './elicitation-labels.js';
import { dateTimeToLocal, localToDateTime, localZoneName } from './elicitation-datetime.js';
import { useArrivalFocus } from './arrival-focus.js';
import { useIsoLayoutEffect } from './layout-effect.js';

export interface ElicitationFormProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSubmit'> {
  /** A form from `parseElicitation` (`'questions' in request`; `isUrlElicitation` is false). */
  request: AskRequest;
  /**
   * Called exactly once: `answered` (Send, after the review), `declined` with `explicit: true`
   * (Decline) or `declined` without it (Cancel, Escape). `toElicitationResult(request, outcome)`
   * turns it into the MCP `ElicitResult` (accept / decline / cancel). Cancel and Escape ask first
   * when the user changed an answer (a second press cancels); Decline, a button that says what it
   * does, never asks.
   */
  onOutcome?: ((outcome: AskOutcome, request: AskRequest) => void) | undefined;
  labels?: Partial<ElicitationLabels> | undefined;
  /** Heading level of "<server> asks". @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6 | undefined;
  /**
   * Take focus when it arrives, as the picker does: the first field, unless focus is in a
   * field that holds text (the user is writing) or in another card (then it is only scrolled into view). `false`:
   * never. @default true
   */
  autoFocus?: boolean | undefined;
  /**
   * Once finished, a receipt: who asked, the message, and for Send exactly what was sent (each
   * field's answer as the review showed it), above the status line. `false`: the status line only.
   * @default true
   */
  showReceipt?: boolean | undefined;
  /**
   * The host could not deliver the outcome (a failed send, `AskSession` sets it): the finished
   * status says it was not sent instead of "Sent to ...", until the host delivers it.
   * @default false
   */
  sendFailed?: boolean | undefined;
  /**
   * Opt-in draft persistence, off by default, as the picker's: `draftPersistence({ key })` from
   * `@askq/ui/drafts`, keyed per request, saves the answers on every change and restores them when
   * the form mounts again (before it paints; into the form, not its review), and removes them once
   * the form is sent, declined or cancelled. Every field is saved: MCP keeps sensitive input out of
   * form mode (it asks for that through URL mode).
   */
  drafts?: DraftPersistence | undefined;
}

type FormEvent = AskEvent | { type: 'accept' } | { type: 'attempt' };
type Field = AskQuestion & { field: FormField };

/**
 * An MCP elicitation form (`elicitation/create`, form mode): who asks, the message as plain text,
 * every field at once with native inputs (formats as email / url / date / datetime-local inputs,
 * booleans as a checkbox, enums as radios, multi-selects as checkboxes), schema defaults filled in,
 * each field's problem at the field once it was left or Review tried, then a review of exactly what
 * will be sent, with Edit, before Send. Decline and Cancel (or Escape) end it at any step.
 *
 * Cancel and Escape with changed answers ask first, as the picker's Skip and Escape do with typed
 * text: Cancel becomes "Discard and cancel" and the actions' live region says what a second press
 * does; a second Cancel or Escape cancels, any edit goes back to normal. Schema defaults left as
 * they are count as nothing changed. Decline, like the picker's "Chat about this", is a deliberate,
 * labeled choice and never asks.
 *
 * A flat form, not the stepped `AskUserQuestion`: a server's form is one set of related fields
 * (the picker's tabs, digit shortcuts, Other rows and "Chat about this" do not apply), and every
 * MCP outcome needs the user's explicit choice. The state is the core reducer's, so outcomes have
 * the picker's shape.
 */
export function ElicitationForm({
  request,
  onOutcome,
  labels: partialLabels,
  headingLevel = 3,
  autoFocus = true,
  showReceipt = true,
  sendFailed = false,
  drafts,
  className,
  ...props
}: ElicitationFormProps) {
  const labels = useMemo(() => ({ ...defaultElicitationLabels, ...partialLabels }), [partialLabels]);
  const fields = request.questions.filter((q): q is Field => q.field !== undefined);
  const [state, dispatch] = useReducer(
    (s: AskState, e: FormEvent) => formReducer(request, s, e),
    request,
    (r) => createAskState(r, initialDraft(r)),
  );
  const base = useId();
  const id = (qid: string, part = 'input') => `${base}-${qid}-${part}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const afterPress = useAfterPress();
  const answers = useMemo(() => formAnswers(request, state.drafts), [request, state.drafts]);
  const problems = useMemo(() => checkElicitationAnswers(request, answers), [request, answers]);
  const problemOf = (qid: string) => problems.find((p) => p.questionId === qid);
  // What the user changed from the draft they were given (defaults left alone are no change).
  const initialAnswers = useMemo(() => JSON.stringify(formAnswers(request, initialDraft(request).drafts)), [request]);
  const changed = JSON.stringify(answers) !== initialAnswers;
  // Cancel asked to confirm for these drafts: any edit makes new drafts, which ends the question.
  const [confirmFor, setConfirmFor] = useState<AskState['drafts']>();
  const confirming = confirmFor === state.drafts;

  // Drafts: a saved one replaces the defaults before the first paint (in an effect, so a
  // server-rendered page hydrates what the server showed), unless the user already changed an
  // answer; a field it does not hold keeps its default, what does not fit the form is dropped
  // (core's restore). Every change of the answers is saved; the draft goes once finished.
  const key = drafts?.key;
  const given = useRef(state.drafts);
  useIsoLayoutEffect(() => {
    const saved = drafts?.read();
    if (saved && state.drafts === given.current) dispatch({ type: 'restore', draft: { ...saved, drafts: { ...given.current, ...saved.drafts }, phase: 'answering' } });
    // Once per key: later renders hand over a new `drafts` object for the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  useEffect(() => {
    if (!key) return;
    const storage = drafts?.storage ?? defaultDraftStorage();
    if (state.outcome) removeSavedDraft(storage, key);
    else if (state.drafts !== given.current) saveDraft(storage, key, { drafts: state.drafts, activeIndex: 0, phase: 'answering' });
  }, [key, drafts?.storage, state.drafts, state.outcome]);

  // Exactly once, whatever re-renders follow.
  const reported = useRef(false);
  useEffect(() => {
    if (state.outcome && !reported.current) {
      reported.current = true;
      onOutcome?.(state.outcome, request);
    }
  }, [state.outcome, onOutcome, request]);

  // Arrival: the first field takes focus when the page is not busy elsewhere (see useArrivalFocus).
  useArrivalFocus(rootRef, !state.outcome, autoFocus, firstField);
  // Each step starts where the user reads: the review's heading, or the field to fix / edit.
  const focusNext = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target && rootRef.current) focusIn(rootRef.current, target);
  });

  const serverName = request.source?.serverName;
  const Heading = `h${headingLevel}` as const;
  const asked = (
    <>
      <Heading data-slot="askq-title" id={id('form', 'asks')}>
        {labels.asks(serverName)}
      </Heading>
      {request.title && <p data-slot="askq-message">{request.title}</p>}
    </>
  );
  const finished = state.outcome;
  if (finished) {
    const answered = finished.type === 'answered';
    const text = sendFailed
      ? labels.notSent(serverName)
      : answered ? labels.sent(serverName) : finished.type === 'declined' && finished.explicit ? labels.declined : labels.cancelled;
    // The receipt: what was asked and, once sent, exactly what went (a decline or cancel sent nothing).
    return (
      <div
        {...props}
        className={clsx('askq', className)}
        data-slot="askq-elicitation"
        data-state="done"
        {...(showReceipt ? { role: 'group', 'aria-labelledby': id('form', 'asks') } : {})}
      >
        {showReceipt && asked}
        {showReceipt && answered && answerList(fields, state, labels)}
        <Status text={text} />
      </div>
    );
  }

  const cancel = () => (changed && !confirming ? setConfirmFor(state.drafts) : dispatch({ type: 'decline', reason: 'dismissed' }));
  const decline = () => dispatch({ type: 'decline', reason: 'dismissed', explicit: true });
  const toReview = () => {
    setConfirmFor(undefined);
    if (problems.length > 0) {
      // A second try changes no state (nothing re-renders): focus the field to fix at once.
      if (state.attempted && rootRef.current) focusIn(rootRef.current, 'invalid');
      else focusNext.current = 'invalid';
      dispatch({ type: 'attempt' });
    } else {
      focusNext.current = 'review';
      dispatch({ type: 'review' });
    }
  };
  const reviewing = state.phase === 'review';
  // Why Review waits: how many fields to fix and a link to each (their own lines say what is wrong).
  const toFix = state.attempted ? fields.filter((q) => problemOf(q.id)) : [];
  const reason = toFix.length > 0 ? (
    <>
      {labels.fixFirst(toFix.length)}{' '}
      {toFix.map((q, i) => (
        <span key={q.id}>
          {i > 0 && ', '}
          <a
            href={`#${id(q.id)}`}
            data-slot="askq-fix-link"
            onClick={(event) => {
              event.preventDefault();
              rootRef.current?.ownerDocument.getElementById(id(q.id))?.focus();
            }}
          >
            {q.question}
          </a>
        </span>
      ))}
    </>
  ) : null;
  const button = (variant: string) => ({ type: 'button' as const, 'data-slot': 'askq-button', 'data-variant': variant });

  return (
    <div
      {...props}
      ref={rootRef}
      className={clsx('askq', className)}
      data-slot="askq-elicitation"
      data-state={reviewing ? 'review' : 'answering'}
      role="group"
      aria-labelledby={id('form', 'asks')}
      onPointerDownCapture={(event) => {
        props.onPointerDownCapture?.(event);
        afterPress.start();
      }}
      onKeyDown={(event) => {
        props.onKeyDown?.(event);
        // Escape dismisses: a cancel (asked first with changed answers), never the explicit decline.
        if (!event.defaultPrevented && event.key === 'Escape') {
          event.preventDefault();
          cancel();
        }
      }}
    >
      {asked}
      {reviewing ? (
        <div data-slot="askq-review">
          <p data-slot="askq-heading" tabIndex={-1}>
            {labels.reviewTitle}
          </p>
          {answerList(fields, state, labels)}
        </div>
      ) : (
        <div data-slot="askq-form-fields">
          {fields.map((q) => (
            <FormFieldView
              key={q.id}
              question={q}
              state={state}
              dispatch={dispatch}
              labels={labels}
              id={(part) => id(q.id, part)}
              afterPress={afterPress.run}
              problem={state.attempted || state.revealed?.[q.id] ? problemOf(q.id) : undefined}
            />
          ))}
        </div>
      )}
      <div data-slot="askq-actions">
        {/* Also where a Cancel that asks first says what a second press does. */}
        <p data-slot="askq-reason" id={id('form', 'reason')} aria-live="polite" data-state={confirming ? 'confirm' : undefined}>
          {confirming ? labels.confirmCancel : reviewing ? null : reason}
        </p>
        <button {...button('ghost')} onClick={cancel}>
          {confirming ? labels.cancelConfirmed : labels.cancel}
        </button>
        <button {...button('secondary')} onClick={decline}>
          {labels.decline}
        </button>
        {reviewing ? (
          <>
            <button
              {...button('secondary')}
              onClick={() => {
                focusNext.current = 'first';
                setConfirmFor(undefined);
                dispatch({ type: 'previous' });
              }}
            >
              {labels.edit}
            </button>
            <button {...button('primary')} onClick={() => dispatch({ type: 'accept' })}>
              {labels.submit}
            </button>
          </>
        ) : (
          // Never natively disabled: when it cannot act it says why, in words it points at.
          <button
            {...button('primary')}
            aria-disabled={problems.length > 0 || undefined}
            aria-describedby={reason && !confirming ? id('form', 'reason') : undefined}
            onClick={toReview}
          >
            {labels.review}
          </button>
        )}
      </div>
    </div>
  );
}

type FocusTarget = 'review' | 'first' | 'invalid';

/**
 * A field's problem shows when the field is left. Left by pressing a button of the form (Review,
 * Decline), the problem's line would appear between the press and the release and push the
 * button away from the pointer, and the click would be lost. So while a press that started in
 * the form is down, what leaving a field shows waits until just after the release (and its click).
 */
function useAfterPress() {
  const [press] = useState(() => {
    let waiting: (() => void)[] | null = null;
    const flush = () => {
      const run = waiting ?? [];
      waiting = null;
      for (const fn of run) fn();
    };
    return {
      start() {
        if (waiting || typeof window === 'undefined') return;
        waiting = [];
        // The click follows the release in the same task: run after it. Whichever of the two
        // ends the press removes both listeners (none is left to end a later press early).
        const listening = new AbortController();
        const release = () => {
          listening.abort();
          setTimeout(flush, 0);
        };
        window.addEventListener('pointerup', release, { signal: listening.signal });
        window.addEventListener('pointercancel', release, { signal: listening.signal });
      },
      run(fn: () => void) {
        if (waiting) waiting.push(fn);
        else fn();
      },
    };
  });
  return press;
}

function focusIn(root: HTMLElement, target: FocusTarget) {
  if (target === 'review') root.querySelector<HTMLElement>('[data-slot="askq-review"] [tabindex="-1"]')?.focus();
  else if (target === 'first') firstField(root)?.focus();
  else root.querySelector<HTMLElement>('[data-slot="askq-form-fields"] [aria-invalid="true"]')?.focus();
}

/** The first field's control: a radio group's chosen radio (where Tab lands), else its first input. */
function firstField(root: HTMLElement): HTMLElement | null {
  const field = root.querySelector<HTMLElement>('[data-slot="askq-form-fields"] [data-slot="askq-field"]');
  return field?.querySelector<HTMLElement>('input[type="radio"]:checked') ?? field?.querySelector<HTMLElement>('input') ?? null;
}

/**
 * The finished form's one line. The button that finished it is gone: when focus went with it (to
 * the body), the status takes it, so keyboard users stay in place.
 */
export function Status({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus();
  }, []);
  return (
    <p role="status" tabIndex={-1} ref={ref} data-slot="askq-status">
      {text}
    </p>
  );
}

/** The core reducer plus the form's two steps of its own: a blocked attempt and the accept after review. */
function formReducer(request: AskRequest, state: AskState, event: FormEvent): AskState {
  if (state.outcome) return state;
  if (event.type === 'attempt') return state.attempted ? state : { ...state, attempted: true };
  if (event.type === 'accept') {
    // Only what was reviewed, and only answers the server accepts (an empty optional form is fine).
    const answers = formAnswers(request, state.drafts);
    if (state.phase !== 'review' || checkElicitationAnswers(request, answers).length > 0) return state;
    return { ...state, phase: 'submitted', outcome: { type: 'answered', answers } };
  }
  return askReducer(request, state, event);
}

/**
 * The answers as typed: a number field's text as it stands (the picker's own reading drops a
 * number off its range, which would read as "required" instead of "must be at most 50"), so
 * `checkElicitationAnswers` names the real problem and `toElicitationResult` checks the same text.
 */
function formAnswers(request: AskRequest, drafts: AskState['drafts']): AnswerMap {
  const answers: AnswerMap = {};
  for (const q of request.questions) {
    const draft = drafts[q.id];
    if (!draft) continue;
    if (q.kind === 'choice') {
      const answer = draftToAnswer(q, draft);
      if (answer) answers[q.id] = answer;
    } else if (draft.other.text.trim()) answers[q.id] = { selected: [], other: draft.other.text.trim() };
  }
  return answers;
}

/**
 * The schema defaults (`elicitationDraft`), and `false` for a boolean without one: a checkbox
 * cannot show "no answer", so what it shows (unchecked) is what is sent, and the review says so.
 */
export function initialDraft(request: AskRequest): AskDraft {
  const draft = elicitationDraft(request);
  for (const q of request.questions) {
    const d = draft.drafts[q.id];
    const no = q.options.find((o) => o.value === false);
    if (q.field?.type === 'boolean' && d && d.selected.length === 0 && no) d.selected = [no.id];
  }
  return draft;
}

/** Field -> answer as it is (or was) sent: the review's list, and the receipt's. */
function answerList(fields: Field[], state: AskState, labels: ElicitationLabels) {
  return (
    <dl data-slot="askq-answers">
      {fields.map((q) => {
        const shown = shownAnswer(q, state, labels);
        return (
          <div key={q.id}>
            <dt>{q.question}</dt>
            <dd data-state={shown === undefined ? 'unanswered' : undefined}>{shown ?? labels.notAnswered}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The answer as the review shows it: option titles, Yes / No, text and numbers as they will be sent. */
function shownAnswer(q: Field, state: AskState, labels: ElicitationLabels): string | undefined {
  const answer = formAnswers({ dialect: 'mcp', questions: [q], previewFormat: 'markdown' }, state.drafts)[q.id];
  // A required multi-select that may be empty is sent as [] (core's rule): nothing chosen.
  if (!answer) return q.field.type === 'array' && q.field.required && !q.field.minItems ? labels.noneChosen : undefined;
  const { other } = answer;
  // A number goes as its value: "1e2" and "007" are sent as 100 and 7; an http(s) URI as core
  // normalises it ("café" percent-encoded, a host in punycode).
  if (other !== undefined) return q.kind === 'number' ? String(readNumber(other) ?? other) : (q.field.format && formatValue(q.field.format, other)) || other;
  if (q.field.type === 'boolean') {
    const option = q.options.find((o) => o.label === answer.selected[0]);
    return option?.value === true ? labels.yes : labels.no;
  }
  return q.options
    .filter((o) => answer.selected.includes(o.label))
    .map((o) => o.displayLabel)
    .join(', ');
}

const INPUT_TYPES = { email: 'email', uri: 'url', date: 'date', 'date-time': 'datetime-local' } as const;

interface FieldViewProps {
  question: Field;
  state: AskState;
  dispatch: (event: FormEvent) => void;
  labels: ElicitationLabels;
  id: (part: string) => string;
  /** Shown: the field was left, or Review tried. */
  problem: ElicitationProblem | undefined;
  /** Runs `fn` now, or after the pointer press under way (see `useAfterPress`). */
  afterPress: (fn: () => void) => void;
}

function FormFieldView({ question: q, state, dispatch, labels, id, problem, afterPress }: FieldViewProps) {
  const { field } = q;
  const draft = state.drafts[q.id];
  const reveal = () => dispatch({ type: 'revealFieldError', questionId: q.id });
  const leave = () => afterPress(reveal);
  const error = problem ? labels.problem(problem) : '';
  const rule = ruleText(q, labels);
  const described = [q.hint && id('hint'), rule && id('rule'), error && id('error')].filter(Boolean).join(' ') || undefined;
  // The space outside the span: a name is computed from trimmed element texts.
  const mark = (
    <>
      {' '}
      <span data-slot="askq-required" data-required={field.required ? '' : undefined}>
        ({field.required ? labels.required : labels.optional})
      </span>
    </>
  );
  const footer: ReactNode = (
    <>
      {q.hint && (
        <p data-slot="askq-hint" id={id('hint')}>
          {q.hint}
        </p>
      )}
      {rule && (
        <p data-slot="askq-field-range" id={id('rule')}>
          {rule}
        </p>
      )}
      {/* Always rendered, so the live region exists before its message arrives. */}
      <p data-slot="askq-field-error" id={id('error')} aria-live="polite">
        {error}
      </p>
    </>
  );
  const invalid = problem ? true : undefined;

  if (field.type === 'boolean') {
    const yes = q.options.find((o) => o.value === true);
    const no = q.options.find((o) => o.value === false);
    const checked = !!yes && !!draft?.selected.includes(yes.id);
    return (
      <div data-slot="askq-field" data-kind="boolean" data-invalid={invalid ? '' : undefined}>
        <ChoiceRow kind="checkbox" checked={checked}>
          <input
            type="checkbox"
            data-slot="askq-option-input"
            id={id('input')}
            checked={checked}
            aria-invalid={invalid}
            aria-describedby={described}
            onChange={(e) => {
              const option = e.currentTarget.checked ? yes : no;
              if (option) dispatch({ type: 'select', questionId: q.id, optionId: option.id });
            }}
            onBlur={leave}
          />
          <span data-slot="askq-option-label">
            {q.question}
            {mark}
          </span>
        </ChoiceRow>
        {footer}
      </div>
    );
  }

  if (q.kind === 'choice') {
    const multiple = q.selectionMode === 'multiple';
    return (
      <fieldset
        data-slot="askq-field"
        data-kind={multiple ? 'multiple' : 'single'}
        data-invalid={invalid ? '' : undefined}
        aria-describedby={described}
        // Left when focus moves outside the group, not from one option to the next.
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) leave();
        }}
      >
        <legend data-slot="askq-field-label">
          {q.question}
          {mark}
        </legend>
        <div data-slot="askq-options">
          {q.options.map((o, i) => {
            const checked = !!draft?.selected.includes(o.id);
            return (
              <ChoiceRow key={o.id} kind={multiple ? 'checkbox' : 'radio'} checked={checked}>
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  data-slot="askq-option-input"
                  name={id('group')}
                  id={i === 0 ? id('input') : undefined}
                  value={o.id}
                  checked={checked}
                  aria-invalid={invalid}
                  required={!multiple && field.required ? true : undefined}
                  onChange={() => dispatch({ type: multiple ? 'toggle' : 'select', questionId: q.id, optionId: o.id })}
                />
                <span data-slot="askq-option-label">{o.displayLabel}</span>
              </ChoiceRow>
            );
          })}
        </div>
        {/* Radios cannot be unchosen: an optional choice gets a way back to no answer. */}
        {!multiple && !field.required && !!draft?.selected.length && (
          <button type="button" data-slot="askq-button" data-variant="ghost" onClick={() => dispatch({ type: 'clear', questionId: q.id })}>
            {labels.clearChoice(q.question)}
          </button>
        )}
        {footer}
      </fieldset>
    );
  }

  // Text and number fields: the draft's text is the answer (a date-time as RFC 3339 with its zone).
  const text = draft?.other.text ?? '';
  const dateTime = field.format === 'date-time';
  const numeric = q.kind === 'number';
  return (
    <div data-slot="askq-field" data-kind={field.format ?? field.type} data-invalid={invalid ? '' : undefined}>
      <label data-slot="askq-field-label" htmlFor={id('input')}>
        {q.question}
        {mark}
      </label>
      <input
        data-slot="askq-field-input"
        id={id('input')}
        type={!numeric && field.format ? INPUT_TYPES[field.format] : 'text'}
        value={dateTime ? dateTimeToLocal(text) : text}
        required={field.required}
        aria-invalid={invalid}
        aria-describedby={described}
        // Numbers as the picker's number field has them: text with a numeric keypad (a native
        // number input reports "" for "2." half typed), ArrowUp / ArrowDown stepping in range.
        {...(numeric ? { inputMode: (field.minimum ?? 0) < 0 ? 'text' : field.type === 'integer' ? 'numeric' : 'decimal', 'aria-keyshortcuts': 'ArrowUp ArrowDown' } : {})}
        {...(dateTime ? { step: 1 } : {})}
        {...(field.format === 'email' ? { autoComplete: 'email' } : {})}
        onChange={(e) => {
          const value = e.currentTarget.value;
          dispatch({ type: 'setOtherText', questionId: q.id, text: dateTime ? localToDateTime(value) : value });
        }}
        onBlur={leave}
        onKeyDown={(e) => {
          // Enter in a field is "I am done here": its problem may show now.
          if (e.key === 'Enter') reveal();
          const stepped = numeric ? arrowStep(q, text, e) : null;
          if (stepped !== null) {
            e.preventDefault();
            dispatch({ type: 'setOtherText', questionId: q.id, text: stepped });
          }
        }}
      />
      {footer}
    </div>
  );
}

/**
 * ArrowUp / ArrowDown: the picker's stepping (`q.number`, when both bounds make a range). With one
 * bound only, a step of one from the text, kept on the bounded side: an integer's minimum of 1
 * from empty is 1, not -1.
 */
function arrowStep(q: Field, text: string, key: KeyboardEvent<HTMLInputElement>): string | null {
  const stepped = numberFieldKey(q.number, text, key);
  if (stepped === null || q.number) return stepped;
  const { minimum = -Infinity, maximum = Infinity, type } = q.field;
  const whole = type === 'integer';
  return String(Math.min(Math.max(Number(stepped), whole ? Math.ceil(minimum) : minimum), whole ? Math.floor(maximum) : maximum));
}

/**
 * A choice as the picker's option row (`askq-option`: its border, hover, checked fill and drawn
 * radio or box, from styles.css) around a native input that keeps the browser's keyboard (arrows
 * in a radio group, Space) and names; the input covers the row, unseen.
 */
function ChoiceRow({ kind, checked, children }: { kind: 'radio' | 'checkbox'; checked: boolean; children: ReactNode }) {
  return (
    <label data-slot="askq-option" data-kind={kind} data-state={checked ? 'checked' : 'unchecked'}>
      {children}
      {/* A checked box's tick, as the picker's rows draw it. */}
      {kind === 'checkbox' && checked && <span data-slot="askq-check" aria-hidden="true" />}
    </label>
  );
}

/** The rule under a field, in words: a range, a length, a count, the date-time's zone. */
function ruleText(q: Field, labels: ElicitationLabels): string {
  const { field } = q;
  if (q.kind === 'number') return labels.numberRange(field.minimum, field.maximum, field.type === 'integer');
  if (field.type === 'array' && (field.minItems !== undefined || field.maxItems !== undefined)) return labels.chooseCount(field.minItems, field.maxItems);
  const parts: string[] = [];
  if (field.minLength !== undefined || field.maxLength !== undefined) parts.push(labels.lengthRange(field.minLength, field.maxLength));
  if (field.format === 'date-time') parts.push(labels.timeZone(localZoneName()));
  return parts.join('. ');
}
