/**
 * The part's parser on demand. Plain Claude input (what a model sends almost every time) is read
 * at once by core's fast path; anything else needs this package's parser, which comes with the
 * fields for text and number questions in a chunk of its own (`part-kit.ts`). The part asks for it
 * as soon as a call starts streaming, so it is there by the time the input is complete; until
 * then such a call waits (the picker's busy card), and never counts as invalid.
 */
import { parseCanonical } from '@askq/core/picker';
import type { AskParser, AskRequest, ParseOptions } from '@askq/core';

export type PartKit = typeof import('./part-kit.js');

/** The kit once it has loaded; `failed` when the last attempt to load it failed (the next one tries again). */
export interface PartKitState {
  kit: PartKit | undefined;
  failed: boolean;
}

let state: PartKitState = { kit: undefined, failed: false };
let loading: Promise<PartKit> | undefined;
const listeners = new Set<() => void>();

/** The kit's state: a new object when it changes, so it can be a store's snapshot. */
export const partKitState = (): PartKitState => state;

/** The kit once it has loaded. */
export const partKit = (): PartKit | undefined => state.kit;

function settle(next: PartKitState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Asks for the kit (once at a time); listeners hear when it has loaded or failed to. */
export function loadPartKit(): Promise<PartKit> {
  loading ??= import('./part-kit.js').then(
    (kit) => {
      settle({ kit, failed: false });
      return kit;
    },
    (error: unknown) => {
      loading = undefined;
      settle({ kit: undefined, failed: true });
      throw error;
    },
  );
  return loading;
}

export function subscribePartKit(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The parser to read a call with: the one handed over, else the kit's once it has loaded. */
export const partParser = (parser?: AskParser): AskParser | undefined => parser ?? state.kit?.parseToolInput;

/**
 * A complete call's request by the fast path, or undefined when only the kit's parser can read it
 * (and then the kit is asked for).
 */
export function plainRequest(input: unknown, parseOptions?: ParseOptions): AskRequest | undefined {
  const request = parseCanonical(input, { ...parseOptions, partial: false })?.request ?? undefined;
  if (!request) void loadPartKit().catch(() => undefined);
  return request;
}
