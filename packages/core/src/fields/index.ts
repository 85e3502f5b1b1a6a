/**
 * `@askq/core/fields`: questions answered by typing, which `parseAskRequest` from `@askq/core`
 * refuses with an issue naming this entry: an extended Claude host's `kind: "text"` and
 * `kind: "number"` (placeholder, min, max, step, defaultValue, unit), Gemini CLI's `type: "text"`
 * and Mastra's question without options. `parseWithFields` reads Claude's dialect with them; hand
 * `questionFields` to `createAskParser` to add them to another kit. `parseAnyDialect` and
 * `parseStrict` read them already. A picker reads them when handed the parser:
 * `<AskUserQuestion parser={parseWithFields} />`.
 */
import { createAskParser } from '../parse/parse.js';
import { questionFields } from './question-fields.js';

export { questionFields };
export type { QuestionFields, QuestionScope, TypedKind } from '../parse/parse-context.js';

/** `parseAskRequest` that also reads text and number questions. */
export const parseWithFields = /* @__PURE__ */ createAskParser({ fields: questionFields });
