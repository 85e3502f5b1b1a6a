/**
 * Zod schemas for the tool. Validation is deliberately structural only (types, not counts or
 * uniqueness): `@askq/core` checks the limits on the client and turns every violation into a
 * message the model can act on, which a zod error thrown on the server would preempt with a less
 * helpful one. The limits still reach the model through the JSON Schema (`minItems` / `maxItems`
 * via `.meta()`, which adds to the JSON Schema without validating).
 */
import { z } from 'zod';
import type { AskLimits } from '@askq/core';
import type { AskToolOutput } from './output.js';

/** Claude's limits; `askUserQuestionTool({ limits })` can widen them (and must match the client's). */
export const DEFAULT_TOOL_LIMITS: Readonly<Pick<AskLimits, 'maxQuestions' | 'minOptions' | 'maxOptions' | 'maxHeaderLength'>> =
  Object.freeze({ maxQuestions: 4, minOptions: 2, maxOptions: 4, maxHeaderLength: 12 });

export type ToolLimits = Partial<typeof DEFAULT_TOOL_LIMITS>;

/** JSON Schema has no "Infinity": an unlimited maximum is simply left out. */
const bounds = (min: number, max: number) => (Number.isFinite(max) ? { minItems: min, maxItems: max } : { minItems: min });

export function createInputSchema(overrides: ToolLimits = {}) {
  const limits = { ...DEFAULT_TOOL_LIMITS, ...overrides };
  // looseObject: newer SDK extensions (title, kind, placeholder, ...) must survive validation,
  // because the AI SDK hands the client the validated value, not the raw one.
  const option = z.looseObject({
    label: z.string().describe('What the user picks: 1-5 words. Answers carry this exact text.'),
    description: z.string().optional().describe('What choosing this option means or what it trades off.'),
    preview: z
      .string()
      .optional()
      .describe(
        'Optional, single-select only: a concrete artifact to compare (markdown, or an HTML fragment without script, style, html or body tags).',
      ),
  });
  const question = z.looseObject({
    question: z.string().describe('The full question, ending with "?". Unique within the call: answers are keyed by it.'),
    header: z.string().describe(`A very short chip label, at most ${limits.maxHeaderLength} characters.`),
    options: z
      .array(option)
      .meta(bounds(limits.minOptions, limits.maxOptions))
      .describe(
        `${limits.minOptions}-${Number.isFinite(limits.maxOptions) ? limits.maxOptions : 'any number of'} distinct options. No "Other" option: the user can always type their own answer.`,
      ),
    multiSelect: z.boolean().optional().describe('true when several options may be chosen together. Default false.'),
  });
  return z.looseObject({
    questions: z
      .array(question)
      .meta(bounds(1, limits.maxQuestions))
      .describe(`1-${Number.isFinite(limits.maxQuestions) ? limits.maxQuestions : 'any number of'} questions asked together.`),
  });
}

/** The input schema with Claude's limits. */
export const askUserQuestionInputSchema = createInputSchema();

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
]);

/** The output the client sends with `addToolOutput`: Claude's `updatedInput` plus the outcome. */
export const askToolOutputSchema: z.ZodType<AskToolOutput> = z.looseObject({
  questions: z.array(
    z.object({
      question: z.string(),
      header: z.string(),
      options: z.array(z.object({ label: z.string(), description: z.string().optional(), preview: z.string().optional() })),
      multiSelect: z.boolean(),
    }),
  ),
  answers: z.record(z.string(), z.string()),
  annotations: z.record(z.string(), z.object({ preview: z.string().optional(), notes: z.string().optional() })).optional(),
  response: z.string().optional(),
  afkTimeoutMs: z.number().optional(),
  outcome: outcomeSchema,
});

/**
 * The input JSON Schema, for hosts that declare tools without the AI SDK (a raw provider API,
 * MCP). Draft 7 like the AI SDK's own conversion.
 */
export function askUserQuestionJsonSchemaFor(limits?: ToolLimits): Record<string, unknown> {
  return z.toJSONSchema(createInputSchema(limits), { target: 'draft-7', io: 'input', reused: 'inline' }) as Record<string, unknown>;
}

export const askUserQuestionJsonSchema: Record<string, unknown> = askUserQuestionJsonSchemaFor();
