'use client';
import { useCallback, type ButtonHTMLAttributes, type ReactNode } from 'react';
import * as RadioGroup from '@radix-ui/react-radio-group';
import * as Checkbox from '@radix-ui/react-checkbox';
import type { AskOption } from '@askq/core';
import { useAskQuestionSelector, type AskQuestionApi } from '@askq/react';
import { withProps } from './with-props.js';
import { useQuestionId } from './context.js';
import { useAskLabels } from './labels-provider.js';

export interface OptionProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  option: AskOption;
  /** Position in the list: options 1-9 show their digit shortcut. */
  index: number;
}

/**
 * One option: a Radix radio item (single-select) or checkbox (multi-select) whose whole row is the
 * control. Its name is the display label (plus "Recommended"), its description is linked by
 * `aria-describedby`; the raw label, " (Recommended)" included, stays the answer.
 */
export function Option({ option, index, ...props }: OptionProps) {
  const questionId = useQuestionId('Option');
  const labels = useAskLabels();
  // This row's own props (checked, disabled, its stable handlers), unmerged so the selector stays
  // cheap: another row's selection or typing in Other leaves the row alone.
  const select = useCallback(
    (api: AskQuestionApi) => {
      const multiple = api.question.selectionMode === 'multiple';
      return {
        multiple,
        label: api.getOptionLabelProps(option.id),
        description: option.description ? api.getOptionDescriptionProps(option.id) : undefined,
        control: multiple ? api.getCheckboxProps(option.id) : api.getRadioItemProps(option.id),
      };
    },
    [option],
  );
  const part = useAskQuestionSelector(questionId, select);
  // The label sits inside the control it names, so the getter's `htmlFor` has no use here.
  const { htmlFor: _for, ...label } = withProps(part.label, { 'data-slot': 'askq-option-label' });
  const badgeId = `${String(label.id)}-badge`;
  const control = {
    ...withProps(part.control, {
      ...props,
      'data-slot': 'askq-option',
      'data-recommended': option.recommended ? '' : undefined,
    }),
    'aria-labelledby': option.recommended ? `${String(label.id)} ${badgeId}` : String(label.id),
  };
  const key = index < 9 ? String(index + 1) : undefined;
  const content = (
    <OptionContent shortcut={key}>
      <span data-slot="askq-option-title">
        <span {...label}>{option.displayLabel}</span>
        {option.recommended && (
          <span data-slot="askq-badge" id={badgeId}>
            {labels.recommended}
          </span>
        )}
      </span>
      {part.description && (
        <span {...withProps(part.description, { 'data-slot': 'askq-option-description' })}>{option.description}</span>
      )}
    </OptionContent>
  );
  if (part.multiple) {
    return <Checkbox.Root {...(control as Checkbox.CheckboxProps)}>{content}</Checkbox.Root>;
  }
  return <RadioGroup.Item {...(control as RadioGroup.RadioGroupItemProps)}>{content}</RadioGroup.Item>;
}

/** The inside of an option row: digit hint, a drawn radio / checkbox mark, then the text. */
export function OptionContent({ shortcut, children }: { shortcut?: string | undefined; children: ReactNode }) {
  return (
    <>
      <span data-slot="askq-key" aria-hidden="true">
        {shortcut}
      </span>
      <span data-slot="askq-control" aria-hidden="true" />
      <span data-slot="askq-option-text">{children}</span>
    </>
  );
}
