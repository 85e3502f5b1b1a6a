import type { AnswerMap, AskOutcome, AskRequest } from '../protocol/types.js';
import { fromClaudeOutput, NOTES_ONLY } from '../encode/claude-output.js';
import { setOwn } from '../protocol/plain-data.js';
import { isRecord } from '../protocol/parse-read.js';
import { IDLE, LEGACY_NOTES, NO_OPTION, NONE, NOTES, PREVIEW, RESPONDED, TIMEOUT_TAIL, WRAPPERS } from '../encode/result-text-wording.js';

// ---------------------------------------------------------------------------------------------
// Reading result texts back (old transcripts). Every historical wording of spec section 3 is read;
// the reading rules and the cases the format cannot tell apart are listed in the README.

// The follow-up wordings (CLI 2.1.260, spec section 3).
const FOLLOW_UP = 'The user asked for more questions before ';
const FOLLOW_UP_ANSWERED = [
  FOLLOW_UP + 'you proceed. So far they answered: ',
  ' Call AskUserQuestion again with follow-up questions that build on these answers (do not repeat these); do not start the task yet.',
] as const;
const FOLLOW_UP_NONE = [
  FOLLOW_UP + 'answering.',
  ' Call AskUserQuestion again now with further questions about this decision (do not repeat these); do not proceed with the task yet.',
] as const;
const ALSO_WROTE = ' They also wrote: "';

export type ResultTextBranch = 'answered' | 'free' | 'timed_out' | 'responded' | 'none' | 'legacy' | 'follow_up';

export interface ParsedResultAnswer {
  question: string;
  /** The answer value as written (`(notes only)` included); absent for `(no option selected)`. */
  answer?: string;
  preview?: string;
  notes?: string;
}

export interface ParsedResultText {
  branch: ResultTextBranch;
  /** In the order they appear. Empty when `unreadable`. */
  answers: ParsedResultAnswer[];
  timeoutSeconds?: number;
  /** The free reply (`responded`), or what the user wrote with a follow-up request. */
  response?: string;
  /**
   * The text has this branch's wording but its `"question"="answer"` fragments cannot be read (they
   * are malformed, name none of the request's questions, or the text is longer than 4 Mi characters).
   * A receipt should then show the text itself. Texts of no known wording give null instead.
   */
  unreadable?: true;
}

/** Longer texts are not split into fragments (a result text is a few kB; the reader keeps arrays of its length). */
const MAX_LENGTH = 1 << 22;
const SEP = ', ';
const MARKERS = [NOTES, LEGACY_NOTES, PREVIEW];
const CLOSED_MARKERS = MARKERS.map((m) => '"' + m);
const NEXT = SEP + '"';
const NOTES_ONLY_ANSWER = `"${NOTES_ONLY}"`;

/**
 * Steps of the readers' loops that call no built-in (the searches among fragment starts, the scans
 * of JSON string literals), for the tests' linearity checks; bench/work.ts counts the rest, the
 * built-ins called and what they scan. Internal: the package entry does not export it.
 */
let steps = 0;
export const readerSteps = () => steps;

/** At each position x: the smallest end of an occurrence of any of `patterns` that starts at or after x. */
function nearestEnds(text: string, patterns: string[]): Int32Array {
  const ends = new Int32Array(text.length + 2).fill(2 ** 31 - 1);
  for (const p of patterns) for (let i = text.indexOf(p); i >= 0; i = text.indexOf(p, i + 1)) ends[i] = Math.min(ends[i]!, i + p.length);
  for (let i = text.length; i >= 0; i--) ends[i] = Math.min(ends[i]!, ends[i + 1]!);
  return ends;
}

interface Reading {
  answers: ParsedResultAnswer[];
  score: number;
}

/**
 * Splits `"q"="a"[ selected preview:\n<p>][ notes: <n>], ...` (or `"q"=(no option selected)[ notes: <n>]`)
 * into fragments. Answers, previews and notes may contain `"`, `", "` and the markers, so several
 * splits can fit; this picks one by dynamic programming over the possible fragment starts, right
 * to left and without recursion, in time linear in the text (times a log and the question count):
 * - a fragment starts at the text's start or after `, `: with a request only at a literal
 *   `"<question>"=`, without one at a `"` whose question runs to the next `"=` and holds no
 *   `", "`, `""` or marker;
 * - the best reading has the most answers that are the question's own (a label, a list of labels
 *   with the quoting rule, `(no option selected)`, `(notes only)`), then the most Other texts that
 *   start with `"` read as whole JSON literals, then the most fragments; `ordered` (with a request)
 *   also keeps the request's question order;
 * - ties go to the shortest fragment; in an answer that is not only labels, the first `"` that can
 *   close it does (notes take the rest), after the labels a multi-select list starts with; a preview that is not the option's own ends at the last
 *   notes marker.
 * Label and question comparisons are charged to a budget of a few times the text's length: a
 * pathological text loses its exact readings (or, past it, its remaining starts), never time.
 * Returns null when no split covers the text.
 */
function readFragments(body: string, request: AskRequest | undefined, ordered: boolean): Reading | null {
  const L = body.length;
  const questions = request?.questions ?? [];
  const inOrder = !!request && ordered;
  const classes = inOrder ? questions.length : 1;
  let budget = 8 * L + 4096;
  const has = (s: string, x: number) => (budget -= s.length) > 0 && body.startsWith(s, x);
  // Fragment starts: [position, question index (0 without a request), where the answer begins].
  const found: number[][] = [];
  if (request) {
    questions.forEach((q, n) => {
      const head = `"${q.question}"=`;
      for (let p = body.indexOf(head); p >= 0 && (budget -= head.length) > 0; p = body.indexOf(head, p + 1)) {
        if (!p || body.startsWith(SEP, p - 2)) found.push([p, n, p + head.length]);
      }
    });
    found.sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
  } else {
    const bad = nearestEnds(body, ['"' + SEP + '"', '""', NOTES, PREVIEW]);
    for (let p = body[0] === '"' ? 0 : body.indexOf(NEXT) + 2, eq = 0; p !== 1; p = body.indexOf(NEXT, p) + 2) {
      if (eq <= p) eq = body.indexOf('"=', p + 1);
      if (eq < 0) break;
      if (bad[p + 1]! > eq) found.push([p, 0, eq + 2]);
    }
  }
  const [P, N, V] = [0, 1, 2].map((k) => found.map((s) => s[k]!)) as [number[], number[], number[]];
  const S = P.length;
  const f = new Float64Array(S).fill(-1); // the best score from start i to the end; -1: none
  const next = new Int32Array(S); // the start after it; -1: its fragment runs to the end
  const close = new Int32Array(S); // the answer's closing quote; -1: (no option selected); -2 - c: the first that fits from c on
  const previewEnd = new Int32Array(S); // the end of the option's own preview, or -1
  // Per class (one question in ordered mode, else all): its starts, and those right after a closing
  // quote (`", "`, where an answer without a marker ends); best[k][i]: the best of k's starts from i on.
  const lists = Array.from({ length: classes }, () => [[], []] as number[][]);
  found.forEach(([p, n], i) => {
    const l = lists[inOrder ? n! : 0]!;
    l[0]!.push(i);
    if (body[p! - 3] === '"') l[1]!.push(i);
  });
  const best = [new Int32Array(S), new Int32Array(S)];
  const last = [new Int32Array(classes).fill(-1), new Int32Array(classes).fill(-1)];
  const better = (a: number, b: number) => b < 0 || f[a]! > f[b]! || (f[a] === f[b] && P[a]! < P[b]!);
  /** The best start at or after x (exactly at x with `exact`) among the classes from lo on, or -1. */
  const pick = (kind: number, x: number, exact?: boolean) => {
    let found = -1;
    for (let c = lo; c < classes; c++) {
      const list = lists[c]![kind]!;
      let a = 0;
      for (let b = list.length; a < b; steps++) {
        const m = (a + b) >> 1;
        if (P[list[m]!]! < x) a = m + 1;
        else b = m;
      }
      for (; a < list.length && (!exact || P[list[a]!] === x); a++, steps++) {
        const s = exact ? list[a]! : best[kind]![list[a]!]!;
        if (f[s]! >= 0 && better(s, found)) found = s;
        if (!exact) break;
      }
    }
    return found;
  };
  // Scores, lowest tier first: fragments, fragments whose Other text starting with `"` is read as a
  // whole JSON literal, and (with a request) answers that are the question's own. Past 2^13 exact fragments (only in junk readings of huge texts) the
  // lower tiers lose precision, never the order of the top one.
  const FORMED = 2 ** 20;
  const EXACT = request ? 2 ** 40 + FORMED + 1 : FORMED + 1;
  let i = S;
  let lo = 0;
  let score = -1;
  let at = 0;
  const consider = (add: number, s: number, j: number, k = -1) => {
    const value = s < 0 ? add : add + f[s]!;
    const pos = s < 0 ? L : P[s]!;
    if (value > score || (value === score && pos < at)) {
      score = value;
      at = pos;
      next[i] = s;
      close[i] = j;
      previewEnd[i] = k;
    }
  };
  /** Free text (notes, a preview) from x on: the best start after it, or the end. */
  const range = (x: number, add: number, j: number, k?: number) => consider(add, pick(0, x + 2), j, k);
  /** After an exact answer ending at t: the end, the next fragment, or a marker. */
  const tail = (t: number, j: number, k?: number, preview?: boolean) => {
    if (t === L) consider(EXACT, -1, j, k);
    const s = pick(0, t + 2, true);
    if (s >= 0) consider(EXACT, s, j, k);
    for (const m of MARKERS) if ((preview || m !== PREVIEW) && body.startsWith(m, t)) range(t + m.length, EXACT, j, k);
  };
  /** An answer that is not only labels, closed by the first `"` from c on before the end, `, "<question>"=` or a marker. */
  const loose = (c: number, add: number) => {
    const s = pick(1, c + 3);
    if (s >= 0) consider(add, s, -2 - c);
    if (body[L - 1] === '"' && L > c) consider(add, -1, -2 - c);
    if (marks[c]! <= L) range(marks[c]!, add, -2 - c);
  };
  /** Past the JSON string literal at x (closing quote included), or -1. */
  const literalEnd = (x: number) => {
    let j = x + 1;
    for (; j < L && body[j] !== '"'; j++, steps++) if (body[j] === '\\') j++;
    return (budget -= j - x) > 0 && j < L ? j + 1 : -1;
  };
  const marks = nearestEnds(body, CLOSED_MARKERS);

  while (i--) {
    const v = V[i]!;
    const q = questions[N[i]!];
    lo = inOrder ? N[i]! + 1 : 0;
    score = -1;
    if (body.startsWith(NO_OPTION, v)) tail(v + NO_OPTION.length, -1);
    if (body[v] === '"') {
      if (body.startsWith(NOTES_ONLY_ANSWER, v)) tail(v + NOTES_ONLY_ANSWER.length, v + NOTES_ONLY_ANSWER.length - 1);
      let other = v + 1;
      // Where an Other item written raw begins after labels read exactly (a multi-select list).
      let rawOther = -1;
      if (q?.selectionMode === 'single') {
        for (const { label, preview } of q.options) {
          const j = v + 1 + label.length;
          if (body[j] !== '"' || !has(label, v + 1)) continue;
          if (preview !== undefined && has(PREVIEW + preview, j + 1)) tail(j + 1 + PREVIEW.length + preview.length, j, j + 1 + PREVIEW.length + preview.length);
          tail(j + 1, j, -1, true);
        }
      } else if (q) {
        // Labels, raw or as JSON literals (those holding `", "` or `"`), up to the closing quote.
        for (let x = v + 1, end = x; ; x = end + 2) {
          other = end = x;
          if (body[x] === '"') end = literalEnd(x);
          else while (end < L && body[end] !== '"' && !body.startsWith(SEP, end)) end++;
          const token = body.slice(x, end);
          if (end < 0 || (budget -= end - x) < 0) break;
          if (!q.options.some((o) => (token[0] === '"' ? JSON.stringify(o.label) : o.label) === token)) {
            if (x > v + 1 && token[0] !== '"') rawOther = x;
            break;
          }
          if (body[end] === '"') tail(end + 1, end);
          if (!body.startsWith(SEP, end)) break;
        }
      }
      // Other text written as a JSON literal (it starts with `"`) ends no earlier than the literal.
      // So does a raw Other item after labels read exactly: their literals (which may hold `"` and
      // a marker) are whole, and the answer closes at the first `"` that can close it after them.
      const c = body[other] === '"' ? literalEnd(other) - 1 : rawOther > 0 ? rawOther : v + 1;
      if (c > v) loose(c, FORMED + 1);
      if (c !== v + 1) loose(v + 1, 1);
    }
    f[i] = score;
    for (let kind = 0; kind < 2; kind++) {
      if (kind && body[P[i]! - 3] !== '"') continue;
      const c = inOrder ? N[i]! : 0;
      const l = last[kind]![c]!;
      best[kind]![i] = l >= 0 && better(best[kind]![l]!, i) ? best[kind]![l]! : i;
      last[kind]![c] = i;
    }
  }

  lo = 0;
  i = pick(0, 0, true);
  if (!L) return { answers: [], score: 0 };
  if (i < 0) return null;
  const reading: Reading = { answers: [], score: f[i]! };
  for (; i >= 0; i = next[i]!) {
    const e = next[i]! < 0 ? L : P[next[i]!]! - 2;
    const v = V[i]!;
    const found: ParsedResultAnswer = { question: request ? questions[N[i]!]!.question : body.slice(P[i]! + 1, v - 2) };
    let j = close[i]!;
    let t = v + NO_OPTION.length;
    if (j !== -1) {
      if (j < -1) {
        const c = -2 - j;
        const inside = body.slice(c, e);
        j = inside.endsWith('"') ? inside.length - 1 : L;
        for (const m of CLOSED_MARKERS) {
          const x = inside.indexOf(m);
          if (x >= 0 && x < j) j = x;
        }
        j += c;
      }
      found.answer = body.slice(v + 1, j);
      t = j + 1;
    }
    const marker = (m: string) => t + m.length <= e && body.startsWith(m, t);
    if (previewEnd[i]! >= 0 || marker(PREVIEW)) {
      const from = t + PREVIEW.length;
      let k = previewEnd[i]!;
      if (k < 0) {
        const rest = body.slice(from, e);
        const m = rest.lastIndexOf(NOTES);
        k = m < 0 ? e : from + (m >= 5 && rest.startsWith(LEGACY_NOTES, m - 5) ? m - 5 : m);
      }
      found.preview = body.slice(from, k);
      t = k;
    }
    const notes = marker(NOTES) ? NOTES : marker(LEGACY_NOTES) ? LEGACY_NOTES : undefined;
    if (notes) found.notes = body.slice(t + notes.length, e);
    reading.answers.push(found);
  }
  return reading;
}

/**
 * Question order first (the CLI's since 2.1.120); a legacy text may list its answers in the order
 * they were given (an answers object), so there the better any-order reading wins. Null: unreadable.
 */
function read(body: string | undefined, request: AskRequest | undefined, anyOrder: boolean): ParsedResultAnswer[] | null {
  if (body === undefined || body.length > MAX_LENGTH) return null;
  const ordered = readFragments(body, request, true);
  const free = request && (anyOrder || !ordered) ? readFragments(body, request, false) : null;
  // An answers object names each question once: an any-order reading that repeats one is no reading.
  const once = free && new Set(free.answers.map((a) => a.question)).size === free.answers.length;
  return (once && (!ordered || free.score > ordered.score) ? free : ordered)?.answers ?? null;
}

/** A tool result's content as a transcript holds it: its text, or its blocks (text blocks are read). */
export type ToolResultContent = string | readonly { type: string; text?: string }[];

const REMINDER = '<system-reminder>';
const REMINDER_END = '</system-reminder>';
const isReminder = (text: string) => text.startsWith(REMINDER) && text.endsWith(REMINDER_END);

/**
 * The text the tool returned: the CLI appends `\n\n<system-reminder>...</system-reminder>`
 * sections for the model to some tool results (spec section 7), as more text blocks or at the end
 * of the text. Undefined for content of no known shape.
 */
function ownText(content: unknown): string | undefined {
  let text: string;
  if (typeof content === 'string') text = content;
  else if (Array.isArray(content)) {
    const texts: string[] = [];
    for (const block of content as unknown[]) {
      const t = isRecord(block) && block.type === 'text' ? block.text : undefined;
      if (typeof t === 'string' && !isReminder(t)) texts.push(t);
    }
    text = texts.join('\n');
  } else return undefined;
  // From the end, so a reminder-like text the user typed inside an answer stays.
  for (let cut; text.endsWith(REMINDER_END) && (cut = text.lastIndexOf('\n\n' + REMINDER)) >= 0; ) text = text.slice(0, cut);
  return text;
}

/**
 * Reads a tool result of any CLI version back (spec section 3): its text, or its content blocks,
 * with the reminders the CLI appends for the model set aside. Null when it is none of them (or no
 * text at all), `unreadable: true` when it has a known wording but its answers cannot be read.
 * Never throws, and takes time linear in the text (see readFragments for how ambiguous texts are
 * read).
 */
export function parseClaudeResultText(content: ToolResultContent, request?: AskRequest): ParsedResultText | null {
  const text = ownText(content);
  if (text === undefined) return null;
  if (text === NONE) return { branch: 'none', answers: [] };
  if (text.startsWith(RESPONDED)) return { branch: 'responded', answers: [], response: text.slice(RESPONDED.length) };
  const result = (branch: ResultTextBranch, body: string | undefined, extra?: Partial<ParsedResultText>): ParsedResultText => {
    const answers = read(body, request, branch === 'legacy');
    return answers ? { branch, answers, ...extra } : { branch, answers: [], ...extra, unreadable: true };
  };
  const within = ([head, tail]: readonly [string, string]) =>
    text.length >= head.length + tail.length && text.startsWith(head) && text.endsWith(tail) ? text.slice(head.length, text.length - tail.length) : undefined;
  /** `<response>` out of ` They also wrote: "<response>".` */
  const wrote = (s: string) => (s.startsWith(ALSO_WROTE) && s.endsWith('".') && s.length >= ALSO_WROTE.length + 2 ? s.slice(ALSO_WROTE.length, -2) : undefined);

  const timeout = /^No response after (\d+)/.exec(text);
  if (timeout && text.startsWith(TIMEOUT_TAIL, timeout[0].length)) {
    const timeoutSeconds = Number(timeout[1]);
    const rest = text.slice(timeout[0].length + TIMEOUT_TAIL.length);
    if (!rest) return { branch: 'timed_out', answers: [], timeoutSeconds };
    return result('timed_out', rest.startsWith(IDLE) && rest.endsWith('.') ? rest.slice(IDLE.length, -1) : undefined, { timeoutSeconds });
  }
  for (const branch of ['answered', 'free', 'legacy'] as const) {
    const body = within(WRAPPERS[branch]);
    if (body !== undefined) return result(branch, body);
  }
  let middle = within(FOLLOW_UP_NONE);
  if (middle !== undefined) {
    const response = wrote(middle);
    return middle && response === undefined ? result('follow_up', undefined) : { branch: 'follow_up', answers: [], ...(middle ? { response } : {}) };
  }
  middle = within(FOLLOW_UP_ANSWERED);
  if (middle === undefined) return null;
  // `<fragments>.` then maybe ` They also wrote: "<response>".`: the first such sentence is taken as
  // the response (a response is likelier than notes holding that sentence); else none was written.
  const split = middle.indexOf('.' + ALSO_WROTE);
  const response = split < 0 ? undefined : wrote(middle.slice(split + 1));
  const answers = response === undefined ? null : read(middle.slice(0, split), request, false);
  if (answers) return { branch: 'follow_up', answers, response };
  return result('follow_up', middle.endsWith('.') ? middle.slice(0, -1) : undefined);
}

/**
 * Rebuilds an outcome from a result text (e.g. to show an answered card for an old transcript), or
 * null when the text is no result text or cannot be read.
 */
export function outcomeFromResultText(request: AskRequest, content: ToolResultContent): AskOutcome | null {
  const parsed = parseClaudeResultText(content, request);
  if (!parsed || parsed.unreadable) return null;
  const { branch, response, timeoutSeconds } = parsed;
  if (branch === 'responded') return { type: 'replied', response: response ?? '' };
  const answers: Record<string, string> = {};
  const annotations: Record<string, { notes: string }> = {};
  const seen = new Set<string>();
  for (const a of parsed.answers) {
    // A question named twice (an any-order legacy reading): its first fragment counts.
    if (seen.has(a.question)) continue;
    seen.add(a.question);
    // `(no option selected)`: no answers key at all, the notes alone (no clash with a label "(notes only)").
    if (a.answer !== undefined) setOwn(answers, a.question, a.answer);
    if (a.notes) setOwn(annotations, a.question, { notes: a.notes });
  }
  // The same splitting as for the SDK's answers map, so both paths agree on labels vs Other text.
  const afkTimeoutMs = branch === 'timed_out' ? (timeoutSeconds ?? 0) * 1000 : undefined;
  const outcome = fromClaudeOutput(request, { answers, annotations, afkTimeoutMs });
  if (branch !== 'follow_up' || !('answers' in outcome)) return outcome;
  return { type: 'follow_up', answers: outcome.answers as AnswerMap, ...(response?.trim() ? { response } : {}) };
}
