/**
 * Everything the benchmark knows about askq, in one file: the public components and hook it
 * drives, the option names it passes and the DOM it reads. After a rename of the public API (e.g.
 * `onOutcome` -> `onOutcome`) only this file changes.
 */
import type { AskRequest } from '@askq/core';
import { useAskQuestions } from '@askq/react';
import { AskUserQuestion } from '@askq/ui';
// Not a dependency of @askq/ui (it depends on ui): imported from source so the chat-history and
// part figures measure exactly what a `useChat` app renders.
import { AskUserQuestionPart, type ChatPartLike } from '../../ai-sdk/src/index.js';
import { loadPartKit } from '../../ai-sdk/src/part-kit-load.js';
import { loadRequestShare, onDemandParser } from '@askq/core/picker';
// Internal (not exported by the package): how a Markdown preview splits its text into lines.
export { previewLines } from '../src/markdown-preview.js';

const ignore = () => undefined;

/** Selectors for the drop-in's DOM (its `data-slot` contract). */
export const ASKQ_DOM = {
  root: '[data-slot="askq-root"]',
  /** The radio items of the visible question (the last one is Other). */
  radio: '[data-slot="askq-question"]:not([hidden]) [role="radio"]',
  otherInput: '[data-slot="askq-question"]:not([hidden]) [data-slot="askq-other-input"]',
  notesInput: '[data-slot="askq-question"]:not([hidden]) [data-slot="askq-notes-input"]',
  tab: '[data-slot="askq-tab"]',
  question: '[data-slot="askq-question"]',
  receipt: '[data-slot="askq-receipt"]',
} as const;

export interface AskqPickerProps {
  /** Raw tool input (Claude dialect), possibly a repaired prefix while streaming. */
  input: unknown;
  /** The tool input is still streaming (inert, lenient parse). */
  streaming?: boolean;
  /** Show the notes field on every question. */
  notes?: boolean;
}

/** The drop-in picker, as a host renders it. */
export function AskqPicker({ input, streaming = false, notes = false }: AskqPickerProps) {
  return <AskUserQuestion input={input} disabled={streaming} notes={notes ? 'always' : 'auto'} onOutcome={ignore} />;
}

/** The parsed request as `useAskQuestions` exposes it (for question identity while streaming). */
export function useAskqRequest(input: unknown, streaming: boolean): AskRequest | null {
  return useAskQuestions(input, { parseOptions: streaming ? { partial: true } : undefined, disabled: streaming }).request;
}

/** One `useChat` message part of the AskUserQuestion tool, rendered by the ai-sdk part component. */
export function AskqChatPart({ part }: { part: ChatPartLike }) {
  return <AskUserQuestionPart part={part} addToolOutput={ignore} />;
}

/**
 * The chunks a streamed call needs (the lenient parse; the part's parser; what keeps unchanged
 * questions' objects), loaded ahead as a chat has them by the time a call has streamed in: the
 * streaming figures measure chunks arriving, not a download.
 */
export async function loadStreamingChunks(): Promise<void> {
  await Promise.all([onDemandParser.load(), loadPartKit(), loadRequestShare()]);
}

/** The tool part type `useChat` gives an AskUserQuestion call. */
export const ASKQ_TOOL_PART_TYPE = 'tool-AskUserQuestion';
