/**
 * `@askq/core/fields`: questions answered by typing, which `parseAskRequest` from `@askq/core`
 * refuses with an issue naming this entry, and which a picker shows only when handed them: an
 * extended Claude host's `kind: "text"` and `kind: "number"` (placeholder, min, max, step,
 * defaultValue, unit), Gemini CLI's `type: "text"` and Mastra's question without options.
 *
 * - Parsing: `parseWithFields` reads Claude's dialect with them; hand `questionFields` to
 *   `createAskParser` to add them to another kit. `parseAnyDialect` and `parseStrict` read them
 *   already.
 * - The picker: `textAndNumberFields` carries that parser and the machine's part (answers,
 *   validation, arrow-key stepping, prop getters): `useAskQuestions(input, { fields: textAndNumberFields })`,
 *   `createAskStore(request, { fields })`. `@askq/ui` users hand over `textAndNumberQuestions`
 *   from `@askq/ui/fields`, which adds the field components.
 */
import type { AskParser } from '../parse/parse.js';
import { createAskParser } from '../parse/parse.js';
import type { FieldKit } from '../machine/field-kit.js';
import { connectField } from './connect-field.js';
import { fieldAnswer, invalidAnswer } from './field-values.js';
import { questionFields } from './question-fields.js';

export { questionFields, connectField };
export type { QuestionFields, QuestionScope, TypedKind } from '../parse/parse-context.js';
export type { FieldConnect, FieldKit, FieldPropTypes, FieldScope } from '../machine/field-kit.js';
export { fieldAnswer, fieldState, fieldText, invalidAnswer, numberProblem, type FieldState } from './field-values.js';
export { numberFieldKey, stepNumber } from './number-step.js';

/** `parseAskRequest` that also reads text and number questions. */
export const parseWithFields = /* @__PURE__ */ createAskParser({ fields: questionFields });

/**
 * Text and number questions for a picker: the parser that reads them and the machine's part.
 * `parser` is used when the picker is handed no parser of its own (`parseAnyDialect` and
 * `parseStrict` read these questions too).
 */
export interface FieldsKit extends FieldKit {
  parser: AskParser;
}

/**
 * Hand it over to show text and number questions: `useAskQuestions(input, { fields: textAndNumberFields })`
 * (also the store's `fields` option). Without it a picker refuses a request that holds one, with
 * an error naming this.
 */
export const textAndNumberFields: FieldsKit = {
  parser: parseWithFields,
  answer: fieldAnswer,
  invalid: invalidAnswer,
  connect: connectField,
};
