/**
 * What the part reads and shows calls with beyond plain Claude input, loaded on first use
 * (`part-kit-load.ts`): this package's parser (the lenient parse, Claude Code's schema, text and
 * number questions), the picker's fields for those questions and the result text the model read.
 */
export { parseToolInput } from './parse.js';
export { askToolResultText } from './output.js';
export { textAndNumberQuestions } from '@askq/ui/fields';
