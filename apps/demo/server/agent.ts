/**
 * The scripted agent of server mode: it asks through the broker exactly as a real agent's
 * `canUseTool` would (the tool input in Claude's shape, a `toolUseId` per call, an `agentId` for
 * subagents) and writes to the transcript the tool result text the model would read.
 */
import { parseAskRequest, toClaudeResultText } from '@askq/core';
import type { Broker } from '@askq/server';

/** One line of an agent transcript. `read` lines carry the tool result text the model got. */
export interface TranscriptLine {
  agent: string;
  kind: 'say' | 'read';
  text: string;
}

/** Where a session's agent is: not started, asking, or finished. */
export type AgentState = 'idle' | 'running' | 'done';

/** What the page is sent on every change. */
export interface TranscriptSnapshot {
  state: AgentState;
  lines: TranscriptLine[];
}

/** The first question, asked by the main agent. */
export const DATABASE_QUESTION = {
  questions: [
    {
      question: 'Which database should the app use?',
      header: 'Database',
      multiSelect: false,
      options: [
        { label: 'Postgres', description: 'A database server, for many writers' },
        { label: 'SQLite', description: 'One file next to the app, no server' },
      ],
    },
  ],
};

/** The planner's question (asked at the same time as the reviewer's). */
export const PLANNER_QUESTION = {
  questions: [
    {
      question: 'Which milestone comes first?',
      header: 'Milestone',
      multiSelect: false,
      options: [
        { label: 'Sign-in', description: 'Accounts and sessions first' },
        { label: 'Billing', description: 'Plans and invoices first' },
      ],
    },
  ],
};

/** The reviewer's question (asked at the same time as the planner's). */
export const REVIEWER_QUESTION = {
  questions: [
    {
      question: 'How strict should the code review be?',
      header: 'Review',
      multiSelect: false,
      options: [
        { label: 'Blocking', description: 'Nothing merges without approval' },
        { label: 'Advisory', description: 'Comments only, merges go ahead' },
      ],
    },
  ],
};

/** Asks one question through the broker and returns the text the model reads. */
async function askAndRead(broker: Broker, input: unknown, sessionId: string, agentId: string | undefined, toolUseId: string): Promise<string> {
  const outcome = await broker.ask(input, agentId === undefined ? { sessionId, toolUseId } : { sessionId, agentId, toolUseId });
  const { request } = parseAskRequest(input);
  if (!request) throw new Error(`the scripted question ${toolUseId} does not parse`);
  return toClaudeResultText(request, outcome);
}

/**
 * Runs the script for one session: the main agent asks which database, then hands over to two
 * subagents, `planner` and `reviewer`, whose questions are asked at once (they queue in the
 * browser). Every answer's result text goes to `write` as a `read` line.
 */
export async function runScriptedAgent(broker: Broker, sessionId: string, write: (line: TranscriptLine) => void): Promise<void> {
  write({ agent: 'main', kind: 'say', text: 'I need one decision before I start.' });
  const database = await askAndRead(broker, DATABASE_QUESTION, sessionId, undefined, `${sessionId}:database`);
  write({ agent: 'main', kind: 'read', text: database });
  write({ agent: 'main', kind: 'say', text: 'Handing over to the planner and the reviewer.' });
  await Promise.all(
    (
      [
        ['planner', PLANNER_QUESTION],
        ['reviewer', REVIEWER_QUESTION],
      ] as const
    ).map(async ([agentId, input]) => {
      const text = await askAndRead(broker, input, sessionId, agentId, `${sessionId}:${agentId}`);
      write({ agent: agentId, kind: 'read', text });
    }),
  );
  write({ agent: 'main', kind: 'say', text: 'All answers are in. Done.' });
}
