/**
 * Fuzz campaign over the result text readers (issue 16): a fixed seed and a few thousand runs in CI;
 * a larger run with `FUZZ_RUNS=100000 pnpm --filter @askq/core fuzz` (FUZZ_SEED picks another seed).
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { encodeAnswerValue } from './encode/claude-output.js';
import { toClaudeResultText } from './encode/result-text.js';
import { outcomeFromResultText, parseClaudeResultText } from './transcript/result-text-read.js';
import { WRAPPERS } from './encode/result-text-wording.js';
import { arbitraryCase, canonicalAnswer } from './test-fixtures.js';
import type { AskOutcome, AskRequest } from './protocol/types.js';
import { hostileRequest, readers } from '../bench/hostile-texts.js';
import { workRatio } from '../bench/work.js';

declare const process: { env: Record<string, string | undefined> };

const RUNS = Number(process.env.FUZZ_RUNS) || 2000;
const SEED = Number(process.env.FUZZ_SEED) || 16;
/** Per test: generous for a loaded machine (about 1 ms a run is typical). */
const TIMEOUT = 20_000 + RUNS * 10;
const MARKERS = [' notes: ', ' user notes: ', ' selected preview:\n'];

/** Text made to look like the format: other questions' fragment starts, markers, labels, sentinels. */
const formatLike = (req: AskRequest) => {
  const questions = req.questions.map((q) => q.question);
  const labels = req.questions.flatMap((q) => q.options.map((o) => o.label));
  const piece = fc.oneof(
    fc.constantFrom(', ', '"', '", "', '\\"', '""', '"=', ...MARKERS, ...MARKERS.map((m) => '"' + m), '(no option selected)', '(notes only)', 'x', '. '),
    fc.constantFrom(...questions).map((q) => `", "${q}"="`),
    fc.constantFrom(...questions).map((q) => `, "${q}"=`),
    fc.constantFrom(...labels),
  );
  return fc.array(piece, { minLength: 1, maxLength: 5 }).map((p) => p.join(''));
};

/** A random request and outcome whose Other texts and notes are sometimes made of format-like pieces. */
const hostileCase = arbitraryCase(fc).chain(({ request, outcome }) =>
  fc
    .array(fc.tuple(fc.nat(3), fc.constantFrom('other' as const, 'notes' as const), formatLike(request)), { maxLength: 2 })
    .map((edits) => {
      const out = JSON.parse(JSON.stringify(outcome)) as Extract<AskOutcome, { answers: unknown }>;
      for (const [index, field, text] of edits) {
        const q = request.questions[index];
        if (!q) continue;
        const answer = (out.answers[q.id] ??= { selected: [] });
        if (field === 'notes') answer.notes = text;
        else if (q.selectionMode === 'multiple') answer.other = text;
        else [answer.selected, answer.other] = [[], text];
        // As Claude Code reads it back (Other text equal to a label is that label, and so on).
        const canonical = canonicalAnswer(q, answer);
        if (canonical) out.answers[q.id] = canonical;
        else delete out.answers[q.id];
      }
      return { request, outcome: out as AskOutcome };
    }),
);

/**
 * The texts the format itself cannot tell apart (README, "Reading result texts back"): an answer,
 * preview or notes text holding `, "<question>"=` of a question other than where the writer put one,
 * Other text written raw that holds `"` plus a marker, and raw Other text holding `"` next to notes
 * holding `"` (where the answer ends is then a choice).
 */
function ambiguous(req: AskRequest, outcome: AskOutcome, text: string) {
  if (!('answers' in outcome)) return false;
  const written = req.questions.filter((q) => encodeAnswerValue(q, outcome.answers[q.id]) !== undefined);
  const starts = (q: AskRequest['questions'][number]) => text.split(`, "${q.question}"=`).length - 1;
  if (!req.questions.every((q) => starts(q) === (written.includes(q) && q !== written[0] ? 1 : 0))) return true;
  return req.questions.some((q) => {
    const other = outcome.answers[q.id]?.other;
    const value = encodeAnswerValue(q, outcome.answers[q.id]) ?? '';
    const raw = other !== undefined && !value.includes(JSON.stringify(other).slice(2));
    // `"q"=""\" notes: "` is Other text `"\` with notes `"`, or Other text `"\" notes: ` alone.
    const notes = outcome.answers[q.id]?.notes;
    return raw && (MARKERS.some((m) => other.includes('"' + m)) || (other.includes('"') && !!notes?.includes('"')));
  });
}

describe(`fuzz: result text readers (${RUNS} runs, seed ${SEED})`, () => {
  it('round trip: every text the writer produces reads back to the same outcome, in both styles', () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.oneof(arbitraryCase(fc), hostileCase), fc.constantFrom('current' as const, 'legacy' as const), ({ request, outcome }, style) => {
        const text = toClaudeResultText(request, outcome, { style });
        if (ambiguous(request, outcome, text)) return;
        checked++;
        expect(outcomeFromResultText(request, text)).toEqual(outcome);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(checked).toBeGreaterThan(RUNS / 2); // the documented ambiguities stay the exception
  }, TIMEOUT);

  it('never throws on format-like garbage, with and without a request, and returns a well-formed result', () => {
    const request = hostileRequest;
    const heads = ['Your questions have been answered: ', 'The user answered: ', 'User has answered your questions: ', ''];
    const tails = ['. You can now continue with these answers in mind.', ". You can now continue with the user's answers in mind.", ''];
    const text = fc
      .tuple(fc.constantFrom(...heads), fc.array(fc.oneof(formatLike(request), fc.constantFrom('"Q1"=', '"Q2"=', '"Q3"=', '"a"', 'y, z')), { maxLength: 40 }), fc.constantFrom(...tails))
      .map(([head, parts, tail]) => head + parts.join('') + tail);
    fc.assert(
      fc.property(text, (t) => {
        for (const parsed of [parseClaudeResultText(t), parseClaudeResultText(t, request)]) {
          if (parsed === null) continue;
          expect(Array.isArray(parsed.answers)).toBe(true);
          for (const a of parsed.answers) expect(typeof a.question).toBe('string');
        }
        const outcome = outcomeFromResultText(request, t);
        if (outcome !== null) expect(['answered', 'timed_out', 'replied', 'follow_up']).toContain(outcome.type);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, TIMEOUT);

  it('texts made of a random repeated unit read in linear time (a text ten times longer: at most 12 times the counted work)', () => {
    const units = fc.sample(
      fc.tuple(formatLike(hostileRequest), fc.constantFrom('', '"Q1"="', '"Q2"="', '"Q1"="a" selected preview:\n')),
      { numRuns: Math.max(6, Math.round(RUNS / 300)), seed: SEED },
    );
    for (const [unit, head] of units) {
      const make = (size: number) => WRAPPERS.free[0] + head + unit.repeat(Math.ceil(size / unit.length)) + WRAPPERS.free[1];
      expect(parseClaudeResultText(make(100))).not.toBeNull(); // a wording the readers read, not one they skip
      for (const [name, read] of Object.entries(readers)) expect(workRatio(make, read, 10_000), `${name}: ${JSON.stringify(unit)}`).toBeLessThan(12);
    }
  }, TIMEOUT);
});
