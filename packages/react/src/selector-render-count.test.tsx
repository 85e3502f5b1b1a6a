import { memo, useCallback } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as Checkbox from '@radix-ui/react-checkbox';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { describe, expect, it } from 'vitest';
import { AskQuestionsProvider } from './context.js';
import { threeQuestions } from './test/fixtures.js';
import type { RenderLog } from './test/harness.js';
import type { AskQuestionApi } from './types.js';
import { shallowEqual, useAskQuestionSelector } from './use-ask-question-selector.js';
import { useAskQuestions } from './use-ask-questions.js';

/**
 * A picker whose parts each subscribe to their own slice with `useAskQuestionSelector`, the way
 * @askq/ui renders: the list, one memoized row per option, the Other field, the notes.
 */
function PartsPicker({ onRender }: { onRender: RenderLog }) {
  const api = useAskQuestions(threeQuestions, { advanceOnSelect: false });
  onRender('frame');
  return (
    <AskQuestionsProvider value={api}>
      {api.request?.questions.map((q) => (
        <MemoQuestion key={q.id} id={q.id} onRender={onRender} />
      ))}
    </AskQuestionsProvider>
  );
}

const selectList = (api: AskQuestionApi) =>
  api.question.selectionMode === 'single'
    ? { question: api.question, single: true as const, group: api.getRadioGroupProps() }
    : { question: api.question, single: false as const, group: api.getCheckboxGroupProps() };

const MemoQuestion = memo(function QuestionParts({ id, onRender }: { id: string; onRender: RenderLog }) {
  const list = useAskQuestionSelector(id, selectList);
  const { question } = list;
  onRender(`${id}:list`);
  const rows = question.options.map((o) => <MemoRow key={o.id} questionId={id} optionId={o.id} onRender={onRender} />);
  return (
    <div>
      {list.single ? (
        <RadioGroup.Root {...list.group}>
          {rows}
          <RadioGroup.Item {...useAskQuestionSelector(id, selectOtherChoice)} aria-label={`Other ${id}`} />
        </RadioGroup.Root>
      ) : (
        <div {...list.group}>{rows}</div>
      )}
      <OtherField questionId={id} onRender={onRender} />
      <NotesField questionId={id} onRender={onRender} />
    </div>
  );
});

const selectOtherChoice = (api: AskQuestionApi) => api.getOtherChoiceProps();

const MemoRow = memo(function Row({ questionId, optionId, onRender }: { questionId: string; optionId: string; onRender: RenderLog }) {
  const select = useCallback(
    (api: AskQuestionApi) =>
      api.question.selectionMode === 'single'
        ? { multiple: false as const, control: api.getRadioItemProps({ optionId }) }
        : { multiple: true as const, control: api.getCheckboxProps({ optionId }) },
    [optionId],
  );
  const row = useAskQuestionSelector(questionId, select);
  onRender(optionId);
  return row.multiple ? (
    <Checkbox.Root {...row.control} aria-label={optionId} />
  ) : (
    <RadioGroup.Item {...row.control} aria-label={optionId} />
  );
});

const selectOtherInput = (api: AskQuestionApi) => api.getOtherInputProps({ 'aria-label': `Other text ${api.question.id}` });

const OtherField = memo(function OtherField({ questionId, onRender }: { questionId: string; onRender: RenderLog }) {
  const props = useAskQuestionSelector(questionId, selectOtherInput);
  onRender(`${questionId}:other`);
  return <input {...props} />;
});

const selectNotes = (api: AskQuestionApi) => api.getNotesProps({ 'aria-label': `Notes ${api.question.id}` });

const NotesField = memo(function NotesField({ questionId, onRender }: { questionId: string; onRender: RenderLog }) {
  const props = useAskQuestionSelector(questionId, selectNotes);
  onRender(`${questionId}:notes`);
  return <textarea {...props} />;
});

function counter() {
  let log: string[] = [];
  return {
    onRender: (name: string) => void log.push(name),
    take: () => {
      const taken = log;
      log = [];
      return taken;
    },
  };
}

describe('useAskQuestionSelector render isolation', () => {
  it('a keystroke in Other re-renders the Other field alone', async () => {
    const user = userEvent.setup();
    const { onRender, take } = counter();
    render(<PartsPicker onRender={onRender} />);
    const field = screen.getByLabelText('Other text q1');
    // The first character chooses Other: the list (its value), the frame (answered) follow once.
    await user.type(field, 'P');
    take();
    for (const char of 'ostgres') {
      await user.type(field, char);
      expect(take()).toEqual(['q1:other']);
    }
    expect(field).toHaveValue('Postgres');
  });

  it('a keystroke in notes re-renders the notes field alone', async () => {
    const user = userEvent.setup();
    const { onRender, take } = counter();
    render(<PartsPicker onRender={onRender} />);
    const notes = screen.getByLabelText('Notes q2');
    await user.type(notes, 'a');
    take();
    await user.type(notes, 'b');
    expect(take()).toEqual(['q2:notes']);
    expect(notes).toHaveValue('ab');
  });

  it('choosing a radio option re-renders the list, not the rows (Radix checks them from the group value)', async () => {
    const user = userEvent.setup();
    const { onRender, take } = counter();
    render(<PartsPicker onRender={onRender} />);
    await user.click(screen.getByRole('radio', { name: 'q1.0' }));
    take();
    await user.click(screen.getByRole('radio', { name: 'q1.1' }));
    const rendered = take();
    // Radix re-renders its items from the group's value; our rows stay put.
    expect(rendered.filter((name) => name.startsWith('q1.'))).toEqual([]);
    expect(rendered).toContain('q1:list');
    expect(rendered.some((name) => name.startsWith('q2') || name.startsWith('q3'))).toBe(false);
    expect(screen.getByRole('radio', { name: 'q1.1' })).toBeChecked();
  });

  it('toggling a checkbox re-renders that row only among the rows', async () => {
    const user = userEvent.setup();
    const { onRender, take } = counter();
    render(<PartsPicker onRender={onRender} />);
    await user.click(screen.getByRole('checkbox', { name: 'q3.0' }));
    take();
    await user.click(screen.getByRole('checkbox', { name: 'q3.2' }));
    expect(take().filter((name) => name.startsWith('q3'))).toEqual(['q3.2']);
    expect(screen.getByRole('checkbox', { name: 'q3.0' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'q3.2' })).toBeChecked();
  });
});

describe('shallowEqual', () => {
  it('compares three levels of entries', () => {
    const onFocus = () => undefined;
    expect(shallowEqual({ a: { id: 'x', onFocus, style: { color: 'red' } } }, { a: { id: 'x', onFocus, style: { color: 'red' } } })).toBe(true);
    expect(shallowEqual({ a: { b: { c: {} } } }, { a: { b: { c: {} } } })).toBe(false);
    expect(shallowEqual({ id: 'x', onFocus, style: { color: 'red' } }, { id: 'x', onFocus, style: { color: 'blue' } })).toBe(false);
    expect(shallowEqual({ id: 'x', onFocus }, { id: 'x', onFocus: () => undefined })).toBe(false);
    expect(shallowEqual({ id: 'x' }, { id: 'x', extra: undefined })).toBe(false);
    expect(shallowEqual([1, 2], [1, 2])).toBe(true);
    expect(shallowEqual([1, 2], { 0: 1, 1: 2 })).toBe(false);
  });
});
