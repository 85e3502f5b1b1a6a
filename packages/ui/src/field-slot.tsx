'use client';
import type { ComponentType } from 'react';
import type { FieldsKit } from '@askq/core/fields';
import { useAskContext } from './context.js';

/**
 * Text and number questions for `AskUserQuestion`: core's kit (`FieldsKit`: the parser, answers,
 * validation, stepping) and the components that show their fields. `textAndNumberQuestions` from
 * `@askq/ui/fields` is the one to hand over; another pair of components may replace these.
 */
export interface AskFields extends FieldsKit {
  /** Renders a `kind: "text"` question's field inside its `Question`. */
  TextField: ComponentType;
  /** Renders a `kind: "number"` question's field inside its `Question`. */
  NumberField: ComponentType;
}

/** The text and number questions' kit the picker was handed, if any (`component` names the caller outside a picker). */
export const useFields = (component: string) => useAskContext(component).store.getSnapshot().options.fields;

/**
 * A text or number question's field, from the `fields` the picker was handed (`AskFields`). A
 * picker handed core's kit alone (no components) says so instead of showing nothing.
 */
export function QuestionField({ kind }: { kind: 'text' | 'number' }) {
  const kit = useFields('OptionList') as Partial<AskFields> | undefined;
  const Field = kind === 'text' ? kit?.TextField : kit?.NumberField;
  return Field ? (
    <Field />
  ) : (
    <p role="alert" data-slot="askq-error">{`This ${kind} question needs fields={textAndNumberQuestions} (@askq/ui/fields).`}</p>
  );
}
