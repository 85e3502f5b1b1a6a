/**
 * Zod schemas for the tool.
 *
 * By default validation is deliberately structural only (types, not counts or uniqueness):
 * `@askq/core` checks the limits on the client and turns every violation into a message the model
 * can act on, which a zod error thrown on the server would preempt with a less helpful one. The
 * limits still reach the model through the JSON Schema (`minItems` / `maxItems` via `.meta()`,
 * which adds to the JSON Schema without validating).
 *
 * `strict: 'claude-code'` instead accepts and rejects exactly what Claude Code's own input schema
 * does: core's strict parse runs first and every error it finds becomes one zod issue with core's
 * message and path, so the model reads the same actionable sentences the client would send.
 */
import { z } from 'zod';
import { DEFAULT_LIMITS, type AskLimits, type ParseOptions, type PreviewFormat } from '@askq/core';
import { parseToolInput } from './parse.js';
import type { AskToolOutput } from './output.js';

/** Claude's limits; `askUserQuestionTool({ limits })` can widen them (and must match the client's). */
export const DEFAULT_TOOL_LIMITS: Readonly<Pick<AskLimits, 'maxQuestions' | 'minOptions' | 'maxOptions' | 'maxHeaderLength'>> = Object.freeze({
  maxQuestions: DEFAULT_LIMITS.maxQuestions,
  minOptions: DEFAULT_LIMITS.minOptions,
  maxOptions: DEFAULT_LIMITS.maxOptions,
  maxHeaderLength: DEFAULT_LIMITS.maxHeaderLength,
});

export type ToolLimits = Partial<typeof DEFAULT_TOOL_LIMITS>;

/** How strictly the server validates the model's input, and the host settings that shape it. */
export interface InputSchemaOptions {
  /**
   * `'claude-code'`: accept and reject exactly what Claude Code's AskUserQuestion input schema
   * does (`parseStrict` from `@askq/core/strict`): header required, option
   * descriptions required unless `optionalDescriptions`, `null` rejected, unknown top-level keys
   * rejected, exact uniqueness, Claude's limits (any `limits` override is ignored), and with
   * `extended` the kind rules. Each error is a zod issue with core's message and path.
   * Without it, validation stays structural and the client reports the rest.
   */
  strict?: 'claude-code' | undefined;
  /** Strict mode: the host accepts extended questions (`title`, `kind`, `description`, `placeholder`, number fields). @default false */
  extended?: boolean | undefined;
  /** Strict mode: the host opted in to optional option descriptions. @default false */
  optionalDescriptions?: boolean | undefined;
  /**
   * The host's preview format (pass the same to `<AskUserQuestionPart previewFormat>`). Worded in
   * the schema for the model; in strict mode `'html'` also applies the real CLI's three HTML rules.
   * @default 'markdown'
   */
  previewFormat?: PreviewFormat | undefined;
}

/** JSON Schema has no "Infinity": an unlimited maximum is simply left out. */
const bounds = (min: number, max: number) => (Number.isFinite(max) ? { minItems: min, maxItems: max } : { minItems: min });
const upTo = (max: number) => (Number.isFinite(max) ? String(max) : 'any number of');

const TEXT = {
  label: 'What the user picks: 1-5 words. Answers carry this exact text.',
  description: 'What choosing this option means or what it trades off.',
  question: 'The full question, ending with "?". Unique within the call: answers are keyed by it.',
  header: (max: number) => `A very short chip label, at most ${max} characters.`,
  options: (min: number, max: number) =>
    `${min}-${upTo(max)} distinct options. No "Other" option: the user can always type their own answer.`,
  multiSelect: 'true when several options may be chosen together. Default false.',
  questions: (max: number) => `1-${upTo(max)} questions asked together.`,
};

/** What the model is told a preview may hold: the host's format, never a guess per preview. */
function previewText(format: PreviewFormat | undefined): string {
  return format === 'html'
    ? 'Optional, single-select only: a concrete artifact to compare, as an HTML fragment: at least one tag such as <div> or <pre>, no <html>, <body> or <!DOCTYPE>, no <script> or <style> (inline style attributes only).'
    : 'Optional, single-select only: a concrete artifact to compare (a layout sketch, code), as markdown shown in a monospace box.';
}

/** The lenient schema: structure only. */
function lenientSchema(limits: typeof DEFAULT_TOOL_LIMITS, previewFormat?: PreviewFormat) {
  // looseObject: newer SDK extensions (title, kind, placeholder, ...) must survive validation,
  // because the AI SDK hands the client the validated value, not the raw one.
  const option = z.looseObject({
    label: z.string().describe(TEXT.label),
    description: z.string().optional().describe(TEXT.description),
    preview: z.string().optional().describe(previewText(previewFormat)),
  });
  const question = z.looseObject({
    question: z.string().describe(TEXT.question),
    header: z.string().describe(TEXT.header(limits.maxHeaderLength)),
    options: z
      .array(option)
      .meta(bounds(limits.minOptions, limits.maxOptions))
      .describe(TEXT.options(limits.minOptions, limits.maxOptions)),
    multiSelect: z.boolean().optional().describe(TEXT.multiSelect),
  });
  return z.looseObject({
    questions: z.array(question).meta(bounds(1, limits.maxQuestions)).describe(TEXT.questions(limits.maxQuestions)),
  });
}

/**
 * The strict schema's structure: what the JSON Schema tells the model (the extended fields on an
 * extended host), and a type for the value. It never rejects on its own what core's strict parse
 * accepted (core runs first and stops the parse on any error), so every message the model reads
 * is core's.
 */
function strictStructure(options: InputSchemaOptions): z.ZodType<AskUserQuestionInput> {
  const limits = DEFAULT_TOOL_LIMITS;
  const extended = options.extended === true;
  const description = z.string().describe(TEXT.description);
  const option = z.looseObject({
    label: z.string().describe(TEXT.label),
    // An extended host's schema makes descriptions optional too.
    description: extended || options.optionalDescriptions === true ? description.optional() : description,
    preview: z.string().optional().describe(previewText(options.previewFormat)),
  });
  const choice = {
    question: z.string().describe(TEXT.question),
    header: z.string().describe(TEXT.header(limits.maxHeaderLength)),
    multiSelect: z.boolean().optional().describe(TEXT.multiSelect),
  };
  if (!extended) {
    const question = z.looseObject({
      ...choice,
      options: z
        .array(option)
        .meta(bounds(limits.minOptions, limits.maxOptions))
        .describe(TEXT.options(limits.minOptions, limits.maxOptions)),
    });
    return z.looseObject({
      questions: z.array(question).meta(bounds(1, limits.maxQuestions)).describe(TEXT.questions(limits.maxQuestions)),
    });
  }
  const number = (text: string) => z.number().optional().describe(`kind "number" only: ${text}`);
  const question = z.looseObject({
    ...choice,
    kind: z
      .enum(['choice', 'text', 'number'])
      .optional()
      .describe('"choice" (default) picks from options; "text" asks for free text and "number" for a number, both without options.'),
    description: z.string().optional().describe('Optional context shown under the question.'),
    placeholder: z.string().optional().describe('kind "text" only: a hint shown in the empty text field.'),
    min: number('the smallest allowed answer (required, less than max).'),
    max: number('the largest allowed answer (required).'),
    step: number('the increment, greater than 0.'),
    defaultValue: number('the starting value, within min..max.'),
    unit: z.string().optional().describe('kind "number" only: the unit shown next to the field, e.g. "px".'),
    // The extended schema defaults a missing list to [] (what text and number questions have).
    options: z
      .array(option)
      .default([])
      .meta({ maxItems: limits.maxOptions })
      .describe(`Choice questions: ${TEXT.options(limits.minOptions, limits.maxOptions)} Leave it out for "text" and "number".`),
  });
  return z.looseObject({
    title: z.string().optional().describe('Optional: a short title for the whole set of questions.'),
    questions: z.array(question).meta(bounds(1, limits.maxQuestions)).describe(TEXT.questions(limits.maxQuestions)),
  });
}

/** Core's strict parse as a zod step: one issue per core error, with core's message and path. */
function strictSchema(options: InputSchemaOptions): z.ZodType<AskUserQuestionInput> {
  const parseOptions: ParseOptions = {
    strict: 'claude-code',
    extended: options.extended === true,
    optionalDescriptions: options.optionalDescriptions === true,
    previewFormat: options.previewFormat === 'html' ? 'html' : 'markdown',
  };
  return z.preprocess((value, ctx) => {
    for (const issue of parseToolInput(value, parseOptions).issues) {
      if (issue.severity === 'error') ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return value;
  }, strictStructure(options));
}

/**
 * The input schema. With only `limits`, the lenient structural schema (its exact zod type); with
 * `options.strict: 'claude-code'`, the real schema's rules with core's messages.
 */
export function createInputSchema(overrides?: ToolLimits): ReturnType<typeof lenientSchema>;
export function createInputSchema(overrides: ToolLimits | undefined, options: InputSchemaOptions): z.ZodType<AskUserQuestionInput>;
export function createInputSchema(overrides: ToolLimits = {}, options: InputSchemaOptions = {}): z.ZodType<AskUserQuestionInput> {
  if (options.strict === 'claude-code') return strictSchema(options);
  return lenientSchema({ ...DEFAULT_TOOL_LIMITS, ...overrides }, options.previewFormat);
}

/** The input schema with Claude's limits. */
export const askUserQuestionInputSchema = lenientSchema(DEFAULT_TOOL_LIMITS);

/** What the model sends (Claude's AskUserQuestion input shape). */
export type AskUserQuestionInput = z.infer<typeof askUserQuestionInputSchema>;

const answerSchema = z.object({
  selected: z.array(z.string()),
  other: z.string().optional(),
  notes: z.string().optional(),
});
const answerMapSchema = z.record(z.string(), answerSchema);

const outcomeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('answered'), answers: answerMapSchema }),
  z.object({ type: z.literal('timed_out'), timeoutMs: z.number(), answers: answerMapSchema }),
  z.object({
    type: z.literal('declined'),
    reason: z.enum(['dismissed', 'chat_about_this', 'replied_in_chat']),
    message: z.string().optional(),
    answers: answerMapSchema,
  }),
  z.object({ type: z.literal('replied'), response: z.string() }),
  z.object({ type: z.literal('follow_up'), answers: answerMapSchema, response: z.string().optional() }),
]);

/**
 * The output the client sends with `addToolOutput`: Claude's `updatedInput` plus the outcome.
 * `questions` (and `title`, `metadata`) echo the input exactly, so question and option objects are
 * loose and `multiSelect` may be absent, as the input schema allows.
 */
const outputSchema = z.looseObject({
  questions: z.array(
    z.looseObject({
      question: z.string(),
      header: z.string(),
      options: z.array(z.looseObject({ label: z.string(), description: z.string().optional(), preview: z.string().optional() })),
      multiSelect: z.boolean().optional(),
    }),
  ),
  answers: z.record(z.string(), z.string()),
  annotations: z
    .record(
      z.string(),
      z.object({
        preview: z.string().optional(),
        notes: z.string().optional(),
        unanswered: z.enum(['skipped', 'replied_in_chat', 'dismissed']).optional(),
      }),
    )
    .optional(),
  response: z.string().optional(),
  afkTimeoutMs: z.number().optional(),
  followUp: z.literal(true).optional(),
  outcome: outcomeSchema,
});

/** The output the client sends with `addToolOutput`: Claude's `updatedInput` (an exact echo) plus the outcome. */
export const askToolOutputSchema: z.ZodType<AskToolOutput> = outputSchema;

/**
 * The input JSON Schema, for hosts that declare tools without the AI SDK (a raw provider API,
 * MCP). Draft 7 like the AI SDK's own conversion.
 */
export function askUserQuestionJsonSchemaFor(limits?: ToolLimits, options: InputSchemaOptions = {}): Record<string, unknown> {
  return z.toJSONSchema(createInputSchema(limits, options), { target: 'draft-7', io: 'input', reused: 'inline' }) as Record<string, unknown>;
}

export const askUserQuestionJsonSchema: Record<string, unknown> = askUserQuestionJsonSchemaFor();
