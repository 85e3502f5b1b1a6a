import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { encodeAnswerValue, chosenPreview } from '../encode/claude-output.js';
import { toClaudeResultText } from '../encode/result-text.js';
import { outcomeFromResultText, parseClaudeResultText, readerSteps } from './result-text-read.js';
import { arbitraryCase, makeRequest } from '../test-fixtures.js';
import type { AnswerMap, AskOutcome, AskRequest } from '../protocol/types.js';
import { hostileFamilies, hostileRequest, readers } from '../../bench/hostile-texts.js';
import { countWork, workRatio } from '../../bench/work.js';

const request = makeRequest([
  { question: 'Which auth method?', header: 'Auth', options: ['OAuth (Recommended)', 'API key'] },
  { question: 'Which languages?', multi: true, options: ['Go', 'Rust, stable', 'TypeScript "strict"'] },
  { question: 'Which layout?', options: [{ label: 'Grid', preview: '# Grid\n[ ][ ]' }, { label: 'List', preview: '- one' }] },
]);
const answered = (answers: AnswerMap): AskOutcome => ({ type: 'answered', answers });
const text = (outcome: AskOutcome, style?: 'current' | 'legacy') => toClaudeResultText(request, outcome, { style });

// Wordings of spec section 3, written out (the dashes are U+2014).
const ANSWERED = ['Your questions have been answered: ', '. You can now continue with these answers in mind.'];
const FREE = [
  'The user answered: ',
  '. Read the answers carefully \u2014 they may request clarification, changes, or that you not proceed \u2014 and follow what they actually say.',
];
const LEGACY = ['User has answered your questions: ', ". You can now continue with the user's answers in mind."];
const TIMEOUT =
  "No response after 300s \u2014 the user may be away from keyboard. Proceed using your best judgment based on the context so far; you can re-ask this question later if it's still relevant.";
const NONE_TEXT = 'The user did not answer the questions.';
const wrap = ([head, tail]: string[], body: string) => head + body + tail;

describe('parseClaudeResultText', () => {
  it('reads every branch back', () => {
    const outcomes: [AskOutcome, string][] = [
      [answered({ q2: { selected: ['Go', 'Rust, stable'] } }), 'answered'],
      [answered({ q1: { selected: [], other: 'x' } }), 'free'],
      [answered({}), 'none'],
      [{ type: 'timed_out', timeoutMs: 300_000, answers: {} }, 'timed_out'],
      [{ type: 'replied', response: 'a, "b"' }, 'responded'],
    ];
    for (const [outcome, branch] of outcomes) expect(parseClaudeResultText(text(outcome), request)?.branch).toBe(branch);
    expect(parseClaudeResultText(text({ type: 'timed_out', timeoutMs: 300_000, answers: {} }))?.timeoutSeconds).toBe(300);
    expect(parseClaudeResultText(text({ type: 'replied', response: 'a, "b"' }))?.response).toBe('a, "b"');
    expect(parseClaudeResultText(text(answered({ q1: { selected: ['API key'] } }), 'legacy'))?.branch).toBe('legacy');
  });

  it('recovers answers, previews and notes with quotes and ", " inside', () => {
    const t = text(answered({ q2: { selected: ['Go', 'Rust, stable'], notes: 'a "b", c' }, q3: { selected: ['Grid'] } }));
    expect(parseClaudeResultText(t, request)?.answers).toEqual([
      { question: 'Which languages?', answer: 'Go, "Rust, stable"', notes: 'a "b", c' },
      { question: 'Which layout?', answer: 'Grid', preview: '# Grid\n[ ][ ]' },
    ]);
  });

  it('scans without a request, including adjacent quoted labels and legacy notes', () => {
    const t = wrap(LEGACY, '"Q1"=""a, b", "c, d"" user notes: n, "Q2"=(no option selected) user notes: m');
    expect(parseClaudeResultText(t)).toEqual({
      branch: 'legacy',
      answers: [
        { question: 'Q1', answer: '"a, b", "c, d"', notes: 'n' },
        { question: 'Q2', notes: 'm' },
      ],
    });
  });

  it('returns null for texts of no known wording', () => {
    for (const t of ['', 'hello', text({ type: 'declined', reason: 'dismissed', answers: {} }), 'Your questions have been answered: "Q"="A"']) {
      expect(parseClaudeResultText(t, request)).toBeNull();
      expect(outcomeFromResultText(request, t)).toBeNull();
    }
  });

  it('sets aside the reminders the CLI appends for the model, and reads content blocks', () => {
    const reminder = '<system-reminder>\nToday is Friday.\n</system-reminder>';
    const outcome = answered({ q1: { selected: ['API key'] } });
    const plain = parseClaudeResultText(text(outcome), request);
    expect(plain?.branch).toBe('answered');
    expect(parseClaudeResultText(`${text(outcome)}\n\n${reminder}\n\n${reminder}`, request)).toEqual(plain);
    expect(outcomeFromResultText(request, `${text(outcome)}\n\n${reminder}`)).toEqual(outcome);
    expect(parseClaudeResultText(`${NONE_TEXT}\n\n${reminder}`)?.branch).toBe('none');
    expect(parseClaudeResultText(`The user responded: later\n\n${reminder}`)?.response).toBe('later');
    // Blocks: the text ones, a reminder block left out.
    const blocks = [{ type: 'text', text: text(outcome) }, { type: 'text', text: reminder }, { type: 'image' }];
    expect(outcomeFromResultText(request, blocks)).toEqual(outcome);
    // A reminder-like text the user typed is theirs.
    expect(parseClaudeResultText(`The user responded: see ${reminder}`)?.response).toBe(`see ${reminder}`);
  });

  it('returns null, never throws, for content that is not a tool result', () => {
    for (const content of [undefined, null, 42, {}, [{ type: 'image' }], [null, 'x']]) {
      expect(parseClaudeResultText(content as never, request)).toBeNull();
      expect(outcomeFromResultText(request, content as never)).toBeNull();
    }
  });

  it('a known wording whose fragments cannot be read is unreadable (and outcomeFromResultText gives null)', () => {
    const cases: [string, Partial<ReturnType<typeof parseClaudeResultText>>][] = [
      [wrap(ANSWERED, 'Q=A'), { branch: 'answered' }],
      [wrap(FREE, '"Q"="A'), { branch: 'free' }],
      [wrap(LEGACY, '"Q"=A"'), { branch: 'legacy' }],
      [`${TIMEOUT}\n\nBefore going idle the user had selected: "Q"="A"`, { branch: 'timed_out', timeoutSeconds: 300 }],
      [`${TIMEOUT} and more`, { branch: 'timed_out', timeoutSeconds: 300 }],
      [wrap(ANSWERED, '"Q"="' + 'x'.repeat((1 << 22) + 1) + '"'), { branch: 'answered' }],
    ];
    for (const [t, expected] of cases) {
      expect(parseClaudeResultText(t)).toEqual({ answers: [], unreadable: true, ...expected });
      expect(outcomeFromResultText(request, t)).toBeNull();
    }
    // With a request, fragments must name its questions.
    expect(parseClaudeResultText(wrap(ANSWERED, '"Q"="A"'), request)).toEqual({ branch: 'answered', answers: [], unreadable: true });
    expect(parseClaudeResultText(wrap(ANSWERED, '"Q"="A"'))?.answers).toEqual([{ question: 'Q', answer: 'A' }]);
  });

  it('outcomeFromResultText rebuilds an answered card from an old legacy transcript', () => {
    const t = wrap(LEGACY, '"Which languages?"="Go, "Rust, stable", Zig", "Which auth method?"="Passkeys"');
    expect(outcomeFromResultText(request, t)).toEqual(
      answered({ q1: { selected: [], other: 'Passkeys' }, q2: { selected: ['Go', 'Rust, stable'], other: 'Zig' } }),
    );
    expect(outcomeFromResultText(request, 'nope')).toBeNull();
  });

  const expectedAnswers = (req: AskRequest, answers: AnswerMap) =>
    req.questions.flatMap((q) => {
      const a = answers[q.id];
      const value = encodeAnswerValue(q, a);
      if (!a || value === undefined) return [];
      const preview = chosenPreview(q, a);
      return [{
        question: q.question,
        ...(a.selected.length > 0 || a.other ? { answer: value } : {}),
        ...(preview !== undefined ? { preview } : {}),
        ...(a.notes ? { notes: a.notes } : {}),
      }];
    });

  it('property: recovers answers, notes and previews from any text we write, in both styles', () => {
    fc.assert(
      fc.property(arbitraryCase(fc), fc.constantFrom('current' as const, 'legacy' as const), ({ request: req, outcome }, style) => {
        const t = toClaudeResultText(req, outcome, { style });
        // The one documented ambiguity: an answer, preview or notes text that itself contains
        // `, "<a question>"=` (that is written only to start the questions' own fragments).
        const written = req.questions.filter((q) => encodeAnswerValue(q, outcome.answers[q.id]) !== undefined);
        const starts = (q: (typeof written)[number]) => t.split(`, "${q.question}"=`).length - 1;
        fc.pre(req.questions.every((q) => starts(q) === (written.includes(q) && q !== written[0] ? 1 : 0)));
        expect(parseClaudeResultText(t, req)?.answers).toEqual(expectedAnswers(req, outcome.answers));
        expect(outcomeFromResultText(req, t)).toEqual(outcome);
      }),
      { numRuns: 400, seed: 16 },
    );
  });
});

describe('parseClaudeResultText markers inside previews', () => {
  it('backtracks past a ", \"" inside a preview to the legacy notes marker', () => {
    const req = makeRequest([
      { question: 'Layout?', options: [{ label: 'Grid', preview: 'x, "y' }, 'List'] },
      { question: 'Name?', options: ['x', 'y'] },
    ]);
    const outcome: AskOutcome = { type: 'answered', answers: { q1: { selected: ['Grid'], notes: 'n' }, q2: { selected: ['y'] } } };
    const t = toClaudeResultText(req, outcome, { style: 'legacy' });
    expect(parseClaudeResultText(t, req)?.answers).toEqual([
      { question: 'Layout?', answer: 'Grid', preview: 'x, "y', notes: 'n' },
      { question: 'Name?', answer: 'y' },
    ]);
    expect(outcomeFromResultText(req, t)).toEqual(outcome);
  });
});

// Golden texts of every wording in the version table of spec section 3, written out in full.
describe('every historical wording is read back', () => {
  const cases: { cli: string; text: string; parsed: object; outcome: AskOutcome }[] = [
    {
      cli: '<= 2.1.119 (legacy, answers-object order, user notes)',
      text:
        'User has answered your questions: "Which layout?"="List", "Which auth method?"="API key" user notes: only for CI. ' +
        "You can now continue with the user's answers in mind.",
      parsed: {
        branch: 'legacy',
        answers: [
          { question: 'Which layout?', answer: 'List' },
          { question: 'Which auth method?', answer: 'API key', notes: 'only for CI' },
        ],
      },
      outcome: answered({ q1: { selected: ['API key'], notes: 'only for CI' }, q3: { selected: ['List'] } }),
    },
    {
      cli: '<= 2.1.144 (legacy, the empty form of a host that showed no UI)',
      text: "User has answered your questions: . You can now continue with the user's answers in mind.",
      parsed: { branch: 'legacy', answers: [] },
      outcome: answered({}),
    },
    {
      cli: '2.1.120-2.1.144 (question order, (notes only), (no option selected))',
      text:
        'User has answered your questions: "Which auth method?"="(notes only)" user notes: ask security, ' +
        '"Which languages?"=(no option selected) user notes: none of these, "Which layout?"="Grid" selected preview:\n# Grid\n[ ][ ]. ' +
        "You can now continue with the user's answers in mind.",
      parsed: {
        branch: 'legacy',
        answers: [
          { question: 'Which auth method?', answer: '(notes only)', notes: 'ask security' },
          { question: 'Which languages?', notes: 'none of these' },
          { question: 'Which layout?', answer: 'Grid', preview: '# Grid\n[ ][ ]' },
        ],
      },
      outcome: answered({ q1: { selected: [], notes: 'ask security' }, q2: { selected: [], notes: 'none of these' }, q3: { selected: ['Grid'] } }),
    },
    {
      cli: '2.1.145-2.1.156 (always "Your questions have been answered", free text too)',
      text: 'Your questions have been answered: "Which auth method?"="wait, explain first" notes: really. You can now continue with these answers in mind.',
      parsed: { branch: 'answered', answers: [{ question: 'Which auth method?', answer: 'wait, explain first', notes: 'really' }] },
      outcome: answered({ q1: { selected: [], other: 'wait, explain first', notes: 'really' } }),
    },
    {
      cli: '2.1.145-2.1.156 (the empty form)',
      text: 'Your questions have been answered: . You can now continue with these answers in mind.',
      parsed: { branch: 'answered', answers: [] },
      outcome: answered({}),
    },
    {
      cli: '2.1.157 (responded)',
      text: 'The user responded: Just pick sensible defaults, "really"',
      parsed: { branch: 'responded', answers: [], response: 'Just pick sensible defaults, "really"' },
      outcome: { type: 'replied', response: 'Just pick sensible defaults, "really"' },
    },
    {
      cli: '2.1.157 (nothing answered)',
      text: 'The user did not answer the questions.',
      parsed: { branch: 'none', answers: [] },
      outcome: answered({}),
    },
    {
      cli: '2.1.198 (idle timeout, nothing selected)',
      text: TIMEOUT,
      parsed: { branch: 'timed_out', answers: [], timeoutSeconds: 300 },
      outcome: { type: 'timed_out', timeoutMs: 300_000, answers: {} },
    },
    {
      cli: '2.1.198 (idle timeout with selections)',
      text: `${TIMEOUT}\n\nBefore going idle the user had selected: "Which languages?"="Go, "Rust, stable"".`,
      parsed: { branch: 'timed_out', answers: [{ question: 'Which languages?', answer: 'Go, "Rust, stable"' }], timeoutSeconds: 300 },
      outcome: { type: 'timed_out', timeoutMs: 300_000, answers: { q2: { selected: ['Go', 'Rust, stable'] } } },
    },
    {
      cli: '2.1.216 (free text)',
      text:
        'The user answered: "Which auth method?"="Passkeys", "Which languages?"="Go, Zig" notes: Zig for tooling. Read the answers ' +
        'carefully \u2014 they may request clarification, changes, or that you not proceed \u2014 and follow what they actually say.',
      parsed: {
        branch: 'free',
        answers: [
          { question: 'Which auth method?', answer: 'Passkeys' },
          { question: 'Which languages?', answer: 'Go, Zig', notes: 'Zig for tooling' },
        ],
      },
      outcome: answered({ q1: { selected: [], other: 'Passkeys' }, q2: { selected: ['Go'], other: 'Zig', notes: 'Zig for tooling' } }),
    },
    {
      cli: '2.1.260 (follow-up with answers)',
      text:
        'The user asked for more questions before you proceed. So far they answered: "Which auth method?"="API key". Call AskUserQuestion ' +
        'again with follow-up questions that build on these answers (do not repeat these); do not start the task yet.',
      parsed: { branch: 'follow_up', answers: [{ question: 'Which auth method?', answer: 'API key' }] },
      outcome: { type: 'follow_up', answers: { q1: { selected: ['API key'] } } },
    },
    {
      cli: '2.1.260 (follow-up with answers and a response)',
      text:
        'The user asked for more questions before you proceed. So far they answered: "Which auth method?"="API key", "Which layout?"="Grid" ' +
        'selected preview:\n# Grid\n[ ][ ] notes: dense. They also wrote: "What about SSO? "Okta", maybe.". Call AskUserQuestion again with ' +
        'follow-up questions that build on these answers (do not repeat these); do not start the task yet.',
      parsed: {
        branch: 'follow_up',
        answers: [
          { question: 'Which auth method?', answer: 'API key' },
          { question: 'Which layout?', answer: 'Grid', preview: '# Grid\n[ ][ ]', notes: 'dense' },
        ],
        response: 'What about SSO? "Okta", maybe.',
      },
      outcome: {
        type: 'follow_up',
        answers: { q1: { selected: ['API key'] }, q3: { selected: ['Grid'], notes: 'dense' } },
        response: 'What about SSO? "Okta", maybe.',
      },
    },
    {
      cli: '2.1.260 (follow-up, no answers)',
      text:
        'The user asked for more questions before answering. Call AskUserQuestion again now with further questions about this decision ' +
        '(do not repeat these); do not proceed with the task yet.',
      parsed: { branch: 'follow_up', answers: [] },
      outcome: { type: 'follow_up', answers: {} },
    },
    {
      cli: '2.1.260 (follow-up, no answers, a response)',
      text:
        'The user asked for more questions before answering. They also wrote: "Explain the trade-offs first". Call AskUserQuestion again ' +
        'now with further questions about this decision (do not repeat these); do not proceed with the task yet.',
      parsed: { branch: 'follow_up', answers: [], response: 'Explain the trade-offs first' },
      outcome: { type: 'follow_up', answers: {}, response: 'Explain the trade-offs first' },
    },
  ];
  for (const c of cases) {
    it(`CLI ${c.cli}`, () => {
      expect(parseClaudeResultText(c.text, request)).toEqual(c.parsed);
      expect(outcomeFromResultText(request, c.text)).toEqual(c.outcome);
    });
  }

  it('the follow-up texts read without a request too, and a response holding the sentence marker stays whole', () => {
    expect(parseClaudeResultText(cases[11]!.text)).toEqual(cases[11]!.parsed);
    const t =
      'The user asked for more questions before you proceed. So far they answered: "Q"="A". They also wrote: "x". They also wrote: "y".' +
      ' Call AskUserQuestion again with follow-up questions that build on these answers (do not repeat these); do not start the task yet.';
    expect(parseClaudeResultText(t)).toEqual({ branch: 'follow_up', answers: [{ question: 'Q', answer: 'A' }], response: 'x". They also wrote: "y' });
  });
});

describe('markers inside labels, Other text and notes (with a request)', () => {
  const req = makeRequest([
    { question: 'Tone?', options: ['Say "hi" notes: loud', 'Quiet', 'a", "Layout?"="Grid'] },
    { question: 'Langs?', multi: true, options: ['Go', 'Rust, stable', 'say "Layout?"="Grid"'] },
    { question: 'Layout?', options: [{ label: 'Grid', preview: '# Grid\nRelease notes: v2' }, 'List'] },
  ]);
  const read = (body: string) => parseClaudeResultText(wrap(FREE, body), req)?.answers;

  it('a single-select label holding `" notes: ` is the label, not an answer with notes', () => {
    expect(read('"Tone?"="Say "hi" notes: loud"')).toEqual([{ question: 'Tone?', answer: 'Say "hi" notes: loud' }]);
    expect(read('"Tone?"="Say "hi" notes: loud" notes: ok')).toEqual([{ question: 'Tone?', answer: 'Say "hi" notes: loud', notes: 'ok' }]);
  });

  it("the option's own preview may hold ` notes: ` (without notes, and with them)", () => {
    expect(read('"Layout?"="Grid" selected preview:\n# Grid\nRelease notes: v2')).toEqual([
      { question: 'Layout?', answer: 'Grid', preview: '# Grid\nRelease notes: v2' },
    ]);
    expect(read('"Layout?"="Grid" selected preview:\n# Grid\nRelease notes: v2 notes: mine')).toEqual([
      { question: 'Layout?', answer: 'Grid', preview: '# Grid\nRelease notes: v2', notes: 'mine' },
    ]);
  });

  it('Other text holding `", "<a later question>"=` stays whole when that question is answered after it', () => {
    expect(read('"Tone?"="see", "Layout?"="List", "Layout?"="Grid" selected preview:\n# Grid\nRelease notes: v2')).toEqual([
      { question: 'Tone?', answer: 'see", "Layout?"="List' },
      { question: 'Layout?', answer: 'Grid', preview: '# Grid\nRelease notes: v2' },
    ]);
  });

  it('notes holding `, "<a later question>"=` stay whole when that question is answered after them', () => {
    expect(read('"Tone?"="Quiet" notes: x, "Langs?"="Go, "Langs?"="Go"')).toEqual([
      { question: 'Tone?', answer: 'Quiet', notes: 'x, "Langs?"="Go' },
      { question: 'Langs?', answer: 'Go' },
    ]);
  });

  it('notes holding ` notes: ` and `", "` stay whole', () => {
    expect(read('"Tone?"="Quiet" notes: my notes: a, "b", "Langs?"="Go"')).toEqual([
      { question: 'Tone?', answer: 'Quiet', notes: 'my notes: a, "b"' },
      { question: 'Langs?', answer: 'Go' },
    ]);
  });

  it('a multi-select label list with quoted labels (holding `", "` and `"<question>"=`) is not split into Other text', () => {
    const t = wrap(FREE, '"Langs?"="Go, "Rust, stable", "say \\"Layout?\\"=\\"Grid\\"", Zig" notes: n');
    expect(parseClaudeResultText(t, req)?.answers).toEqual([
      { question: 'Langs?', answer: 'Go, "Rust, stable", "say \\"Layout?\\"=\\"Grid\\"", Zig', notes: 'n' },
    ]);
    expect(outcomeFromResultText(req, t)).toEqual(
      answered({ q2: { selected: ['Go', 'Rust, stable', 'say "Layout?"="Grid"'], other: 'Zig', notes: 'n' } }),
    );
  });

  it('a quoted label holding `" notes: ` before a raw Other item stays a label (regression)', () => {
    const docs = makeRequest([{ question: 'Docs?', multi: true, options: ['Update "release" notes: v2', 'API reference'] }]);
    const answer = { selected: ['Update "release" notes: v2', 'API reference'], other: 'Changelog' };
    for (const style of ['current', 'legacy'] as const) {
      for (const withNotes of [false, true]) {
        const given = answered({ q1: withNotes ? { ...answer, notes: 'soon' } : answer });
        const text = toClaudeResultText(docs, given, { style });
        expect(text).toContain('=""Update \\"release\\" notes: v2", API reference, Changelog"');
        expect(outcomeFromResultText(docs, text)).toEqual(given);
      }
    }
  });

  it('Other text written as a JSON literal keeps an escaped `\\" notes: ` inside it', () => {
    expect(read('"Langs?"="Go, "\\"stop\\" notes: now""')).toEqual([{ question: 'Langs?', answer: 'Go, "\\"stop\\" notes: now"' }]);
  });

  it('documented ambiguity: a single-select label holding `", "<a later question>"=` reads as two fragments when that reads as many labels', () => {
    // `a", "Layout?"="Grid` (a label of Tone?) and `a` + Layout? = Grid give the same text; more fragments win.
    expect(read('"Tone?"="a", "Layout?"="Grid"')).toEqual([
      { question: 'Tone?', answer: 'a' },
      { question: 'Layout?', answer: 'Grid' },
    ]);
  });

  it('documented ambiguity: Other text holding `" notes: ` is closed by that quote (notes take the rest)', () => {
    expect(read('"Tone?"="wait" notes: really"')).toEqual([{ question: 'Tone?', answer: 'wait', notes: 'really"' }]);
  });

  it('the current wording keeps the request order; any order only when no ordered reading exists', () => {
    // `"Tone?"=` after `"Layout?"=` cannot start a fragment: it is Other text of Layout?.
    expect(read('"Layout?"="x", "Tone?"="Quiet"')).toEqual([{ question: 'Layout?', answer: 'x", "Tone?"="Quiet' }]);
    expect(read('"Layout?"=(no option selected), "Tone?"="Quiet"')).toEqual([
      { question: 'Layout?' },
      { question: 'Tone?', answer: 'Quiet' },
    ]);
  });

  it('a legacy text may come in any order (an answers object), but names each question once', () => {
    expect(parseClaudeResultText(wrap(LEGACY, '"Layout?"="x", "Tone?"="Quiet"'), req)?.answers).toEqual([
      { question: 'Layout?', answer: 'x' },
      { question: 'Tone?', answer: 'Quiet' },
    ]);
    expect(read('"Tone?"="x", "Tone?"="Quiet"')).toEqual([{ question: 'Tone?', answer: 'x", "Tone?"="Quiet' }]);
    expect(parseClaudeResultText(wrap(LEGACY, '"Tone?"="x", "Tone?"="Quiet"'), req)?.answers).toEqual([
      { question: 'Tone?', answer: 'x", "Tone?"="Quiet' },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Bounded reading (issue 16 items 1-2, issue 17 item 12).

// Seconds on a busy machine (a 2.8 MB text): the checks are on sizes and counted work, never on time
// (bench/readers.mjs prints the times).
describe('reading is bounded', { timeout: 120_000 }, () => {
  it('reads 100,000 fragments without a stack overflow, with and without a request', () => {
    const body = Array.from({ length: 100_000 }, (_, i) => `"Q${i}"="a"`).join(', ');
    expect(parseClaudeResultText(wrap(ANSWERED, body))?.answers).toHaveLength(100_000);
    const legacy = wrap(LEGACY, Array(100_000).fill('"Q2"="x", "Q1"="a"').join(', '));
    expect(parseClaudeResultText(legacy)?.answers).toHaveLength(200_000);
    // With a request a question answers once: the first fragment then holds the rest as Other text.
    const withRequest = parseClaudeResultText(legacy, hostileRequest);
    expect(withRequest?.answers).toHaveLength(1);
    expect(withRequest?.answers[0]).toEqual({ question: 'Q2', answer: legacy.slice(LEGACY[0]!.length + 6, -LEGACY[1]!.length - 1) });
    expect(outcomeFromResultText(hostileRequest, legacy)?.type).toBe('answered');
  });

  // Every crafted family with every reader: a text ten times longer costs at most 12 times the work
  // (10 when linear, a little more for the searches among fragment starts; 100 when quadratic).
  for (const [family, make] of Object.entries(hostileFamilies)) {
    it(`linear: ${family}`, () => {
      for (const [name, read] of Object.entries(readers)) {
        expect(read(make(2000)) === undefined).toBe(false); // read, not thrown
        expect(workRatio(make, read, 20_000), name).toBeLessThan(12);
      }
    });
  }

  it('the work count sees a reader that goes quadratic', () => {
    // What the linearity checks rest on: a scan to the end of the text from every fragment start
    // (the mistake the precomputed nearest ends avoid) is counted, and its ratio is far above 12.
    const quadratic = (text: string) => {
      for (let i = text.indexOf(', "'); i >= 0; i = text.indexOf(', "', i + 1)) text.indexOf('" notes: ', i);
      return parseClaudeResultText(text);
    };
    const make = hostileFamilies['many fragments']!;
    expect(workRatio(make, quadratic, 20_000)).toBeGreaterThan(50);
    // The count is the same on every run, and the readers' own meter runs: a literal of 20,000
    // escaped quotes is scanned in as many steps, which no built-in sees.
    const text = make(20_000);
    const once = countWork(() => parseClaudeResultText(text));
    expect(countWork(() => parseClaudeResultText(text))).toBe(once);
    const literal = hostileFamilies['escaped quotes in a label literal']!(40_000);
    const before = readerSteps();
    parseClaudeResultText(literal, hostileRequest);
    expect(readerSteps() - before).toBeGreaterThanOrEqual(20_000);
  });
});
