/**
 * The picker's keyboard model, framework-free: Claude Code's picker where the web allows,
 * WAI-ARIA where they differ. Digits pick, Enter confirms the step, Escape declines; in the tab
 * list Left/Right/Home/End switch tabs (APG tabs, automatic activation). A renderer (React, another
 * framework, a plain DOM script) asks what a key means (`keyCommand`, `tabKeyTarget`), runs it
 * (`runKeyCommand`) and moves focus where the result says once it has rendered the step
 * (`findFocusTarget`).
 */
import type { AskIds } from './dom-ids.js';
import { OTHER_VALUE } from './picker-views.js';
import type { AskStore, AskStoreSnapshot } from '../machine/store.js';
import { isInert } from '../machine/selectors.js';
import type { AskQuestion } from '../protocol/types.js';

/** What a key handler needs of a keyboard event (a DOM `KeyboardEvent` has all of it). */
export interface KeyInput {
  key: string;
  shiftKey?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  repeat?: boolean;
  /** The key belongs to an IME composition. */
  isComposing?: boolean;
  /** 229: an IME's key, also Safari's Enter that ends a composition (sent after it ended, `isComposing` false). */
  keyCode?: number;
}

/** What the keyboard model reads of the element a key was pressed on (a DOM `Element` has all of it). */
export interface KeyTarget {
  tagName: string;
  id?: string;
  /** An `<input>`'s type. */
  type?: string;
  getAttribute(name: string): string | null;
  closest(selector: string): unknown;
}

/** What a key asks the picker to do (`runKeyCommand` does it). */
export type KeyCommand =
  | { type: 'decline' }
  /** Escape in a text field: leave it for the question's choices (the text stays). */
  | { type: 'leaveField' }
  /** A digit on an option: multi-select toggles, single-select selects and may move on. */
  | { type: 'pick'; questionId: string; optionId: string }
  /** Enter on a single-select option not chosen yet: choose it and go on (next step, or submit). */
  | { type: 'choose'; questionId: string; optionId: string }
  /** The digit after the options: chooses Other (single-select) or flips it (multi-select). */
  | { type: 'setOtherActive'; questionId: string; active: boolean }
  /** Enter: submit on the last step, else move on from an answered question. */
  | { type: 'confirm' }
  /** Left / Right outside text fields: the previous or next question (or the review step). */
  | { type: 'goToTab'; tab: TabTarget };

/** Where focus should go once the step a key (or a pick) led to has rendered. */
export type FocusTarget =
  | { kind: 'panel' }
  | { kind: 'otherInput'; index: number }
  | { kind: 'option'; optionId: string }
  /** Out of a text field to the active question's choice (its chosen or first row), else a button. */
  | { kind: 'choice' };

export interface KeyCommandOptions {
  /** Escape declines (reason 'dismissed'). @default true */
  escapeDeclines?: boolean | undefined;
  /**
   * Whether something inside the picker already prevented the default (Radix prevents Enter on
   * radios and checkboxes, since Enter does not check them in WAI-ARIA; it still submits).
   */
  preventedBefore?: boolean | undefined;
  /** The picker is laid out right to left: Left goes to the next question. @default false */
  rtl?: boolean | undefined;
}

const TEXT_INPUT_TYPES = ['', 'text', 'search', 'email', 'url', 'tel', 'password', 'number'];
const EDITABLE = '[contenteditable]:not([contenteditable="false"])';

/** The tag name (upper case in XML documents too) and, for an `<input>`, its type. */
function kind(el: KeyTarget): [tag: string, inputType: string | undefined] {
  const tag = el.tagName.toUpperCase();
  return [tag, tag === 'INPUT' ? (el.type ?? '') : undefined];
}

/** Where a digit is text, not a shortcut. */
function isEditable(el: KeyTarget): boolean {
  const [tag, type] = kind(el);
  return !!el.closest(EDITABLE) || tag === 'TEXTAREA' || tag === 'SELECT' || TEXT_INPUT_TYPES.includes(type!);
}

/** Where Enter inserts a line break. */
const isMultiline = (el: KeyTarget) => kind(el)[0] === 'TEXTAREA' || !!el.closest(EDITABLE);

const isChoice = (el: KeyTarget) => [el.getAttribute('role'), kind(el)[1]].some((v) => v === 'radio' || v === 'checkbox');

/** Enter already activates these natively (tabs, Previous, Submit itself, links). */
function activatesOnEnter(el: KeyTarget): boolean {
  const [tag, type] = kind(el);
  return (
    ['BUTTON', 'A', 'SUMMARY', 'SELECT'].includes(tag) ||
    ['button', 'submit', 'reset', 'image'].includes(type!) ||
    ['button', 'tab', 'link', 'menuitem'].includes(el.getAttribute('role')!)
  );
}

/** Ctrl, Alt or Meta held: the key is a browser's or the system's shortcut, never the picker's. */
const withModifier = (key: KeyInput) => key.ctrlKey || key.altKey || key.metaKey;

/** Keys act while there is a request, the picker is open and not disabled. */
const live = (snapshot: AskStoreSnapshot) => !!snapshot.request && !snapshot.outcome && !isInert(snapshot);

/**
 * What a key pressed inside the picker (on `target`) asks it to do, or null when the key is not
 * the picker's (text being typed, a held key repeating, a modifier, an IME composition).
 */
export function keyCommand(snapshot: AskStoreSnapshot, key: KeyInput, target: KeyTarget, options: KeyCommandOptions = {}): KeyCommand | null {
  const { escapeDeclines = true, preventedBefore = false, rtl = false } = options;
  const { request, state } = snapshot;
  // Keys that finish an IME composition belong to the composition (Safari's Enter that commits
  // Japanese or Chinese text comes after compositionend: only its keyCode, 229, says so).
  if (!live(snapshot) || key.isComposing || key.key === 'Process' || key.keyCode === 229) return null;
  if (key.key === 'Escape') {
    if (preventedBefore) return null;
    // In a text field Escape leaves the field: it never throws typed work away.
    if (isEditable(target)) return { type: 'leaveField' };
    return escapeDeclines ? { type: 'decline' } : null;
  }
  // A held key repeats: it must not race through every step and then submit.
  if (key.repeat || withModifier(key)) return null;
  const question = request!.questions[state.activeIndex];
  if (/^[1-9]$/.test(key.key)) {
    if (preventedBefore || isEditable(target) || state.phase !== 'answering' || !question) return null;
    const n = Number(key.key);
    const option = question.options[n - 1];
    if (option) return { type: 'pick', questionId: question.id, optionId: option.id };
    // Claude Code numbers the "Other" row after the options.
    if (n !== question.options.length + 1 || !question.allowOther) return null;
    const active = state.drafts[question.id]?.other.active ?? false;
    return { type: 'setOtherActive', questionId: question.id, active: question.selectionMode === 'single' || !active };
  }
  if (key.key === 'ArrowLeft' || key.key === 'ArrowRight') {
    // Claude Code's model: Left / Right switch questions from anywhere but a text field, Up / Down
    // move within one (radio groups are vertical). The tab list moves its own (and prevents the
    // default, so this never doubles it).
    if (preventedBefore || key.shiftKey || isEditable(target)) return null;
    const tab = tabKeyTarget(snapshot, key, { rtl });
    return tab ? { type: 'goToTab', tab } : null;
  }
  if (key.key !== 'Enter' || key.shiftKey || isMultiline(target)) return null;
  if (isChoice(target) && question && state.phase === 'answering') {
    const picked = enterOnChoice(snapshot, question, target.getAttribute('value'));
    if (picked) return picked;
  }
  if (!isChoice(target) && (preventedBefore || activatesOnEnter(target))) return null;
  return { type: 'confirm' };
}

/**
 * Enter on a single-select option chooses the highlighted option and goes on, as in Claude Code:
 * a radio not chosen yet is chosen and the step confirmed (the next question, or submit on the
 * last step); the Other row is chosen and its field focused. Enter on the chosen radio, and on a
 * checkbox (Space toggles those, as in Claude Code), confirms the step (null here). An explicit
 * key, never selection following focus, so WCAG 3.2.2 holds.
 */
function enterOnChoice(snapshot: AskStoreSnapshot, question: AskQuestion, value: string | null): KeyCommand | null {
  if (question.selectionMode !== 'single') return null;
  const draft = snapshot.state.drafts[question.id];
  if (value === OTHER_VALUE && question.allowOther) {
    return draft?.other.active ? null : { type: 'setOtherActive', questionId: question.id, active: true };
  }
  const option = question.options.find((o) => o.id === value);
  if (!option || draft?.selected.includes(option.id)) return null;
  return { type: 'choose', questionId: question.id, optionId: option.id };
}

/** What running a key command did: whether the key was used (prevent its default) and where focus goes. */
export interface KeyResult {
  handled: boolean;
  focus: FocusTarget | null;
}

/**
 * Runs a key command on the store. Enter is used only when the picker did something with it
 * (submit, or move on): elsewhere it keeps its native meaning.
 */
export function runKeyCommand(store: Pick<AskStore, 'actions' | 'getSnapshot'>, command: KeyCommand): KeyResult {
  const { actions } = store;
  switch (command.type) {
    case 'decline':
      // Asks first when typed text would be lost (the UI says so); a second Escape declines.
      actions.requestDecline('dismissed');
      return { handled: true, focus: null };
    case 'leaveField':
      return { handled: true, focus: { kind: 'choice' } };
    case 'pick': {
      const before = store.getSnapshot().step;
      actions.pick(command.questionId, command.optionId);
      // The highlight follows the pick (Enter then confirms what was picked), unless the pick
      // moved on: then the next panel.
      const moved = store.getSnapshot().step !== before;
      return { handled: true, focus: moved ? { kind: 'panel' } : { kind: 'option', optionId: command.optionId } };
    }
    case 'setOtherActive': {
      actions.setOtherActive(command.questionId, command.active);
      const index = store.getSnapshot().request?.questions.findIndex((q) => q.id === command.questionId) ?? -1;
      return { handled: true, focus: command.active && index >= 0 ? { kind: 'otherInput', index } : null };
    }
    case 'choose': {
      const before = store.getSnapshot().step;
      actions.pick(command.questionId, command.optionId);
      // The pick may have moved on already (as a click does); else confirm what was chosen.
      const did = store.getSnapshot().step !== before ? 'next' : actions.confirm();
      return { handled: true, focus: did === 'next' ? { kind: 'panel' } : did === 'submit' ? null : { kind: 'option', optionId: command.optionId } };
    }
    case 'confirm': {
      const did = actions.confirm();
      return { handled: !!did, focus: did === 'next' ? { kind: 'panel' } : null };
    }
    case 'goToTab':
      goToTab(store, command.tab);
      return { handled: true, focus: { kind: 'panel' } };
  }
}

/** A tab: a question's (`{ index }`) or the review step's (`{ review: true }`). */
export type TabTarget = { index: number; review?: never } | { review: true; index?: never };

/**
 * APG tabs: the tab Left/Right (wrapping, mirrored in RTL), Home or End moves to from tab `from`
 * (a question's index, or the review tab; the active step when not given), or null for any other
 * key. Selection follows focus: go to the tab (`goTo` / `review`) and focus it.
 */
export function tabKeyTarget(snapshot: AskStoreSnapshot, key: KeyInput, options: { from?: TabTarget | undefined; rtl?: boolean } = {}): TabTarget | null {
  if (!live(snapshot) || withModifier(key)) return null;
  const { request, state, hasReview } = snapshot;
  const count = request!.questions.length + (hasReview ? 1 : 0);
  if (count === 0) return null;
  const { from, rtl = false } = options;
  const current = from ? (from.review ? count - 1 : from.index) : state.phase === 'review' ? count - 1 : state.activeIndex;
  const targets: Record<string, number> = {
    [rtl ? 'ArrowLeft' : 'ArrowRight']: current + 1,
    [rtl ? 'ArrowRight' : 'ArrowLeft']: current - 1 + count,
    Home: 0,
    End: count - 1,
  };
  const to = targets[key.key];
  if (typeof to !== 'number') return null;
  const next = to % count;
  return hasReview && next === count - 1 ? { review: true } : { index: next };
}

/** Enter or Space on a tab (no modifier, no IME, no held key): open its step and move focus into it. */
export function tabEntersStep(key: KeyInput): boolean {
  if (withModifier(key) || key.shiftKey || key.repeat || key.isComposing) return false;
  return key.key === 'Enter' || key.key === ' ';
}

/** Goes to a tab (the review step, or a question). */
export function goToTab(store: Pick<AskStore, 'actions'>, tab: TabTarget): void {
  if (tab.review) store.actions.review();
  else store.actions.goTo(tab.index);
}

/**
 * A key that types a character into the Other field when pressed on the Other choice (in Claude
 * Code the Other row is the text field). Digits 1-9 stay shortcuts and Space keeps toggling.
 */
export function typesIntoOther(key: KeyInput): boolean {
  if (withModifier(key) || key.isComposing) return false;
  return key.key.length === 1 && key.key !== ' ' && !/^[1-9]$/.test(key.key);
}

/** Up/Down in a group of checkboxes: the step to the next (1) or previous (-1) box, 0 for other keys. */
export function checkboxGroupStep(key: KeyInput): 1 | -1 | 0 {
  if (withModifier(key) || key.shiftKey) return 0;
  return key.key === 'ArrowDown' ? 1 : key.key === 'ArrowUp' ? -1 : 0;
}

/** What the focus helpers read of a document (a DOM `Document` has all of it). */
export interface FocusDocument {
  activeElement: unknown;
  body: unknown;
  getElementById(id: string): FocusElement | null;
}

/** What the focus helpers read of an element (a DOM `HTMLElement` has all of it). */
export interface FocusElement {
  contains(other: never): boolean;
  querySelector(selector: string): unknown;
  focus?(): void;
}

/** The chosen row of a radio group or checkbox list (Other included), else its first row. */
const ROW = ':is([role="radio"], [role="checkbox"]):not([disabled])';
const CHOSEN = `${ROW}[aria-checked="true"]`;
// Not a long list's filter field (a search input above the options): a step starts at the options.
const FOCUSABLE = '[tabindex="0"], a[href], :is(input:not([type="search"]), textarea, button, select):not([disabled])';

/**
 * The element to focus for `target` once the step has rendered, or null when focus should stay:
 * the picker is finished, focus is outside the picker (never steal it from e.g. the composer), or
 * already inside the active panel. The panel target is the first focusable element of the active
 * question's panel (the review panel itself on the review step).
 */
export function findFocusTarget(doc: FocusDocument, snapshot: AskStoreSnapshot, ids: AskIds, target: FocusTarget): FocusElement | null {
  if (snapshot.outcome) return null;
  const active = doc.activeElement;
  const byId = (id: string) => doc.getElementById(id);
  if (active && active !== doc.body && !byId(ids.root)?.contains(active as never)) return null;
  const review = snapshot.state.phase === 'review';
  const panel = byId(review ? ids.reviewPanel : ids.panel(snapshot.state.activeIndex));
  let found: unknown;
  if (target.kind === 'otherInput') found = byId(ids.otherInput(target.index));
  else if (target.kind === 'option') found = byId(ids.option(target.optionId));
  else if (target.kind === 'choice') {
    const rows = review ? null : panel;
    found = rows?.querySelector(CHOSEN) ?? rows?.querySelector(ROW) ?? byId(ids.root)?.querySelector('button:not([role="tab"]):not([disabled])');
  } else {
    if (!panel || panel.contains(active as never)) return null;
    found = review ? panel : (panel.querySelector(FOCUSABLE) ?? panel);
  }
  return found && typeof (found as FocusElement).focus === 'function' ? (found as FocusElement) : null;
}

/** The tab whose element has this id (`ids.tab(i)` or `ids.reviewTab`), or undefined. */
export function tabOfId(snapshot: AskStoreSnapshot, ids: AskIds, id: string | undefined): TabTarget | undefined {
  if (!id) return undefined;
  if (snapshot.hasReview && id === ids.reviewTab) return { review: true };
  const index = snapshot.request?.questions.findIndex((_, i) => ids.tab(i) === id) ?? -1;
  return index >= 0 ? { index } : undefined;
}
