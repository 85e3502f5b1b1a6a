import { act, render, screen } from '@testing-library/react';
import { memo, Profiler, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { onDemandParser } from '@askq/core/picker';
import { AskQuestionsProvider } from './context.js';
import { useAskQuestion } from './use-ask-question.js';
import { useAskQuestions } from './use-ask-questions.js';
import type { AskQuestion } from '@askq/core';
import { useAskQuestionSelector } from './use-ask-question-selector.js';
import type { AskQuestionApi } from './types.js';

// Streamed input is read by the lenient parse: loaded ahead, as an app does when a call starts streaming.
beforeAll(() => onDemandParser.load());

/** Growing tool input, as a streamed tool call delivers it (each a repaired JSON prefix). */
const chunks: unknown[] = [
  { questions: [{ question: 'Which database?', header: 'DB', options: [{ label: 'Post' }] }] },
  { questions: [{ question: 'Which database?', header: 'DB', options: [{ label: 'Postgres' }, { label: 'SQ' }] }] },
  {
    questions: [
      { question: 'Which database?', header: 'DB', options: [{ label: 'Postgres' }, { label: 'SQLite' }] },
      { question: 'Which cache?', header: 'Cache', options: [{ label: 'Redis' }] },
    ],
  },
];

let questionRenders: string[] = [];

/**
 * Memoized per question, as a UI does. Its parent passes what the question's slice depends on
 * besides the store (the question object, kept by identity while unchanged, and the frame's
 * review flag), so a changed question renders in the pass that changed it.
 */
const QuestionView = memo(function QuestionView({ id }: { id: string; question: AskQuestion; hasReview: boolean }) {
  const { question } = useAskQuestion(id);
  questionRenders.push(id);
  return <p data-testid={id}>{[question.question, ...question.options.map((o) => o.label)].join(' | ')}</p>;
});

/** Memoized without props: it learns of changes only through its subscription (a later commit). */
const selectCount = (api: AskQuestionApi) => api.question.options.length;
const OptionCount = memo(function OptionCount() {
  const count = useAskQuestionSelector('q1', selectCount);
  return <span data-testid="options">{count}</span>;
});

function Picker({ input }: { input: unknown }) {
  const api = useAskQuestions(input, { parseOptions: { partial: true }, disabled: true });
  return (
    <AskQuestionsProvider value={api}>
      <span data-testid="count">{api.request?.questions.length ?? 0}</span>
      <OptionCount />
      {api.request?.questions.map((q) => <QuestionView key={q.id} id={q.id} question={q} hasReview={api.hasReview} />)}
    </AskQuestionsProvider>
  );
}

describe('streamed input', () => {
  it('shows each chunk in one commit: no second commit while the store catches up', () => {
    let commits = 0;
    let push!: (input: unknown) => void;
    function Host() {
      const [input, setInput] = useState(chunks[0]);
      push = setInput;
      return (
        <Profiler id="picker" onRender={() => commits++}>
          <Picker input={input} />
        </Profiler>
      );
    }
    render(<Host />);
    expect(screen.getByTestId('q1')).toHaveTextContent('Which database? | Post');
    for (const [n, chunk] of chunks.slice(1).entries()) {
      commits = 0;
      questionRenders = [];
      act(() => push(chunk));
      // One commit shows the chunk; a part that did not render with it catches up in one more
      // (q1's option count grows in the first chunk only).
      expect(commits, `chunk ${n + 1}`).toBe(n === 0 ? 2 : 1);
      // Each question renders once, or not at all when only another one changed.
      expect(new Set(questionRenders).size, `chunk ${n + 1}`).toBe(questionRenders.length);
    }
    // The memoized question (its props never changed) still shows the grown question.
    expect(screen.getByTestId('q1')).toHaveTextContent('Which database? | Postgres | SQLite');
    expect(screen.getByTestId('q2')).toHaveTextContent('Which cache? | Redis');
    expect(screen.getByTestId('count')).toHaveTextContent('2');
    expect(screen.getByTestId('options')).toHaveTextContent('2');
  });
});
