'use client';
import type { HTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useQuestionContext } from './context.js';
import { useAskLabels } from './labels-provider.js';

export interface NotesProps extends HTMLAttributes<HTMLDivElement> {
  textareaProps?: TextareaHTMLAttributes<HTMLTextAreaElement>;
}

/** The question's notes: free text sent beside the answer (or alone, as "notes only"). */
export function Notes({ textareaProps, ...props }: NotesProps) {
  const api = useQuestionContext('Notes');
  const labels = useAskLabels();
  const field = api.getNotesProps({
    rows: 2,
    placeholder: labels.notesPlaceholder,
    ...textareaProps,
    'data-slot': 'askq-notes-input',
  }) as TextareaHTMLAttributes<HTMLTextAreaElement>;
  return (
    <div {...props} data-slot="askq-notes">
      <label htmlFor={field.id}>{labels.notes}</label>
      <textarea {...field} />
    </div>
  );
}
