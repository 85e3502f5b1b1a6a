'use client';
import { useCallback, type ButtonHTMLAttributes, type ReactNode } from 'react';
import * as RadioGroup from '@radix-ui/react-radio-group';
import * as Checkbox from '@radix-ui/react-checkbox';
import type { AskOption } from '@askq/core';
import { useAskQuestionSelector, type AskQuestionApi } from '@askq/react';
import { withProps } from './with-props.js';
import { InertControl } from './inert-control.js';
import { useQuestionId } from './context.js';
import { useAskLabels } from './labels-provider.js';

/** A button's attributes but `value`: an option's value is its id. */
export interface OptionProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value'> {
  option: AskOption;
  /**
   * Position in the list. The digit shortcut shown (options 1-9) is the option's place in its
   * question (`aria-keyshortcuts`), so a filtered list keeps each row's digit.
   */
  index: number;
}

/**
 * One option: a Radix radio item (single-select) or checkbox (multi-select) whose whole row is the
 * control. Its name is the display label (plus "Recommended"), its description is linked by
 * `aria-describedby`; the raw label, " (Recommended)" included, stays the answer.
 */
export function Option({ option, index: _index, ...props }: OptionProps) {
  const questionId = useQuestionId('Option');
  const labels = useAskLabels();
  // This row's own props (checked, disabled, its stable handlers), unmerged so the selector stays
  // cheap: another row's selection or typing in Other leaves the row alone.
  const select = useCallback(
    (api: AskQuestionApi) => {
      const optionId = option.id;
      const label = api.getOptionLabelProps({ optionId });
      const description = option.description ? api.getOptionDescriptionProps({ optionId }) : undefined;
      const multiple = api.question.selectionMode === 'multiple';
      // Still streaming: an inert row, checked as a restored draft says (see InertControl).
      if (api.streaming) {
        const inert = { role: multiple ? ('checkbox' as const) : ('radio' as const), checked: api.getOptionState({ optionId }).selected };
        return { inert, label, description, control: api.getRadioItemProps({ optionId }) };
      }
      return multiple
        ? { multiple: true as const, label, description, control: api.getCheckboxProps({ optionId }) }
        : { multiple: false as const, label, description, control: api.getRadioItemProps({ optionId }) };
    },
    [option],
  );
  const part = useAskQuestionSelector(questionId, select);
  // The label sits inside the control it names, so the getter's `htmlFor` has no use here.
  const { htmlFor: _for, ...label } = withProps(part.label, { 'data-slot': 'askq-option-label' });
  const badgeId = `${String(label.id)}-badge`;
  const theirs = {
    ...props,
    'data-slot': 'askq-option',
    'data-recommended': option.recommended ? '' : undefined,
  };
  const labelledBy = option.recommended ? `${String(label.id)} ${badgeId}` : String(label.id);
  const name = <span {...label}>{option.displayLabel}</span>;
  const content = (
    <OptionContent>
      {option.recommended ? (
        <span data-slot="askq-option-title">
          {name}
          <span data-slot="askq-badge" id={badgeId}>
            {labels.recommended}
          </span>
        </span>
      ) : (
        name
      )}
      {part.description && (
        <span {...withProps(part.description, { 'data-slot': 'askq-option-description' })}>{option.description}</span>
      )}
    </OptionContent>
  );
  if (part.inert) {
    return (
      <InertControl {...withProps(part.control, theirs)} {...part.inert} aria-labelledby={labelledBy}>
        {content}
      </InertControl>
    );
  }
  if (part.multiple) {
    return (
      <Checkbox.Root {...withProps(part.control, theirs)} aria-labelledby={labelledBy}>
        {content}
      </Checkbox.Root>
    );
  }
  return (
    <RadioGroup.Item {...withProps(part.control, theirs)} aria-labelledby={labelledBy}>
      {content}
    </RadioGroup.Item>
  );
}

/**
 * The inside of an option row: a drawn radio / checkbox mark, then the text. The digit hint before
 * them is the row's own `::before`, showing its `aria-keyshortcuts` (styles.css): one element less
 * per row, and no text of its own in the row's name.
 */
export function OptionContent({ children }: { children: ReactNode }) {
  return (
    <>
      <span data-slot="askq-control" aria-hidden="true" />
      <span data-slot="askq-option-text">{children}</span>
    </>
  );
}
