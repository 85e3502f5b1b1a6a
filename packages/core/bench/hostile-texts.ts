/**
 * Crafted worst cases for the result text readers, shared by the tests that count their work
 * (src/transcript/result-text-read.test.ts, with bench/work.ts) and the benchmark that times them
 * (bench/readers.mjs). Each family builds a text of about `size` characters from runs of the
 * separators, markers and quotes the format is made of.
 */
import { makeRequest } from '../src/test-fixtures.js';
import { outcomeFromResultText, parseClaudeResultText } from '../src/transcript/result-text-read.js';

/** The request the hostile texts name: a single-select with a preview and a label holding a marker, a multi-select with a quoted label. */
export const hostileRequest = makeRequest([
  { question: 'Q1', options: [{ label: 'a', preview: '# A' }, 'b" notes: c'] },
  { question: 'Q2', multi: true, options: ['x', 'y, z', 'say "hi"'] },
  { question: 'Q3', options: ['p', 'q'] },
]);

const ANSWERED = ['Your questions have been answered: ', '. You can now continue with these answers in mind.'] as const;
const LEGACY = ['User has answered your questions: ', ". You can now continue with the user's answers in mind."] as const;

/** `head` + `unit` repeated to about `size` characters + `end`, in a wrapper. */
const run =
  (head: string, unit: string, end = '', wrapper: readonly [string, string] = ANSWERED) =>
  (size: number) =>
    wrapper[0] + head + unit.repeat(Math.max(1, Math.round(size / unit.length))) + end + wrapper[1];

export const hostileFamilies: Record<string, (size: number) => string> = {
  'many fragments': run('', '"Q1"="a", ', '"Q1"="a"'),
  'many fragments, legacy any order': run('', '"Q2"="x", "Q1"="a", ', '"Q3"="p"', LEGACY),
  'many fragments, no request names them': run('', '"k"="v" notes: n, ', '"k"="v"'),
  '", " run': run('"Q1"="', '", ', '"'),
  '", "<question>"= run': run('"Q1"="', '", "Q2"="', '"'),
  '" notes: run': run('"Q1"="a', '" notes: '),
  '" user notes: run, legacy': run('"Q1"="a', '" user notes: ', '', LEGACY),
  '" selected preview: run': run('"Q1"="a', '" selected preview:\n'),
  'preview and notes markers mixed': run('"Q1"="a" selected preview:\n', ' notes: , "Q2"="x"'),
  'quotes': run('"Q1"="', '"'),
  '"=" run': run('', '"="'),
  'headers without answers': run('"', 'a"=, "'),
  'label list': run('"Q2"="', '"y, z", x, ', 'x"'),
  'escaped quotes in a label literal': run('"Q2"="x, "', '\\"'),
  '(no option selected) run': run('"Q1"=', '(no option selected) notes: , "Q2"='),
};

/** The three readers, on the hostile request where they take one. */
export const readers: Record<string, (text: string) => unknown> = {
  'parseClaudeResultText (no request)': (t) => parseClaudeResultText(t),
  'parseClaudeResultText (request)': (t) => parseClaudeResultText(t, hostileRequest),
  outcomeFromResultText: (t) => outcomeFromResultText(hostileRequest, t),
};
