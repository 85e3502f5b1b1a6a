'use client';
import type { HTMLAttributes, InputHTMLAttributes } from 'react';
import { useQuestionContext } from './context.js';
import { fieldLabels } from './field-labels.js';
import { useLabelsWith } from './labels-provider.js';

export interface TextFieldProps extends HTMLAttributes<HTMLDivElement> {
  /** Props for the `<input>`. */
  inputProps?: InputHTMLAttributes<HTMLInputElement> | undefined;
}

/**
 * A `kind: "text"` question's answer (extended hosts): one text field named by the question, with
 * the question's placeholder. The typed text is the answer; Enter confirms the step.
 */
export function TextField({ inputProps, ...props }: TextFieldProps) {
  const api = useQuestionContext('TextField');
  const labels = useLabelsWith(fieldLabels);
  return (
    <div {...props} data-slot="askq-field">
      <input
        {...api.getTextFieldProps({
          placeholder: api.question.placeholder ?? labels.textPlaceholder,
          ...inputProps,
          'data-slot': 'askq-field-input',
        })}
      />
    </div>
  );
}
