/**
 * The AskUserQuestion tool an AG-UI client hands its agent (`runAgent({ tools })`): AG-UI tools
 * are declared by the frontend and answered there, which is exactly how AskUserQuestion works.
 * The description and JSON Schema are `@askq/ai-sdk`'s, so every integration tells the model the
 * same thing.
 */
import { ASK_USER_QUESTION_TOOL_NAME } from '@askq/ai-sdk/call';
import { DEFAULT_DESCRIPTION, DEFAULT_PARAMETERS } from './definition.js';
import type { AgUiTool } from './types.js';

export interface AskToolDefinitionOptions {
  /** The name the tool is registered under. @default 'AskUserQuestion' */
  name?: string | undefined;
  /**
   * What the model reads about the tool. For another host (wider limits, HTML previews, Claude
   * Code's strict schema): `askUserQuestionDescription(limits, options)` from `@askq/ai-sdk/protocol`.
   * @default askq's description for Claude's limits and markdown previews
   */
  description?: string | undefined;
  /**
   * The input JSON Schema. For another host: `askUserQuestionJsonSchemaFor(limits, options)` from
   * `@askq/ai-sdk/protocol` (its `$schema` key is dropped).
   * @default askq's schema for Claude's limits and markdown previews
   */
  parameters?: Record<string, unknown> | undefined;
}

/** Tool parameters are a schema body, not a document: no `$schema`. */
function schemaBody(schema: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _document, ...body } = schema;
  return body;
}

/**
 * The AskUserQuestion tool for `agent.runAgent({ tools: [askUserQuestionTool()] })`.
 * @example askUserQuestionTool()
 * @example askUserQuestionTool({ description: askUserQuestionDescription({}, { previewFormat: 'html' }), parameters: askUserQuestionJsonSchemaFor({}, { previewFormat: 'html' }) })
 */
export function askUserQuestionTool(options: AskToolDefinitionOptions = {}): AgUiTool {
  return {
    name: options.name ?? ASK_USER_QUESTION_TOOL_NAME,
    description: options.description ?? DEFAULT_DESCRIPTION,
    parameters: schemaBody(options.parameters ?? DEFAULT_PARAMETERS),
  };
}
