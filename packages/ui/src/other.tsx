'use client';
import type { HTMLAttributes, InputHTMLAttributes } from 'react';
import * as RadioGroup from '@radix-ui/react-radio-group';
import * as Checkbox from '@radix-ui/react-checkbox';
import { useQuestionContext } from './context.js';
import { useAskLabels } from './labels-provider.js';
import { OptionContent } from './option.js';

export interface OtherProps extends HTMLAttributes<HTMLDivElement> {
  /** Props for the text field. */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * The implicit free-text answer the model never lists: a radio item (single-select) or checkbox
 * (multi-select) labelled "Other", then a text field that chooses it as the user types. The answer
 * is the typed text itself, never the word "Other". Free-text-only questions get just the field,
 * named by the question.
 */
export function Other({ inputProps, ...props }: OtherProps) {
  const api = useQuestionContext('Other');
  const labels = useAskLabels();
  const { question } = api;
  const active = api.draft.other.active;
  const input = (
    <input
      {...(api.getOtherInputProps({
        type: 'text',
        autoComplete: 'off',
        placeholder: question.placeholder ?? labels.otherPlaceholder,
        // A free-text-only question's field is named by the question itself.
        ...(question.freeTextOnly
          ? { 'aria-labelledby': api.getQuestionTextProps().id }
          : { 'aria-label': labels.otherInput }),
        ...inputProps,
        'data-slot': 'askq-other-input',
      }) as InputHTMLAttributes<HTMLInputElement>)}
    />
  );
  if (question.freeTextOnly) {
    return (
      <div {...props} data-slot="askq-other" data-state={active ? 'checked' : 'unchecked'}>
        {input}
      </div>
    );
  }
  const choice = { 'data-slot': 'askq-option' };
  // Claude Code numbers the Other row after the options.
  const shortcut = question.options.length < 9 ? String(question.options.length + 1) : undefined;
  const content = <OptionContent shortcut={shortcut}>{labels.other}</OptionContent>;
  return (
    <div {...props} data-slot="askq-other" data-state={active ? 'checked' : 'unchecked'}>
      {question.selectionMode === 'multiple' ? (
        <Checkbox.Root {...(api.getOtherChoiceProps(choice) as Checkbox.CheckboxProps)}>{content}</Checkbox.Root>
      ) : (
        <RadioGroup.Item {...(api.getOtherChoiceProps(choice) as RadioGroup.RadioGroupItemProps)}>
          {content}
        </RadioGroup.Item>
      )}
      {input}
    </div>
  );
}
