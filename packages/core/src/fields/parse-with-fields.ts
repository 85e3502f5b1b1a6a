/**
 * Claude's dialect with the questions answered by typing: what `textAndNumberFields` loads on first
 * use (a chunk of its own), and what `@askq/core/dialects` exports for a host that parses them itself.
 */
import { createAskParser } from '../parse/parse.js';
import { questionFields } from './question-fields.js';

/** `parseAskRequest` that also reads text and number questions. */
export const parseWithFields = /* @__PURE__ */ createAskParser({ fields: questionFields });
