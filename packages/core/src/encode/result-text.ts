import type { AskOutcome, AskQuestion, AskRequest, DeclineReason } from '../protocol/types.js';
import { claudeAnswerFields, joinAnswer, splitAnswerList, type ClaudeAnswerFields } from './claude-output.js';
import { checkOutcome } from '../protocol/outcome-check.js';
import {
  ALSO_WROTE,
  CANCELLED_TEXT,
  CHAT_ABOUT_THIS,
  FOLLOW_UP_ANSWERED,
  FOLLOW_UP_NONE,
  IDLE,
  LEGACY_NOTES,
  NO_OPTION,
  NONE,
  NOTES,
  PREVIEW,
  RESPONDED,
  TIMEOUT_TAIL,
  WRAPPERS,
} from './result-text-wording.js';

/**
 * 'current': the newest CLI's wording. 'legacy': the current branches, but answers worded as up to
 * CLI 2.1.144 (`User has answered your questions: ...`, ` user notes: `). Kept for compatibility;
 * `cliVersion` writes exactly what one CLI version wrote.
 */
export type ResultTextStyle = 'current' | 'legacy';
export type DeclinedOutcome = Extract<AskOutcome, { type: 'declined' }>;

export interface ResultTextOptions {
  /**
   * Write the text a given Claude Code CLI version wrote for the same answer, e.g. `'2.1.144'`
   * (`claude --version` output is accepted as is). Wins over `style`. See the version table in the
   * README; a feature a version lacks (a timeout before 2.1.198, a follow-up before 2.1.260, a
   * response before 2.1.157) is written as that version wrote the rest of the answer.
   * @default the newest wording
   */
  cliVersion?: string | undefined;
  /** @default 'current' */
  style?: ResultTextStyle | undefined;
}

type Branch = 'timeout' | 'followUp' | 'responded' | 'none' | 'free';

/** What one range of CLI versions writes. */
interface Wording {
  /** The catch-all branch: `User has answered your questions` with ` user notes: ` (else `Your questions have been answered`, ` notes: `). */
  legacy: boolean;
  /** Fragments in question order; else in the answers object's key order. */
  questionOrder: boolean;
  /** `"q"=(no option selected)` for a question with notes and no answer. */
  noOption: boolean;
  /** An answer of `(notes only)` counts as no answer (from 2.1.120, with `(no option selected)`: spec section 3's table). */
  notesOnlyIsNone: boolean;
  /** The branches checked before the catch-all, in the CLI's order. */
  branches: readonly Branch[];
  /** Multi-select answers are checked for the free-text branch with the quoting rule; else by a plain split on ", ". */
  quotingAware: boolean;
}

/** The version table of spec section 3: from each version on, what changed. */
const HISTORY: readonly (readonly [since: string, change: Partial<Wording>])[] = [
  ['0.0.0', { legacy: true, questionOrder: false, noOption: false, notesOnlyIsNone: false, branches: [], quotingAware: false }],
  // Spec section 3: 2.1.120 brought `(no option selected)` and the `(notes only)` rule together.
  ['2.1.120', { questionOrder: true, noOption: true, notesOnlyIsNone: true }],
  ['2.1.145', { legacy: false }],
  ['2.1.157', { branches: ['responded', 'none'] }],
  ['2.1.198', { branches: ['timeout', 'responded', 'none'] }],
  ['2.1.216', { branches: ['timeout', 'responded', 'none', 'free'] }],
  ['2.1.235', { quotingAware: true }],
  ['2.1.260', { branches: ['timeout', 'followUp', 'responded', 'none', 'free'] }],
];

/** `style: 'legacy'` (kept for compatibility): the newest branches, but answers worded as up to 2.1.144 whatever they hold. */
const LEGACY_STYLE: Partial<Wording> = { legacy: true, branches: ['timeout', 'followUp', 'responded', 'none'] };

function versionOf(text: string): number[] {
  const match = /^\s*v?(\d+)\.(\d+)\.(\d+)/.exec(text);
  if (!match) throw new RangeError(`cliVersion must be a Claude Code version such as "2.1.144", got ${JSON.stringify(String(text).slice(0, 40))}`);
  return match.slice(1).map(Number);
}

const atLeast = (version: number[], since: number[]) => {
  const k = version.findIndex((n, i) => n !== since[i]);
  return k < 0 || version[k]! > since[k]!;
};

function wordingFor({ cliVersion, style }: ResultTextOptions): Wording {
  const version = cliVersion === undefined ? undefined : versionOf(cliVersion);
  let wording = {} as Wording;
  for (const [since, change] of HISTORY) if (!version || atLeast(version, versionOf(since))) wording = { ...wording, ...change };
  return version === undefined && style === 'legacy' ? { ...wording, ...LEGACY_STYLE } : wording;
}

/**
 * A number as the CLI reads a number answer (after trimming): plain decimals only, so `1e1`, `+5`,
 * `.5` and `5.` (which the number field accepts) count as free text there.
 */
const CLI_NUMBER = /^-?\d+(\.\d+)?$/;

/** An answer the plain "Your questions have been answered" branch takes (spec section 3's "exact option label"). */
function isExact(question: AskQuestion, value: string, wording: Wording): boolean {
  const labels = question.options.map((o) => o.label);
  if (question.kind === 'number') {
    const text = value.trim();
    const n = Number(text);
    return CLI_NUMBER.test(text) && Number.isFinite(n) && !!question.number && n >= question.number.min && n <= question.number.max;
  }
  if (question.kind === 'text') return false;
  if (question.selectionMode === 'single') return labels.includes(value);
  if (!wording.quotingAware) return value.split(', ').every((item) => labels.includes(item));
  // The CLI's check: a whole label, or a list its split reads (none ends in an empty item) that
  // writes back to the same text, item by item a label. A text written that way splits back here.
  const items = splitAnswerList(question, value);
  return labels.includes(value) || (!value.endsWith(', ') && joinAnswer(question, { selected: items }, true) === value && items.every((item) => labels.includes(item)));
}

/**
 * The `"<question>"="<answer>"` fragments as the CLI builds them from `updatedInput`, and whether
 * every answer is an exact label (no notes, no free text).
 */
function fragments(request: AskRequest, fields: ClaudeAnswerFields, wording: Wording) {
  const { answers, annotations = {} } = fields;
  const byText = new Map(request.questions.map((q) => [q.question, q]));
  // Up to 2.1.119 the CLI walked the answers object: JavaScript key order, which is the question
  // order they are written in, except that integer-like question texts come first.
  const keys = wording.questionOrder ? request.questions.map((q) => q.question) : Object.keys(answers);
  const notesMark = wording.legacy ? LEGACY_NOTES : NOTES;
  const parts: string[] = [];
  let exact = true;
  for (const key of keys) {
    let answer = Object.hasOwn(answers, key) ? answers[key] : undefined;
    // From 2.1.120 the CLI writes an answer only when it is truthy and not `(notes only)`.
    if (wording.notesOnlyIsNone && (answer === '(notes only)' || answer === '')) answer = undefined;
    const annotation = Object.hasOwn(annotations, key) ? annotations[key] : undefined;
    const notes = annotation?.notes ? notesMark + annotation.notes : '';
    if (answer !== undefined) {
      const preview = annotation?.preview !== undefined ? PREVIEW + annotation.preview : '';
      parts.push(`"${key}"="${answer}"${preview}${notes}`);
      exact &&= !notes && isExact(byText.get(key)!, answer, wording);
    } else if (wording.noOption && notes) {
      parts.push(`"${key}"=${NO_OPTION}${notes}`);
      exact = false;
    }
  }
  return { text: parts.join(', '), exact };
}

const also = (response: string | undefined) => (response?.trim() ? `${ALSO_WROTE}${response}".` : '');

/** Each branch's text, or undefined when it does not apply (spec section 3's table). */
const BRANCHES: Record<Branch, (fields: ClaudeAnswerFields, text: string, exact: boolean) => string | undefined> = {
  timeout: ({ afkTimeoutMs: ms }, text) =>
    ms === undefined ? undefined : `No response after ${Math.round(ms / 1000)}${TIMEOUT_TAIL}${text ? IDLE + text + '.' : ''}`,
  followUp: ({ followUp, response }, text) =>
    !followUp
      ? undefined
      : text
        ? `${FOLLOW_UP_ANSWERED[0]}${text}.${also(response)}${FOLLOW_UP_ANSWERED[1]}`
        : `${FOLLOW_UP_NONE[0]}${also(response)}${FOLLOW_UP_NONE[1]}`,
  responded: ({ response }) => (response?.trim() ? RESPONDED + response : undefined),
  none: (_, text) => (text ? undefined : NONE),
  free: (_, text, exact) => (exact ? undefined : WRAPPERS.free[0] + text + WRAPPERS.free[1]),
};

/**
 * The tool result text the model reads (spec section 3), written from the `updatedInput` fields
 * toClaudeOutput sends, the way the CLI writes it: this is what a Claude host's model reads for
 * an allowed answer. For a decline it is declineMessage's text. Throws AskOutcomeError for an
 * outcome it cannot write (never a text such as "No response after NaNs").
 */
export function toClaudeResultText(request: AskRequest, outcome: AskOutcome, opts: ResultTextOptions = {}): string {
  const checked = checkOutcome(request, outcome);
  if (checked.type === 'declined') return declineText(request, checked);
  const wording = wordingFor(opts);
  const fields = claudeAnswerFields(request, checked);
  const { text, exact } = fragments(request, fields, wording);
  for (const branch of wording.branches) {
    const written = BRANCHES[branch](fields, text, exact);
    if (written !== undefined) return written;
  }
  // Up to 2.1.156 this branch is written even with no fragments (`...answered: . You can...`):
  // that is what those CLI versions wrote.
  const [head, tail] = WRAPPERS[wording.legacy ? 'legacy' : 'answered'];
  return head + text + tail;
}

// askq's own wording for declines Claude Code has no text for (Esc denies with no message).
const DECLINED = {
  dismissed:
    'The user dismissed these questions without answering. Do not assume any answer, including a recommended ' +
    'option; continue without one, or ask in another way if you still need to know.',
  replied_in_chat:
    'The user replied in the chat instead of answering these questions. Respond to their message and do not ' +
    'assume any answer to the questions; re-ask them later if they are still relevant.',
};

function declineText(request: AskRequest, { reason, message, answers }: DeclinedOutcome): string {
  const said = message ? `\n\nThe user said: ${message}` : '';
  if (reason !== 'chat_about_this') return DECLINED[reason] + said;
  const lines = request.questions.map((q) => {
    const answer = answers[q.id];
    const value = joinAnswer(q, answer, true);
    const notes = answer?.notes ? `\n  User notes: ${answer.notes}` : '';
    return `\n- "${q.question}"${value !== undefined ? `\n  Answer: ${value}` : '\n  (No answer provided)'}${notes}`;
  });
  return CHAT_ABOUT_THIS + lines.join('') + said;
}

/**
 * Which decline a tool result text is, read from the openings of the texts `declineMessage` (and
 * the canonical `[cancelled by user]`) write; undefined for any other text. For reading a stored
 * transcript back, where the text is all there is.
 */
export function declineReasonOfText(text: string): DeclineReason | undefined {
  const openings: [string, DeclineReason][] = [
    [DECLINED.dismissed.slice(0, 40), 'dismissed'],
    [CANCELLED_TEXT, 'dismissed'],
    [CHAT_ABOUT_THIS.slice(0, 40), 'chat_about_this'],
    [DECLINED.replied_in_chat.slice(0, 40), 'replied_in_chat'],
  ];
  return openings.find(([opening]) => text.startsWith(opening))?.[1];
}

/**
 * The text of a decline, for a tool result (AI SDK, pi, agentrail) and as the message of the deny
 * toClaudePermissionResult sends. "Chat about this": Claude Code's own fixed feedback, with the
 * questions, the answers so far and notes. Dismissed and replied in chat: askq's wording (Claude
 * Code's picker sends no text for these: Esc denies with no message). A message from the user is
 * appended as `\n\nThe user said: <message>` (askq only: Claude Code's picker has none).
 * Never throws for a decline: a missing or malformed `answers` counts as none, an unknown reason
 * as `dismissed`.
 */
export function declineMessage(request: AskRequest, outcome: DeclinedOutcome): string {
  return declineText(request, checkOutcome(request, { ...(outcome as object), type: 'declined' }) as DeclinedOutcome);
}
