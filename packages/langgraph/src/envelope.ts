/**
 * The interrupt value askq's questions travel in: a small versioned envelope, so a page can tell
 * an askq question from any other interrupt of the same graph (an approval, a headless tool) and
 * leave those alone. Plain JSON: it is checkpointed and streamed as is.
 */
import type { InputSchemaOptions, ToolLimits } from '@askq/ai-sdk/protocol';

/** The envelope's `type`: what marks an interrupt value as an askq question. */
export const ASK_INTERRUPT_TYPE = 'askq.AskUserQuestion';

/** What the server validated the input with, so the page reads it the same way. */
export interface AskInterruptSettings extends InputSchemaOptions {
  /** Claude's limits widened (finite numbers only: they travel as JSON). */
  limits?: ToolLimits;
}

/** The value `interrupt()` is called with. */
export interface AskInterruptValue {
  type: typeof ASK_INTERRUPT_TYPE;
  /** Bumped only for a change a reader of version 1 would misread. */
  version: 1;
  /** The AskUserQuestion input, exactly as it was asked (the answer echoes it). */
  input: unknown;
  /** The tool call that asks, when a tool asks (the picker's key, and the receipt's after a reload). */
  toolCallId?: string;
  /** A heading for the questions, when the input has no `title` of its own. */
  title?: string;
  /** Who asks (an agent or subgraph name), shown above the questions. */
  askedBy?: string;
  settings?: AskInterruptSettings;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const optionalString = (v: unknown) => v === undefined || typeof v === 'string';

/** Whether an interrupt's value is an askq question this version can read. */
export function isAskInterruptValue(value: unknown): value is AskInterruptValue {
  return (
    isRecord(value) &&
    value.type === ASK_INTERRUPT_TYPE &&
    value.version === 1 &&
    'input' in value &&
    optionalString(value.toolCallId) &&
    optionalString(value.title) &&
    optionalString(value.askedBy) &&
    (value.settings === undefined || isRecord(value.settings))
  );
}
