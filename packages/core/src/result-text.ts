import type { AnswerMap, AskOutcome, AskRequest } from './types.js';
import { chosenPreview, encodeAnswerValue, fromClaudeOutput } from './claude-output.js';
import { setOwn } from './plain-data.js';

/** 'current': the CLI's wording since ~2.1.215; 'legacy': `User has answered your questions: ...`. */
export type ResultTextStyle = 'current' | 'legacy';
export type DeclinedOutcome = Extract<AskOutcome, { type: 'declined' }>;

// Exact texts of spec section 3 (the dashes are U+2014).
const TIMEOUT_TAIL =
  "s \u2014 the user may be away from keyboard. Proceed using your best judgment based on the context so far; you can re-ask this question later if it's still relevant.";
const IDLE = '\n\nBefore going idle the user had selected: ';
const RESPONDED = 'The user responded: ';
const NONE = 'The user did not answer the questions.';
const CONTINUE = '. You can now continue with ';
const WRAPPERS = {
  answered: ['Your questions have been answered: ', CONTINUE + 'these answers in mind.'],
  free: [
    'The user answered: ',
    '. Read the answers carefully \u2014 they may request clarification, changes, or that you not proceed \u2014 and follow what they actually say.',
  ],
  legacy: ['User has answered your questions: ', CONTINUE + "the user's answers in mind."],
} as const;
const PREVIEW = ' selected preview:\n';
const NOTES = ' notes: ';
const LEGACY_NOTES = ' user notes: ';
const NO_OPTION = '(no option selected)';

/** The `"<question>"="<answer>"` fragments, and whether any answer is free text or carries notes. */
function fragments(request: AskRequest, answers: AnswerMap, legacy?: boolean) {
  const parts: string[] = [];
  let free = false;
  for (const q of request.questions) {
    const answer = answers[q.id];
    const value = encodeAnswerValue(q, answer);
    if (!answer || value === undefined) continue;
    if (answer.other || answer.notes) free = true;
    const preview = chosenPreview(q, answer);
    const written = answer.selected.length === 0 && !answer.other ? NO_OPTION : `"${value}"${preview !== undefined ? PREVIEW + preview : ''}`;
    parts.push(`"${q.question}"=${written}${answer.notes ? (legacy ? LEGACY_NOTES : NOTES) + answer.notes : ''}`);
  }
  return { text: parts.join(', '), free };
}

/** The tool result text the model reads (spec section 3), or the decline message for a declined outcome. */
export function toClaudeResultText(request: AskRequest, outcome: AskOutcome, opts: { style?: ResultTextStyle } = {}): string {
  switch (outcome.type) {
    case 'declined':
      return declineMessage(request, outcome);
    case 'replied':
      return RESPONDED + outcome.response;
    case 'timed_out': {
      const { text } = fragments(request, outcome.answers);
      const head = `No response after ${Math.round(outcome.timeoutMs / 1000)}${TIMEOUT_TAIL}`;
      return text ? `${head}${IDLE}${text}.` : head;
    }
    case 'answered': {
      const legacy = opts.style === 'legacy';
      const { text, free } = fragments(request, outcome.answers, legacy);
      // Never the legacy `User has answered your questions: .`: that empty form is the signature of
      // hosts that resolved without showing any UI.
      if (!text) return NONE;
      const [head, tail] = WRAPPERS[legacy ? 'legacy' : free ? 'free' : 'answered'];
      return head + text + tail;
    }
  }
}

const DECLINED = {
  dismissed:
    'The user dismissed these questions without answering. Do not assume any answer, including a recommended ' +
    'option; continue without one, or ask in another way if you still need to know.',
  replied_in_chat:
    'The user replied in the chat instead of answering these questions. Respond to their message and do not ' +
    'assume any answer to the questions; re-ask them later if they are still relevant.',
  chat_about_this:
    'The user wants to clarify these questions in the chat before answering. Ask them what they would like to ' +
    'clarify, and re-ask the questions later if they are still relevant.',
};

/** Our own wording for a decline (the SDK gets it as the deny message). */
export function declineMessage(request: AskRequest, outcome: DeclinedOutcome): string {
  const { reason, message, answers } = outcome;
  // An untyped caller's unknown reason gets no message rather than the text "undefined".
  if (!Object.hasOwn(DECLINED, reason)) return undefined as unknown as string;
  let text = DECLINED[reason] + (message ? `\n\nThe user said: ${message}` : '');
  if (reason === 'chat_about_this') {
    // The answers so far are listed so the model can pick the conversation up where the user left it.
    const lines = request.questions.map((q) => {
      const answer = answers[q.id];
      const value = answer && (answer.selected.length > 0 || answer.other) ? encodeAnswerValue(q, answer) : undefined;
      const notes = answer?.notes ? `\n  Notes: ${answer.notes}` : '';
      return `- "${q.question}"\n  ${value !== undefined ? `Answer: ${value}` : '(no answer yet)'}${notes}`;
    });
    text += `\n\nQuestions asked:\n${lines.join('\n')}`;
  }
  return text;
}

// ---------------------------------------------------------------------------------------------
// Reading result texts back (old transcripts).

export type ResultTextBranch = 'answered' | 'free' | 'timed_out' | 'responded' | 'none' | 'legacy';

export interface ParsedResultAnswer {
  question: string;
  /** The answer value as written; absent for `(no option selected)`. */
  answer?: string;
  preview?: string;
  notes?: string;
}

export interface ParsedResultText {
  branch: ResultTextBranch;
  /** In the order they appear. */
  answers: ParsedResultAnswer[];
  timeoutSeconds?: number;
  response?: string;
}

/** A fragment read at some position: the answer, where it ends, and the index of its question. */
type Found = [ParsedResultAnswer, number, number];

const NEXT = ', "';
const AT_NEXT = /(?=, ")/g;
const AT_NEXT_OR_NOTES = /(?=, "| (user )?notes: )/g;
/** Question texts that, without a request, are taken to be answer text instead (see headers). */
const NOT_IN_QUESTIONS = ['"' + NEXT, '""', '"="', NOTES, LEGACY_NOTES, PREVIEW];

/**
 * Splits `"q"="a"[ selected preview:\n<p>][ notes: <n>], ...` into fragments. Questions, answers,
 * previews and notes may all contain `"`, `", "` and the markers, so this is a backtracking search
 * for a reading that covers the whole text, shortest candidates first. With a request, a fragment
 * may only start with a literal question text, and `ordered` requires question order (as written).
 */
function parseFragments(body: string, request: AskRequest | undefined, ordered: boolean): ParsedResultAnswer[] | null {
  const texts = request?.questions.map((q) => q.question);
  const end = (k: number) => k === body.length || body.startsWith(NEXT, k);
  let budget = 2_000_000; // a pathological text gives up (null) instead of hanging a render

  function* headers(i: number, next: number): Generator<[string, number, number]> {
    if (body[i] !== '"') return;
    if (texts) {
      for (let n = ordered ? next : 0; n < texts.length; n++) {
        const q = texts[n]!;
        if (body.startsWith(`"${q}"=`, i)) yield [q, i + q.length + 3, n];
      }
      return;
    }
    // Without a request, a question text is taken not to contain what adjacent quoted labels
    // (`"a, b", "c"`), an empty answer or a marker look like: reading those as a new fragment is wrong.
    for (let e = body.indexOf('"=', i + 1); e !== -1; e = body.indexOf('"=', e + 1)) {
      const question = body.slice(i + 1, e);
      if (NOT_IN_QUESTIONS.some((bad) => question.includes(bad))) return;
      yield [question, e + 2, 0];
    }
  }
  /** Positions from `k` on where `marker` (a lookahead) matches, ascending, then the end of the body. */
  function* stops(k: number, marker: RegExp): Generator<number> {
    // lastIndex is set before each search: these generators interleave and share the regexes.
    for (let m; ((marker.lastIndex = k), (m = marker.exec(body))) && budget-- > 0; k = m.index + 1) yield m.index;
    yield body.length;
  }
  function* withNotes(k: number, found: ParsedResultAnswer, n: number): Generator<Found> {
    if (end(k)) yield [found, k, n];
    for (const marker of [NOTES, LEGACY_NOTES]) {
      if (!body.startsWith(marker, k)) continue;
      const from = k + marker.length;
      for (const e of stops(from, AT_NEXT)) yield [{ ...found, notes: body.slice(from, e) }, e, n];
    }
  }
  function* tails(k: number, found: ParsedResultAnswer, n: number): Generator<Found> {
    yield* withNotes(k, found, n);
    if (!body.startsWith(PREVIEW, k)) return;
    const p = k + PREVIEW.length;
    for (const e of stops(p, AT_NEXT_OR_NOTES)) yield* withNotes(e, { ...found, preview: body.slice(p, e) }, n);
  }
  function* fragmentsAt(i: number, next: number): Generator<Found> {
    for (const [question, v, n] of headers(i, next)) {
      if (body.startsWith(NO_OPTION, v)) yield* tails(v + NO_OPTION.length, { question }, n);
      if (body[v] !== '"') continue;
      for (let j = body.indexOf('"', v + 1); j !== -1 && budget-- > 0; j = body.indexOf('"', j + 1)) {
        yield* tails(j + 1, { question, answer: body.slice(v + 1, j) }, n);
      }
    }
  }
  const failed = new Set<string>();
  const from = (i: number, next: number): ParsedResultAnswer[] | null => {
    const key = `${i}:${next}`;
    if (failed.has(key)) return null;
    for (const [found, k, n] of fragmentsAt(i, next)) {
      if (budget <= 0) return null;
      if (k === body.length) return [found];
      const rest = from(k + 2, n + 1);
      if (rest) return [found, ...rest];
    }
    failed.add(key);
    return null;
  };
  return body ? from(0, 0) : [];
}

/**
 * Fragments may come in question order (ours) or in the order the user answered (some hosts build
 * the text from an answers object). The reading with more fragments wins; a tie goes to question
 * order. Text that itself contains `", "<another question>"=` can therefore be read as two fragments.
 */
function readFragments(body: string, request?: AskRequest): ParsedResultAnswer[] | null {
  const ordered = parseFragments(body, request, true);
  const any = request ? parseFragments(body, request, false) : null;
  return any && (!ordered || any.length > ordered.length) ? any : ordered;
}

/** Reads any current or legacy result text back; null when the text is none of them. */
export function parseClaudeResultText(text: string, request?: AskRequest): ParsedResultText | null {
  if (text === NONE) return { branch: 'none', answers: [] };
  if (text.startsWith(RESPONDED)) return { branch: 'responded', answers: [], response: text.slice(RESPONDED.length) };
  const timeout = /^No response after (\d+)/.exec(text);
  if (timeout && text.startsWith(TIMEOUT_TAIL, timeout[0].length)) {
    const timeoutSeconds = Number(timeout[1]);
    const rest = text.slice(timeout[0].length + TIMEOUT_TAIL.length);
    if (rest === '') return { branch: 'timed_out', answers: [], timeoutSeconds };
    if (!rest.startsWith(IDLE) || !rest.endsWith('.')) return null;
    const answers = readFragments(rest.slice(IDLE.length, -1), request);
    return answers && { branch: 'timed_out', answers, timeoutSeconds };
  }
  for (const branch of ['answered', 'free', 'legacy'] as const) {
    const [head, tail] = WRAPPERS[branch];
    if (text.length < head.length + tail.length || !text.startsWith(head) || !text.endsWith(tail)) continue;
    const answers = readFragments(text.slice(head.length, text.length - tail.length), request);
    return answers && { branch, answers };
  }
  return null;
}

/** Rebuilds an outcome from a result text (e.g. to show an answered card for an old transcript). */
export function outcomeFromResultText(request: AskRequest, text: string): AskOutcome | null {
  const parsed = parseClaudeResultText(text, request);
  if (!parsed) return null;
  if (parsed.branch === 'responded') return { type: 'replied', response: parsed.response ?? '' };
  const answers: Record<string, string> = {};
  const annotations: Record<string, { notes: string }> = {};
  for (const a of parsed.answers) {
    // `(no option selected)`: no answers key at all, the notes alone (no clash with a label "(notes only)").
    if (a.answer !== undefined) setOwn(answers, a.question, a.answer);
    if (a.notes) setOwn(annotations, a.question, { notes: a.notes });
  }
  const { timeoutSeconds } = parsed;
  // The same splitting as for the SDK's answers map, so both paths agree on labels vs Other text.
  return fromClaudeOutput(request, { answers, annotations, afkTimeoutMs: timeoutSeconds && timeoutSeconds * 1000 });
}
