/**
 * Text and number questions, for a parser made with `createAskParser({ fields: questionFields })`:
 * what a question answered by typing reads and reports beyond a choice question's fields. An
 * extended Claude host's `kind: "text" | "number"`, Gemini CLI's `type: "text"` and Mastra's
 * question without options are such questions.
 */
import type { QuestionFields } from '../parse/parse-context.js';
import { isAbsent } from '../protocol/parse-read.js';
import { readNumberField } from './parse-number.js';

export const questionFields: QuestionFields = {
  multiSelect(c, q, kind, multiSelect) {
    const { multiKey: key, modes } = c.shape;
    if (modes && !isAbsent(q.field(key)) && q.reportable) {
      // Mastra's tool refuses a selection mode without options.
      c.report('invalid_type', q.at(key), 'requires options; add the options to choose from, or remove it to ask for free text');
    } else if (multiSelect && !modes) {
      c.report(
        'invalid_type',
        q.at(key),
        c.cc ? `applies only to choice questions, not "${kind}"; remove it` : `is ignored: a "${kind}" question has no options to select several of`,
        c.cc ? 'error' : 'warning',
      );
    }
  },
  number: readNumberField,
  options(c, kind, path) {
    c.report(
      'option_count',
      path,
      c.cc
        ? `must be empty: a "${kind}" question takes no options; remove them, or leave "kind" out to ask a choice question`
        : `are ignored: a "${kind}" question takes no options (the user types the answer); remove them, or leave "kind" out to ask a choice question`,
      c.cc ? 'error' : 'warning',
    );
  },
};
