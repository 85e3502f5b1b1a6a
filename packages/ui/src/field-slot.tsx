'use client';
import type { ComponentType } from 'react';
import type { FieldKit } from '@askq/core';
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

const hasParts = (kit: FieldKit | undefined): kit is AskFields => !!kit && 'TextField' in kit && 'NumberField' in kit;

/**
 * A text or number question's field, from the `fields` the picker was handed (`AskFields`). A
 * picker handed core's kit alone says so instead of showing nothing.
 */
export function QuestionField({ kind }: { kind: 'text' | 'number' }) {
  const kit = useAskContext('OptionList').store.getSnapshot().options.fields;
  if (!hasParts(kit)) {
    return (
      <p role="alert" data-slot="askq-error">
        {`This ${kind} question needs its field: hand over fields={textAndNumberQuestions} (@askq/ui/fields).`}
      </p>
    );
  }
  const Field = kind === 'text' ? kit.TextField : kit.NumberField;
  return <Field />;
}
