import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseAnyDialect } from '@askq/core/dialects';
import { AskUserQuestion } from './ask-user-question.js';
import { Option } from './option.js';
import { fourQuestionsInput, freeTextInput, htmlPreviewInput, invalidInput, markdownPreviewInput, multiInput, singleInput } from './stories/fixtures.js';
import { Harness } from './stories/harness.js';
import { Question } from './question.js';

/** The legend's text without its bidi isolates (one pair around each key). */
const legendText = () => document.querySelector('[data-slot="askq-legend"]')?.textContent?.replace(/[\u2066-\u2069]/g, '');

describe('AskUserQuestion: the key legend', () => {
  it('says the keys of the active question, hidden from assistive tech (each control announces its own)', async () => {
    const { unmount } = render(<AskUserQuestion input={singleInput} />);
    const legend = document.querySelector('[data-slot="askq-legend"]')!;
    expect(legendText()).toBe('1-4 pick · Enter confirm · Esc skip');
    expect(legend.getAttribute('aria-hidden')).toBe('true');
    unmount();
    render(<AskUserQuestion input={fourQuestionsInput} escapeDeclines={false} />);
    expect(legendText()).toBe('1-4 pick · Enter confirm · ← → questions');
  });

  it('sets each key apart in the picker’s direction: left-to-right items isolated as such, right-to-left ones as such', () => {
    render(<AskUserQuestion input={singleInput} />);
    // LRI … PDI around each item: in a right-to-left picker "1-4 pick" stays one item, read left
    // to right, and the items follow one another from the right (it read "pick · Enter confirm ·
    // Esc skip 1-4").
    expect(document.querySelector('[data-slot="askq-legend"]')!.textContent).toBe(
      '\u20661-4 pick\u2069 · \u2066Enter confirm\u2069 · \u2066Esc skip\u2069',
    );
  });

  it('takes its words from the labels table: a right-to-left translation replaces them, each item read right to left', () => {
    const hebrew = {
      keyLegend: ({ choices }: { choices: number }) => [`1-${choices} לבחירה`, 'Enter לאישור', 'Esc לדילוג'],
      reachQuestion: () => 'Tab או לחיצה כדי לענות',
    };
    render(
      <div dir="rtl" lang="he">
        <AskUserQuestion input={singleInput} labels={hebrew} />
      </div>,
    );
    expect(document.querySelector('[data-slot="askq-legend"]')!.textContent).toBe(
      '\u20671-4 לבחירה\u2069 · \u2067Enter לאישור\u2069 · \u2067Esc לדילוג\u2069',
    );
  });

  it('a legend written as one string is shown as it is', () => {
    render(<AskUserQuestion input={singleInput} labels={{ keyLegend: () => 'digits, Enter, Esc' }} />);
    expect(document.querySelector('[data-slot="askq-legend"]')!.textContent).toBe('digits, Enter, Esc');
  });

  it('is gone while the input streams and once finished', async () => {
    const { rerender } = render(<AskUserQuestion input={singleInput} disabled />);
    expect(document.querySelector('[data-slot="askq-legend"]')).toBeNull();
    rerender(<AskUserQuestion input={singleInput} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skip' }));
    expect(document.querySelector('[data-slot="askq-legend"]')).toBeNull();
  });
});

describe('AskUserQuestion: Skip never throws typed work away unasked', () => {
  it('asks once when Other text or notes would be lost; Skip again declines', async () => {
    const onOutcome = vi.fn();
    const user = userEvent.setup();
    render(<AskUserQuestion input={singleInput} notes="always" onOutcome={onOutcome} />);
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'only on weekdays');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onOutcome).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Skip and lose what you typed? Press Skip or Esc again to confirm.');
    await user.click(screen.getByRole('button', { name: 'Skip anyway' }));
    expect(onOutcome).toHaveBeenCalledWith(expect.objectContaining({ type: 'declined', reason: 'dismissed' }), expect.anything());
  });
});

describe('AskUserQuestion: previews follow the pointer, and a pick waits for them', () => {
  const twoWithPreviews = { questions: [markdownPreviewInput.questions[0]!, singleInput.questions[0]!] };

  it('hovering an option shows its preview; clicking it picks without moving on until confirmed', async () => {
    const user = userEvent.setup();
    render(<AskUserQuestion input={twoWithPreviews} />);
    const preview = () => document.querySelector('[data-slot="askq-question"]:not([hidden]) [data-slot="askq-preview"]')?.textContent ?? '';
    // The pane's chunk is loaded on first use: its box is there at once, its content soon after.
    await vi.waitFor(() => expect(preview()).toContain('Settings'));
    // The question has arrived (its first option took focus in the frame after the mount) before
    // the pointer moves: a focus that landed after the hover would show the focused option's preview.
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]));
    await user.hover(screen.getByRole('radio', { name: 'Tabs' }));
    expect(preview()).toContain('Profile | Billing | Team');
    await user.click(screen.getByRole('radio', { name: 'Tabs' }));
    expect(screen.getByRole('tab', { name: /Layout/ }).getAttribute('aria-selected')).toBe('true');
    expect(preview()).toContain('Profile | Billing | Team');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: /Packages/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('with a notes field under every question a pick stays, so a note can follow it', async () => {
    const user = userEvent.setup();
    render(<AskUserQuestion input={fourQuestionsInput} notes="always" />);
    await user.click(screen.getByRole('radio', { name: 'npm' }));
    expect(screen.getByRole('tab', { name: /Packages/ }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('AskUserQuestion: after "Chat about this"', () => {
  it('a host that focuses its message box in onOutcome keeps focus there; the card lists what was asked', async () => {
    const user = userEvent.setup();
    const onOutcome = vi.fn((outcome) => {
      if (outcome.type === 'declined' && outcome.reason === 'chat_about_this') screen.getByRole('textbox', { name: 'Message' }).focus();
    });
    render(
      <>
        <AskUserQuestion input={fourQuestionsInput} onOutcome={onOutcome} />
        <input aria-label="Message" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Chat about this' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' }));
    // The card drawn from the outcome lists what was asked (its chunk was asked for when the picker mounted).
    const asked = () => document.querySelector('[data-slot="askq-receipt"] [data-slot="askq-receipt-asked"]');
    await waitFor(() => expect(asked()?.textContent).toContain('Which package manager should the new workspace use?'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' }));
  });
});

describe('AskUserQuestion', () => {
  it('shows the parse issues in an alert instead of a blank', () => {
    render(<AskUserQuestion input={invalidInput} />);
    const alert = screen.getByRole('alert');
    expect(alert.querySelectorAll('li').length).toBeGreaterThan(0);
  });

  it('survives input that is not an object at all', () => {
    render(<AskUserQuestion input={42} />);
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('is busy, not in error, while streaming input has nothing to show yet', () => {
    render(<AskUserQuestion input="" disabled />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Preparing questions…')).toBeTruthy();
  });

  it('submits once, then shows the receipt in its place', async () => {
    const onOutcome = vi.fn();
    render(<AskUserQuestion input={singleInput} onOutcome={onOutcome} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Yarn' }));
    expect(onOutcome).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onOutcome).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('group', { name: 'Answered' }).textContent).toContain('Yarn');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('renders nothing afterwards when showReceipt is off', async () => {
    const { container } = render(<AskUserQuestion input={singleInput} showReceipt={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(container.innerHTML).toBe('');
  });

  it('hides Skip and Chat about this on request', () => {
    render(<AskUserQuestion input={singleInput} skip={false} chatAboutThis={false} />);
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Chat about this' })).toBeNull();
  });

  it('a part outside its parent says which one it needs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const option = { id: 'q1.0', label: 'a', displayLabel: 'a', recommended: false };
    expect(() => render(<Option option={option} index={0} />)).toThrow('`Option` must be used within `Question`.');
    vi.restoreAllMocks();
  });
});

describe('previewFormat (a host setting, never guessed)', () => {
  it('renders HTML previews in a sandboxed frame only when the host says html; the prop wins over parseOptions', async () => {
    const { unmount } = render(<AskUserQuestion input={htmlPreviewInput} previewFormat="html" parseOptions={{ previewFormat: 'markdown' }} />);
    expect((await screen.findByTitle('Option preview: Solid')).getAttribute('sandbox')).toBe('');
    unmount();
    const { container } = render(<AskUserQuestion input={htmlPreviewInput} />);
    expect((await screen.findByRole('figure', { name: 'Solid' })).textContent).toContain('<');
    expect(container.querySelector('iframe')).toBeNull();
  });
});

describe('AskUserQuestion: the review step is a heading', () => {
  it('at the questions\' level, so heading navigation finds it', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<AskUserQuestion input={fourQuestionsInput} />);
    await user.click(screen.getByRole('tab', { name: /^Review/ }));
    expect(screen.getByRole('heading', { level: 3, name: 'Review your answers' })).toBeTruthy();
    unmount();
    render(<AskUserQuestion input={fourQuestionsInput} questionLevel={2} />);
    await user.click(screen.getByRole('tab', { name: /^Review/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'Review your answers' })).toBeTruthy();
  });
});

describe('AskUserQuestion: a free-text-only question', () => {
  it('describes its field by the hint, as every other kind of question does', () => {
    render(<AskUserQuestion input={freeTextInput} parser={parseAnyDialect} />);
    const field = screen.getByRole('textbox', { name: freeTextInput.question });
    expect(field.dataset.slot).toBe('askq-other-input');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByText(freeTextInput.hint).id);
  });
});

describe('AskUserQuestion: the receipt is a heading', () => {
  it("at the questions' level, so heading navigation still finds the card once it replaced them", async () => {
    const user = userEvent.setup();
    render(<AskUserQuestion input={singleInput} />);
    expect(screen.getByRole('heading', { level: 3, name: singleInput.questions[0]!.question })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'npm' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const heading = await screen.findByRole('heading', { level: 3, name: 'Answered' });
    expect(screen.getByRole('group', { name: 'Answered' }).contains(heading)).toBe(true);
  });

  it("at the level of what it replaced: the questions' own level, or the title's", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<AskUserQuestion input={singleInput} questionLevel={2} />);
    await user.click(screen.getByRole('radio', { name: 'npm' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Answered' })).toBeTruthy();
    unmount();
    // The lenient parse reads the extended host's title.
    render(<AskUserQuestion input={{ ...singleInput, title: 'Workspace setup' }} titleLevel={2} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Workspace setup' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'npm' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Answered' })).toBeTruthy();
  });
});

describe('AskUserQuestion: a screen reader hears a lone question once', () => {
  // Focus on its first radio used to say the question twice: as the name of a group around the
  // question, then as the name of the radio group in it.
  it('its choices (radios, checkboxes) or its field carry the question, and no group around them does', () => {
    const single = singleInput.questions[0]!.question;
    const first = render(<AskUserQuestion input={singleInput} />);
    expect(screen.getAllByRole('radiogroup', { name: single })).toHaveLength(1);
    expect(screen.queryAllByRole('group', { name: single })).toEqual([]);
    first.unmount();
    const multi = multiInput.questions[0]!.question;
    const second = render(<AskUserQuestion input={multiInput} />);
    // The checkboxes' group is the one group it names.
    expect(screen.getAllByRole('group', { name: multi })).toHaveLength(1);
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(0);
    second.unmount();
    render(<Harness input={freeTextInput}>{() => <Question questionId="q1" />}</Harness>);
    expect(screen.getAllByRole('textbox', { name: freeTextInput.question })).toHaveLength(1);
    expect(screen.queryAllByRole('group', { name: freeTextInput.question })).toEqual([]);
  });

  it('a question whose body is your own keeps the group named by the question (your parts may name nothing)', () => {
    const single = singleInput.questions[0]!.question;
    render(
      <Harness input={singleInput}>
        {() => (
          <Question questionId="q1">
            <button type="button">A choice of my own</button>
          </Question>
        )}
      </Harness>,
    );
    expect(screen.getAllByRole('group', { name: single })).toHaveLength(1);
  });
});

describe('AskUserQuestion: a lone question is a plain radio group', () => {
  it('Left and Right move and check as Up and Down do (no tabs for them to switch)', async () => {
    const user = userEvent.setup();
    render(<AskUserQuestion input={singleInput} autoFocus={false} />);
    await user.click(screen.getByRole('radio', { name: /^pnpm/ }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /^npm/ }));
    expect(screen.getByRole('radio', { name: /^npm/ }).getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: /^pnpm/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('with several questions Left and Right still switch questions', async () => {
    const user = userEvent.setup();
    render(<AskUserQuestion input={fourQuestionsInput} autoFocus={false} />);
    await user.click(screen.getByRole('radio', { name: /^pnpm/ }));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).not.toMatch(/^Packages/));
  });
});
