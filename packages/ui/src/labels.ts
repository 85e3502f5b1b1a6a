import type { NumberField, NumberProblem } from '@askq/core';

/**
 * Every string the components show or announce. English by default; pass a partial object through
 * `labels` or `AskLabelsProvider` to translate or reword. Functions cover plurals and counts so a
 * language can form them its own way. `defaultLabels` holds the English set.
 */
export interface AskLabels extends PickerLabels, FieldLabels, SessionLabels {}

/** What the drop-in picker and its receipt show. */
export interface PickerLabels {
  /** The tab row's accessible name. */
  questions: string;
  /** Suffix a screen reader hears on an answered tab (the check mark is decorative). */
  answered: string;
  notAnswered: string;
  recommended: string;
  other: string;
  /** Accessible name of the Other text field. */
  otherInput: string;
  otherPlaceholder: string;
  /**
   * Shown under an Other field whose text is kept but not sent (another option is chosen, or Other
   * was unticked): the text waits for Other to be chosen again, which typing in it does.
   */
  otherNotSent: string;
  /** Accessible name and placeholder of the filter field above a long option list. */
  filterOptions: string;
  /** The filter's polite count as the user types: how many of the question's options match. */
  filterCount: (matches: number, total: number) => string;
  /** The row shown in place of the options when none matches the filter. */
  noOptionsMatch: string;
  notes: string;
  notesPlaceholder: string;
  submit: string;
  submitAnswers: string;
  next: string;
  back: string;
  /** The review tab. */
  review: string;
  reviewTitle: string;
  skip: string;
  /** Asked after Skip or Escape when typed text would be lost. */
  confirmSkip: string;
  /** The Skip button while `confirmSkip` shows. */
  skipConfirmed: string;
  chatAboutThis: string;
  /** Why Submit does nothing yet (submit policy 'any'). */
  nothingAnswered: string;
  /** Why Submit does nothing yet (submit policy 'all'), naming the questions by header. */
  answerAll: (headers: string[]) => string;
  /** Review warning; unanswered questions may still be submitted (their keys are simply absent). */
  unansweredWarning: (count: number) => string;
  preview: string;
  noPreview: string;
  /** The HTML preview frame's title. */
  previewFrame: string;
  linesHidden: (count: number) => string;
  showLess: string;
  countdown: (seconds: number) => string;
  /**
   * The key legend where a keyboard is likely: `choices` digits pick (0 for a text or number
   * question), `steps` questions (and review) to move between, Escape declines or not. One item
   * per key: the legend sets them apart (" · ") in the picker's writing direction, each item read
   * in its own, so a right-to-left picker reads its first item at the right. A single string is
   * shown as it is.
   */
  keyLegend: (keys: { choices: number; steps: number; escapeDeclines: boolean }) => string | readonly string[];
  /**
   * The key legend while focus is outside the picker (the user writes in the chat's composer):
   * its keys would type there, so it says how to get to the question instead. `from`: 'back' when
   * focus is after the question in the page (Shift+Tab reaches it), 'ahead' when before it or
   * nowhere (Tab).
   */
  reachQuestion: (from: 'back' | 'ahead') => string;
  invalidInput: string;
  /** Said (not shown) when questions arrive while the user types elsewhere, so focus stays there. */
  arrived: (count: number) => string;
  /** Shown while the tool input streams in and nothing can be shown yet. */
  loading: string;
  /** Receipt headings. */
  receiptAnswered: string;
  receiptDismissed: string;
  receiptChatAboutThis: string;
  receiptRepliedInChat: string;
  receiptTimedOut: (seconds: number) => string;
  receiptReplied: string;
  /** The user asked for more questions before the agent goes on ("Ask me more first"). */
  receiptFollowUp: string;
  receiptUnknown: string;
  /** Above the questions a declined card lists (it keeps the context of what was asked). */
  receiptAsked: string;
  /** The same, after the answers "Chat about this" passed on. */
  receiptAlsoAsked: string;
  /** "Ask me more first" (`allowFollowUp`): the user wants more questions before the agent proceeds. */
  askMore: string;
}

/** What text and number questions show (`@askq/ui/fields`), and the picker's parts that speak of them. */
export interface FieldLabels {
  /** Placeholder of a text question's field when the question has none. */
  textPlaceholder: string;
  /** A number question's range in words, under its field. */
  numberRange: (range: NumberField) => string;
  /** Why a number question's text is not an answer (under the field, and in the submit reason). */
  numberError: (problem: NumberProblem, range: NumberField | undefined) => string;
  /** Why Submit does nothing yet: a number is invalid; one `numberError` per question, by header. */
  fixAnswers: (items: { header: string; error: string }[]) => string;
  /** Suffix a screen reader hears on the tab of a question whose number is invalid. */
  invalid: string;
}

/** What `AskSession` shows around the picker. */
export interface SessionLabels {
  /** `AskSession`: where the shown question stands in the queue (shown when several wait). */
  sessionQueue: (position: number, total: number) => string;
  /** `AskSession`: which agent or subagent asks. */
  sessionAgent: (agentId: string) => string;
  /** `AskSession`: the connection dropped and the browser is reconnecting. */
  sessionReconnecting: string;
  /** `AskSession`: the connection is closed and will not come back by itself. */
  sessionClosed: string;
  /** `AskSession`: the button that opens a new connection after `sessionClosed`. */
  sessionReconnect: string;
  /** `AskSession` with `showEmpty`: nothing waits. */
  sessionEmpty: string;
  /** `AskSession`: an answer is on its way to the server. */
  sessionSending: string;
  /** `AskSession`: the answer did not reach the server (it is kept; the user can try again). */
  sessionNetworkError: string;
  /** `AskSession`: the server refused the answer, with its message. */
  sessionRejected: (message: string) => string;
  /** `AskSession`: send the same answer again. */
  sessionRetry: string;
  /** `AskSession`: show the question again to answer it differently. */
  sessionAnswerAgain: string;
  /**
   * `AskSession` without an `elicitation` component: an MCP server's request waits that the page
   * cannot show (Cancel answers it with MCP `cancel`, so the server goes on).
   */
  sessionNoElicitation: (serverName: string | undefined) => string;
  /** `AskSession`: the button under `sessionNoElicitation`. */
  sessionCancel: string;
  /**
   * `AskSession` with `notify`: the system notification's title for a new question; also what the
   * session announces when one arrives while focus is elsewhere (it never takes focus on arrival).
   */
  sessionNotification: (agentId: string | undefined) => string;
  /**
   * `AskSession`: the question shown here left without this page sending an answer for it:
   * answered, declined or cancelled in another tab, or withdrawn (the agent stopped waiting, so
   * what was chosen here was not sent). Shown under the header and announced.
   */
  sessionRetired: (how: 'answered' | 'declined' | 'cancelled' | 'withdrawn', question: string | undefined) => string;
}

// The English defaults come in pieces, each with the parts that show them, so the drop-in picker
// carries only its own: these, the fields' (field-labels.ts, with `@askq/ui/fields`) and
// AskSession's (session-labels.ts). `defaultLabels` (default-labels.ts) holds them all.
/** The English labels of the drop-in picker and its receipt. */
/**
 * The picker's labels that only parts most pickers never show speak: the long-list filter's count,
 * the preview's fold and frame (chunks loaded on first use) and the opt-in countdown. Their English
 * defaults sit beside those parts (filter-labels.ts, preview-labels.ts, countdown-labels.ts), not
 * in `pickerLabels`, so a picker's first load does not carry them; an override still reaches them.
 */
export type LaterLabels = Pick<PickerLabels, 'filterCount' | 'previewFrame' | 'linesHidden' | 'showLess' | 'countdown'>;

export const pickerLabels: Omit<PickerLabels, keyof LaterLabels> = {
  questions: 'Questions',
  answered: 'answered',
  notAnswered: 'Not answered',
  recommended: 'Recommended',
  other: 'Other',
  otherInput: 'Other answer',
  otherPlaceholder: 'Type something',
  otherNotSent: 'Not sent: choose Other or type here to send it',
  filterOptions: 'Filter options',
  noOptionsMatch: 'No options match',
  notes: 'Notes',
  notesPlaceholder: 'Anything to add? (optional)',
  submit: 'Submit',
  submitAnswers: 'Submit answers',
  next: 'Next',
  back: 'Back',
  review: 'Review',
  reviewTitle: 'Review your answers',
  skip: 'Skip',
  confirmSkip: 'Skip and lose what you typed? Press Skip or Esc again to confirm.',
  skipConfirmed: 'Skip anyway',
  chatAboutThis: 'Chat about this',
  nothingAnswered: 'Answer at least one question to submit.',
  answerAll: (headers) => `Answer ${headers.join(', ')} to submit.`,
  unansweredWarning: (n) =>
    `${n} ${n === 1 ? 'question is' : 'questions are'} not answered. You can still submit.`,
  preview: 'Preview',
  noPreview: 'No preview available',
  keyLegend: ({ choices, steps, escapeDeclines }) =>
    [
      choices > 1 ? `1-${choices} pick` : choices === 1 ? '1 picks' : '',
      'Enter confirm',
      steps > 1 ? '← → questions' : '',
      escapeDeclines ? 'Esc skip' : '',
    ].filter(Boolean),
  reachQuestion: (from) => `${from === 'back' ? 'Shift+Tab' : 'Tab'} or click to answer`,
  invalidInput: 'These questions could not be shown.',
  loading: 'Preparing questions…',
  arrived: (n) => (n === 1 ? 'The agent asks you a question.' : `The agent asks you ${n} questions.`),
  receiptAnswered: 'Answered',
  receiptDismissed: 'Skipped',
  receiptChatAboutThis: 'Chose to chat about this',
  receiptRepliedInChat: 'Replied in the chat instead',
  receiptTimedOut: (s) => `No response after ${s}s`,
  receiptReplied: 'Replied',
  receiptFollowUp: 'Asked for more questions first',
  receiptUnknown: 'Result',
  receiptAsked: 'Asked',
  receiptAlsoAsked: 'Also asked',
  askMore: 'Ask me more first',
};
