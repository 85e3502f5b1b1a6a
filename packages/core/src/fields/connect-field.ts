/**
 * A text or number question's prop getters (the `FieldConnect` part of `QuestionConnect`): the
 * field named by the question and described by its unit, hint, range and error; ArrowUp and
 * ArrowDown step a number.
 */
import { flag, nativeOf, type UiEvent } from '../connect/connect-question.js';
import type { FieldConnect, FieldScope } from '../machine/field-kit.js';
import type { KeyInput } from '../connect/keyboard.js';
import { mergeProps } from '../connect/merge-props.js';
import { fieldState } from './field-values.js';
import { numberFieldKey } from './number-step.js';

type Bag = Record<string, unknown>;

const joinIds = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** The field's prop getters for one question (`FieldKit.connect`). */
export function connectField({ question: q, draft, revealed, inert, inputId, textId, hintId, input, setText, revealError }: FieldScope): FieldConnect {
  const rangeId = `${inputId}-range`;
  const unitId = q.number?.unit ? `${inputId}-unit` : undefined;
  const errorId = `${inputId}-error`;
  const { value, problem, showError } = fieldState(q, draft, revealed);
  const merge = (ours: Bag, theirs?: object) => mergeProps(ours, theirs as Bag | undefined);
  /** A field question's field is named by the question and described by its hint. */
  const common: Bag = {
    ...input(value),
    type: 'text',
    placeholder: q.placeholder,
    autoComplete: 'off',
    'aria-labelledby': textId,
    'aria-describedby': hintId,
  };
  const onNumberKeyDown = (event: UiEvent) => {
    const key = nativeOf<KeyInput>(event);
    if (inert || key.altKey || key.ctrlKey || key.metaKey || key.isComposing) return;
    // Before the root's Enter handling (it bubbles there next): a blocked step says why.
    if (key.key === 'Enter') return revealError();
    const next = numberFieldKey(q.number, value, key);
    if (next === null) return;
    // The keys a native number input steps with; a single-line field has no other use for them.
    event.preventDefault();
    setText(next);
  };
  return {
    fieldValue: value,
    fieldProblem: problem,
    showFieldError: showError,
    getTextFieldProps: (props) => merge(common, props),
    getNumberFieldProps: (props) =>
      merge(
        {
          ...common,
          // The unit first, so the value reads as "30 s", then the hint, the range and any error.
          'aria-describedby': joinIds(unitId, hintId, rangeId, showError && errorId),
          // A negative range needs a minus key, which iOS's decimal keypad lacks.
          inputMode: q.number && q.number.min < 0 ? 'text' : 'decimal',
          'aria-invalid': showError || undefined,
          'aria-keyshortcuts': 'ArrowUp ArrowDown',
          'data-invalid': flag(showError),
          onBlur: revealError,
          onKeyDown: onNumberKeyDown,
        },
        props,
      ),
    getFieldRangeProps: (props) => merge({ id: rangeId }, props),
    getFieldUnitProps: (props) => merge({ id: unitId }, props),
    getFieldErrorProps: (props) => merge({ id: errorId, 'aria-live': 'polite' }, props),
  };
}
