/**
 * The keyboard model: Claude Code's picker where the web allows, WAI-ARIA where they differ.
 * Digits pick, Enter confirms the step, Escape declines (root); Left/Right/Home/End switch tabs
 * (APG tabs pattern, automatic activation, roving tabindex). Arrows inside a radio group are
 * Radix's own (APG radio group).
 */
import type { KeyboardEvent } from 'react';
import { focusActivePanel, focusIdAfterCommit } from './focus.js';
import type { AskStore } from './types.js';

const TEXT_INPUT_TYPES = ['', 'text', 'search', 'email', 'url', 'tel', 'password', 'number'];
const EDITABLE = '[contenteditable]:not([contenteditable="false"])';

/** The tag name (upper case in XML documents too) and, for an `<input>`, its type. */
function kind(el: Element): [tag: string, inputType: string | undefined] {
  const tag = el.tagName.toUpperCase();
  return [tag, tag === 'INPUT' ? (el as HTMLInputElement).type : undefined];
}

/** Where a digit is text, not a shortcut. */
function isEditable(el: Element): boolean {
  const [tag, type] = kind(el);
  return !!el.closest(EDITABLE) || tag === 'TEXTAREA' || tag === 'SELECT' || TEXT_INPUT_TYPES.includes(type!);
}

/** Where Enter inserts a line break. */
const isMultiline = (el: Element) => kind(el)[0] === 'TEXTAREA' || !!el.closest(EDITABLE);

const isChoice = (el: Element) =>
  [el.getAttribute('role'), kind(el)[1]].some((v) => v === 'radio' || v === 'checkbox');

/** Enter already activates these natively (tabs, Previous, Submit itself, links). */
function activatesOnEnter(el: Element): boolean {
  const [tag, type] = kind(el);
  return (
    ['BUTTON', 'A', 'SUMMARY', 'SELECT'].includes(tag) ||
    ['button', 'submit', 'reset', 'image'].includes(type!) ||
    ['button', 'tab', 'link', 'menuitem'].includes(el.getAttribute('role')!)
  );
}

/** The snapshot while keys can act on it: a request, not finished, not disabled. */
function live(store: AskStore) {
  const snapshot = store.getSnapshot();
  const { request, state, options } = snapshot;
  return request && !state.outcome && !options.disabled ? { ...snapshot, request } : null;
}

/**
 * @param preventedBefore whether a descendant already prevented the default (Radix prevents Enter
 * on radios and checkboxes, since Enter does not check them in WAI-ARIA; we still let it submit).
 */
export function handleRootKeyDown(store: AskStore, event: KeyboardEvent<Element>, preventedBefore: boolean): void {
  const snap = live(store);
  if (!snap) return;
  const { request, state, options } = snap;
  // Keys that finish an IME composition belong to the composition.
  if (event.nativeEvent.isComposing || event.key === 'Process') return;
  const target = event.target as Element;
  const { actions } = store;
  if (event.key === 'Escape') {
    if (!options.escapeDeclines || preventedBefore) return;
    event.preventDefault();
    actions.decline('dismissed');
    return;
  }
  // A held key repeats: it must not race through every step and then submit.
  if (event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
  const question = request.questions[state.activeIndex];
  if (/^[1-9]$/.test(event.key)) {
    if (preventedBefore || isEditable(target) || state.phase !== 'answering' || !question) return;
    const n = Number(event.key);
    const option = question.options[n - 1];
    if (option) {
      event.preventDefault();
      actions.pick(question.id, option.id);
      if (question.selectionMode === 'single') focusActivePanel(store);
    } else if (n === question.options.length + 1 && question.allowOther) {
      // Claude Code numbers the "Other" row after the options.
      event.preventDefault();
      const active = state.drafts[question.id]?.other.active ?? false;
      const on = question.selectionMode === 'single' || !active;
      actions.setOtherActive(question.id, on);
      if (on) focusIdAfterCommit(store, options.ids.otherInput(state.activeIndex));
    }
    return;
  }
  if (event.key !== 'Enter' || event.shiftKey || isMultiline(target)) return;
  if (!isChoice(target) && (preventedBefore || activatesOnEnter(target))) return;
  // The picker decides (one rule for keys, buttons and actions): submit on the last step, else
  // move on from an answered question.
  const did = actions.confirm();
  if (did) event.preventDefault();
  if (did === 'next') focusActivePanel(store);
}

/** APG tabs: Left/Right move (wrapping, mirrored in RTL), Home/End jump; selection follows focus. */
export function handleTabListKeyDown(store: AskStore, event: KeyboardEvent<Element>): void {
  const snap = live(store);
  if (!snap || event.altKey || event.ctrlKey || event.metaKey) return;
  const { request, state, options: { ids }, hasReview } = snap;
  const tabIds = request.questions.map((_, i) => ids.tab(i));
  if (hasReview) tabIds.push(ids.reviewTab);
  const count = tabIds.length;
  if (count === 0) return;
  let current = tabIds.indexOf((event.target as Element).id);
  if (current < 0) current = state.phase === 'review' ? count - 1 : state.activeIndex;
  const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
  const targets: Record<string, number> = {
    [rtl ? 'ArrowLeft' : 'ArrowRight']: current + 1,
    [rtl ? 'ArrowRight' : 'ArrowLeft']: current - 1 + count,
    Home: 0,
    End: count - 1,
  };
  const to = targets[event.key];
  if (typeof to !== 'number') return;
  const next = to % count;
  event.preventDefault();
  if (hasReview && next === count - 1) store.actions.review();
  else store.actions.goTo(next);
  event.currentTarget.ownerDocument.getElementById(tabIds[next]!)?.focus();
}
