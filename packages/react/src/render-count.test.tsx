import { act, render, screen } from '@testing-library/react';
import { textAndNumberFields } from '@askq/core/fields';
import userEvent from '@testing-library/user-event';
import { memo } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { onDemandParser } from '@askq/core/picker';
import { AskQuestionsProvider } from './context.js';
import { useAskQuestion } from './use-ask-question.js';
import { useAskQuestions } from './use-ask-questions.js';
import { numberQuestion, twoSingles } from './test/fixtures.js';
import { Picker } from './test/harness.js';
import type { AskQuestionsApi } from './types.js';

// Streamed input is read by the lenient parse: loaded ahead, as an app does when a call starts streaming.
beforeAll(() => onDemandParser.load());

function counter() {
  const counts: Record<string, number> = {};
  const log = (name: string) => {
    counts[name] = (counts[name] ?? 0) + 1;
  };
  const reset = () => {
    for (const key of Object.keys(counts)) counts[key] = 0;
  };
  return { counts, log, reset };
}

describe('render isolation', () => {
  it("typing in question 2's Other field re-renders neither question 1 nor the frame", async () => {
    const user = userEvent.setup();
    const { counts, log, reset } = counter();
    render(<Picker input={twoSingles} options={{ advanceOnSelect: false }} onRender={log} />);
    await user.click(screen.getByRole('tab', { name: 'Q2' }));
    const field = screen.getByLabelText('Other text q2');
    // The first character answers q2: the frame shows that once (answered mark, submit state).
    await user.type(field, 'P');
    reset();
    await user.type(field, 'ostgres 16');
    expect(field).toHaveValue('Postgres 16');
    expect(counts.q2).toBeGreaterThanOrEqual(10);
    expect(counts.q1 ?? 0).toBe(0);
    expect(counts.frame ?? 0).toBe(0);
  });

  it('typing notes re-renders only that question', async () => {
    const user = userEvent.setup();
    const { counts, log, reset } = counter();
    render(<Picker input={twoSingles} options={{ advanceOnSelect: false }} onRender={log} />);
    reset();
    await user.type(screen.getByLabelText('Notes q1'), 'some notes');
    expect(counts.q1).toBeGreaterThanOrEqual(10);
    expect(counts.q2 ?? 0).toBe(0);
    // Notes alone make submit possible (Claude's "(notes only)"): one frame render for that.
    expect(counts.frame).toBe(1);
  });

  it('moving focus between options (previews) re-renders only that question', () => {
    const { counts, log, reset } = counter();
    let api!: AskQuestionsApi;
    render(<Picker input={twoSingles} onRender={log} onApi={(a) => (api = a)} />);
    reset();
    act(() => api.actions.focusOption('q1', 'q1.1'));
    act(() => api.actions.focusOption('q1', 'q1.2'));
    expect(counts.q1).toBe(2);
    expect(counts.q2 ?? 0).toBe(0);
    expect(counts.frame ?? 0).toBe(0);
  });

  it('typing on in a number field that stays out of range does not re-render the frame', async () => {
    const user = userEvent.setup();
    const { counts, log, reset } = counter();
    const input = { dialect: 'claude' as const, previewFormat: 'markdown' as const, questions: [numberQuestion('n', { min: 0, max: 9 })] };
    render(<Picker input={input} options={{ fields: textAndNumberFields }} onRender={log} />);
    const field = screen.getByRole('textbox', { name: 'Question n?' });
    // "12" makes the number invalid: the frame shows that once (submit blocked, with the range).
    await user.type(field, '12');
    reset();
    await user.type(field, '345');
    expect(counts.n).toBeGreaterThanOrEqual(3);
    expect(counts.frame ?? 0).toBe(0);
  });
});

describe('streaming', () => {
  it('a question that finished streaming does not re-render while later questions stream in', () => {
    const { counts, log, reset } = counter();
    const Question = memo(function Question({ id }: { id: string }) {
      const q = useAskQuestion(id);
      log(id);
      return <p>{q.question.question}</p>;
    });
    function Streaming({ input }: { input: unknown }) {
      const api = useAskQuestions(input, { parseOptions: { partial: true } });
      return (
        <AskQuestionsProvider value={api}>
          {api.request?.questions.map((q) => <Question key={q.id} id={q.id} />)}
        </AskQuestionsProvider>
      );
    }
    const q = (text: string, labels: string[]) => ({ question: text, header: text.slice(0, 6), multiSelect: false, options: labels.map((label) => ({ label, description: label })) });
    const chunks = [
      { questions: [q('Which database?', ['Postgres', 'SQLite']), q('Which cache?', ['Redis'])] },
      { questions: [q('Which database?', ['Postgres', 'SQLite']), q('Which cache?', ['Redis', 'None'])] },
      { questions: [q('Which database?', ['Postgres', 'SQLite']), q('Which cache?', ['Redis', 'None']), q('Which queue?', ['SQS'])] },
      { questions: [q('Which database?', ['Postgres', 'SQLite']), q('Which cache?', ['Redis', 'None']), q('Which queue?', ['SQS', 'Kafka'])] },
    ];
    const { rerender } = render(<Streaming input={chunks[0]} />);
    reset();
    for (const chunk of chunks.slice(1)) act(() => rerender(<Streaming input={chunk} />));
    expect(screen.getByText('Which queue?')).toBeInTheDocument();
    expect(counts.q1 ?? 0).toBe(0);
    expect(counts.q2).toBeGreaterThanOrEqual(1);
  });
});
