'use client';
import { memo, type HTMLAttributes, type InputHTMLAttributes } from 'react';
import * as RadioGroup from '@radix-ui/react-radio-group';
import * as Checkbox from '@radix-ui/react-checkbox';
import { useAskQuestionSelector, type AskQuestionApi } from '@askq/react';
import { withProps } from './with-props.js';
import { useQuestionId } from './context.js';
import { usePickerLabels } from './labels-provider.js';
import { InertControl } from './inert-control.js';
import { Tick, keepPart } from './option.js';

export interface OtherProps extends HTMLAttributes<HTMLDivElement> {
  /** Props for the text field. */
  inputProps?: InputHTMLAttributes<HTMLInputElement> | undefined;
}

/**
 * What the Other row shows but its text: the choice's props (they change when Other is chosen or
 * the options stream in, which moves its key shortcut), not the text as it is typed.
 */
export const selectOtherRow = keepPart(
  (api) => {
    const row = { active: api.draft.other.active, freeTextOnly: api.question.freeTextOnly, multiple: api.question.selectionMode === 'multiple' };
    const props = api.getOtherChoiceProps();
    if (!api.streaming) return { ...row, inert: false as const, choice: props };
    // Still streaming: an inert row (see InertControl), without the checkbox's own props.
    const { checked: _checked, onCheckedChange: _onCheckedChange, ...choice } = props;
    return { ...row, inert: true as const, choice };
  },
  // The choice's bag is the same object while the question, the ids and inertness are (core keeps it).
  (api) => [api.getOtherChoiceProps(), api.draft.other.active, api.streaming],
);

const CHOICE = { 'data-slot': 'askq-option' };

/**
 * The implicit free-text answer the model never lists: a radio item (single-select) or checkbox
 * (multi-select) labelled "Other", then a text field that chooses it as the user types. The answer
 * is the typed text itself, never the word "Other". Free-text-only questions get just the field,
 * named by the question. The row re-renders when Other is chosen or not; only the field re-renders
 * as the user types.
 */
export function Other({ inputProps, ...props }: OtherProps) {
  const questionId = useQuestionId('Other');
  const labels = usePickerLabels();
  return otherRow(questionId, useAskQuestionSelector(questionId, selectOtherRow), labels.other, inputProps, props);
}

/**
 * `OptionList`'s Other row: the list reads the row's part with its own (one subscription for the
 * list and Other), so the row holds no hooks; it re-renders when its part does. Its field still
 * follows the text on its own.
 */
export const OtherRow = memo(function OtherRow({ questionId, label, ...row }: OtherRowPart & { questionId: string; label: string }) {
  // The part's fields as props (its choice bag keeps its identity), so a pick elsewhere leaves the row alone.
  return otherRow(questionId, row as OtherRowPart, label);
});

export type OtherRowPart = ReturnType<typeof selectOtherRow>;

function otherRow(
  questionId: string,
  row: OtherRowPart,
  label: string,
  inputProps?: InputHTMLAttributes<HTMLInputElement>,
  props?: HTMLAttributes<HTMLDivElement>,
) {
  const state = row.active ? 'checked' : 'unchecked';
  const input = <OtherInput questionId={questionId} inputProps={inputProps} />;
  if (row.freeTextOnly) {
    return (
      <div {...props} data-slot="askq-other" data-state={state}>
        {input}
      </div>
    );
  }
  // Claude Code numbers the Other row after the options: its `aria-keyshortcuts`, shown by styles.css.
  const choice = withProps(row.choice, CHOICE);
  return (
    <div {...props} data-slot="askq-other" data-state={state}>
      {row.inert ? (
        <InertControl {...choice} role={row.multiple ? 'checkbox' : 'radio'} checked={row.active}>
          {row.multiple && row.active && <Tick />}
          {label}
        </InertControl>
      ) : row.multiple ? (
        <Checkbox.Root {...choice}>
          {row.active && <Tick />}
          {label}
        </Checkbox.Root>
      ) : (
        <RadioGroup.Item {...choice}>{label}</RadioGroup.Item>
      )}
      {input}
    </div>
  );
}

// Typed text that is not part of the answer: another option is chosen (or Other unticked).
const keptText = ({ question, draft }: AskQuestionApi) => !question.freeTextOnly && !draft.other.active && draft.other.text.trim() !== '';

const selectInput = keepPart(
  (api) => ({
    field: api.getOtherInputProps(),
    placeholder: api.question.placeholder,
    freeTextOnly: api.question.freeTextOnly,
    kept: keptText(api),
  }),
  // The field's bag is the same object while its text, ids and inertness are (core keeps it).
  (api) => [api.getOtherInputProps(), keptText(api)],
);

/**
 * The Other text field: the one part that re-renders as the user types in it. Its text is kept
 * when another option is chosen, but then it is not sent: the field shows as inactive
 * (`data-state="inactive"`, dimmed, dashed) and says so, in a note it is described by. Typing in
 * it chooses Other again; focusing it alone changes nothing (WCAG 3.2.1).
 */
const OtherInput = memo(function OtherInput({
  questionId,
  inputProps,
}: {
  questionId: string;
  inputProps: InputHTMLAttributes<HTMLInputElement> | undefined;
}) {
  const labels = usePickerLabels();
  const { field, placeholder, freeTextOnly, kept } = useAskQuestionSelector(questionId, selectInput);
  const noteId = `${field.id}-kept`;
  const props = withProps(field, {
    type: 'text',
    autoComplete: 'off',
    placeholder: placeholder ?? labels.otherPlaceholder,
    // A free-text-only question's field is named (and described) by the question itself (core).
    ...(!freeTextOnly && { 'aria-label': labels.otherInput }),
    ...(kept ? { 'aria-describedby': noteId, 'data-state': 'inactive' } : {}),
    ...inputProps,
    'data-slot': 'askq-other-input',
  });
  if (!kept) return <input {...props} />;
  return (
    <>
      <input {...props} />
      <span id={noteId} data-slot="askq-other-note">
        {labels.otherNotSent}
      </span>
    </>
  );
});
