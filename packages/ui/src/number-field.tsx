'use client';
import type { HTMLAttributes, InputHTMLAttributes } from 'react';
import { useQuestionContext } from './context.js';
import { fieldLabels } from './field-labels.js';
import { useLabelsWith } from './labels-provider.js';

export interface NumberFieldProps extends HTMLAttributes<HTMLDivElement> {
  /** Props for the `<input>`. */
  inputProps?: InputHTMLAttributes<HTMLInputElement> | undefined;
}

/**
 * A `kind: "number"` question's answer (extended hosts): a text field with a numeric keypad, the
 * unit after it, the range in words under it, and an error that says what fits once the user
 * leaves the field (not while a number is half typed). ArrowUp / ArrowDown step within the range.
 */
export function NumberField({ inputProps, ...props }: NumberFieldProps) {
  const api = useQuestionContext('NumberField');
  const labels = useLabelsWith(fieldLabels);
  const range = api.question.number;
  const unit = range?.unit;
  const error = api.showFieldError && api.fieldProblem ? labels.numberError(api.fieldProblem, range) : '';
  return (
    <div {...props} data-slot="askq-field" data-invalid={api.showFieldError ? '' : undefined}>
      <div data-slot="askq-field-row">
        <input
          {...api.getNumberFieldProps({
            ...inputProps,
            'data-slot': 'askq-field-input',
          })}
        />
        {unit && <span {...api.getFieldUnitProps({ 'data-slot': 'askq-field-unit' })}>{unit}</span>}
      </div>
      {range && <p {...api.getFieldRangeProps({ 'data-slot': 'askq-field-range' })}>{labels.numberRange(range)}</p>}
      {/* Always rendered, so the live region exists before its message arrives. */}
      <p {...api.getFieldErrorProps({ 'data-slot': 'askq-field-error' })}>{error}</p>
    </div>
  );
}
