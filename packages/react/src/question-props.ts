/**
 * Prop getters for one question: Radix RadioGroup / Checkbox props, the Other row, notes.
 * Rendering attributes come from the slice; handlers go through the store's stable actions.
 */
import type { ChangeEvent, KeyboardEvent } from 'react';
import { fieldText, numberProblem } from '@askq/core';
import { mergeProps } from './compose-props.js';
import { focusActivePanel } from './focus.js';
import { stepNumber } from './number-field.js';
import type { QuestionSlice } from './question-slice.js';
import type {
  AskQuestionApi,
  AskStore,
  CheckboxPropBag,
  PropBag,
  RadioGroupPropBag,
  RadioItemPropBag,
} from './types.js';
import { activeState, ariaFlag, flag } from './util.js';

/** The RadioGroup value of the Other row (option ids look like `q1.0`, so it cannot collide). */
export const OTHER_VALUE = '__other__';

// Our props always carry these fields; a consumer's props could override them, which is theirs to own.
const merge = <T extends PropBag>(ours: PropBag, theirs: PropBag | undefined) => mergeProps(ours, theirs) as T;

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * A key that types a character into the Other field when pressed on the Other choice. Digits 1-9
 * stay shortcuts and Space keeps toggling, as on every other row.
 */
function typesText(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return false;
  return event.key.length === 1 && event.key !== ' ' && !/^[1-9]$/.test(event.key);
}


/** Mutable per-component memory: whether the last interaction in the radio group was an arrow key. */
export interface ArrowMemory {
  current: boolean;
}

/** Per-component state of a number field: whether its error has been revealed (blur or Enter). */
export interface FieldErrorReveal {
  revealed: boolean;
  reveal(): void;
}

const joinIds = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export function createQuestionApi(
  store: AskStore,
  slice: QuestionSlice,
  arrow: ArrowMemory,
  fieldError: FieldErrorReveal = { revealed: false, reveal() {} },
): AskQuestionApi {
  const { question: q, index, draft, isActive, isAnswered, options, finished } = slice;
  const { ids, disabled } = options;
  const inert = disabled || finished;
  const off = inert || undefined;
  const { actions } = store;
  const single = q.selectionMode === 'single';
  // A lone question without review has no tab list to be labelled by.
  const standalone = slice.request.questions.length === 1 && !slice.hasReview;
  const textId = ids.questionText(index);
  const otherInputId = ids.otherInput(index);
  // A text / number question's field is the Other input (its text is the Other draft), so it
  // shares that id; the parts that describe it hang off it. Numeric indexes keep them unique.
  const hintId = q.hint ? `${textId}-hint` : undefined;
  const rangeId = `${otherInputId}-range`;
  const unitId = q.number?.unit ? `${otherInputId}-unit` : undefined;
  const errorId = `${otherInputId}-error`;
  const fieldValue = fieldText(q, draft);
  const fieldProblem = numberProblem(q, fieldValue);
  // An untouched default that is already wrong is the model's mistake: say so at once.
  const showFieldError = !!fieldProblem && (fieldError.revealed || !draft.other.active);
  // Digits 1-9 pick; later rows have no shortcut.
  const shortcut = (n: number) => (n <= 9 ? String(n) : undefined);
  const optionCommon = (optionId: string): PropBag => {
    const i = q.options.findIndex((o) => o.id === optionId);
    const option = q.options[i];
    return {
      id: ids.option(optionId),
      value: optionId,
      disabled: off,
      'aria-describedby': option?.description ? ids.optionDescription(optionId) : undefined,
      'aria-keyshortcuts': shortcut(i + 1),
      'data-recommended': flag(!!option?.recommended),
      // Drives the side-by-side preview: the focused option's preview shows (Claude Code).
      onFocus: () => actions.focusOption(q.id, optionId),
    };
  };
  /** The Other input and the notes field. */
  const textProps = (
    id: string,
    value: string,
    onText: (text: string) => void,
    props: PropBag | undefined,
    extra?: PropBag,
  ) =>
    mergeProps(
      {
        id,
        value,
        onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onText(event.currentTarget.value),
        disabled: disabled || undefined,
        // A finished picker keeps its text readable and selectable.
        readOnly: finished || undefined,
        ...extra,
      },
      props,
    );

  const onField = (text: string) => actions.setOtherText(q.id, text);
  /** A field question's field is named by the question and described by its hint. */
  const fieldCommon = (): PropBag => ({
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
    getQuestionProps: (props) =>
      mergeProps(
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
    getQuestionTextProps: (props) => mergeProps({ id: textId }, props),
    getRadioGroupProps: (props) =>
      merge<RadioGroupPropBag>(
        {
          value: draft.other.active ? OTHER_VALUE : (draft.selected[0] ?? ''),
          'aria-labelledby': textId,
          'aria-describedby': hintId,
          disabled: off,
          // Capture: Radix moves focus and selects inside the item's own keydown handler.
          onKeyDownCapture: (event: KeyboardEvent) => {
            arrow.current = ARROWS.has(event.key);
          },
          onPointerDownCapture: () => {
            arrow.current = false;
          },
          onValueChange(value: string) {
            if (value === OTHER_VALUE) actions.setOtherActive(q.id, true);
            // Selection follows focus on arrows (APG radio group): select, never move on (WCAG 3.2.2).
            else if (arrow.current) actions.select(q.id, value);
            else {
              actions.pick(q.id, value);
              focusActivePanel(store);
            }
          },
        },
        props,
      ),
    getRadioItemProps: (optionId, props) => merge<RadioItemPropBag>(optionCommon(optionId), props),
    getCheckboxGroupProps: (props) =>
      mergeProps(
        {
          role: 'group',
          'aria-labelledby': textId,
          'aria-describedby': hintId,
          'aria-disabled': ariaFlag(inert),
          // Up/Down move between the checkboxes as they move between radios (Claude Code's arrows
          // work in both modes); each checkbox also stays a Tab stop, as WAI-ARIA checkboxes are.
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
            if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
            const boxes = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="checkbox"]')];
            const at = boxes.indexOf(event.target as HTMLElement);
            if (at < 0) return;
            event.preventDefault();
            boxes[(at + step + boxes.length) % boxes.length]?.focus();
          },
        },
        props,
      ),
    getCheckboxProps: (optionId, props) =>
      merge<CheckboxPropBag>(
        {
          ...optionCommon(optionId),
          checked: draft.selected.includes(optionId),
          onCheckedChange: (checked: boolean | 'indeterminate') =>
            checked === true ? actions.select(q.id, optionId) : actions.deselect(q.id, optionId),
        },
        props,
      ),
    getOptionLabelProps: (optionId, props) =>
      mergeProps({ id: ids.optionLabel(optionId), htmlFor: ids.option(optionId) }, props),
    getOptionDescriptionProps: (optionId, props) => mergeProps({ id: ids.optionDescription(optionId) }, props),
    getOtherChoiceProps: (props) =>
      merge<RadioItemPropBag>(
        {
          id: ids.otherChoice(index),
          // Also the Checkbox's form value: harmless, and keeps one shape for both modes.
          value: OTHER_VALUE,
          disabled: off,
          'aria-controls': otherInputId,
          'aria-keyshortcuts': shortcut(q.options.length + 1),
          'data-other': '',
          onFocus: () => actions.focusOption(q.id, undefined),
          // In Claude Code the Other row is the text field: typing on it types the answer. Moving
          // focus in keydown lets the browser put the character in the field (nothing is lost).
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            if (inert || !typesText(event)) return;
            const field = event.currentTarget.ownerDocument.getElementById(otherInputId) as HTMLInputElement | null;
            if (!field) return;
            if (single) actions.setOtherActive(q.id, true);
            field.focus();
            // The caret after any text already typed, so the character is appended.
            const end = field.value?.length ?? 0;
            field.setSelectionRange?.(end, end);
          },
          ...(single
            ? {}
            : {
                checked: draft.other.active,
                onCheckedChange: (checked: boolean | 'indeterminate') => actions.setOtherActive(q.id, checked === true),
              }),
        },
        props,
      ),
    // Typing activates Other (core); it never advances, however the text ends.
    getOtherInputProps: (props) =>
      textProps(otherInputId, draft.other.text, (text) => actions.setOtherText(q.id, text), props, {
        placeholder: q.placeholder,
        autoComplete: 'off',
      }),
    getNotesProps: (props) => textProps(ids.notes(index), draft.notes, (notes) => actions.setNotes(q.id, notes), props),
    fieldValue,
    fieldProblem,
    showFieldError,
    getHintProps: (props) => mergeProps({ id: hintId }, props),
    getTextFieldProps: (props) => textProps(otherInputId, fieldValue, onField, props, fieldCommon()),
    getNumberFieldProps: (props) =>
      textProps(otherInputId, fieldValue, onField, props, {
        ...fieldCommon(),
        // The unit first, so the value reads as "30 s", then the hint, the range and any error.
        'aria-describedby': joinIds(unitId, hintId, rangeId, showFieldError && errorId),
        // A negative range needs a minus key, which iOS's decimal keypad lacks.
        inputMode: q.number && q.number.min < 0 ? 'text' : 'decimal',
        'aria-invalid': showFieldError || undefined,
        'aria-keyshortcuts': 'ArrowUp ArrowDown',
        'data-invalid': flag(showFieldError),
        onBlur: fieldError.reveal,
        onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
          if (inert || event.altKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
          // Before the root's Enter handling (it bubbles there next): a blocked step says why.
          if (event.key === 'Enter') return fieldError.reveal();
          const direction = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
          if (!direction) return;
          // The keys a native number input steps with; a single-line field has no other use for them.
          event.preventDefault();
          actions.setOtherText(q.id, stepNumber(q.number, fieldValue, direction));
        },
      }),
    getFieldRangeProps: (props) => mergeProps({ id: rangeId }, props),
    getFieldUnitProps: (props) => mergeProps({ id: unitId }, props),
    getFieldErrorProps: (props) => mergeProps({ id: errorId, 'aria-live': 'polite' }, props),
  };
}
