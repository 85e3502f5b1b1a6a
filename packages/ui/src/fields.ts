/**
 * `@askq/ui/fields`: text and number questions for `AskUserQuestion` (an extended host's
 * `kind: "text" | "number"`, Gemini CLI's text questions, Mastra's questions without options),
 * from their own entry so a picker that never shows one does not bundle their parser, their
 * validation and stepping, or their fields:
 *
 *   import { textAndNumberQuestions } from '@askq/ui/fields';
 *   <AskUserQuestion input={input} fields={textAndNumberQuestions} onOutcome={...} />
 *
 * Without it such a question makes the picker show its input error, naming this.
 */
import { textAndNumberFields } from '@askq/core/fields';
import { fieldLabels } from './field-labels.js';
import type { AskFields } from './field-slot.js';
import { NumberField } from './number-field.js';
import { TextField } from './text-field.js';

export type { AskFields } from './field-slot.js';
export { NumberField, type NumberFieldProps } from './number-field.js';
export { TextField, type TextFieldProps } from './text-field.js';

/**
 * Text and number questions for `AskUserQuestion`'s `fields`: core's `textAndNumberFields` (the
 * parser, answers, validation, arrow-key stepping), the fields that show them and their English
 * labels.
 */
export const textAndNumberQuestions: AskFields = { ...textAndNumberFields, TextField, NumberField, labels: fieldLabels };
