import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, useLayoutEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { fireEvent, render, screen } from '@testing-library/react';
import { ASK_QUESTIONS_OPTION_KEYS } from '@askq/react';
import { draftPersistence, draftStorageKey } from './drafts.js';
import { idleTimeout } from './idle-timeout.js';
import { AskUserQuestion } from './ask-user-question.js';
import { singleInput } from './stories/fixtures.js';

afterEach(() => vi.restoreAllMocks());

describe('AskUserQuestion: the hook options never reach the DOM', () => {
  it('every option of useAskQuestions is taken by the hook; only HTML attributes land on the root', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <AskUserQuestion
        input={singleInput}
        submitPolicy="all"
        review="never"
        advanceOnSelect={false}
        escapeDeclines={false}
        timeout={idleTimeout({ ms: 600_000 })}
        drafts={draftPersistence({ key: 'toolu_options' })}
        allowFollowUp
        onValueChange={() => undefined}
        onOutcome={() => undefined}
        id="picker"
        data-testid="root"
        title="A picker"
      />,
    );
    const root = container.firstElementChild!;
    const names = root.getAttributeNames();
    for (const key of ASK_QUESTIONS_OPTION_KEYS) {
      if (key === 'id') continue; // the hook's id prefix; the root's own id is the hook's root id
      expect(names).not.toContain(key.toLowerCase());
    }
    expect(root.getAttribute('data-testid')).toBe('root');
    expect(root.getAttribute('title')).toBe('A picker');
    expect(error.mock.calls.map((c) => String(c[0])).filter((m) => /does not recognize|Unknown prop|Invalid value for prop/.test(m))).toEqual([]);
  });
});

describe('AskUserQuestion: drafts (draftPersistence)', () => {
  it('saves the draft, restores it on the first render of a remount, and keeps drafts off the DOM', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    const first = render(<AskUserQuestion input={singleInput} drafts={draftPersistence({ key: 'toolu_persist', storage })} />);
    fireEvent.click(screen.getByRole('radio', { name: /^npm/ }));
    expect(JSON.parse(map.get(draftStorageKey('toolu_persist'))!).drafts.q1.selected).toEqual(['q1.1']);
    const root = first.container.firstElementChild!;
    expect(root.hasAttribute('drafts')).toBe(false);
    first.unmount();

    const checkedOnFirstRender: (string | null)[] = [];
    function Probe() {
      // Runs before paint, after the first commit: what the first render showed.
      useLayoutEffect(() => {
        checkedOnFirstRender.push(document.querySelector('[role="radio"][aria-checked="true"]')?.getAttribute('value') ?? null);
      }, []);
      return null;
    }
    render(
      <>
        <AskUserQuestion input={singleInput} drafts={draftPersistence({ key: 'toolu_persist', storage })} />
        <Probe />
      </>,
    );
    expect(checkedOnFirstRender[0]).toBe('q1.1');
    expect(screen.getByRole('radio', { name: /^npm/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('handed over after mount (as the AI SDK part does once the input is complete): restores without remounting the picker', () => {
    const storage = memoryStorage({ [draftStorageKey('toolu_late')]: JSON.stringify({ drafts: { q1: { selected: ['q1.1'] } } }) });
    const { container, rerender } = render(<AskUserQuestion input={singleInput} />);
    const root = container.firstElementChild;
    expect(screen.getByRole('radio', { name: /^npm/ }).getAttribute('aria-checked')).toBe('false');
    rerender(<AskUserQuestion input={singleInput} drafts={draftPersistence({ key: 'toolu_late', storage })} />);
    expect(container.firstElementChild).toBe(root);
    expect(screen.getByRole('radio', { name: /^npm/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('a controlled picker is offered the saved draft through onValueChange, once', () => {
    const saved = { activeIndex: 0, phase: 'answering', drafts: { q1: { selected: ['q1.1'] } } };
    const storage = memoryStorage({ [draftStorageKey('toolu_controlled')]: JSON.stringify(saved) });
    const onValueChange = vi.fn();
    render(<AskUserQuestion input={singleInput} value={{ activeIndex: 0, phase: 'answering', drafts: {} }} onValueChange={onValueChange} drafts={draftPersistence({ key: 'toolu_controlled', storage })} />);
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange.mock.calls[0]?.[0]).toEqual(saved);
  });
});

describe('AskUserQuestion: drafts under server rendering', () => {
  it('hydrates what the server rendered (no saved draft there), then shows the saved draft', async () => {
    const saved = JSON.stringify({ activeIndex: 0, phase: 'answering', drafts: { q1: { selected: ['q1.1'] } } });
    const page = (storage: ReturnType<typeof memoryStorage>) => (
      <AskUserQuestion id="ssr" input={singleInput} drafts={draftPersistence({ key: 'toolu_ssr', storage })} />
    );
    // The server cannot read the browser's storage: it renders the picker without the draft.
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(memoryStorage({ [draftStorageKey('toolu_ssr')]: saved })));
    expect(container.querySelector('[role="radio"][aria-checked="true"]')).toBeNull();
    document.body.append(container);
    // Testing Library only flags the act environment inside its own helpers.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, page(memoryStorage({ [draftStorageKey('toolu_ssr')]: saved })), { onRecoverableError: recoverable }));
    try {
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors.mock.calls.map((c) => String(c[0]).slice(0, 300))).toEqual([]);
      expect(container.querySelector('[role="radio"][aria-checked="true"]')?.getAttribute('value')).toBe('q1.1');
    } finally {
      errors.mockRestore();
      act(() => root.unmount());
      container.remove();
    }
  });
});

describe('AskUserQuestion: timeout (idleTimeout)', () => {
  it('shows the countdown only when a timeout is handed over, and times out', async () => {
    const { unmount } = render(<AskUserQuestion input={singleInput} />);
    expect(screen.queryByRole('timer')).toBeNull();
    unmount();
    const onOutcome = vi.fn();
    render(<AskUserQuestion input={singleInput} onOutcome={onOutcome} timeout={idleTimeout({ ms: 1000, countdownMs: 1000 })} />);
    expect((await screen.findByRole('timer')).textContent).toMatch(/Continuing on its own in 1s/);
    await vi.waitFor(() => expect(onOutcome).toHaveBeenCalledTimes(1), { timeout: 20_000 });
    expect(onOutcome.mock.calls[0]?.[0]).toEqual({ type: 'timed_out', timeoutMs: 1000, answers: {} });
  });
});

describe('AskUserQuestion: the countdown is announced', () => {
  it('in a polite region there before it, as it starts and at 10 and 5 seconds; a key clears it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] });
    try {
      render(<AskUserQuestion input={singleInput} timeout={idleTimeout({ ms: 30_000, countdownMs: 20_000 })} />);
      const live = [...document.querySelectorAll('[aria-live="polite"]')].find((el) => el.closest('[data-slot="askq-root"]') && !el.textContent)!;
      const said: string[] = [];
      const watch = new MutationObserver(() => said.push(live.textContent ?? ''));
      watch.observe(live, { childList: true, characterData: true, subtree: true });
      expect(screen.queryByRole('timer')).toBeNull();
      // A second at a time, each rendered (act would batch a longer stretch into its last state).
      for (let t = 0; t < 26; t++) await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
      expect(screen.getByRole('timer').textContent).toMatch(/in [1-5]s/);
      expect(said.filter(Boolean)).toEqual([
        'Continuing on its own in 20s. Press any key to stay.',
        'Continuing on its own in 10s. Press any key to stay.',
        'Continuing on its own in 5s. Press any key to stay.',
      ]);
      expect(live.isConnected).toBe(true);
      // A key resets the timer: the warning goes with the countdown.
      act(() => void document.querySelector('[role="radio"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true })));
      expect(screen.queryByRole('timer')).toBeNull();
      expect(live.textContent).toBe('');
      watch.disconnect();
    } finally {
      vi.useRealTimers();
    }
  });
});

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}
