import { beforeAll, describe, expect, it } from 'vitest';
import { onDemandParser } from '@askq/core/picker';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { AskUserQuestion } from './ask-user-question.js';
import { fourQuestionsInput } from './stories/fixtures.js';

// Streamed input is read by the lenient parse: loaded ahead, as an app does when a call starts streaming.
beforeAll(() => onDemandParser.load());

/** The input growing one option at a time, as a streamed tool call fills it in. */
function chunksOf(input: typeof fourQuestionsInput): unknown[] {
  const out: unknown[] = [];
  const questions: Record<string, unknown>[] = [];
  for (const question of input.questions) {
    const grown = { ...question, options: [] as unknown[] };
    questions.push(grown);
    for (const option of question.options) {
      grown.options = [...grown.options, option];
      out.push({ questions: questions.map((q) => ({ ...q })) });
    }
  }
  return out;
}

let push: (input: { input: unknown; done: boolean }) => void = () => undefined;

function Host({ first, onCommit }: { first: unknown; onCommit: () => void }) {
  const [state, setState] = useState({ input: first, done: false });
  push = setState;
  return (
    <Profiler id="picker" onRender={onCommit}>
      <AskUserQuestion input={state.input} disabled={!state.done} />
    </Profiler>
  );
}

describe('the drop-in while its input streams', () => {
  it('shows rows as inert radios and checkboxes (no Radix yet), one commit per chunk, however many rows arrive', () => {
    const chunks = chunksOf(fourQuestionsInput);
    let commits = 0;
    render(<Host first={chunks[0]} onCommit={() => commits++} />);
    for (const [n, chunk] of chunks.slice(1).entries()) {
      commits = 0;
      act(() => push({ input: chunk, done: false }));
      // A mounting Radix item commits twice more (its ref sets state, roving focus counts it).
      expect(commits, `chunk ${n + 1}`).toBe(1);
    }
    const group = screen.getAllByRole('radiogroup', { hidden: true })[0]!;
    const rows = within(group).getAllByRole('radio', { hidden: true });
    // The first question's three options and Other, as a disabled Radix item would render them.
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.tagName).toBe('BUTTON');
      expect((row as HTMLButtonElement).disabled).toBe(true);
      expect(row.getAttribute('aria-checked')).toBe('false');
      expect(row.getAttribute('data-state')).toBe('unchecked');
      expect(row.getAttribute('data-slot')).toBe('askq-option');
    }
    expect(screen.getAllByRole('checkbox', { hidden: true }).length).toBeGreaterThanOrEqual(4);
  });

  it('turns the rows into Radix items when the input completes, without replacing the question panel', async () => {
    const chunks = chunksOf(fourQuestionsInput);
    const user = userEvent.setup();
    render(<Host first={chunks.at(-1)} onCommit={() => undefined} />);
    const panel = document.querySelector('[data-slot="askq-question"]');
    const inertRow = screen.getAllByRole('radio', { hidden: true })[0]!;
    act(() => push({ input: chunks.at(-1), done: true }));
    expect(document.querySelector('[data-slot="askq-question"]')).toBe(panel);
    const row = screen.getByRole('radio', { name: /pnpm/ });
    expect(row).not.toBe(inertRow);
    expect((row as HTMLButtonElement).disabled).toBe(false);
    await user.click(row);
    expect(row.getAttribute('aria-checked')).toBe('true');
  });

  it('shows a restored selection checked while streaming', () => {
    const chunks = chunksOf(fourQuestionsInput);
    const draft = { drafts: { q1: { selected: ['q1.1'], other: { active: false, text: '' }, notes: '' } }, activeIndex: 0, phase: 'answering' as const };
    render(<AskUserQuestion input={chunks[2]} disabled defaultValue={draft} />);
    const rows = screen.getAllByRole('radio', { hidden: true });
    expect(rows.map((r) => r.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false', 'false']);
  });
});
