/** The exact wording of the tool result text (spec section 3); the writer and the reader share it. */

// Exact texts of spec section 3 (the dashes are U+2014).
export const TIMEOUT_TAIL =
  "s \u2014 the user may be away from keyboard. Proceed using your best judgment based on the context so far; you can re-ask this question later if it's still relevant.";
export const IDLE = '\n\nBefore going idle the user had selected: ';
export const RESPONDED = 'The user responded: ';
export const NONE = 'The user did not answer the questions.';
export const CONTINUE = '. You can now continue with ';
export const WRAPPERS = {
  answered: ['Your questions have been answered: ', CONTINUE + 'these answers in mind.'],
  free: [
    'The user answered: ',
    '. Read the answers carefully \u2014 they may request clarification, changes, or that you not proceed \u2014 and follow what they actually say.',
  ],
  legacy: ['User has answered your questions: ', CONTINUE + "the user's answers in mind."],
} as const;
export const PREVIEW = ' selected preview:\n';
export const NOTES = ' notes: ';
export const LEGACY_NOTES = ' user notes: ';
export const NO_OPTION = '(no option selected)';

// The follow-up wordings (CLI 2.1.260): head, then the optional ALSO_WROTE sentence, then the tail.
const FOLLOW_UP = 'The user asked for more questions before ';
export const FOLLOW_UP_ASKED = FOLLOW_UP + 'you proceed.';
export const FOLLOW_UP_ANSWERED = [
  FOLLOW_UP_ASKED + ' So far they answered: ',
  ' Call AskUserQuestion again with follow-up questions that build on these answers (do not repeat these); do not start the task yet.',
] as const;
export const FOLLOW_UP_NONE = [
  FOLLOW_UP + 'answering.',
  ' Call AskUserQuestion again now with further questions about this decision (do not repeat these); do not proceed with the task yet.',
] as const;
export const ALSO_WROTE = ' They also wrote: "';

/** The feedback of Claude Code's "Chat about this" (spec section 2), four-space indents as the CLI writes them. */
export const CHAT_ABOUT_THIS =
  'The user wants to clarify these questions.\n' +
  '    This means they may have additional information, context or questions for you.\n' +
  '    Take their response into account and then reformulate the questions if appropriate.\n' +
  '    Start by asking them what they would like to clarify.\n\n' +
  '    Questions asked:';

/** The body askuserquestion-go returns when the resolver was cancelled (reference 000). */
export const CANCELLED_TEXT = '[cancelled by user]';
