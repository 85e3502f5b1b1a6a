import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { textAndNumberFields } from '@askq/core/fields';
import { parseWithFields } from '@askq/core/dialects';
import { Harness } from './stories/harness.js';
import { Question } from './question.js';
import { AskUserQuestion } from './ask-user-question.js';
import { textAndNumberQuestions } from './fields.js';

// Raw tool input of an extended host, as a model sends it (not a parsed request).
const RETRIES = { questions: [{ question: 'How many retries?', header: 'Retries', kind: 'number', min: 0, max: 5, defaultValue: 2 }] };

describe('text and number questions in AskUserQuestion', () => {
  it('without the fields: the error names what to hand over, never a choice question', async () => {
    render(<AskUserQuestion input={RETRIES} />);
    // A busy card while the lenient parse loads (on first use), never a choice question.
    expect(screen.queryByRole('radiogroup')).toBeNull();
    const alert = (await screen.findByRole('alert')).textContent;
    expect(alert).toContain(
      `questions[0].kind asks for a "number" question, which this parser does not read: parse with parseWithFields from '@askq/core/dialects'`,
    );
    // Not only the parser's word: what the picker itself is handed (one step, not two).
    expect(alert).toContain('fields={textAndNumberQuestions} (@askq/ui/fields)');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('a parsed request holding one, without the fields: the input error names `fields`, nothing else shows', () => {
    const parsed = parseWithFields(RETRIES).request!;
    for (const props of [{ input: parsed }, { input: RETRIES, parser: parseWithFields }]) {
      const { unmount } = render(<AskUserQuestion {...props} />);
      const alert = screen.getByRole('alert');
      expect(alert.getAttribute('data-slot')).toBe('askq-error');
      expect(alert.textContent).toContain('questions[0].kind is "number"');
      expect(alert.textContent).toContain('fields={textAndNumberQuestions} (@askq/ui/fields)');
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('radiogroup')).toBeNull();
      unmount();
    }
  });

  it('with fields={textAndNumberQuestions}: its parser reads the input, arrows step, the answer goes out', async () => {
    const user = userEvent.setup();
    const onOutcome = vi.fn();
    render(<AskUserQuestion input={RETRIES} fields={textAndNumberQuestions} onOutcome={onOutcome} />);
    const field = (await screen.findByRole('textbox', { name: 'How many retries?' })) as HTMLInputElement;
    expect(field.value).toBe('2');
    await user.click(field);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field.value).toBe('4');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field.value).toBe('5');
    await user.clear(field);
    await user.type(field, '9');
    await user.tab();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.clear(field);
    await user.type(field, '3{Enter}');
    await vi.waitFor(() => expect(onOutcome).toHaveBeenCalledTimes(1));
    expect(onOutcome.mock.calls[0]![0]).toEqual({ type: 'answered', answers: { q1: { selected: [], other: '3' } } });
  });

  it('with fields and another parser: the parser handed over reads the input', async () => {
    const parser = vi.fn(parseWithFields);
    render(<AskUserQuestion input={RETRIES} parser={parser} fields={textAndNumberQuestions} />);
    expect(await screen.findByRole('textbox', { name: 'How many retries?' })).toBeTruthy();
    expect(parser).toHaveBeenCalled();
  });

  it("a composed picker handed core's kit alone (no field components) says what to hand over instead of a blank", () => {
    render(
      <Harness input={RETRIES} options={{ fields: textAndNumberFields }}>
        {() => <Question questionId="q1" />}
      </Harness>,
    );
    expect(screen.getByRole('alert').textContent).toBe('This number question needs fields={textAndNumberQuestions} (@askq/ui/fields).');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
