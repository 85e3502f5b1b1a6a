/**
 * The options of the tool definitions and the broker they wait on: types only, with no AI SDK
 * import, so adapters to other agent frameworks take the same options (`@askq/ai-sdk/protocol`).
 */
import type { AskOutcome } from '@askq/core';
import type { InputSchemaOptions, ToolLimits } from './schema.js';

/**
 * `strict`, `extended`, `optionalDescriptions` and `previewFormat` (see InputSchemaOptions): with
 * `strict: 'claude-code'` the server accepts and rejects exactly what Claude Code does, and the
 * model reads core's messages for what to fix.
 */
export interface AskUserQuestionToolOptions extends InputSchemaOptions {
  /** Replaces the tool description the model reads. @default a description of the protocol */
  description?: string | undefined;
  /**
   * Widens Claude's limits (pi-style hosts allow more options). Pass the same limits to
   * `<AskUserQuestionPart parseOptions={{ limits }} />` or the client rejects what the model sent.
   * Ignored with `strict: 'claude-code'`: Claude Code's limits are hard.
   * @default { maxQuestions: 4, minOptions: 2, maxOptions: 4, maxHeaderLength: 12 }
   */
  limits?: ToolLimits | undefined;
}

/**
 * What the tool needs of a broker: only `ask`. `@askq/server`'s `Broker` (and any store that
 * implements it) fits; this package has no dependency on it.
 */
export interface AskBrokerLike {
  ask(
    input: unknown,
    context: { sessionId: string; toolUseId?: string; signal?: AbortSignal; agentId?: string; timeoutMs?: number },
  ): Promise<AskOutcome>;
}
