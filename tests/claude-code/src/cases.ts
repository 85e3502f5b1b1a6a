import { toClaudeResultText, type AskOutcome, type AskRequest } from '@askq/core';

/** What the model must read for a case (spec sections 2, 3 and 7). */
export type Expectation =
  /** Allowed: the tool result is `toClaudeResultText(request, outcome)`, not an error. */
  | { kind: 'allow'; golden?: string }
  /**
   * Denied without interrupt: the model reads the deny message as an error result; it equals
   * `text(request, outcome)` and the golden when given.
   */
  | { kind: 'deny'; text?: (request: AskRequest, outcome: AskOutcome) => string; golden?: string }
  /** Denied with interrupt: a non-empty message, no tool result, and the turn stops there. */
  | { kind: 'interrupt' };

export interface AskCase {
  name: string;
  input: Record<string, unknown>;
  outcome: AskOutcome;
  expect: Expectation;
}

const AUTH = 'Which auth method?';
const DB = 'Which database?';
const CHECKS = 'Which checks should run before merge?';
const LAYOUT = 'Which layout?';

const auth = {
  question: AUTH,
  header: 'Auth',
  options: [
    { label: 'OAuth (Recommended)', description: 'Sign in with a provider' },
    { label: 'API key', description: 'A static secret' },
  ],
  multiSelect: false,
};
const db = {
  question: DB,
  header: 'Database',
  options: [
    { label: 'Postgres', description: 'Relational' },
    { label: 'SQLite', description: 'A file' },
    { label: 'None', description: 'Keep state in memory' },
  ],
  multiSelect: false,
};
// Labels holding ", " and `"`: the quoting rule of spec section 2.
const checks = {
  question: CHECKS,
  header: 'Checks',
  options: [
    { label: 'Lint, format', description: 'Both linters' },
    { label: 'Say "hello" test', description: 'The smoke test' },
    { label: 'Unit tests', description: 'Vitest' },
  ],
  multiSelect: true,
};
const SIDEBAR = '┌──────┬────────────┐\n│ nav  │ content    │\n│      │            │\n└──────┴────────────┘';
const layout = {
  question: LAYOUT,
  header: 'Layout',
  options: [
    { label: 'Sidebar', description: 'Navigation on the left', preview: SIDEBAR },
    { label: 'Top bar', description: 'Navigation on top', preview: '┌───────────────┐\n│ nav           │\n├───────────────┤\n│ content       │\n└───────────────┘' },
  ],
  multiSelect: false,
};

const ANSWERED = 'Your questions have been answered: ';
const ANSWERED_TAIL = '. You can now continue with these answers in mind.';
const FREE = 'The user answered: ';
const FREE_TAIL = '. Read the answers carefully \u2014 they may request clarification, changes, or that you not proceed \u2014 and follow what they actually say.';
const TIMEOUT = (s: number) =>
  `No response after ${s}s \u2014 the user may be away from keyboard. Proceed using your best judgment based on the context so far; you can re-ask this question later if it's still relevant.`;
/** The "Chat about this" feedback of spec section 2, with its four-space indents. */
const CLARIFY =
  'The user wants to clarify these questions.\n    This means they may have additional information, context or questions for you.\n' +
  '    Take their response into account and then reformulate the questions if appropriate.\n' +
  '    Start by asking them what they would like to clarify.\n\n    Questions asked:';

/** A decline as an untyped (JavaScript) caller may build it: no `answers`. */
const untypedDecline = (reason: string) => ({ type: 'declined', reason }) as unknown as AskOutcome;

/**
 * The table: every outcome kind askq produces for a Claude host. Goldens are written out by hand
 * from the spec, so that a bug shared by the encoder and the expectation cannot hide.
 */
export const CASES: AskCase[] = [
  {
    name: 'answered: single-select, two questions keyed by text, in question order',
    input: { questions: [auth, db] },
    outcome: { type: 'answered', answers: { q2: { selected: ['SQLite'] }, q1: { selected: ['OAuth (Recommended)'] } } },
    expect: { kind: 'allow', golden: `${ANSWERED}"${AUTH}"="OAuth (Recommended)", "${DB}"="SQLite"${ANSWERED_TAIL}` },
  },
  {
    name: 'answered: multi-select with labels holding ", " and a quote',
    input: { questions: [checks] },
    outcome: { type: 'answered', answers: { q1: { selected: ['Lint, format', 'Say "hello" test', 'Unit tests'] } } },
    expect: { kind: 'allow', golden: String.raw`${ANSWERED}"${CHECKS}"=""Lint, format", "Say \"hello\" test", Unit tests"${ANSWERED_TAIL}` },
  },
  {
    name: 'answered: one question of two (the other absent)',
    input: { questions: [auth, db] },
    outcome: { type: 'answered', answers: { q2: { selected: ['None'] } } },
    expect: { kind: 'allow', golden: `${ANSWERED}"${DB}"="None"${ANSWERED_TAIL}` },
  },
  {
    name: 'Other text, single-select',
    input: { questions: [auth] },
    outcome: { type: 'answered', answers: { q1: { selected: [], other: 'Use SSO through our IdP' } } },
    expect: { kind: 'allow', golden: `${FREE}"${AUTH}"="Use SSO through our IdP"${FREE_TAIL}` },
  },
  {
    name: 'Other text, single-select, equal to a label (verbatim, plain branch)',
    input: { questions: [auth] },
    outcome: { type: 'answered', answers: { q1: { selected: [], other: 'API key' } } },
    expect: { kind: 'allow', golden: `${ANSWERED}"${AUTH}"="API key"${ANSWERED_TAIL}` },
  },
  {
    name: 'Other text, single-select, with quotes and ", " (verbatim)',
    input: { questions: [auth] },
    outcome: { type: 'answered', answers: { q1: { selected: [], other: 'Use "magic links", please' } } },
    expect: { kind: 'allow', golden: `${FREE}"${AUTH}"="Use "magic links", please"${FREE_TAIL}` },
  },
  {
    name: 'Other text, multi-select, quoted by the label rule',
    input: { questions: [checks] },
    outcome: { type: 'answered', answers: { q1: { selected: ['Unit tests'], other: 'Also "e2e", nightly' } } },
    expect: { kind: 'allow', golden: String.raw`${FREE}"${CHECKS}"="Unit tests, "Also \"e2e\", nightly""${FREE_TAIL}` },
  },
  {
    name: 'Other text, multi-select, plain',
    input: { questions: [checks] },
    outcome: { type: 'answered', answers: { q1: { selected: ['Lint, format'], other: 'Benchmarks' } } },
    expect: { kind: 'allow', golden: String.raw`${FREE}"${CHECKS}"=""Lint, format", Benchmarks"${FREE_TAIL}` },
  },
  {
    name: 'notes with an answer',
    input: { questions: [auth] },
    outcome: { type: 'answered', answers: { q1: { selected: ['API key'], notes: 'Rotate it monthly' } } },
    expect: { kind: 'allow', golden: `${FREE}"${AUTH}"="API key" notes: Rotate it monthly${FREE_TAIL}` },
  },
  {
    name: 'notes only (no selection)',
    input: { questions: [auth, db] },
    outcome: { type: 'answered', answers: { q1: { selected: [], notes: 'Not sure, ask the team' }, q2: { selected: ['Postgres'] } } },
    expect: { kind: 'allow', golden: `${FREE}"${AUTH}"=(no option selected) notes: Not sure, ask the team, "${DB}"="Postgres"${FREE_TAIL}` },
  },
  {
    name: 'preview annotation of the chosen option',
    input: { questions: [layout] },
    outcome: { type: 'answered', answers: { q1: { selected: ['Sidebar'] } } },
    expect: { kind: 'allow', golden: `${ANSWERED}"${LAYOUT}"="Sidebar" selected preview:\n${SIDEBAR}${ANSWERED_TAIL}` },
  },
  {
    name: 'replied: a non-blank response',
    input: { questions: [auth] },
    outcome: { type: 'replied', response: 'Just pick sensible defaults.' },
    expect: { kind: 'allow', golden: 'The user responded: Just pick sensible defaults.' },
  },
  {
    name: 'replied: a blank response is no response',
    input: { questions: [auth] },
    outcome: { type: 'replied', response: '  \n ' },
    expect: { kind: 'allow', golden: 'The user did not answer the questions.' },
  },
  {
    name: 'follow-up with answers and a written response',
    input: { questions: [auth, db] },
    outcome: { type: 'follow_up', answers: { q1: { selected: ['API key'] } }, response: 'What about SSO?' },
    expect: {
      kind: 'allow',
      golden:
        `The user asked for more questions before you proceed. So far they answered: "${AUTH}"="API key". They also wrote: "What about SSO?". ` +
        'Call AskUserQuestion again with follow-up questions that build on these answers (do not repeat these); do not start the task yet.',
    },
  },
  {
    name: 'follow-up without answers',
    input: { questions: [auth] },
    outcome: { type: 'follow_up', answers: {} },
    expect: {
      kind: 'allow',
      golden:
        'The user asked for more questions before answering. ' +
        'Call AskUserQuestion again now with further questions about this decision (do not repeat these); do not proceed with the task yet.',
    },
  },
  {
    name: 'timed out with a selection (a deny with the timeout text)',
    input: { questions: [auth, db] },
    outcome: { type: 'timed_out', timeoutMs: 60_000, answers: { q1: { selected: ['API key'] } } },
    expect: {
      kind: 'deny',
      text: (request, outcome) => toClaudeResultText(request, outcome),
      golden: `${TIMEOUT(60)}\n\nBefore going idle the user had selected: "${AUTH}"="API key".`,
    },
  },
  {
    name: 'timed out with nothing selected',
    input: { questions: [auth] },
    outcome: { type: 'timed_out', timeoutMs: 300_000, answers: {} },
    expect: { kind: 'deny', text: (request, outcome) => toClaudeResultText(request, outcome), golden: TIMEOUT(300) },
  },
  {
    name: 'chat about this, with answers and notes so far',
    input: { questions: [auth, db] },
    outcome: { type: 'declined', reason: 'chat_about_this', answers: { q1: { selected: ['OAuth (Recommended)'], notes: 'Needs SSO later' } } },
    expect: {
      kind: 'deny',
      golden: `${CLARIFY}\n- "${AUTH}"\n  Answer: OAuth (Recommended)\n  User notes: Needs SSO later\n- "${DB}"\n  (No answer provided)`,
    },
  },
  {
    name: 'chat about this from an untyped caller without answers',
    input: { questions: [auth] },
    outcome: untypedDecline('chat_about_this'),
    expect: { kind: 'deny', golden: `${CLARIFY}\n- "${AUTH}"\n  (No answer provided)` },
  },
  // The user's chat message is what the model reads next, so the call's turn stops (core's contract).
  {
    name: 'replied in chat (deny + interrupt)',
    input: { questions: [auth] },
    outcome: { type: 'declined', reason: 'replied_in_chat', message: 'Actually, let us talk about the schema first.', answers: {} },
    expect: { kind: 'interrupt' },
  },
  {
    name: 'replied in chat from an untyped caller without answers',
    input: { questions: [db] },
    outcome: untypedDecline('replied_in_chat'),
    expect: { kind: 'interrupt' },
  },
  {
    name: 'dismissed (deny + interrupt: no tool result, the turn stops)',
    input: { questions: [auth, db] },
    outcome: { type: 'declined', reason: 'dismissed', answers: { q1: { selected: ['API key'] } } },
    expect: { kind: 'interrupt' },
  },
  {
    name: 'dismissed from an untyped caller without answers',
    input: { questions: [db] },
    outcome: untypedDecline('dismissed'),
    expect: { kind: 'interrupt' },
  },
];
