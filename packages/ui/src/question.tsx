'use client';
import { useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { useAskQuestionSelector, type AskQuestionApi } from '@askq/react';
import { QuestionIdContext } from './context.js';
import { OptionList } from './option-list.js';
import { keepPart } from './option.js';
import { Preview, type RenderMarkdown } from './preview.js';
import { Notes } from './notes.js';
import { withProps } from './with-props.js';

export interface QuestionProps extends HTMLAttributes<HTMLDivElement> {
  questionId: string;
  /** Rich rendering for Markdown previews (it receives raw model text: see `RenderMarkdown`); monospace preformatted text by default. */
  renderMarkdown?: RenderMarkdown | undefined;
  /**
   * Show the Notes field. 'auto': for questions with previews, as Claude Code does.
   * @default 'auto'
   */
  notes?: 'auto' | 'always' | 'never' | undefined;
  /**
   * The question text is a heading of this level, so screen-reader users can jump between
   * questions: one below the request title's level when a title is shown (`AskUserQuestion` works
   * that out).
   * @default 3
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6 | undefined;
  /** Replaces the default body (options, Other, preview) with your own parts. */
  children?: ReactNode | undefined;
}

/**
 * What the question's own elements show: the panel (active, answered, disabled), the text and the
 * hint. Of the draft only whether it answers the question: choosing another option or typing
 * re-renders the parts that show it, not the question around them (nor its context's consumers).
 */
const selectFrame = keepPart(
  (api) => ({
    question: api.question,
    disabled: api.disabled,
    panel: api.getQuestionProps(),
    text: api.getQuestionTextProps(),
    hint: api.getHintProps(),
  }),
  // The panel's bag is the same object while the ids, the question's place and flags are (core
  // keeps it); a streamed chunk is a new question.
  (api) => [api.getQuestionProps(), api.disabled, api.question],
);

/**
 * One question: its text, hint (an extended host's question `description`), options (with Other),
 * or a text / number field for those kinds, and, when any option has a preview, the
 * focused option's preview beside the list. Inactive questions stay mounted but hidden, so their
 * tab's `aria-controls` always points at an element and their drafts keep their DOM state.
 */
export function Question(props: QuestionProps) {
  return useQuestionElement(props);
}

/**
 * The question's element tree (a hook: `AskUserQuestion`'s memoized panel renders it as its own,
 * one component less per question).
 */
export function useQuestionElement({ questionId, renderMarkdown, notes = 'auto', headingLevel = 3, className, children, ...props }: QuestionProps) {
  const { question, disabled, panel, text, hint } = useAskQuestionSelector(questionId, selectFrame);
  const previews = question.hasPreviews && question.selectionMode === 'single';
  const showNotes = notes === 'always' || (notes === 'auto' && previews);
  const scope = useMemo(() => ({ id: questionId, question, disabled }), [questionId, question, disabled]);
  // The same elements while their inputs are: when the panel re-renders (a tab switch, the first
  // answer), the list and notes below it bail out; they follow the store on their own.
  const body = useMemo(
    () =>
      children ??
      // The wrapper lays options and preview side by side; without previews the list needs none.
      (previews ? (
        <div data-slot="askq-body" data-previews="">
          <OptionList />
          <Preview renderMarkdown={renderMarkdown} />
        </div>
      ) : (
        <OptionList />
      )),
    [children, previews, renderMarkdown],
  );
  const notesField = useMemo(() => showNotes && <Notes />, [showNotes]);
  const Heading = `h${headingLevel}` as const;
  // A lone question is a group named by its text, and so is the choice group or field in it: a
  // screen reader said the question twice when focus came. Those parts name themselves; a custom
  // body (`children`) keeps the named group.
  const own = children || (panel as { role?: string }).role !== 'group' ? panel : { ...panel, role: undefined, 'aria-labelledby': undefined };
  return (
    <QuestionIdContext.Provider value={scope}>
      <div {...withProps(own, { ...props, ...(className && { className }), 'data-slot': 'askq-question' })}>
        <Heading {...withProps(text, { 'data-slot': 'askq-question-text' })}>{question.question}</Heading>
        {question.hint && <p {...withProps(hint, { 'data-slot': 'askq-hint' })}>{question.hint}</p>}
        {body}
        {notesField}
      </div>
    </QuestionIdContext.Provider>
  );
}
