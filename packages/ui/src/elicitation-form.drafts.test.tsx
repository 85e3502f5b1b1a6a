import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { type AskOutcome, type AskRequest } from '@askq/core';
import { toElicitationResult } from '@askq/core/elicitation';
import { ElicitationForm } from './elicitation-form.js';
import { ElicitationAsk } from './elicitation-ask.js';
import { clearSavedDraft, draftPersistence, draftStorageKey, type DraftStorage } from './drafts.js';
import { accountForm } from './stories/elicitation-fixtures.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const KEY = 'elicit-1';
const stored = (storage: ReturnType<typeof memoryStorage>) => storage.map.get(draftStorageKey(KEY));
const nameBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: /Full name/ });
const type = (name: RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

function renderForm(storage: DraftStorage, onOutcome?: (outcome: AskOutcome, request: AskRequest) => void) {
  return render(<ElicitationForm request={accountForm} onOutcome={onOutcome} drafts={draftPersistence({ key: KEY, storage })} />);
}

describe('ElicitationForm: drafts (draftPersistence)', () => {
  // Regression: a half-typed form was lost on a reload or a remount of its card.
  it('saves every change and restores the answers when the form mounts again', () => {
    const storage = memoryStorage();
    const first = renderForm(storage);
    // Nothing typed yet: nothing saved (the defaults need no draft).
    expect(stored(storage)).toBeUndefined();
    type(/Full name/, 'Ada');
    type(/Seats/, '7');
    fireEvent.click(screen.getByRole('radio', { name: 'Team' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Email me invoices/ }));
    expect(JSON.parse(stored(storage)!).drafts.q1.other.text).toBe('Ada');
    expect(first.container.firstElementChild!.hasAttribute('drafts')).toBe(false);
    first.unmount();

    renderForm(storage);
    expect(nameBox().value).toBe('Ada');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Seats/ }).value).toBe('7');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Team' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Email me invoices/ }).checked).toBe(false);
  });

  it('a draft saved in the review comes back to the form (the user reviews again before anything is sent)', () => {
    const storage = memoryStorage();
    const first = renderForm(storage);
    type(/Full name/, 'Ada');
    type(/Email/, 'ada@example.com');
    fireEvent.click(screen.getByRole('radio', { name: 'Pro' }));
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(first.container.firstElementChild!.getAttribute('data-state')).toBe('review');
    first.unmount();
    const second = renderForm(storage);
    expect(second.container.firstElementChild!.getAttribute('data-state')).toBe('answering');
    expect(nameBox().value).toBe('Ada');
  });

  it.each([
    ['Send', 'accept'],
    ['Decline', 'decline'],
    ['Cancel', 'cancel'],
  ])('removes the draft once the form is finished: %s', (button, action) => {
    const storage = memoryStorage();
    const onOutcome = vi.fn<(outcome: AskOutcome, request: AskRequest) => void>();
    renderForm(storage, onOutcome);
    type(/Full name/, 'Ada');
    type(/Email/, 'ada@example.com');
    fireEvent.click(screen.getByRole('radio', { name: 'Pro' }));
    expect(stored(storage)).toBeDefined();
    if (button === 'Send') fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    fireEvent.click(screen.getByRole('button', { name: button }));
    // Cancel with changed answers asks first; the second press cancels.
    if (button === 'Cancel') fireEvent.click(screen.getByRole('button', { name: 'Discard and cancel' }));
    expect(onOutcome).toHaveBeenCalledTimes(1);
    expect(toElicitationResult(accountForm, onOutcome.mock.calls[0]![0]).action).toBe(action);
    expect(stored(storage)).toBeUndefined();
  });

  it('Escape cancels and removes the draft too; clearSavedDraft removes one the form did not finish', () => {
    const storage = memoryStorage();
    renderForm(storage);
    type(/Full name/, 'Ada');
    fireEvent.keyDown(nameBox(), { key: 'Escape' });
    fireEvent.keyDown(nameBox(), { key: 'Escape' });
    expect(screen.getByRole('status').textContent).toBe('Cancelled.');
    expect(stored(storage)).toBeUndefined();

    storage.setItem(draftStorageKey(KEY), JSON.stringify({ drafts: {}, activeIndex: 0, phase: 'answering' }));
    clearSavedDraft({ key: KEY, storage });
    expect(stored(storage)).toBeUndefined();
  });

  // [what, stored text, Seats shown: its default unless the draft holds that field]
  it.each([
    ['not JSON', '{"drafts": ', '5'],
    ['null', 'null', '5'],
    ['an array', '[1, 2]', '5'],
    ['drafts of the wrong types', JSON.stringify({ drafts: { q1: 5, q2: null, q3: { selected: 'q3.0', other: 'x' }, q4: { selected: [{}], other: { text: 7, active: 'yes' } } } }), ''],
    ['options and fields this form does not have', JSON.stringify({ drafts: { q4: { selected: ['q4.9', 'q1.0'] }, zz: { other: { text: 'x' } } }, activeIndex: 99, phase: 'submitted' }), '5'],
  ])('ignores a bad stored draft (%s): nothing of it shows, and the form works', (_, raw, seats) => {
    const storage = memoryStorage({ [draftStorageKey(KEY)]: raw });
    const onOutcome = vi.fn<(outcome: AskOutcome, request: AskRequest) => void>();
    renderForm(storage, onOutcome);
    expect(nameBox().value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Pro' }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Email me invoices/ }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Seats/ }).value).toBe(seats);
    type(/Full name/, 'Ada');
    type(/Email/, 'ada@example.com');
    type(/Seats/, '5');
    fireEvent.click(screen.getByRole('radio', { name: 'Pro' }));
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(toElicitationResult(accountForm, onOutcome.mock.calls[0]![0])).toMatchObject({ action: 'accept', content: { name: 'Ada', seats: 5, plan: 'pro' } });
  });

  it('a storage that throws (disabled, full) saves nothing and breaks nothing', () => {
    const fail = () => {
      throw new Error('SecurityError');
    };
    const onOutcome = vi.fn();
    renderForm({ getItem: fail, setItem: fail, removeItem: fail }, onOutcome);
    type(/Full name/, 'Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onOutcome).toHaveBeenCalledTimes(1);
  });

  it('without a key (or without drafts) nothing is saved', () => {
    const storage = memoryStorage();
    render(<ElicitationForm request={accountForm} drafts={draftPersistence({ key: undefined, storage })} />);
    type(/Full name/, 'Ada');
    expect(storage.map.size).toBe(0);
  });

  it('handed over after mount: restores while nothing was changed, never over what the user typed', () => {
    const saved = JSON.stringify({ drafts: { q1: { selected: [], other: { active: true, text: 'Ada' }, notes: '' } }, activeIndex: 0, phase: 'answering' });
    const view = render(<ElicitationForm request={accountForm} />);
    view.rerender(<ElicitationForm request={accountForm} drafts={draftPersistence({ key: KEY, storage: memoryStorage({ [draftStorageKey(KEY)]: saved }) })} />);
    expect(nameBox().value).toBe('Ada');
    view.unmount();

    const late = render(<ElicitationForm request={accountForm} />);
    type(/Full name/, 'Grace');
    late.rerender(<ElicitationForm request={accountForm} drafts={draftPersistence({ key: KEY, storage: memoryStorage({ [draftStorageKey(KEY)]: saved }) })} />);
    expect(nameBox().value).toBe('Grace');
  });

  it('ElicitationAsk hands drafts to the form (a link card takes none)', () => {
    const storage = memoryStorage();
    const input = { message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } } };
    const first = render(<ElicitationAsk input={input} serverName="crm" drafts={draftPersistence({ key: KEY, storage })} />);
    type(/Name/, 'Ada');
    first.unmount();
    render(<ElicitationAsk input={input} serverName="crm" drafts={draftPersistence({ key: KEY, storage })} />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Name/ }).value).toBe('Ada');
    const url = render(<ElicitationAsk input={{ mode: 'url', message: 'Sign in', elicitationId: 'e', url: 'https://example.com/x' }} drafts={draftPersistence({ key: 'k', storage })} />);
    expect(url.container.querySelector('[drafts]')).toBeNull();
  });
});

describe('ElicitationForm: drafts under server rendering', () => {
  it('hydrates what the server rendered (no draft there), then shows the saved draft', async () => {
    const saved = JSON.stringify({ drafts: { q1: { selected: [], other: { active: true, text: 'Ada' }, notes: '' } }, activeIndex: 0, phase: 'answering' });
    const page = () => <ElicitationForm id="ssr" request={accountForm} autoFocus={false} drafts={draftPersistence({ key: KEY, storage: memoryStorage({ [draftStorageKey(KEY)]: saved }) })} />;
    const container = document.createElement('div');
    // jsdom has a document, so React 18 warns that layout effects do not run on the server: they need not.
    const serverWarning = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    container.innerHTML = renderToString(page());
    serverWarning.mockRestore();
    expect(container.querySelector('input')?.getAttribute('value')).toBe('');
    document.body.append(container);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, page(), { onRecoverableError: recoverable }));
    try {
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors.mock.calls.map((c) => String(c[0]).slice(0, 300))).toEqual([]);
      expect(container.querySelector('input')?.value).toBe('Ada');
    } finally {
      errors.mockRestore();
      act(() => root.unmount());
      container.remove();
    }
  });
});
