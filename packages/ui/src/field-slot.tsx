'use client';
import type { ComponentType } from 'react';
import type { FieldsKit } from '@askq/core/fields';
import type { AskQuestionsApi } from '@askq/react';
import { useAskContext } from './context.js';
import type { LabelsInEffect } from './labels-provider.js';
import type { FieldLabels } from './labels.js';

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
  /**
   * The fields' English labels, for the picker's parts that speak of a field (Submit's reason, a
   * tab's "needs a fix"); `labels` given to the picker or a provider win over them.
   */
  labels?: FieldLabels;
}

/** The text and number questions' kit the picker was handed, if any (`component` names the caller outside a picker). */
export const useFields = (component: string) => useAskContext(component).store.getSnapshot().settings.fields;

/**
 * The fields' labels in effect for the picker's parts that speak of a field: `labels` (the
 * picker's in effect, with any override) over the English ones of the kit the picker was handed.
 * Core's kit alone brings none: then the picker's own words still name the questions to fix.
 */
export const fieldLabelsIn = (api: AskQuestionsApi, labels: LabelsInEffect): Pick<FieldLabels, 'numberError' | 'fixAnswers' | 'invalid'> => ({
  numberError: () => '',
  fixAnswers: (items) => labels.answerAll(items.map(({ header }) => header)),
  invalid: labels.notAnswered,
  ...(api.store.getSnapshot().settings.fields as Partial<AskFields> | undefined)?.labels,
  ...labels,
});

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
