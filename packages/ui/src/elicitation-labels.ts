/**
 * The strings of `ElicitationForm` and `ElicitationUrlCard` (MCP elicitation). English by default;
 * pass a partial object as their `labels` prop. The per-field problems come from
 * `checkElicitationAnswers`: a translation words each from its `code` and `params` in `problem`.
 */
import type { ElicitationProblem } from '@askq/core/elicitation';

export interface ElicitationLabels {
  /** Who asks, above the message ("billing asks"); `undefined` when the host passed no name. */
  asks: (serverName: string | undefined) => string;
  required: string;
  optional: string;
  /** A boolean field's checkbox text when the field has no description. */
  yes: string;
  no: string;
  /** A multi-select's rule, e.g. "Choose 1 to 3". */
  chooseCount: (min: number | undefined, max: number | undefined) => string;
  /** A number field's range, e.g. "1 to 50, whole numbers"; '' shows none. */
  numberRange: (min: number | undefined, max: number | undefined, integer: boolean) => string;
  /** A text field's length rule. */
  lengthRange: (min: number | undefined, max: number | undefined) => string;
  /** A date-time field: the time zone the answer is sent in. */
  timeZone: (zone: string) => string;
  /**
   * One problem, shown at its field and in the reason Review is blocked. `problem.params` holds
   * what its words need, by `code` (the field's name; `min`, `max`, the `format` and its English
   * `example`; which choice was `expected`); the default is core's English `message`, which core
   * builds from `code` and `params` alone, so a translation switching on `code` can say all of it.
   */
  problem: (problem: ElicitationProblem) => string;
  /**
   * Why Review does nothing yet (shown once tried), before a link to each field to fix: how many
   * there are (each field's own line says what is wrong).
   */
  fixFirst: (count: number) => string;
  /** Under an optional single-select with a choice: back to no answer. */
  clearChoice: (field: string) => string;
  review: string;
  reviewTitle: string;
  notAnswered: string;
  /** The review's and receipt's answer of a required multi-select sent with nothing chosen (`[]`). */
  noneChosen: string;
  edit: string;
  submit: string;
  decline: string;
  cancel: string;
  /**
   * Cancel or Escape with changed answers asks first: this says so and what a second press does
   * (in the actions' polite live region), and Cancel reads `cancelConfirmed` meanwhile.
   */
  confirmCancel: string;
  cancelConfirmed: string;
  /** The finished form's status. */
  sent: (serverName: string | undefined) => string;
  declined: string;
  cancelled: string;
  /**
   * The finished status while the host could not deliver what the user chose (`sendFailed`): the
   * server has not received it yet, whatever it was (sent, declined, cancelled, link opened).
   */
  notSent: (serverName: string | undefined) => string;
  /** `ElicitationAsk` with params it cannot read as a form or a link (the server sent a bad request). */
  unreadable: (serverName: string | undefined) => string;
  // URL mode.
  urlAsks: (serverName: string | undefined) => string;
  open: string;
  insecure: string;
  punycode: (domain: string) => string;
  opened: string;
}

const who = (name: string | undefined) => name ?? 'An MCP server';
const range = (min: number | undefined, max: number | undefined, unit: string) =>
  min !== undefined && max !== undefined
    ? min === max
      ? `Exactly ${min}${unit}`
      : `${min} to ${max}${unit}`
    : min !== undefined
      ? `At least ${min}${unit}`
      : `At most ${max}${unit}`;

export const defaultElicitationLabels: ElicitationLabels = {
  asks: (name) => `${who(name)} asks`,
  required: 'required',
  optional: 'optional',
  yes: 'Yes',
  no: 'No',
  chooseCount: (min, max) => `Choose ${range(min, max, '').replace(/^./, (c) => c.toLowerCase())}`,
  numberRange: (min, max, integer) =>
    min === undefined && max === undefined ? (integer ? 'Whole numbers' : '') : `${range(min, max, '')}${integer ? ', whole numbers' : ''}`,
  lengthRange: (min, max) => `${range(min, max, ' characters')}`,
  timeZone: (zone) => `Your time (${zone})`,
  problem: (problem) => problem.message,
  fixFirst: (count) => (count === 1 ? 'Fix 1 field before reviewing:' : `Fix ${count} fields before reviewing:`),
  clearChoice: (field) => `Clear ${field}`,
  review: 'Review',
  reviewTitle: 'Review before sending',
  notAnswered: 'Not answered',
  noneChosen: 'None',
  edit: 'Edit',
  submit: 'Send',
  decline: 'Decline',
  cancel: 'Cancel',
  confirmCancel: 'Cancel and lose your answers? Press Escape or Discard and cancel to confirm.',
  cancelConfirmed: 'Discard and cancel',
  sent: (name) => `Sent to ${who(name)}.`,
  declined: 'You declined.',
  cancelled: 'Cancelled.',
  notSent: (name) => `Not sent: ${who(name)} has not received your answer yet.`,
  unreadable: (name) => `${who(name)} sent a request this page cannot show. Cancel it to let the server go on.`,
  urlAsks: (name) => `${who(name)} asks you to open a link`,
  open: 'Open link',
  insecure: 'This link is not encrypted (http): others on the network can read or change what you send.',
  punycode: (domain) => `The address ${domain} is written in punycode: it may imitate a name you know.`,
  opened: 'Opened in a new tab. Finish there.',
};
