import { describe, expect, test, vi } from 'vitest';
import { createAskStore, type AskStoreOptions } from './store.js';
import { makeRequest } from '../test-fixtures.js';
import { createQuestionSelector } from '../connect/picker-views.js';
import { toAskDraft } from './reducer.js';
import { idleTimeoutRunnable } from './idle-timeout.js';
import type { AskDraft, AskRequest } from '../protocol/types.js';

const ONE = makeRequest([{ question: 'Which database?', header: 'DB', options: ['Postgres', 'SQLite'] }]);
const TWO = makeRequest([
  { question: 'Which database?', header: 'DB', options: ['Postgres', 'SQLite'] },
  { question: 'Which cache?', header: 'Cache', options: ['Redis', 'None'] },
]);
const MULTI = makeRequest([{ question: 'Which features?', header: 'Features', options: ['Auth', 'Search', 'Billing'], multi: true }]);

function setup(request: AskRequest | null, options: AskStoreOptions = {}, initialDraft?: AskDraft | null) {
  const onOutcome = vi.fn();
  const onValueChange = vi.fn();
  const store = createAskStore(request, { onOutcome, onValueChange, ...options }, initialDraft);
  const notified = vi.fn();
  store.subscribe(notified);
  return { store, onOutcome, onValueChange, notified, actions: store.actions };
}

describe('steps and the rules every key, button and action reads', () => {
  test('one question: no review; it is the last step; nothing to advance to or go back to', () => {
    const { store } = setup(ONE);
    expect(store.getSnapshot()).toMatchObject({
      step: { kind: 'question', index: 0 },
      hasReview: false,
      canAdvance: false,
      canGoBack: false,
      isLastStep: true,
      answered: { q1: false },
      outcome: null,
    });
  });

  test('two questions (review auto): each question, then the review, which is the last step', () => {
    const { store, actions } = setup(TWO);
    expect(store.getSnapshot()).toMatchObject({ hasReview: true, canAdvance: true, isLastStep: false });
    actions.next();
    expect(store.getSnapshot()).toMatchObject({ step: { kind: 'question', index: 1 }, canAdvance: true, canGoBack: true, isLastStep: false });
    actions.next();
    expect(store.getSnapshot()).toMatchObject({ step: { kind: 'review' }, canAdvance: false, canGoBack: true, isLastStep: true });
    actions.next();
    expect(store.getSnapshot().step).toEqual({ kind: 'review' });
  });

  test("review 'never': next stops at the last question, which is the last step; review() does nothing", () => {
    const { store, actions } = setup(TWO, { review: 'never' });
    actions.next();
    expect(store.getSnapshot()).toMatchObject({ step: { kind: 'question', index: 1 }, canAdvance: false, isLastStep: true });
    actions.next();
    actions.review();
    expect(store.getSnapshot().step).toEqual({ kind: 'question', index: 1 });
  });
});

describe('pick', () => {
  test('single-select selects and moves on (advance on select) in one change: one notification, one proposal', () => {
    const { store, actions, notified, onValueChange } = setup(TWO);
    actions.pick('q1', 'q1.1');
    expect(store.getSnapshot().state.drafts.q1?.selected).toEqual(['q1.1']);
    expect(store.getSnapshot().step).toEqual({ kind: 'question', index: 1 });
    expect(notified).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange.mock.calls[0]![0]).toMatchObject({ activeIndex: 1, phase: 'answering' });
    actions.pick('q2', 'q2.0');
    expect(store.getSnapshot().step).toEqual({ kind: 'review' });
  });

  test('does not move on with advanceOnSelect off, with one question, or without a next step', () => {
    const off = setup(TWO, { advanceOnSelect: false });
    off.actions.pick('q1', 'q1.0');
    expect(off.store.getSnapshot().step).toEqual({ kind: 'question', index: 0 });
    const one = setup(ONE);
    one.actions.pick('q1', 'q1.0');
    expect(one.store.getSnapshot()).toMatchObject({ step: { kind: 'question', index: 0 }, outcome: null });
    const never = setup(TWO, { review: 'never' });
    never.actions.goTo(1);
    never.actions.pick('q2', 'q2.0');
    expect(never.store.getSnapshot()).toMatchObject({ step: { kind: 'question', index: 1 }, outcome: null });
  });

  test('multi-select toggles and never moves on', () => {
    const { store, actions } = setup(MULTI);
    actions.pick('q1', 'q1.2');
    actions.pick('q1', 'q1.0');
    actions.pick('q1', 'q1.2');
    expect(store.getSnapshot().state.drafts.q1?.selected).toEqual(['q1.0']);
    expect(store.getSnapshot().step).toEqual({ kind: 'question', index: 0 });
  });
});

describe('confirm (Enter) and the outcome', () => {
  test('moves on from an answered question, not from an unanswered one; submits on the last step', () => {
    const { store, actions, onOutcome } = setup(TWO, { advanceOnSelect: false });
    expect(actions.confirm()).toBeNull();
    actions.select('q1', 'q1.0');
    expect(actions.confirm()).toBe('next');
    expect(store.getSnapshot().step).toEqual({ kind: 'question', index: 1 });
    expect(actions.confirm()).toBeNull();
    actions.review();
    expect(actions.confirm()).toBe('submit');
    expect(onOutcome).toHaveBeenCalledTimes(1);
    expect(onOutcome).toHaveBeenCalledWith({ type: 'answered', answers: { q1: { selected: ['Postgres'] } } }, TWO);
  });

  test('the outcome fires exactly once; every action is ignored afterwards', () => {
    const { store, actions, onOutcome, notified } = setup(ONE);
    actions.select('q1', 'q1.1');
    actions.submit();
    actions.submit();
    actions.decline('dismissed');
    actions.select('q1', 'q1.0');
    store.expire(1000, 'none');
    expect(onOutcome).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({ outcome: { type: 'answered' }, canAdvance: false, canGoBack: false });
    expect(store.getSnapshot().state.drafts.q1?.selected).toEqual(['q1.1']);
    expect(notified).toHaveBeenCalledTimes(2);
    expect(actions.confirm()).toBeNull();
  });

  test('submit is refused (no outcome) until the policy is met', () => {
    const { store, actions, onOutcome } = setup(TWO, { submitPolicy: 'all', advanceOnSelect: false });
    actions.select('q1', 'q1.0');
    expect(store.getSnapshot().submitCheck).toMatchObject({ ok: false, reason: 'unanswered_questions', unanswered: ['q2'] });
    actions.submit();
    expect(onOutcome).not.toHaveBeenCalled();
    actions.select('q2', 'q2.1');
    expect(store.getSnapshot().submitCheck.ok).toBe(true);
    actions.submit();
    expect(onOutcome).toHaveBeenCalledTimes(1);
  });

  test('declines, replies and follow-ups finish too; follow-up only when allowed', () => {
    const declined = setup(ONE);
    declined.actions.decline('chat_about_this', 'Let us talk');
    expect(declined.onOutcome.mock.calls[0]![0]).toMatchObject({ type: 'declined', reason: 'chat_about_this' });
    const plain = setup(ONE);
    plain.actions.followUp('more please');
    expect(plain.onOutcome).not.toHaveBeenCalled();
    const allowed = setup(ONE, { allowFollowUp: true });
    allowed.actions.followUp('more please');
    expect(allowed.onOutcome.mock.calls[0]![0]).toMatchObject({ type: 'follow_up' });
  });
});

describe('disabled, interactions and the idle timeout', () => {
  test('while disabled every user action is ignored; the timeout still finishes; enabling again works', () => {
    const { store, actions, onOutcome } = setup(ONE, { disabled: true });
    const interactions = vi.fn();
    store.onInteraction(interactions);
    actions.select('q1', 'q1.0');
    expect(store.getSnapshot().state.drafts.q1?.selected ?? []).toEqual([]);
    expect(store.getSnapshot()).toMatchObject({ canAdvance: false, canGoBack: false });
    expect(interactions).not.toHaveBeenCalled();
    store.setOptions({ onOutcome });
    actions.select('q1', 'q1.0');
    expect(interactions).toHaveBeenCalledTimes(1);
    store.expire(30_000, 'none');
    expect(interactions).toHaveBeenCalledTimes(1);
    expect(onOutcome.mock.calls[0]![0]).toMatchObject({ type: 'timed_out' });
  });
});

describe('a request still streaming in', () => {
  test('is shown, not answerable: no pick, no confirm, no submit, no idle timeout, until it is complete', () => {
    const { store, actions, onOutcome } = setup({ ...TWO, partial: true });
    actions.pick('q1', 'q1.0');
    actions.submit();
    expect(store.getSnapshot().state.drafts.q1?.selected ?? []).toEqual([]);
    expect(actions.confirm()).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ canAdvance: false, outcome: null });
    expect(idleTimeoutRunnable(store.getSnapshot())).toBe(false);
    expect(onOutcome).not.toHaveBeenCalled();
    // The complete request: answerable.
    store.setRequest(TWO);
    actions.pick('q1', 'q1.0');
    expect(store.getSnapshot().state.drafts.q1?.selected).toEqual(['q1.0']);
    expect(idleTimeoutRunnable(store.getSnapshot())).toBe(true);
  });
});

describe('controlled drafts (Radix controllable state)', () => {
  test('a change is proposed through onValueChange and shows only once the owner passes it back', () => {
    const value: AskDraft = { drafts: {}, activeIndex: 0, phase: 'answering' };
    const { store, actions, onValueChange, onOutcome } = setup(TWO, { value });
    actions.pick('q1', 'q1.1');
    expect(store.getSnapshot().state.drafts.q1?.selected ?? []).toEqual([]);
    expect(onValueChange).toHaveBeenCalledTimes(1);
    const proposed = onValueChange.mock.calls[0]![0] as AskDraft;
    // One proposal with the end result of the pick: selected and moved on.
    expect(proposed).toMatchObject({ activeIndex: 1, drafts: { q1: { selected: ['q1.1'] } } });
    store.setOptions({ value: proposed, onValueChange, onOutcome });
    expect(store.getSnapshot()).toMatchObject({ step: { kind: 'question', index: 1 }, answered: { q1: true, q2: false } });
  });

  test('focus is the store own even when controlled; the outcome is not a proposal', () => {
    const value: AskDraft = { drafts: { q1: { selected: ['q1.0'], other: { active: false, text: '' }, notes: '' } }, activeIndex: 0, phase: 'answering' };
    const { store, actions, onValueChange, onOutcome } = setup(ONE, { value });
    actions.focusOption('q1', 'q1.1');
    expect(store.getSnapshot().state.focused).toEqual({ q1: 'q1.1' });
    expect(onValueChange).not.toHaveBeenCalled();
    actions.submit();
    expect(onOutcome).toHaveBeenCalledWith({ type: 'answered', answers: { q1: { selected: ['Postgres'] } } }, ONE);
    expect(store.getSnapshot().outcome).toMatchObject({ type: 'answered' });
  });
});

describe('structural sharing', () => {
  test('an event that changes nothing keeps the snapshot; typing keeps what did not change', () => {
    const { store, actions, notified } = setup(TWO);
    actions.goTo(1);
    actions.setOtherText('q2', 'M');
    const before = store.getSnapshot();
    notified.mockClear();
    actions.goTo(1);
    actions.select('q1', 'no-such-option');
    expect(store.getSnapshot()).toBe(before);
    expect(notified).not.toHaveBeenCalled();
    actions.setOtherText('q2', 'Me');
    const after = store.getSnapshot();
    expect(after).not.toBe(before);
    expect(after.answered).toBe(before.answered);
    expect(after.step).toBe(before.step);
    expect(after.submitCheck).toBe(before.submitCheck);
    expect(after.settings).toBe(before.settings);
    expect(after.state.drafts.q1).toBe(before.state.drafts.q1);
  });

  test('the same options again change nothing; batch notifies once', () => {
    const { store, notified } = setup(TWO);
    const before = store.getSnapshot();
    store.setOptions({ review: 'auto', submitPolicy: 'any' });
    expect(store.getSnapshot()).toBe(before);
    store.batch(() => {
      store.setOptions({ review: 'never' });
      store.setOptions({ review: 'never', disabled: true });
    });
    expect(notified).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({ hasReview: false, canAdvance: false, settings: { disabled: true } });
  });
});

describe('a streamed request', () => {
  test('starts without a request; drafts carry over as it grows; a restored draft applies until the user acts', () => {
    const saved: AskDraft = {
      drafts: { q2: { selected: ['q2.1'], other: { active: false, text: '' }, notes: '' } },
      activeIndex: 0,
      phase: 'answering',
    };
    const { store, actions } = setup(null, {}, saved);
    expect(store.getSnapshot()).toMatchObject({ request: null, canAdvance: false, answered: {} });
    actions.select('q1', 'q1.0'); // no request yet: nothing to act on
    store.setRequest(ONE);
    expect(store.getSnapshot().answered).toEqual({ q1: false });
    store.setRequest(TWO);
    // The saved answer for q2 arrives with q2.
    expect(store.getSnapshot().answered).toEqual({ q1: false, q2: true });
    actions.select('q1', 'q1.1');
    const grown = makeRequest([...TWO.questions.map((q) => ({ question: q.question, header: q.header, options: q.options.map((o) => o.label) })), { question: 'Third?', options: ['x', 'y'] }]);
    store.setRequest(grown);
    expect(store.getSnapshot().state.drafts.q1?.selected).toEqual(['q1.1']);
    expect(store.getSnapshot().answered).toEqual({ q1: true, q2: true, q3: false });
  });
});

describe('preview, then update (one commit per streamed chunk)', () => {
  test('preview shows what update will give without changing anything; update adopts that very object', () => {
    const saved: AskDraft = {
      drafts: { q2: { selected: ['q2.1'], other: { active: false, text: '' }, notes: '' } },
      activeIndex: 0,
      phase: 'answering',
    };
    const { store, notified } = setup(ONE, {}, saved);
    const before = store.getSnapshot();
    const shown = store.preview(TWO, { review: 'auto' });
    expect(shown).not.toBe(before);
    expect(shown).toMatchObject({ request: TWO, hasReview: true, answered: { q1: false, q2: true } });
    // Nothing changed yet, and the same inputs give the same object.
    expect(store.getSnapshot()).toBe(before);
    expect(notified).not.toHaveBeenCalled();
    expect(store.preview(TWO, { review: 'auto' })).toBe(shown);
    store.update(TWO, { review: 'auto' });
    expect(store.getSnapshot()).toBe(shown);
    expect(notified).toHaveBeenCalledTimes(1);
    // Inputs already applied: the preview is the snapshot itself.
    expect(store.preview(TWO, { review: 'auto' })).toBe(shown);
  });

  test('a preview is not adopted when the store moved on in between (a user action)', () => {
    const { store, actions } = setup(ONE);
    const shown = store.preview(TWO, {});
    actions.select('q1', 'q1.1');
    store.update(TWO, {});
    const after = store.getSnapshot();
    expect(after).not.toBe(shown);
    expect(after.request).toBe(TWO);
    expect(after.state.drafts.q1?.selected).toEqual(['q1.1']);
  });

  test('different options give a different preview, and update applies the ones it is given', () => {
    const { store } = setup(TWO);
    const inert = store.preview(TWO, { disabled: true });
    expect(inert.settings.disabled).toBe(true);
    store.update(TWO, { review: 'never' });
    expect(store.getSnapshot()).not.toBe(inert);
    expect(store.getSnapshot()).toMatchObject({ hasReview: false, settings: { disabled: false, review: 'never' } });
  });
});

describe('field errors: revealed once per question, view state only', () => {
  test('revealFieldError marks the question for every reader, keeps the draft and is idempotent', () => {
    const { store, actions, onValueChange, notified } = setup(TWO);
    const draft = toAskDraft(store.getSnapshot().state);
    const selectView = createQuestionSelector();
    const before = selectView(store.getSnapshot(), 'q1');
    expect(before?.fieldErrorRevealed).toBe(false);
    actions.revealFieldError('q1');
    const after = selectView(store.getSnapshot(), 'q1');
    expect(after?.fieldErrorRevealed).toBe(true);
    // The other question's view is the same object: only q1 changed.
    expect(selectView(store.getSnapshot(), 'q2')?.fieldErrorRevealed).toBe(false);
    expect(onValueChange).not.toHaveBeenCalled();
    expect(toAskDraft(store.getSnapshot().state)).toEqual(draft);
    const count = notified.mock.calls.length;
    actions.revealFieldError('q1');
    actions.revealFieldError('nope');
    expect(notified.mock.calls.length).toBe(count);
  });
});

describe('controlled drafts keep the view state the store owns', () => {
  test('a revealed field error and a blocked submit attempt apply although the owner holds the draft', () => {
    const value: AskDraft = { drafts: {}, activeIndex: 0, phase: 'answering' };
    const { store, actions, onValueChange } = setup(TWO, { value });
    actions.revealFieldError('q2');
    actions.submit();
    expect(store.getSnapshot().state).toMatchObject({ revealed: { q2: true }, attempted: true });
    expect(onValueChange).not.toHaveBeenCalled();
  });
});

describe('a user decline that would lose typed text asks first (requestDecline)', () => {
  test('no typed text: declines at once; typed text: asks, and the same request again declines', () => {
    const plain = setup(TWO);
    plain.actions.select('q1', 'q1.0');
    expect(plain.actions.requestDecline('dismissed')).toBe('declined');
    expect(plain.onOutcome).toHaveBeenCalledTimes(1);

    const { store, actions, onOutcome } = setup(TWO);
    actions.setOtherText('q1', 'Mongo');
    expect(actions.requestDecline('dismissed')).toBe('confirming');
    expect(store.getSnapshot().state.confirming).toBe('dismissed');
    expect(onOutcome).not.toHaveBeenCalled();
    expect(actions.requestDecline('dismissed')).toBe('declined');
    expect(onOutcome).toHaveBeenCalledWith(expect.objectContaining({ type: 'declined', reason: 'dismissed' }), TWO);
  });

  test('anything else the user does cancels the question; chat about this never asks (nothing is lost)', () => {
    const { store, actions, onOutcome } = setup(TWO);
    actions.setNotes('q1', 'keep this');
    expect(actions.requestDecline('dismissed')).toBe('confirming');
    actions.select('q1', 'q1.1');
    expect(store.getSnapshot().state.confirming).toBeUndefined();
    expect(actions.requestDecline('dismissed')).toBe('confirming');
    expect(actions.requestDecline('chat_about_this')).toBe('declined');
    expect(onOutcome).toHaveBeenCalledWith(expect.objectContaining({ reason: 'chat_about_this' }), TWO);
  });
});

describe('a pick in a question with previews stays (the preview shows before moving on)', () => {
  test('the pick selects without advancing; confirming (Enter, Next) then moves on', () => {
    const request = makeRequest([
      { question: 'Which layout?', header: 'Layout', options: [{ label: 'Sidebar', preview: 'S|--' }, { label: 'Top bar', preview: '----' }] },
      { question: 'Which cache?', header: 'Cache', options: ['Redis', 'None'] },
    ]);
    const { store, actions } = setup(request);
    actions.pick('q1', 'q1.1');
    expect(store.getSnapshot()).toMatchObject({ step: { kind: 'question', index: 0 }, answered: { q1: true } });
    expect(actions.confirm()).toBe('next');
    expect(store.getSnapshot().step).toEqual({ kind: 'question', index: 1 });
    // Without previews a pick moves on at once, as in Claude Code.
    actions.pick('q2', 'q2.0');
    expect(store.getSnapshot().step).toEqual({ kind: 'review' });
  });
});
