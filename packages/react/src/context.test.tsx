import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AskQuestionsProvider, useAskQuestionsContext } from './context.js';
import { useAskQuestion } from './use-ask-question.js';
import { useAskQuestions } from './use-ask-questions.js';
import { twoSingles } from './test/fixtures.js';

describe('AskQuestionsProvider', () => {
  it('throws a named error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAskQuestion('q1'))).toThrow(
      'useAskQuestion must be used within AskQuestionsProvider',
    );
    expect(() => renderHook(() => useAskQuestionsContext())).toThrow(
      'useAskQuestionsContext must be used within AskQuestionsProvider',
    );
    vi.restoreAllMocks();
  });

  it('accepts the api or its store', () => {
    function Label({ id }: { id: string }) {
      const q = useAskQuestion(id);
      return <span data-testid={id}>{`${q.question.header}:${q.isActive}`}</span>;
    }
    function App({ whole }: { whole: boolean }) {
      const api = useAskQuestions(twoSingles);
      return (
        <AskQuestionsProvider value={whole ? api : api.store}>
          <Label id="q1" />
          <Label id="q2" />
        </AskQuestionsProvider>
      );
    }
    const { rerender } = render(<App whole />);
    expect(screen.getByTestId('q1')).toHaveTextContent('Q1:true');
    rerender(<App whole={false} />);
    expect(screen.getByTestId('q2')).toHaveTextContent('Q2:false');
  });

  it('throws for an unknown question id', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function App() {
      const api = useAskQuestions(twoSingles);
      return (
        <AskQuestionsProvider value={api}>
          <Missing />
        </AskQuestionsProvider>
      );
    }
    function Missing() {
      useAskQuestion('nope');
      return null;
    }
    expect(() => render(<App />)).toThrow(/no question with id "nope"/);
    vi.restoreAllMocks();
  });
});
