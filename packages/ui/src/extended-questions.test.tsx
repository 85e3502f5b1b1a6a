import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { AskUserQuestion as Picker } from './ask-user-question.js';
import { textAndNumberQuestions } from './fields.js';
import { deploymentRequest, numberQuestion, retriesRequest, textRequest, timeoutRequest } from './stories/extended-fixtures.js';
import { frLabels } from './stories/labels-fr.js';

/** An element's description: what its aria-describedby names, else its aria-description (the accname order). */
const description = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim() ||
  (el.getAttribute('aria-description') ?? '');

/** The drop-in handed the text and number questions (`@askq/ui/fields`). */
const AskUserQuestion = (props: ComponentProps<typeof Picker>) => <Picker fields={textAndNumberQuestions} {...props} />;

describe('extended questions in AskUserQuestion', () => {
  it('the title is a heading (level 3 unless asked otherwise) above the questions', () => {
    const { unmount } = render(<AskUserQuestion input={deploymentRequest} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Deploy settings' })).toBeTruthy();
    unmount();
    render(<AskUserQuestion input={deploymentRequest} titleLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Deploy settings' })).toBeTruthy();
  });

  it('no title, no title heading: the question is the only heading, at the level a title would have', () => {
    const { unmount } = render(<AskUserQuestion input={textRequest} />);
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([['H3', 'What should the release be called?']]);
    unmount();
    render(<AskUserQuestion input={textRequest} titleLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('What should the release be called?');
  });

  it('each question text is a heading one level below the title, keeping the id the field is named by', () => {
    const { unmount } = render(<AskUserQuestion input={deploymentRequest} />);
    const question = screen.getByRole('heading', { level: 4, name: 'Which environment should this deploy go to?' });
    expect(question.getAttribute('data-slot')).toBe('askq-question-text');
    expect(screen.getByRole('radiogroup').getAttribute('aria-labelledby')).toBe(question.id);
    unmount();
    render(<AskUserQuestion input={deploymentRequest} titleLevel={6} />);
    // Never past h6.
    expect(screen.getByRole('heading', { level: 6, name: 'Which environment should this deploy go to?' })).toBeTruthy();
  });

  it('questionLevel sets the level outright', () => {
    render(<AskUserQuestion input={deploymentRequest} questionLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Which environment should this deploy go to?' })).toBeTruthy();
  });

  it('a text question is a field with its own placeholder and its description under the question', () => {
    render(<AskUserQuestion input={textRequest} />);
    const field = screen.getByRole('textbox', { name: 'What should the release be called?' });
    expect(field.getAttribute('placeholder')).toBe('e.g. Aurora');
    expect(screen.queryByRole('radio')).toBeNull();
    const hint = screen.getByText('It appears in the changelog and the release notes.');
    expect(field.getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('a text question without a placeholder gets the label one', () => {
    const { placeholder: _, ...bare } = textRequest.questions[0]!;
    render(<AskUserQuestion input={{ ...textRequest, questions: [bare] }} />);
    expect(screen.getByRole('textbox').getAttribute('placeholder')).toBe('Type your answer');
  });

  it('a number question shows its unit and range, and the default', () => {
    render(<AskUserQuestion input={timeoutRequest} />);
    const field = screen.getByRole('textbox', { name: 'How long may a health check take?' }) as HTMLInputElement;
    expect(field.value).toBe('30');
    expect(field.getAttribute('type')).toBe('text');
    expect(screen.getByText('s').id).toBeTruthy();
    expect(screen.getByText('From 5 to 60, in steps of 5')).toBeTruthy();
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(screen.getByText('s').id);
  });

  it('an out-of-range number: the error under the field after leaving it, and Submit says which and what fits', async () => {
    const onOutcome = vi.fn();
    const user = userEvent.setup();
    render(<AskUserQuestion input={retriesRequest} onOutcome={onOutcome} />);
    const field = screen.getByRole('textbox', { name: 'How many retries before a deploy fails?' });
    await user.type(field, '11');
    expect(screen.queryByText('Enter a number from 0 to 10.')).toBeNull();
    await user.tab();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Enter a number from 0 to 10.');
    expect(error.getAttribute('aria-live')).toBe('polite');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    const submit = screen.getByRole('button', { name: 'Submit' });
    // Submit shows why only once it is tried; a screen reader hears it as its description at once.
    expect(document.querySelector('[data-slot="askq-reason"]')!.textContent).toBe('');
    expect(description(submit)).toBe('Retries: Enter a number from 0 to 10.');
    await user.click(submit);
    expect(description(submit)).toBe('Retries: Enter a number from 0 to 10.');
    expect(onOutcome).not.toHaveBeenCalled();
    expect(screen.getByText('Retries: Enter a number from 0 to 10.').id).toBe(submit.getAttribute('aria-describedby'));
  });

  it('an off-step number names the step', async () => {
    const user = userEvent.setup();
    render(<AskUserQuestion input={timeoutRequest} />);
    const field = screen.getByRole('textbox');
    await user.clear(field);
    await user.type(field, '31{Enter}');
    expect(screen.getByText('Enter a number from 5 to 60 in steps of 5 (counting from 5).')).toBeTruthy();
  });

  it('a number question without a range still refuses what is not a number', async () => {
    const user = userEvent.setup();
    const { number: _, ...free } = numberQuestion({ min: 0, max: 1 });
    render(<AskUserQuestion input={{ ...retriesRequest, questions: [free] }} />);
    await user.type(screen.getByRole('textbox'), 'many{Enter}');
    expect(screen.getByText('Enter a number, like 4 or 2.5.')).toBeTruthy();
  });

  it('the review lists text and number answers, the number with its unit', async () => {
    const user = userEvent.setup();
    render(<AskUserQuestion input={deploymentRequest} />);
    await user.click(screen.getByRole('radio', { name: /Production/ }));
    await user.type(await screen.findByRole('textbox', { name: 'What should the release be called?' }), 'Aurora');
    await user.click(screen.getByRole('tab', { name: /Review/ }));
    const review = screen.getByRole('tabpanel', { name: 'Review' });
    const answers = within(review).getAllByRole('definition').map((dd) => dd.textContent);
    expect(answers).toEqual(['Production', 'Aurora', '5 %']);
  });

  it('an invalid number is flagged on its tab', async () => {
    const user = userEvent.setup();
    render(<AskUserQuestion input={deploymentRequest} />);
    await user.click(screen.getByRole('tab', { name: /Canary/ }));
    const field = screen.getByRole('textbox', { name: 'How much traffic should the canary get first?' });
    await user.clear(field);
    await user.type(field, '0');
    const tab = screen.getByRole('tab', { name: 'Canary, needs a fix' });
    expect(tab.hasAttribute('data-invalid')).toBe(true);
  });
});

describe('"Ask me more first"', () => {
  it('is absent unless allowFollowUp is set', () => {
    render(<AskUserQuestion input={textRequest} />);
    expect(screen.queryByRole('button', { name: 'Ask me more first' })).toBeNull();
  });

  it('finishes with the follow-up outcome; its label is translatable', async () => {
    const onOutcome = vi.fn();
    const user = userEvent.setup();
    render(<AskUserQuestion input={textRequest} allowFollowUp labels={frLabels} onOutcome={onOutcome} showReceipt={false} />);
    await user.type(screen.getByRole('textbox'), 'Aurora');
    await user.click(screen.getByRole('button', { name: 'Posez-moi d’autres questions' }));
    expect(onOutcome).toHaveBeenCalledTimes(1);
    expect(onOutcome.mock.calls[0]![0]).toEqual({ type: 'follow_up', answers: { q1: { selected: [], other: 'Aurora' } } });
  });
});
