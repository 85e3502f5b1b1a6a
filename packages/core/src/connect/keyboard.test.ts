import { describe, expect, it } from 'vitest';
import { createAskStore } from '../machine/store.js';
import { createIds } from './dom-ids.js';
import { findFocusTarget, keyCommand, tabEntersStep, type FocusDocument, type FocusElement, type KeyTarget } from './keyboard.js';
import { makeRequest } from '../test-fixtures.js';

const TWO = makeRequest([
  { question: 'Which layout?', header: 'Layout', options: ['Sidebar', 'Top bar', 'Card grid'] },
  { question: 'Which chart?', header: 'Chart', options: ['Bars', 'Line'], multi: true },
]);
const ids = createIds('t');

/** A row as the DOM would have it: only what the selectors ask about. */
interface Row extends FocusElement {
  name: string;
  role: 'radio' | 'checkbox';
  checked: boolean;
}

const row = (name: string, role: Row['role'], checked = false): Row => ({ name, role, checked, contains: () => false, querySelector: () => null, focus() {} });

/** A panel that answers the two selectors `findFocusTarget` uses for a choice: the chosen rows, then any row. */
function panel(rows: Row[]): FocusElement {
  return {
    contains: () => false,
    querySelector(selector: string) {
      const chosen = selector.includes('aria-checked="true"');
      return rows.find((r) => selector.includes(`role="${r.role}"`) && (!chosen || r.checked)) ?? null;
    },
  };
}

function doc(panels: Record<string, FocusElement>): FocusDocument {
  const button = row('Skip', 'radio');
  const root: FocusElement = { contains: () => true, querySelector: () => button };
  return { activeElement: null, body: {}, getElementById: (id) => (id === ids.root ? root : (panels[id] ?? null)) };
}

describe('findFocusTarget: leaving a text field (Escape) lands on the chosen row', () => {
  it('single-select: the chosen option, not the first row', () => {
    const store = createAskStore(TWO, {});
    const rows = [row('Sidebar', 'radio'), row('Top bar', 'radio', true), row('Other', 'radio')];
    const found = findFocusTarget(doc({ [ids.panel(0)]: panel(rows) }), store.getSnapshot(), ids, { kind: 'choice' }) as Row;
    expect(found.name).toBe('Top bar');
  });

  it('the Other row when Other is the answer (typing in its field chose it)', () => {
    const store = createAskStore(TWO, {});
    const rows = [row('Sidebar', 'radio'), row('Top bar', 'radio'), row('Other', 'radio', true)];
    const found = findFocusTarget(doc({ [ids.panel(0)]: panel(rows) }), store.getSnapshot(), ids, { kind: 'choice' }) as Row;
    expect(found.name).toBe('Other');
  });

  it('nothing chosen: the first row; multi-select: the first ticked box', () => {
    const store = createAskStore(TWO, {});
    const none = [row('Sidebar', 'radio'), row('Top bar', 'radio')];
    expect((findFocusTarget(doc({ [ids.panel(0)]: panel(none) }), store.getSnapshot(), ids, { kind: 'choice' }) as Row).name).toBe('Sidebar');
    store.actions.goTo(1);
    const boxes = [row('Bars', 'checkbox'), row('Line', 'checkbox', true)];
    expect((findFocusTarget(doc({ [ids.panel(1)]: panel(boxes) }), store.getSnapshot(), ids, { kind: 'choice' }) as Row).name).toBe('Line');
  });
});

describe('tabEntersStep', () => {
  it('Enter and Space, without modifiers, a held key or an IME composition', () => {
    expect(tabEntersStep({ key: 'Enter' })).toBe(true);
    expect(tabEntersStep({ key: ' ' })).toBe(true);
    expect(tabEntersStep({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(tabEntersStep({ key: 'Enter', repeat: true })).toBe(false);
    expect(tabEntersStep({ key: 'Enter', isComposing: true })).toBe(false);
    expect(tabEntersStep({ key: ' ', ctrlKey: true })).toBe(false);
    expect(tabEntersStep({ key: 'ArrowRight' })).toBe(false);
  });
});

describe('keyCommand: Enter in the Other field while an IME composes', () => {
  // The Other field of the last question, with text typed: Enter submits (confirms the step).
  const store = createAskStore(TWO, {});
  store.actions.goTo(1);
  store.actions.setOtherText('q2', 'ラ');
  const field: KeyTarget = { tagName: 'INPUT', type: 'text', getAttribute: () => null, closest: () => null };
  const command = (key: Parameters<typeof keyCommand>[1]) => keyCommand(store.getSnapshot(), key, field);

  it('a plain Enter confirms the step', () => {
    expect(command({ key: 'Enter', keyCode: 13 })).toEqual({ type: 'confirm' });
  });

  it('an Enter that commits the composition is the IME\'s: during it (isComposing, "Process"), and Safari\'s after compositionend (keyCode 229)', () => {
    expect(command({ key: 'Enter', isComposing: true, keyCode: 229 })).toBeNull();
    expect(command({ key: 'Process', keyCode: 229 })).toBeNull();
    expect(command({ key: 'Enter', isComposing: false, keyCode: 229 })).toBeNull();
  });
});
