/**
 * The AskUserQuestion tool an AG-UI client hands its agent (`runAgent({ tools })`): AG-UI tools
 * are declared by the frontend and answered there, which is exactly how AskUserQuestion works.
 * The description and JSON Schema are `@askq/ai-sdk`'s, so every integration tells the model the
 * same thing.
 */
import {
  ASK_USER_QUESTION_TOOL_NAME,
  askUserQuestionDescription,
  askUserQuestionJsonSchemaFor,
  type AskUserQuestionToolOptions,
} from '@askq/ai-sdk/server';
import type { AgUiTool } from './types.js';

export interface AskToolDefinitionOptions extends AskUserQuestionToolOptions {
  /** The name the tool is registered under. @default 'AskUserQuestion' */
  name?: string;
}

/** The input JSON Schema without `$schema` (tool parameters are a schema body, not a document). */
export function askParametersSchema(options: AskToolDefinitionOptions = {}): Record<string, unknown> {
  const { $schema: _ignored, ...schema } = askUserQuestionJsonSchemaFor(options.limits, options);
  return schema;
}

/**
 * The AskUserQuestion tool for `agent.runAgent({ tools: [askUserQuestionTool()] })`.
 * @example askUserQuestionTool({ previewFormat: 'html' })
 */
export function askUserQuestionTool(options: AskToolDefinitionOptions = {}): AgUiTool {
  return {
    name: options.name ?? ASK_USER_QUESTION_TOOL_NAME,
    description: options.description ?? askUserQuestionDescription(options.limits, options),
    parameters: askParametersSchema(options),
  };
}
