'use client';
import type { HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import type { AskIssue } from '@askq/core';
import { usePickerLabels } from './labels-provider.js';

export interface InputErrorProps extends HTMLAttributes<HTMLDivElement> {
  issues: AskIssue[];
}

/**
 * What the picker shows when the tool input cannot be parsed: never a blank (the user would think
 * the model is still thinking) and never a crash (it would take the chat down). The issues are the
 * parser's own sentences, the same ones the model gets back.
 */
export function InputError({ issues, className, ...props }: InputErrorProps) {
  const labels = usePickerLabels();
  const errors = issues.filter((i) => i.severity === 'error');
  return (
    <div {...props} className={clsx('askq', className)} role="alert" data-slot="askq-error">
      <p data-slot="askq-heading">{labels.invalidInput}</p>
      {(errors.length ? errors : issues).length > 0 && (
        <ul>
          {(errors.length ? errors : issues).map((issue, i) => (
            <li key={i} data-code={issue.code}>
              {issue.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
