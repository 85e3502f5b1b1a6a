import { act, render, screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { Suspense, memo, startTransition, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AskQuestionsProvider } from './context.js';
import { useAskQuestion } from './use-ask-question.js';
import { useAskQuestions } from './use-ask-questions.js';
import type { AskOutcome } from './types.js';

const single = (question: string, header: string, labels: string[]) => ({
  questions: [{ question, header, multiSelect: false, options: labels.map((label) => ({ label, description: '' })) }],
});
const A = single('Which database?', 'DB', ['Postgres', 'SQLite']);
const B = single('Deploy now?', 'Deploy', ['Yes', 'No']);
const never = new Promise<void>(() => {});

/** Suspends for B: a part of the page that is not ready yet (a lazy chunk, data). */
function NotReadyFor({ input }: { input: unknown }) {
  if (input === B) throw never;
  return null;
}

/** One question, with a state of its own (a disclosure) that re-renders it alone. */
const Question = memo(function Question({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const q = useAskQuestion(id);
  const group = q.getRadioGroupProps();
  return (
    <fieldset>
      <legend data-testid="question">{q.question.question}</legend>
      {q.question.options.map((o) => (
        <button key={o.id} type="button" onClick={() => group.onValueChange?.(o.id)}>
          {o.label}
        </button>
      ))}
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Details
      </button>
    </fieldset>
  );
});

function Picker({ input, onOutcome }: { input: unknown; onOutcome: (outcome: AskOutcome) => void }) {
  const api = useAskQuestions(input, { onOutcome });
  return (
    <AskQuestionsProvider value={api}>
      <h2 data-testid="header">{api.request?.questions[0]?.header}</h2>
      <NotReadyFor input={input} />
      {api.request?.questions.map((q) => <Question key={q.id} id={q.id} />)}
      <button {...api.getSubmitButtonProps()}>Submit</button>
    </AskQuestionsProvider>
  );
}

describe('concurrent rendering', () => {
  it('a render React throws away (a transition that suspends) never shows in a part that renders on its own', async () => {
    const onOutcome = vi.fn();
    let show!: (input: unknown) => void;
    function Host() {
      const [input, setInput] = useState<unknown>(A);
      show = setInput;
      return (
        <Suspense fallback={<p>Loading</p>}>
          <Picker input={input} onOutcome={onOutcome} />
        </Suspense>
      );
    }
    const user = userEvent.setup();
    render(<Host />);
    // New questions in a transition that cannot finish yet: the page keeps showing A.
    act(() => startTransition(() => show(B)));
    expect(screen.getByTestId('header').textContent).toBe('DB');
    // The question re-renders alone (its own state): it must still show A, the committed picker.
    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.getByRole('button', { name: 'Details' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('question').textContent).toBe('Which database?');
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
    // What the user picks is what is sent, for the question shown.
    await user.click(screen.getByRole('button', { name: 'SQLite' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onOutcome).toHaveBeenCalledTimes(1);
    expect(onOutcome.mock.calls[0]![0]).toEqual({ type: 'answered', answers: { q1: { selected: ['SQLite'] } } });
  });

  it('a transition React renders over several tasks, adding a question, renders it without an error', async () => {
    // Rendering the parts takes longer than React's time slice: React yields between the picker
    // and its questions, and the new question renders in a later task than the picker's preview.
    function Slow() {
      const end = performance.now() + 12;
      while (performance.now() < end);
      return null;
    }
    function Text({ id }: { id: string }) {
      return <p data-question={id}>{useAskQuestion(id).question.question}</p>;
    }
    const C = { questions: [...A.questions, ...single('Which cache?', 'Cache', ['Redis', 'None']).questions] };
    let show!: (input: unknown) => void;
    function Host() {
      const [input, setInput] = useState<unknown>(A);
      show = setInput;
      const api = useAskQuestions(input);
      return (
        <AskQuestionsProvider value={api}>
          <Slow />
          <Slow />
          {api.request?.questions.map((q) => <Text key={q.id} id={q.id} />)}
        </AskQuestionsProvider>
      );
    }
    // A real concurrent root, outside act(): React's scheduler slices the render as in a browser.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false;
    const errors: unknown[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container, { onRecoverableError: (error) => void errors.push(error) });
    try {
      root.render(<Host />);
      await waitFor(() => expect(container.querySelector('[data-question="q1"]')).not.toBeNull());
      startTransition(() => show(C));
      await waitFor(() => expect(container.querySelector('[data-question="q2"]')?.textContent).toBe('Which cache?'));
      expect(errors).toEqual([]);
    } finally {
      root.unmount();
      container.remove();
      env.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });
});
