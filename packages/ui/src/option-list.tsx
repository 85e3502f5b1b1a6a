'use client';
import { useContext, type HTMLAttributes } from 'react';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { DirectionContext, useQuestionContext } from './context.js';
import { Option } from './option.js';
import { Other } from './other.js';
import { TextField } from './text-field.js';
import { NumberField } from './number-field.js';

export interface OptionListProps extends HTMLAttributes<HTMLDivElement> {
  /** Show the free-text Other row (when the question allows it). @default true */
  other?: boolean;
}

/**
 * The options of the enclosing `Question`. Single-select is a Radix RadioGroup (arrow keys move and
 * select, WAI-ARIA radio group pattern; Other is one more radio), multi-select is Radix checkboxes
 * inside `role="group"` (Radix has no checkbox group). Selecting never submits (WCAG 3.2.2).
 * Text and number questions (extended hosts) have no options: their field stands in for the list.
 */
export function OptionList({ other = true, ...props }: OptionListProps) {
  const api = useQuestionContext('OptionList');
  const dir = useContext(DirectionContext);
  const { question } = api;
  const items = (
    <>
      {question.options.map((option, index) => (
        <Option key={option.id} option={option} index={index} />
      ))}
      {other && question.allowOther && <Other />}
    </>
  );
  const slot = { ...props, 'data-slot': 'askq-options' };
  if (question.kind === 'text') return <TextField />;
  if (question.kind === 'number') return <NumberField />;
  if (question.freeTextOnly) return <Other />;
  if (question.selectionMode === 'multiple') {
    return <div {...(api.getCheckboxGroupProps(slot) as HTMLAttributes<HTMLDivElement>)}>{items}</div>;
  }
  return (
    <RadioGroup.Root {...(api.getRadioGroupProps(slot) as RadioGroup.RadioGroupProps)} dir={dir}>
      {items}
    </RadioGroup.Root>
  );
}
