/**
 * An option as the parse makes it from its label: its id from its input position, and the label
 * shown with a trailing "(Recommended)" split off. Shared by the lenient parse (parse-options.ts)
 * and the fast path for plain Claude input (parse-canonical.ts), so both name options alike.
 */
import type { AskOption } from '../protocol/types.js';

const SUFFIX = '(recommended)';

/**
 * The option without its description and preview. The suffix is split off with string operations
 * rather than a `\s*...$` regex, which backtracks quadratically on long whitespace runs. A label
 * that is nothing but the suffix keeps its text, or the option would have no name.
 */
export function toOption(questionId: string, label: string, index: number, recommendedByIndex = false): AskOption {
  const trimmed = label.trimEnd();
  const recommended = trimmed.slice(-SUFFIX.length).toLowerCase() === SUFFIX;
  return {
    id: `${questionId}.${index}`,
    label,
    displayLabel: (recommended && trimmed.slice(0, -SUFFIX.length).trimEnd()) || label,
    recommended: recommended || recommendedByIndex,
  };
}
