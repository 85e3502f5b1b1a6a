/**
 * The keyboard model's React side: core's `keyCommand` / `tabKeyTarget` say what a key means, this
 * runs it and asks for focus where core says. Arrows inside a radio group are Radix's own.
 */
import type { KeyboardEvent } from 'react';
import { goToTab, keyCommand, runKeyCommand, tabKeyTarget, tabOfId } from '@askq/core';
import { requestFocus } from './focus.js';
import type { AskStore } from './types.js';

/** @param preventedBefore whether a descendant already prevented the default (see core's `KeyCommandOptions`). */
export function handleRootKeyDown(store: AskStore, event: KeyboardEvent<Element>, preventedBefore: boolean): void {
  const before = store.getSnapshot();
  const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
  const command = keyCommand(before, event.nativeEvent, event.target as Element, { escapeDeclines: before.options.escapeDeclines, preventedBefore, rtl });
  if (!command) return;
  const { handled, focus } = runKeyCommand(store, command);
  if (handled) event.preventDefault();
  requestFocus(store, before, focus);
}

/** APG tabs: Left/Right move (wrapping, mirrored in RTL), Home/End jump; selection follows focus. */
export function handleTabListKeyDown(store: AskStore, event: KeyboardEvent<Element>): void {
  const snapshot = store.getSnapshot();
  const { ids } = snapshot.options;
  const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
  const tab = tabKeyTarget(snapshot, event.nativeEvent, { from: tabOfId(snapshot, ids, (event.target as Element).id), rtl });
  if (!tab) return;
  event.preventDefault();
  goToTab(store, tab);
  event.currentTarget.ownerDocument.getElementById(tab.review ? ids.reviewTab : ids.tab(tab.index))?.focus();
}
