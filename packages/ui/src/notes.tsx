'use client';
import type { HTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useAskQuestionSelector, type AskQuestionApi } from '@askq/react';
import { withProps } from './with-props.js';
import { useQuestionId } from './context.js';
import { usePickerLabels } from './labels-provider.js';

export interface NotesProps extends HTMLAttributes<HTMLDivElement> {
  textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement> | undefined;
}

const selectNotes = (api: AskQuestionApi) => api.getNotesProps();

/** The question's notes: free text sent beside the answer (or alone, as "notes only"). */
export function Notes({ textareaProps, ...props }: NotesProps) {
  const questionId = useQuestionId('Notes');
  const labels = usePickerLabels();
  // Only the notes field's own props: typing in Other (or choosing an option) leaves it alone.
  const field = withProps(useAskQuestionSelector(questionId, selectNotes), {
    rows: 2,
    placeholder: labels.notesPlaceholder,
    ...textareaProps,
    'data-slot': 'askq-notes-input',
  });
  return (
    <div {...props} data-slot="askq-notes">
      <label htmlFor={field.id}>{labels.notes}</label>
      <textarea {...field} />
    </div>
  );
}
