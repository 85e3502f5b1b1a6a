import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import * as core from '@askq/core';
import * as transcript from '@askq/core/transcript';
import { parseAskRequest, type AskRequest } from '@askq/core';
import { Receipt, receiptReadPart } from './receipt.js';
import { singleInput } from './stories/fixtures.js';

// The result-text reader is a chunk a receipt drawn from a text loads on first use (receipt.lazy.test.tsx); here it is there already.
beforeAll(() => receiptReadPart.load());

// The readers, spied on so a test can make them throw (as a stack overflow or a bug would).
vi.mock('@askq/core/transcript', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@askq/core/transcript')>();
  return {
    ...actual,
    parseClaudeResultText: vi.fn(actual.parseClaudeResultText),
    outcomeFromResultText: vi.fn(actual.outcomeFromResultText),
  };
});
vi.mock('@askq/core', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@askq/core')>();
  return { ...actual, toClaudeResultText: vi.fn(actual.toClaudeResultText) };
});

const request = parseAskRequest(singleInput).request as AskRequest;
const TEXT = 'User has answered your questions: "Which?"="npm". You can now continue with the user\'s answers in mind.';
const boom = () => {
  throw new RangeError('Maximum call stack size exceeded');
};

afterEach(() => {
  // Back to the real readers (the implementations the mocks were made with).
  for (const fn of [transcript.parseClaudeResultText, transcript.outcomeFromResultText, core.toClaudeResultText]) vi.mocked(fn).mockRestore();
  vi.restoreAllMocks();
});

/** A receipt between two siblings: the page around it must survive whatever it does. */
function Page(props: { children: React.ReactNode }) {
  return (
    <main>
      <p>before</p>
      {props.children}
      <p>after</p>
    </main>
  );
}

describe('Receipt fails soft', () => {
  it('shows a text whose reader throws as plain text in its card; the rest of the page stays', () => {
    vi.mocked(transcript.parseClaudeResultText).mockImplementation(boom);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Page>
        <Receipt resultText={TEXT} />
      </Page>,
    );
    const card = screen.getByRole('group', { name: 'Result' });
    expect(card.querySelector('[data-slot="askq-receipt-text"]')?.textContent).toBe(TEXT);
    expect(screen.getByText('before')).toBeTruthy();
    expect(screen.getByText('after')).toBeTruthy();
  });

  it('does the same when reading through the request throws', () => {
    vi.mocked(transcript.outcomeFromResultText).mockImplementation(boom);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Page>
        <Receipt resultText={TEXT} request={request} />
      </Page>,
    );
    expect(screen.getByRole('group', { name: 'Result' }).textContent).toContain(TEXT);
    expect(screen.getByText('after')).toBeTruthy();
  });

  it('an outcome that cannot be drawn still says what happened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Answers that are not objects: the answer list throws while formatting them.
    const outcome = { type: 'answered', answers: { q1: { selected: 7 } } } as unknown as core.AskOutcome;
    render(
      <Page>
        <Receipt request={request} outcome={outcome} />
      </Page>,
    );
    // The fallback writes the text the model read with a chunk loaded for it.
    const card = await screen.findByRole('group', { name: 'Answered' });
    expect(card.dataset.state).toBe('answered');
    expect(screen.getByText('after')).toBeTruthy();
  });

  it('shows an unreadable result (the reader gave up) as plain text', () => {
    vi.mocked(transcript.parseClaudeResultText).mockReturnValue({ branch: 'answered', answers: [], unreadable: true } as transcript.ParsedResultText);
    render(<Receipt resultText={TEXT} />);
    const card = screen.getByRole('group', { name: 'Result' });
    expect(card.dataset.state).toBe('unknown');
    expect(card.textContent).toContain(TEXT);
  });

  it('tries again when given another text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actual = await vi.importActual<typeof import('@askq/core/transcript')>('@askq/core/transcript');
    vi.mocked(transcript.parseClaudeResultText).mockImplementation((text, req) => (typeof text === 'string' && text.includes('"npm"') ? boom() : actual.parseClaudeResultText(text, req)));
    const { rerender } = render(<Receipt resultText={TEXT} />);
    expect(screen.getByRole('group', { name: 'Result' })).toBeTruthy();
    rerender(<Receipt resultText={TEXT.replace('npm', 'pnpm')} />);
    expect(screen.getByRole('group', { name: 'Answered' }).textContent).toContain('pnpm');
  });
});

describe('Receipt reading cost', () => {
  it('does not read a text above maxReadLength: it shows it as it is', () => {
    const read = vi.mocked(transcript.parseClaudeResultText);
    read.mockClear();
    const long = TEXT.replace('npm', 'n'.repeat(20_000));
    render(<Receipt resultText={long} />);
    expect(read).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Result' }).textContent).toContain(long);
  });

  it('reads texts up to the cap (16,384 characters by default), and the cap is a prop', () => {
    const read = vi.mocked(transcript.parseClaudeResultText);
    read.mockClear();
    const atCap = TEXT.replace('npm', 'n'.repeat(16_384 - TEXT.length + 3));
    expect(atCap.length).toBe(16_384);
    const { unmount } = render(<Receipt resultText={atCap} />);
    expect(read).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('group', { name: 'Answered' })).toBeTruthy();
    unmount();
    read.mockClear();
    render(<Receipt resultText={TEXT} maxReadLength={10} />);
    expect(read).not.toHaveBeenCalled();
  });
});
