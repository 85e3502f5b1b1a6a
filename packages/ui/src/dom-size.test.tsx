import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AskUserQuestion } from './ask-user-question.js';
import { fourQuestionsInput, multiInput } from './stories/fixtures.js';

/** One single-select question of four described options: what the browser benchmark mounts. */
const oneQuestion = {
  questions: [
    {
      question: 'Which database setup should the project use?',
      header: 'Database',
      multiSelect: false,
      options: [1, 2, 3, 4].map((k) => ({ label: `Database choice ${k}`, description: `Option ${k}: a short description of its trade-offs.` })),
    },
  ],
};

/**
 * The elements a picker builds, pinned so they cannot grow back unnoticed: the digit hint, the
 * drawn radio / checkbox and the tab marks are styles.css's generated content, not elements.
 */
describe('DOM size of the drop-in picker', () => {
  it('a one-question mount builds at most 26 elements', () => {
    const { container } = render(<AskUserQuestion input={oneQuestion} />);
    // Four options and Other: the whole picker is there.
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('textbox', { name: 'Other answer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(container.querySelectorAll('*').length).toBeLessThanOrEqual(26);
  });

  it('an option row holds its label and description and nothing else; Other holds its text alone', () => {
    render(<AskUserQuestion input={oneQuestion} />);
    const [first, ...rest] = screen.getAllByRole('radio');
    expect([...first!.children].map((child) => child.getAttribute('data-slot'))).toEqual(['askq-option-label', 'askq-option-description']);
    const other = rest.at(-1)!;
    expect(other.children).toHaveLength(0);
    expect(other.textContent).toBe('Other');
  });

  it('a checked checkbox adds its tick, and drops it when unchecked', async () => {
    const user = userEvent.setup();
    render(<AskUserQuestion input={multiInput} />);
    const box = screen.getAllByRole('checkbox')[0]!;
    const tick = () => box.querySelector('[data-slot="askq-check"]');
    expect(tick()).toBeNull();
    await user.click(box);
    expect(box.getAttribute('aria-checked')).toBe('true');
    expect(tick()?.getAttribute('aria-hidden')).toBe('true');
    await user.click(box);
    expect(box.getAttribute('aria-checked')).toBe('false');
    expect(tick()).toBeNull();
  });

  it('a tab carries its mark as data-mark (○, then ✓ once answered), outside its name', async () => {
    const user = userEvent.setup();
    render(<AskUserQuestion input={fourQuestionsInput} />);
    const tab = screen.getByRole('tab', { name: 'Packages' });
    expect(tab.getAttribute('data-mark')).toBe('○');
    expect(tab.children).toHaveLength(1);
    await user.click(screen.getAllByRole('radio')[1]!);
    expect(screen.getByRole('tab', { name: 'Packages, answered' }).getAttribute('data-mark')).toBe('✓');
  });
});
