import { describe, expect, test, vi } from 'vitest';
import { connectFrame, selectConnectFrame } from './connect-frame.js';
import { connectQuestion, questionSlice } from './connect-question.js';
import { createConnectStore } from './connect-store.js';
import { createIds } from './dom-ids.js';
import type { PropTypes } from './connect-types.js';
import { CONNECT_OPTIONS, makeRequest } from '../test-fixtures.js';

/** Prop bags as a script without a framework reads them. */
type Bag = Record<string, any>;
interface Bags extends PropTypes {
  div: Bag;
  element: Bag;
  button: Bag;
  input: Bag;
  textarea: Bag;
  label: Bag;
  radioGroup: Bag;
  radioItem: Bag;
  checkbox: Bag;
  otherChoice: Bag;
}

const TWO = makeRequest([
  { question: 'Which database?', header: 'DB', options: ['Postgres', 'SQLite'] },
  { question: 'Which cache?', header: 'Cache', options: ['Redis', 'None'] },
]);

const OPTIONS = CONNECT_OPTIONS;

function setup() {
  const onOutcome = vi.fn();
  const store = createConnectStore(TWO, undefined, OPTIONS, { onOutcome });
  const frame = () => connectFrame<Bags>(store, selectConnectFrame(store.getSnapshot()), [], null);
  const question = (id: string) => connectQuestion<Bags>(store, questionSlice(store, store.getSnapshot(), id)!);
  return { store, frame, question, onOutcome };
}

/** A DOM-like key event: no `nativeEvent` (a plain DOM listener gets the event itself). */
function domKey(key: string) {
  const element = { tagName: 'DIV', id: '', getAttribute: () => null, closest: () => null, ownerDocument: { getElementById: () => null } };
  return {
    key,
    target: element,
    currentTarget: element,
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
}

describe('the connected picker without a framework', () => {
  test('a plain script answers through the getters: digits pick and move on, Enter on the review submits', () => {
    const { frame, onOutcome } = setup();
    const first = domKey('1');
    frame().getRootProps().onKeyDown(first);
    expect(first.defaultPrevented).toBe(true);
    expect(frame().activeIndex).toBe(1);
    frame().getRootProps().onKeyDown(domKey('2'));
    expect(frame().phase).toBe('review');
    frame().getRootProps().onKeyDown(domKey('Enter'));
    expect(onOutcome).toHaveBeenCalledTimes(1);
    expect(onOutcome.mock.calls[0]![0]).toMatchObject({ type: 'answered' });
    expect(frame().getRootProps()['data-state']).toBe('finished');
  });

  test("React's synthetic events work the same way (the key is read from nativeEvent)", () => {
    const { frame } = setup();
    const event = { ...domKey('ignored'), nativeEvent: { key: '2' } };
    frame().getRootProps().onKeyDown(event);
    expect(frame().answered).toEqual({ q1: true, q2: false });
  });

  test("a consumer's handler runs first and preventDefault opts out of the picker's keys", () => {
    const { frame } = setup();
    const theirs = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    frame().getRootProps({ onKeyDown: theirs }).onKeyDown(domKey('1'));
    expect(theirs).toHaveBeenCalledTimes(1);
    expect(frame().answered).toEqual({ q1: false, q2: false });
  });

  test('the radio group reports a pick; rows of an unchanged question keep their prop objects', () => {
    const { question } = setup();
    const before = question('q2').getRadioItemProps({ optionId: 'q2.0' });
    expect(question('q1').getRadioGroupProps()).toMatchObject({ value: '', 'aria-labelledby': 't-question-0' });
    question('q1').getRadioGroupProps().onValueChange('q1.1');
    expect(question('q1').getRadioGroupProps().value).toBe('q1.1');
    expect(question('q1').isAnswered).toBe(true);
    expect(question('q2').getRadioItemProps({ optionId: 'q2.0' })).toBe(before);
  });

  test('the Other row bag stays the same object across picks that leave what it shows alone', () => {
    const { question } = setup();
    const other = question('q1').getOtherChoiceProps();
    question('q1').getRadioGroupProps().onValueChange('q1.0');
    question('q1').getRadioGroupProps().onValueChange('q1.1');
    expect(question('q1').draft.selected).toEqual(['q1.1']);
    expect(question('q1').getOtherChoiceProps()).toBe(other);
  });

  test('Submit is aria-disabled with its reason until something is answered, never natively disabled', () => {
    const { frame, question } = setup();
    const blocked = frame().getSubmitButtonProps();
    expect(blocked).toMatchObject({ type: 'button', 'aria-disabled': 'true', 'data-reason': 'nothing_answered', 'aria-describedby': 't-submit-reason' });
    expect(blocked.disabled).toBeUndefined();
    question('q1').getRadioGroupProps().onValueChange('q1.0');
    expect(frame().getSubmitButtonProps()['aria-disabled']).toBeUndefined();
  });

  test('typing in Other chooses it; the text field is controlled by the draft', () => {
    const { question } = setup();
    question('q1').getOtherInputProps().onChange({ currentTarget: { value: 'MariaDB' } });
    expect(question('q1').getOtherInputProps().value).toBe('MariaDB');
    expect(question('q1').draft.other).toEqual({ active: true, text: 'MariaDB' });
  });
});

describe('connectQuestion', () => {
  test('focus an arrow key moved selects (its key may be up by then), focus from Tab or a press does not', () => {
    const { question } = setup();
    const group = question('q1').getRadioGroupProps();
    const [first, second] = [{}, {}];
    const focus = (optionId: string, relatedTarget: unknown) =>
      question('q1').getRadioItemProps({ optionId }).onFocus({ ...domKey(''), relatedTarget });
    // Tab into the group, from outside it: nothing is chosen.
    focus('q1.0', null);
    expect(question('q1').draft.selected).toEqual([]);
    // Down on the first row; Radix moves focus a task later, after a quick tap's keyup.
    group.onKeyDownCapture({ ...domKey('ArrowDown'), target: first });
    focus('q1.1', first);
    expect(question('q1').draft.selected).toEqual(['q1.1']);
    // Up onto Other chooses it, as it chooses an option.
    group.onKeyDownCapture({ ...domKey('ArrowUp'), target: second });
    question('q1').getOtherChoiceProps().onFocus({ ...domKey(''), relatedTarget: second });
    expect(question('q1').draft.other.active).toBe(true);
    // A press in the group ends the arrow's run: focus from the same row no longer selects.
    group.onKeyDownCapture({ ...domKey('ArrowDown'), target: first });
    group.onPointerDownCapture({ ...domKey(''), target: first });
    focus('q1.0', first);
    // So does any other key (Tab leaving the group and coming back).
    group.onKeyDownCapture({ ...domKey('ArrowDown'), target: first });
    group.onKeyDownCapture({ ...domKey('Tab'), target: first });
    focus('q1.0', first);
    expect(question('q1').draft.selected).toEqual([]);
    expect(question('q1').draft.other.active).toBe(true);
  });

  test("a free-text-only question's field is named and described by the question, as a group is", () => {
    const request = makeRequest([{ question: 'What should the release be called?', header: 'Name', options: [] }]);
    request.questions[0]!.hint = 'One or two words.';
    const store = createConnectStore(request, undefined, OPTIONS);
    const q = connectQuestion<Bags>(store, questionSlice(store, store.getSnapshot(), 'q1')!);
    expect(q.question.freeTextOnly).toBe(true);
    expect(q.getOtherInputProps()).toMatchObject({ 'aria-labelledby': q.getQuestionTextProps().id, 'aria-describedby': q.getHintProps().id });
    expect(q.getHintProps().id).toBeTruthy();
  });

  test('one API per slice: every part of the question shares it, a copy of the slice gets its own', () => {
    const { store } = setup();
    const slice = questionSlice(store, store.getSnapshot(), TWO.questions[0]!.id)!;
    const api = connectQuestion<Bags>(store, slice);
    expect(connectQuestion<Bags>(store, slice)).toBe(api);
    // The kept API is none of the slice's fields: a copy with another draft does not carry it along.
    const picked = { ...slice, draft: { ...slice.draft, selected: [TWO.questions[0]!.options[1]!.id] } };
    expect(Object.keys(slice)).not.toContain('api');
    const other = connectQuestion<Bags>(store, picked);
    expect(other).not.toBe(api);
    expect(other.getRadioGroupProps().value).toBe(TWO.questions[0]!.options[1]!.id);
    expect(api.getRadioGroupProps().value).toBe('');
    // A frozen slice (say, kept in an app's store that freezes its state) still gets an API.
    const frozen = Object.freeze({ ...slice });
    expect(connectQuestion<Bags>(store, frozen).getRadioGroupProps().value).toBe('');
  });
});

describe('connectFrame', () => {
  test('the review panel is a Tab stop: Tab from the Review tab reaches the answers (APG tabs, nothing focusable in it)', () => {
    const { frame } = setup();
    expect(frame().getReviewProps()).toMatchObject({ role: 'tabpanel', tabIndex: 0 });
    // A panel given controls of its own takes itself out.
    expect(frame().getReviewProps({ tabIndex: -1 }).tabIndex).toBe(-1);
  });

  test('Skip names Escape as its key (aria-keyshortcuts), only while Escape declines; other declines name none', () => {
    const { frame } = setup();
    expect(frame().getDeclineButtonProps()['aria-keyshortcuts']).toBe('Escape');
    expect(frame().getDeclineButtonProps({ reason: 'chat_about_this' })['aria-keyshortcuts']).toBeUndefined();
    const store = createConnectStore(TWO, undefined, { ...OPTIONS, escapeDeclines: false });
    expect(connectFrame<Bags>(store, selectConnectFrame(store.getSnapshot()), [], null).getDeclineButtonProps()['aria-keyshortcuts']).toBeUndefined();
  });
});

describe('createConnectStore', () => {
  test("its snapshot is the picker's own, the DOM options in its settings: equal props keep it, new ids replace it", () => {
    const store = createConnectStore(TWO, undefined, OPTIONS);
    const first = store.getSnapshot();
    expect(first.settings.ids).toBe(OPTIONS.ids);
    expect(first.settings.escapeDeclines).toBe(true);
    // A render hands over fresh objects with the same values: nothing changes, nobody is told.
    const told = vi.fn();
    store.subscribe(told);
    expect(store.preview(TWO, { ...OPTIONS }, {}, undefined)).toBe(first);
    store.sync(TWO, { ...OPTIONS }, {}, undefined);
    store.flush();
    expect(store.getSnapshot()).toBe(first);
    expect(told).not.toHaveBeenCalled();
    // Other ids (another prefix) and Escape off: one new snapshot, the very one the render previewed.
    const next = { ...OPTIONS, ids: createIds('other'), escapeDeclines: false };
    const previewed = store.preview(TWO, next, {}, undefined);
    expect(previewed).not.toBe(first);
    expect(previewed.settings.ids.root).toBe('other-root');
    expect(store.getSnapshot()).toBe(previewed);
    store.sync(TWO, next, {}, undefined);
    expect(told).not.toHaveBeenCalled();
    store.flush();
    expect(told).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(previewed);
    expect(store.getSnapshot().settings.escapeDeclines).toBe(false);
    // The machine's own settings are there too, with their defaults.
    expect(store.getSnapshot().settings).toMatchObject({ submitPolicy: 'any', review: 'auto', disabled: false });
  });

  test('a preview whose render never committed (thrown away) is dropped when its task ends', async () => {
    const store = createConnectStore(TWO, undefined, OPTIONS);
    const first = store.getSnapshot();
    const other = { ...OPTIONS, ids: createIds('other') };
    const previewed = store.preview(TWO, other, {}, undefined);
    // The parts rendering in the same pass read it...
    expect(store.getSnapshot()).toBe(previewed);
    await Promise.resolve();
    // ...a part rendering later, on its own, reads the store: nothing was synced.
    expect(store.getSnapshot()).toBe(first);
    // A render that commits syncs in its own task: its preview is the store's snapshot from then on.
    const again = store.preview(TWO, other, {}, undefined);
    store.sync(TWO, other, {}, undefined);
    await Promise.resolve();
    expect(store.getSnapshot()).toBe(again);
  });
});
