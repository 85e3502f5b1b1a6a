/**
 * The parse options a call was validated with, apart from the parser itself: a page imports them
 * up front, and the parse (`parse.ts`) only when a call needs it.
 */
import type { ParseOptions } from '@askq/core';
import type { InputSchemaOptions, ToolLimits } from './schema.js';

/**
 * The parse options that read a call the way `createInputSchema(limits, options)` validated it,
 * so the request built from it is the one the schema checked.
 */
export function parseOptionsFor(limits: ToolLimits | undefined, options: InputSchemaOptions = {}): ParseOptions {
  const previewFormat = options.previewFormat === 'html' ? 'html' : 'markdown';
  if (options.strict === 'claude-code') {
    return { strict: 'claude-code', extended: options.extended === true, optionalDescriptions: options.optionalDescriptions === true, previewFormat };
  }
  return limits ? { previewFormat, limits } : { previewFormat };
}
