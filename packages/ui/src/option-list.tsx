'use client';
import { memo, useContext, type HTMLAttributes } from 'react';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { useAskQuestionSelector, type AskQuestionApi } from '@askq/react';
import { withProps } from './with-props.js';
import { DirectionContext, useQuestionId } from './context.js';
import { Option } from './option.js';
import { Other } from './other.js';
import { TextField } from './text-field.js';
import { NumberField } from './number-field.js';

export interface OptionListProps extends HTMLAttributes<HTMLDivElement> {
  /** Show the free-text Other row (when the question allows it). @default true */
  other?: boolean;
}

// Rows re-render only when their own props or slice change, not with the list.
const MemoOption = memo(Option);
const MemoOther = memo(Other);

const selectList = (api: AskQuestionApi) =>
  api.question.selectionMode === 'multiple'
    ? { question: api.question, streaming: api.streaming, multiple: true as const, group: api.getCheckboxGroupProps() }
    : { question: api.question, streaming: api.streaming, multiple: false as const, group: api.getRadioGroupProps() };

/**
 * The options of the enclosing `Question`. Single-select is a Radix RadioGroup (arrow keys move and
 * select, WAI-ARIA radio group pattern; Other is one more radio), multi-select is Radix checkboxes
 * inside `role="group"` (Radix has no checkbox group). Selecting never submits (WCAG 3.2.2).
 * Text and number questions (extended hosts) have no options: their field stands in for the list.
 */
export function OptionList({ other = true, ...props }: OptionListProps) {
  const questionId = useQuestionId('OptionList');
  const dir = useContext(DirectionContext);
  // The question and its group's own props (the selected value): not the Other text or the notes.
  const list = useAskQuestionSelector(questionId, selectList);
  const { question } = list;
  if (question.kind === 'text') return <TextField />;
  if (question.kind === 'number') return <NumberField />;
  if (question.freeTextOnly) return <Other />;
  const items = (
    <>
      {question.options.map((option, index) => (
        <MemoOption key={option.id} option={option} index={index} />
      ))}
      {other && question.allowOther && <MemoOther />}
    </>
  );
  if (list.multiple) {
    return <div {...withProps(list.group, { ...props, 'data-slot': 'askq-options' })}>{items}</div>;
  }
  // Radix takes the direction from the page (`DirectionContext`), not from a `dir` prop.
  const { dir: _dir, ...rest } = props;
  if (list.streaming) {
    // Still streaming: the radio group Radix would render, inert, around inert rows (InertControl).
    const { 'aria-labelledby': labelledBy, 'aria-describedby': describedBy } = list.group;
    return (
      <div {...rest} role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} dir={dir} data-disabled="" data-slot="askq-options">
        {items}
      </div>
    );
  }
  return (
    <RadioGroup.Root {...withProps(list.group, { ...rest, 'data-slot': 'askq-options' })} dir={dir}>
      {items}
    </RadioGroup.Root>
  );
}
