/**
 * Prop getters for one question: Radix RadioGroup / Checkbox props, the Other row, notes.
 * Rendering attributes come from the slice; handlers go through the store's stable actions.
 */
import type { ChangeEvent, FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import { OTHER_VALUE, checkboxGroupStep, fieldState, numberFieldKey, optionState, radioValue, selectQuestion, typesIntoOther } from '@askq/core';
import { mergeProps } from './compose-props.js';
import { isMovingFocus, requestFocus } from './focus.js';
import type { QuestionSlice } from './question-slice.js';
import type {
  AskQuestionApi,
  AskStore,
  CheckboxProps,
  DivProps,
  ElementProps,
  InputProps,
  LabelProps,
  OtherChoiceProps,
  RadioGroupProps,
  RadioItemProps,
  TextareaProps,
} from './types.js';
import { activeState, ariaFlag, flag } from './util.js';

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** Up/Down move between the checkboxes of a multi-select group (no state: one function for all). */
function onCheckboxGroupKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const step = checkboxGroupStep(event.nativeEvent);
  if (!step) return;
  const boxes = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="checkbox"]')];
  const at = boxes.indexOf(event.target as HTMLElement);
  if (at < 0) return;
  event.preventDefault();
  boxes[(at + step + boxes.length) % boxes.length]?.focus();
}

type TextEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

/**
 * One question's event handlers, the same functions on every render (and for every component
 * that renders a part of the question), so prop bags of unchanged parts stay equal and memoized
 * rows skip re-rendering. They read the question's state when they run, not when they were made.
 */
interface QuestionHandlers {
  onGroupKeyDownCapture(event: KeyboardEvent): void;
  onGroupPointerDownCapture(): void;
  onValueChange(value: string): void;
  onOtherFocus(): void;
  onOtherKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onOtherCheckedChange(checked: boolean | 'indeterminate'): void;
  onOtherText(event: TextEvent): void;
  onNotes(event: TextEvent): void;
  revealFieldError(): void;
  optionFocus(optionId: string): (event: FocusEvent) => void;
  optionHover(optionId: string): (event: PointerEvent) => void;
  /**
   * The object `make` returned for `key` the last time, while `deps` are the same values: an
   * unchanged row's props stay the same object (cheap to compare, no id escaping per change).
   */
  remember<T>(key: string, deps: readonly unknown[], make: () => T): T;
  checkedChange(optionId: string): (checked: boolean | 'indeterminate') => void;
}

const handlerCache = new WeakMap<AskStore, Map<string, QuestionHandlers>>();

/** Caches one function per key (an option id). */
function perKey<F>(make: (key: string) => F): (key: string) => F {
  const made = new Map<string, F>();
  return (key) => {
    let fn = made.get(key);
    if (!fn) made.set(key, (fn = make(key)));
    return fn;
  };
}

function questionHandlers(store: AskStore, questionId: string): QuestionHandlers {
  let byQuestion = handlerCache.get(store);
  if (!byQuestion) handlerCache.set(store, (byQuestion = new Map()));
  let handlers = byQuestion.get(questionId);
  if (!handlers) byQuestion.set(questionId, (handlers = createHandlers(store, questionId)));
  return handlers;
}

function createHandlers(store: AskStore, questionId: string): QuestionHandlers {
  const { actions } = store;
  // Whether the last interaction in the radio group was an arrow key (Radix selects on arrows).
  let arrow = false;
  const live = () => {
    const snapshot = store.getSnapshot();
    const view = selectQuestion(snapshot, questionId);
    return view && { ...view, ids: snapshot.options.ids };
  };
  const remembered = new Map<string, { deps: readonly unknown[]; value: unknown }>();
  return {
    remember<T>(key: string, deps: readonly unknown[], make: () => T): T {
      const last = remembered.get(key);
      if (last && last.deps.length === deps.length && last.deps.every((d, i) => Object.is(d, deps[i]))) return last.value as T;
      const value = make();
      remembered.set(key, { deps, value });
      return value;
    },
    // Capture: Radix moves focus and selects inside the item's own keydown handler.
    onGroupKeyDownCapture(event) {
      arrow = ARROWS.has(event.key);
    },
    onGroupPointerDownCapture() {
      arrow = false;
    },
    onValueChange(value) {
      if (value === OTHER_VALUE) actions.setOtherActive(questionId, true);
      // Selection follows focus on arrows (APG radio group): select, never move on (WCAG 3.2.2).
      else if (arrow) actions.select(questionId, value);
      else {
        const before = store.getSnapshot();
        actions.pick(questionId, value);
        requestFocus(store, before, { kind: 'panel' });
      }
    },
    onOtherFocus: () => actions.focusOption(questionId, undefined),
    // In Claude Code the Other row is the text field: typing on it types the answer. Moving focus
    // in keydown lets the browser put the character in the field (nothing is lost).
    onOtherKeyDown(event) {
      const slice = live();
      if (!slice || slice.disabled || slice.finished || !typesIntoOther(event.nativeEvent)) return;
      const otherInputId = slice.ids.otherInput(slice.index);
      const field = event.currentTarget.ownerDocument.getElementById(otherInputId) as HTMLInputElement | null;
      if (!field) return;
      if (slice.question.selectionMode === 'single') actions.setOtherActive(questionId, true);
      field.focus();
      // The caret after any text already typed, so the character is appended.
      const end = field.value?.length ?? 0;
      field.setSelectionRange?.(end, end);
    },
    onOtherCheckedChange: (checked) => actions.setOtherActive(questionId, checked === true),
    onOtherText: (event) => actions.setOtherText(questionId, event.currentTarget.value),
    onNotes: (event) => actions.setNotes(questionId, event.currentTarget.value),
    revealFieldError: () => actions.revealFieldError(questionId),
    // Drives the side-by-side preview: the focused option's preview shows (Claude Code).
    optionFocus: perKey((optionId) => (event: FocusEvent) => {
      // Our own move (Left / Right to another question): no selection from a held arrow key.
      if (isMovingFocus()) event.preventDefault();
      actions.focusOption(questionId, optionId);
    }),
    // Previews follow the pointer too (a mouse: a touch "hover" is the tap itself).
    optionHover: perKey((optionId) => (event: PointerEvent) => {
      if (event.pointerType === 'mouse') actions.focusOption(questionId, optionId);
    }),
    checkedChange: perKey((optionId) => (checked: boolean | 'indeterminate') =>
      checked === true ? actions.select(questionId, optionId) : actions.deselect(questionId, optionId),
    ),
  };
}

const joinIds = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

const apiCache = new WeakMap<QuestionSlice, AskQuestionApi>();

/**
 * The question's API for this slice, made once and shared by every component of the question that
 * reads it (the question, each option row, Other, notes, the preview): a change builds it once,
 * not once per subscriber.
 */
export function questionApi(store: AskStore, slice: QuestionSlice): AskQuestionApi {
  let api = apiCache.get(slice);
  if (!api) apiCache.set(slice, (api = createQuestionApi(store, slice)));
  return api;
}

function createQuestionApi(store: AskStore, slice: QuestionSlice): AskQuestionApi {
  const { question: q, index, draft, isActive, isAnswered, options, finished } = slice;
  const { ids, disabled } = options;
  const inert = disabled || finished;
  const off = inert || undefined;
  const { actions } = store;
  const h = questionHandlers(store, q.id);
  const single = q.selectionMode === 'single';
  // A lone question without review has no tab list to be labelled by.
  const { standalone } = slice;
  const textId = ids.questionText(index);
  const otherInputId = ids.otherInput(index);
  // A text / number question's field is the Other input (its text is the Other draft), so it
  // shares that id; the parts that describe it hang off it. Numeric indexes keep them unique.
  const hintId = q.hint ? `${textId}-hint` : undefined;
  const rangeId = `${otherInputId}-range`;
  const unitId = q.number?.unit ? `${otherInputId}-unit` : undefined;
  const errorId = `${otherInputId}-error`;
  const { value: fieldValue, problem: fieldProblem, showError: showFieldError } = fieldState(q, draft, slice.fieldErrorRevealed);
  // Digits 1-9 pick; later rows have no shortcut.
  const shortcut = (n: number) => (n <= 9 ? String(n) : undefined);
  const optionCommon = (optionId: string): RadioItemProps =>
    h.remember(`option:${optionId}`, [q, ids, off], () => {
      const i = q.options.findIndex((o) => o.id === optionId);
      const option = q.options[i];
      return {
        id: ids.option(optionId),
        value: optionId,
        disabled: off,
        'aria-describedby': option?.description ? ids.optionDescription(optionId) : undefined,
        'aria-keyshortcuts': shortcut(i + 1),
        'data-recommended': flag(!!option?.recommended),
        onFocus: h.optionFocus(optionId),
        onPointerEnter: q.hasPreviews ? h.optionHover(optionId) : undefined,
      };
    });
  /**
   * What the Other input, the text and number fields (`<input>`) and the notes (`<textarea>`)
   * share: a controlled value, read-only once finished so the text stays selectable.
   */
  const textCommon = (id: string, value: string, onChange: (event: TextEvent) => void) => ({
    id,
    value,
    onChange,
    disabled: disabled || undefined,
    readOnly: finished || undefined,
  });

  /** A field question's field is named by the question and described by its hint. */
  const fieldCommon = (): InputProps => ({
    type: 'text',
    placeholder: q.placeholder,
    autoComplete: 'off',
    'aria-labelledby': textId,
    'aria-describedby': hintId,
  });

  return {
    question: q,
    index,
    draft,
    isActive,
    isAnswered,
    previewOption: slice.previewOption,
    disabled,
    streaming: slice.streaming,
    getOptionState: ({ optionId }) => optionState(store.getSnapshot(), slice, optionId),
    getQuestionProps: (props) =>
      mergeProps<DivProps>(
        {
          id: ids.panel(index),
          ...(standalone
            ? { role: 'group', 'aria-labelledby': textId }
            : { role: 'tabpanel', 'aria-labelledby': ids.tab(index), hidden: !isActive }),
          'data-state': activeState(isActive),
          'data-answered': flag(isAnswered),
          'data-selection-mode': q.selectionMode,
          'data-disabled': flag(disabled),
        },
        props,
      ),
    getQuestionTextProps: (props) => mergeProps<ElementProps>({ id: textId }, props),
    getRadioGroupProps: (props) =>
      mergeProps<RadioGroupProps>(
        {
          value: radioValue(draft),
          // Up / Down move between options; Left / Right are the picker's (the next question).
          orientation: 'vertical',
          'aria-labelledby': textId,
          'aria-describedby': hintId,
          disabled: off,
          onKeyDownCapture: h.onGroupKeyDownCapture,
          onPointerDownCapture: h.onGroupPointerDownCapture,
          onValueChange: h.onValueChange,
        },
        props,
      ),
    getRadioItemProps: ({ optionId, ...props }) => mergeProps(optionCommon(optionId), props),
    getCheckboxGroupProps: (props) =>
      mergeProps<DivProps>(
        {
          role: 'group',
          'aria-labelledby': textId,
          'aria-describedby': hintId,
          'aria-disabled': ariaFlag(inert),
          // Up/Down move between the checkboxes as they move between radios (Claude Code's arrows
          // work in both modes); each checkbox also stays a Tab stop, as WAI-ARIA checkboxes are.
          onKeyDown: onCheckboxGroupKeyDown,
        },
        props,
      ),
    getCheckboxProps: ({ optionId, ...props }) =>
      mergeProps(
        h.remember(`checkbox:${optionId}`, [optionCommon(optionId), draft.selected.includes(optionId)], (): CheckboxProps => ({
          ...optionCommon(optionId),
          checked: draft.selected.includes(optionId),
          onCheckedChange: h.checkedChange(optionId),
        })),
        props,
      ),
    getOptionLabelProps: ({ optionId, ...props }) =>
      mergeProps(
        h.remember(`label:${optionId}`, [ids], (): LabelProps => ({ id: ids.optionLabel(optionId), htmlFor: ids.option(optionId) })),
        props,
      ),
    getOptionDescriptionProps: ({ optionId, ...props }) =>
      mergeProps(h.remember(`description:${optionId}`, [ids], (): ElementProps => ({ id: ids.optionDescription(optionId) })), props),
    getOtherChoiceProps: (props) =>
      mergeProps<OtherChoiceProps>(
        {
          id: ids.otherChoice(index),
          // Also the Checkbox's form value: harmless, and keeps one shape for both modes.
          value: OTHER_VALUE,
          disabled: off,
          'aria-controls': otherInputId,
          'aria-keyshortcuts': shortcut(q.options.length + 1),
          'data-other': '',
          onFocus: h.onOtherFocus,
          onKeyDown: h.onOtherKeyDown,
          ...(single
            ? {}
            : {
                checked: draft.other.active,
                onCheckedChange: h.onOtherCheckedChange,
              }),
        },
        props,
      ),
    // Typing activates Other (core); it never advances, however the text ends.
    getOtherInputProps: (props) =>
      mergeProps<InputProps>(
        { ...textCommon(otherInputId, draft.other.text, h.onOtherText), placeholder: q.placeholder, autoComplete: 'off' },
        props,
      ),
    getNotesProps: (props) => mergeProps<TextareaProps>(textCommon(ids.notes(index), draft.notes, h.onNotes), props),
    fieldValue,
    fieldProblem,
    showFieldError,
    getHintProps: (props) => mergeProps<ElementProps>({ id: hintId }, props),
    getTextFieldProps: (props) =>
      mergeProps<InputProps>({ ...textCommon(otherInputId, fieldValue, h.onOtherText), ...fieldCommon() }, props),
    getNumberFieldProps: (props) =>
      mergeProps<InputProps>(
        {
          ...textCommon(otherInputId, fieldValue, h.onOtherText),
          ...fieldCommon(),
          // The unit first, so the value reads as "30 s", then the hint, the range and any error.
          'aria-describedby': joinIds(unitId, hintId, rangeId, showFieldError && errorId),
          // A negative range needs a minus key, which iOS's decimal keypad lacks.
          inputMode: q.number && q.number.min < 0 ? 'text' : 'decimal',
          'aria-invalid': showFieldError || undefined,
          'aria-keyshortcuts': 'ArrowUp ArrowDown',
          'data-invalid': flag(showFieldError),
          onBlur: h.revealFieldError,
          onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
            if (inert || event.altKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
            // Before the root's Enter handling (it bubbles there next): a blocked step says why.
            if (event.key === 'Enter') return h.revealFieldError();
            const next = numberFieldKey(q.number, fieldValue, event.nativeEvent);
            if (next === null) return;
            // The keys a native number input steps with; a single-line field has no other use for them.
            event.preventDefault();
            actions.setOtherText(q.id, next);
          },
        },
        props,
      ),
    getFieldRangeProps: (props) => mergeProps<ElementProps>({ id: rangeId }, props),
    getFieldUnitProps: (props) => mergeProps<ElementProps>({ id: unitId }, props),
    getFieldErrorProps: (props) => mergeProps<ElementProps>({ id: errorId, 'aria-live': 'polite' }, props),
  };
}
