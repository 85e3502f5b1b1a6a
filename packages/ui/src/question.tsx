'use client';
import { memo, useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { useAskQuestion } from '@askq/react';
import { QuestionContext, QuestionIdContext } from './context.js';
import { OptionList } from './option-list.js';
import { Preview, type RenderMarkdown } from './preview.js';
import { Notes } from './notes.js';

export interface QuestionProps extends HTMLAttributes<HTMLDivElement> {
  questionId: string;
  /** Rich rendering for Markdown previews (it receives raw model text: see `RenderMarkdown`); monospace preformatted text by default. */
  renderMarkdown?: RenderMarkdown;
  /**
   * Show the Notes field. 'auto': for questions with previews, as Claude Code does.
   * @default 'auto'
   */
  notes?: 'auto' | 'always' | 'never';
  /**
   * The question text is a heading of this level, so screen-reader users can jump between
   * questions: one below the request title's level when a title is shown (`AskUserQuestion` works
   * that out).
   * @default 3
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Replaces the default body (options, Other, preview) with your own parts. */
  children?: ReactNode;
}

/**
 * One question: its text, hint (an extended host's question `description`), options (with Other),
 * or a text / number field for those kinds, and, when any option has a preview, the
 * focused option's preview beside the list. Inactive questions stay mounted but hidden, so their
 * tab's `aria-controls` always points at an element and their drafts keep their DOM state.
 */
export function Question({ questionId, renderMarkdown, notes = 'auto', headingLevel = 3, className, children, ...props }: QuestionProps) {
  const api = useAskQuestion(questionId);
  const { question } = api;
  const previews = question.hasPreviews && question.selectionMode === 'single';
  const showNotes = notes === 'always' || (notes === 'auto' && previews);
  const { disabled } = api;
  const scope = useMemo(() => ({ id: questionId, question, disabled }), [questionId, question, disabled]);
  const Heading = `h${headingLevel}` as const;
  return (
    <QuestionIdContext.Provider value={scope}>
    <QuestionContext.Provider value={api}>
      <div
        {...api.getQuestionProps({
          ...props,
          className: clsx(className),
          'data-slot': 'askq-question',
        })}
      >
        <Heading {...api.getQuestionTextProps({ 'data-slot': 'askq-question-text' })}>
          {question.question}
        </Heading>
        {question.hint && <p {...api.getHintProps({ 'data-slot': 'askq-hint' })}>{question.hint}</p>}
        {children ?? <Body previews={previews} renderMarkdown={renderMarkdown} />}
        {showNotes && <MemoNotes />}
      </div>
    </QuestionContext.Provider>
    </QuestionIdContext.Provider>
  );
}

/**
 * The default body. Memoized, as is the notes field: the question re-renders on every keystroke
 * (its context carries the whole API), while its parts subscribe to their own slices.
 */
const Body = memo(function Body({ previews, renderMarkdown }: { previews: boolean; renderMarkdown?: RenderMarkdown | undefined }) {
  // The wrapper lays options and preview side by side; without previews the list needs none.
  if (!previews) return <OptionList />;
  return (
    <div data-slot="askq-body" data-previews="">
      <OptionList />
      <Preview renderMarkdown={renderMarkdown} />
    </div>
  );
});

const MemoNotes = memo(Notes);
