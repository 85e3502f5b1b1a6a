/** The tool description the model reads, apart from the tool definition so it loads without the AI SDK. */
import { type InputSchemaOptions, type ToolLimits, DEFAULT_TOOL_LIMITS } from './schema.js';

const range = (min: number, max: number) => (Number.isFinite(max) ? `${min}-${max}` : `${min} or more`);

const PREVIEW = {
  markdown: 'A single-select option may carry a preview (markdown, shown in a monospace box) when comparing concrete artifacts such as layouts or code.',
  html: 'A single-select option may carry a preview (a small HTML fragment with at least one tag, inline styles only, no script, style, html or body tags) when comparing concrete artifacts such as layouts or charts.',
};

/**
 * Our own words for what the protocol asks of the model (spec sections 1 and 3), for the host
 * described by `options` (preview format, extended questions, optional descriptions).
 */
export function askUserQuestionDescription(overrides: ToolLimits = {}, options: InputSchemaOptions = {}): string {
  const strict = options.strict === 'claude-code';
  const l = strict ? DEFAULT_TOOL_LIMITS : { ...DEFAULT_TOOL_LIMITS, ...overrides };
  const extended = strict && options.extended === true;
  const description = extended || options.optionalDescriptions === true ? 'an optional description' : 'a description';
  return [
    `Ask the user ${range(1, l.maxQuestions)} multiple-choice questions and wait for the answers.`,
    'Use it when a decision is really theirs to make (a preference, a trade-off, a missing requirement) and you can offer concrete alternatives; do not ask what you can find out yourself.',
    `Each question needs the full question text (unique within the call), a header of at most ${l.maxHeaderLength} characters, ${range(l.minOptions, l.maxOptions)} options with a short label and ${description}, and multiSelect: true when several options can apply at once.`,
    ...(extended
      ? [
          'A question may instead set kind "text" (a free-text answer, no options, optional placeholder) or kind "number" (no options; min and max required, optional step, defaultValue and unit), and the call may carry a short title.',
        ]
      : []),
    'Put the option you recommend first and end its label with " (Recommended)".',
    'Never add an "Other" option: the user can always type an answer of their own.',
    PREVIEW[options.previewFormat === 'html' ? 'html' : 'markdown'],
    'The result quotes each answer by its question. The user may also decline or reply in the chat instead: then follow what they wrote and do not assume any answer.',
  ].join(' ');
}
