'use client';
import { memo, type HTMLAttributes, type InputHTMLAttributes } from 'react';
import * as RadioGroup from '@radix-ui/react-radio-group';
import * as Checkbox from '@radix-ui/react-checkbox';
import { useAskQuestionSelector, type AskQuestionApi } from '@askq/react';
import { withProps } from './with-props.js';
import { useQuestionId } from './context.js';
import { useAskLabels } from './labels-provider.js';
import { OptionContent } from './option.js';
import { InertControl } from './inert-control.js';

export interface OtherProps extends HTMLAttributes<HTMLDivElement> {
  /** Props for the text field. */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/** What the Other row's frame shows: it changes when Other is chosen, not as its text is typed. */
const selectFrame = (api: AskQuestionApi) => ({
  active: api.draft.other.active,
  freeTextOnly: api.question.freeTextOnly,
  multiple: api.question.selectionMode === 'multiple',
  optionCount: api.question.options.length,
});

/**
 * The implicit free-text answer the model never lists: a radio item (single-select) or checkbox
 * (multi-select) labelled "Other", then a text field that chooses it as the user types. The answer
 * is the typed text itself, never the word "Other". Free-text-only questions get just the field,
 * named by the question.
 */
export function Other({ inputProps, ...props }: OtherProps) {
  const questionId = useQuestionId('Other');
  const { active, freeTextOnly, multiple, optionCount } = useAskQuestionSelector(questionId, selectFrame);
  const input = <OtherInput questionId={questionId} inputProps={inputProps} />;
  if (freeTextOnly) {
    return (
      <div {...props} data-slot="askq-other" data-state={active ? 'checked' : 'unchecked'}>
        {input}
      </div>
    );
  }
  // Claude Code numbers the Other row after the options: its `aria-keyshortcuts`, shown by styles.css.
  return (
    <div {...props} data-slot="askq-other" data-state={active ? 'checked' : 'unchecked'}>
      <OtherChoice questionId={questionId} multiple={multiple} optionCount={optionCount} />
      {input}
    </div>
  );
}

const CHOICE = { 'data-slot': 'askq-option' };
const selectChoice = (api: AskQuestionApi) => {
  const props = api.getOtherChoiceProps();
  if (!api.streaming) return { inert: false as const, choice: props };
  // Still streaming: an inert row (see InertControl), without the checkbox's own props.
  const { checked: _checked, onCheckedChange: _onCheckedChange, ...choice } = props;
  return { inert: true as const, choice, checked: api.draft.other.active };
};

/** The Other radio item / checkbox: re-renders when it is checked or unchecked, not per keystroke. */
const OtherChoice = memo(function OtherChoice({
  questionId,
  multiple,
}: {
  questionId: string;
  multiple: boolean;
  /**
   * Its key shortcut follows the number of options: as they stream in, the row renders with the
   * list in the same commit, instead of in one of its own once the store announces the change.
   */
  optionCount: number;
}) {
  const labels = useAskLabels();
  const ours = useAskQuestionSelector(questionId, selectChoice);
  const choice = withProps(ours.choice, CHOICE);
  const content = <OptionContent>{labels.other}</OptionContent>;
  if (ours.inert) {
    return (
      <InertControl {...choice} role={multiple ? 'checkbox' : 'radio'} checked={ours.checked}>
        {content}
      </InertControl>
    );
  }
  return multiple ? (
    <Checkbox.Root {...choice}>{content}</Checkbox.Root>
  ) : (
    <RadioGroup.Item {...choice}>{content}</RadioGroup.Item>
  );
});

const selectInput = (api: AskQuestionApi) => ({
  field: api.getOtherInputProps(),
  placeholder: api.question.placeholder,
  textId: api.getQuestionTextProps().id,
  freeTextOnly: api.question.freeTextOnly,
});

/** The Other text field: the one part that re-renders as the user types in it. */
const OtherInput = memo(function OtherInput({
  questionId,
  inputProps,
}: {
  questionId: string;
  inputProps: InputHTMLAttributes<HTMLInputElement> | undefined;
}) {
  const labels = useAskLabels();
  const { field, placeholder, textId, freeTextOnly } = useAskQuestionSelector(questionId, selectInput);
  const props = withProps(field, {
    type: 'text',
    autoComplete: 'off',
    placeholder: placeholder ?? labels.otherPlaceholder,
    // A free-text-only question's field is named by the question itself.
    ...(freeTextOnly ? { 'aria-labelledby': textId } : { 'aria-label': labels.otherInput }),
    ...inputProps,
    'data-slot': 'askq-other-input',
  });
  return <input {...props} />;
});
