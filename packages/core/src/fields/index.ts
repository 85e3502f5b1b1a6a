/**
 * `@askq/core/fields`: questions answered by typing, which `parseAskRequest` from `@askq/core`
 * refuses with an issue naming `parseWithFields`, and which a picker shows only when handed them:
 * an extended Claude host's `kind: "text"` and `kind: "number"` (placeholder, min, max, step,
 * defaultValue, unit), Gemini CLI's `type: "text"` and Mastra's question without options.
 *
 * - The picker: `textAndNumberFields` carries the machine's part (answers, validation, arrow-key
 *   stepping, prop getters) and a parser that reads plain Claude input at once and loads the
 *   parse of these questions on first use: `useAskQuestions(input, { fields: textAndNumberFields })`,
 *   `createAskStore(request, { fields })`. `@askq/ui` users hand over `textAndNumberQuestions`
 *   from `@askq/ui/fields`, which adds the field components.
 * - Parsing them yourself: `parseWithFields` and `questionFields` come from `@askq/core/dialects`
 *   (with the other parsers beyond plain Claude), so this entry brings no parse of its own.
 */
import type { AskParser } from '../parse/parse.js';
import { createOnDemandParser, type OnDemandParser } from '../parse/parse-on-demand.js';
import type { FieldKit } from '../machine/field-kit.js';
import { connectField } from './connect-field.js';
import { fieldAnswer, invalidAnswer } from './field-values.js';

export { connectField };
export type { QuestionFields, QuestionScope, TypedKind } from '../parse/parse-context.js';
export type { FieldConnect, FieldKit, FieldPropTypes, FieldScope } from '../machine/field-kit.js';
export { fieldAnswer, fieldState, fieldText, invalidAnswer, numberProblem, type FieldState } from './field-values.js';
export { numberFieldKey, stepNumber } from './number-step.js';

/**
 * Text and number questions for a picker: the parser that reads them and the machine's part.
 * `parser` is used when the picker is handed no parser of its own (`parseAnyDialect` and
 * `parseStrict` read these questions too). `textAndNumberFields`'s is an `OnDemandParser`.
 */
export interface FieldsKit extends FieldKit {
  parser: AskParser;
}

/**
 * Hand it over to show text and number questions: `useAskQuestions(input, { fields: textAndNumberFields })`
 * (also the store's `fields` option). Without it a picker refuses a request that holds one, with
 * an error naming this. Its parser reads plain Claude input at once; for anything else (a text or
 * number question, a streamed prefix) it loads `parseWithFields` on first use, meanwhile the input
 * reads as "nothing to show yet". A picker (`@askq/react`) parses again when it arrives;
 * `textAndNumberFields.parser.load()` asks for it ahead.
 */
export const textAndNumberFields: FieldsKit & { parser: OnDemandParser } = {
  parser: /* @__PURE__ */ createOnDemandParser(() => import('./parse-with-fields.js').then((m) => m.parseWithFields)),
  answer: fieldAnswer,
  invalid: invalidAnswer,
  connect: connectField,
};
