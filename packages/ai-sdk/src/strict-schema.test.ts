/**
 * `askUserQuestionTool({ strict: 'claude-code' })`: the server accepts and rejects exactly what
 * core's strict parse does (Claude Code's own input schema, spec section 1), and every rejection
 * reaches the model as core's sentence. The default stays structural.
 */
import { describe, expect, it } from 'vitest';
import * as ai from 'ai';
import { parseToolInput } from './parse.js';
import { askUserQuestionJsonSchemaFor, askUserQuestionTool, createInputSchema } from './server.js';
import { tripInput } from './test-utils/fixtures.js';

const Q = tripInput.questions[0]!;
const [LISBON, PORTO] = Q.options as [(typeof Q.options)[0], (typeof Q.options)[0]];

/** Inputs the real schema rejects, each with the message and path the model must read. */
const REJECTED = {
  'an unknown top-level key': {
    input: { ...tripInput, context: 'trip planning' },
    issues: [
      { path: ['context'], message: "context is not a key of AskUserQuestion's input; remove it (allowed: questions, answers, annotations, metadata)" },
    ],
  },
  'a missing header': {
    input: { questions: [{ question: Q.question, options: Q.options, multiSelect: false }] },
    issues: [{ path: ['questions', 0, 'header'], message: 'questions[0].header is missing; add a short chip label of at most 12 characters' }],
  },
  'a null description': {
    input: { questions: [{ ...Q, options: [LISBON, { label: 'Porto', description: null }] }] },
    issues: [
      {
        path: ['questions', 0, 'options', 1, 'description'],
        message: 'questions[0].options[1].description must be a string, got null; leave the key out instead of sending null',
      },
    ],
  },
  'a repeated question text': {
    input: { questions: [Q, { ...Q, header: 'Again' }] },
    issues: [
      {
        path: ['questions', 1, 'question'],
        message:
          'questions[1].question "Which city should the trip start in?" repeats questions[0].question; question texts must be unique because answers are keyed by them',
      },
    ],
  },
} as const;

const strictTool = (options: Parameters<typeof askUserQuestionTool>[0] = {}) =>
  ai.asSchema(askUserQuestionTool({ strict: 'claude-code', ...options }).inputSchema);
const issuesOf = (result: { success: boolean; error?: { issues: readonly { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map(({ path, message }) => ({ path, message }));

describe("strict: 'claude-code'", () => {
  it.each(Object.entries(REJECTED))('rejects %s with core’s message and path', async (_, { input, issues }) => {
    const schema = createInputSchema(undefined, { strict: 'claude-code' });
    expect(issuesOf(schema.safeParse(input))).toEqual(issues);
    // The same list core's strict parse gives, and nothing else.
    const core = parseToolInput(input, { strict: 'claude-code' }).issues.filter((i) => i.severity === 'error');
    expect(core.map(({ path, message }) => ({ path, message }))).toEqual(issues);
    // What the AI SDK reports for the tool call: zod's issue list as JSON, holding core's sentence.
    const result = await strictTool().validate!(input);
    expect(result.success).toBe(false);
    expect(!result.success && result.error.message).toContain(`"message": ${JSON.stringify(issues[0]!.message)}`);
  });

  it('accepts a valid input unchanged, and reports every error of one input', async () => {
    const result = await strictTool().validate!(tripInput);
    expect(result).toEqual({ success: true, value: tripInput });
    const both = { ...REJECTED['a missing header'].input, context: 'x' };
    expect(issuesOf(createInputSchema(undefined, { strict: 'claude-code' }).safeParse(both))?.map((i) => i.path)).toEqual([
      ['context'],
      ['questions', 0, 'header'],
    ]);
  });

  it('requires option descriptions unless the host made them optional', () => {
    const input = { questions: [{ ...Q, options: [LISBON, { label: 'Porto' }] }] };
    expect(issuesOf(createInputSchema(undefined, { strict: 'claude-code' }).safeParse(input))).toEqual([
      {
        path: ['questions', 0, 'options', 1, 'description'],
        message:
          'questions[0].options[1].description is missing; add one line on what choosing this option means (this host requires a description for every option)',
      },
    ]);
    expect(createInputSchema(undefined, { strict: 'claude-code', optionalDescriptions: true }).safeParse(input).success).toBe(true);
  });

  it('in HTML mode applies the real CLI’s preview rules with its messages (spec section 1)', () => {
    const withPreview = (preview: string) => ({ questions: [{ ...Q, options: [LISBON, { ...PORTO, preview }] }] });
    const html = createInputSchema(undefined, { strict: 'claude-code', previewFormat: 'html' });
    const prefix = 'Option "Porto" in question "Which city should the trip start in?": ';
    expect(issuesOf(html.safeParse(withPreview('A quiet river town')))).toEqual([
      {
        path: ['questions', 0, 'options', 1, 'preview'],
        message: `${prefix}preview must contain HTML (previewFormat is set to "html"). Wrap content in a tag like <div> or <pre>.`,
      },
    ]);
    expect(issuesOf(html.safeParse(withPreview('<div>River</div>< script>x</script>')))?.[0]?.message).toBe(
      `${prefix}preview must not contain <script> or <style> tags. Use inline styles via the style attribute if needed.`,
    );
    expect(issuesOf(html.safeParse(withPreview('<html><body>River</body></html>')))?.[0]?.message).toBe(
      `${prefix}preview must be an HTML fragment, not a full document (no <html>, <body>, or <!DOCTYPE>)`,
    );
    expect(html.safeParse(withPreview('<div>River</div>')).success).toBe(true);
    // Markdown is the default host setting: text previews pass.
    expect(createInputSchema(undefined, { strict: 'claude-code' }).safeParse(withPreview('A quiet river town')).success).toBe(true);
  });

  it('extended hosts: title and text questions pass (options default to []), a default host rejects the title', async () => {
    const input = { title: 'Trip', questions: [{ question: 'Anything else?', header: 'Notes', kind: 'text', placeholder: 'Optional' }] };
    const extended = await strictTool({ extended: true }).validate!(input);
    expect(extended.success && extended.value).toEqual({ ...input, questions: [{ ...input.questions[0], options: [] }] });
    const plain = createInputSchema(undefined, { strict: 'claude-code' }).safeParse(input);
    expect(issuesOf(plain)?.[0]).toEqual({
      path: ['title'],
      message: 'title is only accepted by hosts with extended questions; remove it (allowed: questions, answers, annotations, metadata)',
    });
    const range = { questions: [{ question: 'How many nights?', header: 'Nights', kind: 'number', min: 7, max: 3 }] };
    expect(issuesOf(createInputSchema(undefined, { strict: 'claude-code', extended: true }).safeParse(range))).toEqual([
      { path: ['questions', 0, 'min'], message: 'questions[0].min (7) must be less than questions[0].max (3); send a range with min < max' },
    ]);
  });

  it('accepts everything core’s strict parse accepts (the structure never adds a rejection of its own)', () => {
    const accepted = [
      { questions: [{ question: '', header: '', options: [{ label: '', description: '' }, { ...PORTO, extra: 1 }] }] },
      { questions: [{ ...Q, multiSelect: true, options: [LISBON, PORTO, { label: 'Faro', description: 'South' }] }], metadata: { source: 'x' } },
      { questions: [Q], answers: { [Q.question]: ['Porto'] }, annotations: { [Q.question]: { notes: 'by train' } } },
    ];
    const extended = [
      ...accepted,
      { questions: [{ question: 'Nights?', header: 'Nights', kind: 'number', min: 1, max: 14, step: 1, defaultValue: 7, unit: 'nights' }] },
      { title: 'Trip', questions: [{ ...Q, kind: 'choice', description: 'Pick one', options: [{ label: 'Lisbon' }, { label: 'Porto' }] }] },
    ];
    const cases = [
      [{ strict: 'claude-code' }, accepted],
      [{ strict: 'claude-code', extended: true }, extended],
    ] as const;
    for (const [options, inputs] of cases) {
      for (const input of inputs) {
        expect(parseToolInput(input, options).request).not.toBeNull();
        expect(createInputSchema(undefined, options).safeParse(input).success).toBe(true);
      }
    }
  });

  it('never throws, whatever the input', () => {
    const schema = createInputSchema(undefined, { strict: 'claude-code', extended: true, previewFormat: 'html' });
    for (const input of [null, undefined, 42, 'text', [], { questions: null }, { questions: [null] }, { questions: [{ options: {} }] }]) {
      expect(schema.safeParse(input).success).toBe(false);
    }
  });

  it('tells the model the rules in the JSON Schema: descriptions required, extended fields on extended hosts', () => {
    const option = (schema: Record<string, unknown>) =>
      ((schema as { properties: { questions: { items: { properties: { options: { items: unknown } } } } } }).properties.questions.items.properties
        .options.items) as { required?: string[] };
    expect(option(askUserQuestionJsonSchemaFor(undefined, { strict: 'claude-code' })).required).toEqual(['label', 'description']);
    expect(option(askUserQuestionJsonSchemaFor()).required).toEqual(['label']);
    const extended = JSON.stringify(askUserQuestionJsonSchemaFor(undefined, { strict: 'claude-code', extended: true }));
    for (const key of ['"title"', '"kind"', '"placeholder"', '"defaultValue"', '"unit"']) expect(extended).toContain(key);
    expect(JSON.stringify(askUserQuestionJsonSchemaFor(undefined, { strict: 'claude-code' }))).not.toContain('"kind"');
    expect(JSON.stringify(askUserQuestionJsonSchemaFor(undefined, { previewFormat: 'html' }))).toContain('HTML fragment');
  });
});

describe('the tool description follows the host settings', () => {
  it('words previews by the preview format and mentions extended questions only on extended hosts', () => {
    const words = (options: Parameters<typeof askUserQuestionTool>[0]) => askUserQuestionTool(options).description ?? '';
    expect(words({})).toContain('a preview (markdown, shown in a monospace box)');
    expect(words({})).not.toContain('HTML');
    expect(words({ previewFormat: 'html' })).toContain('a preview (a small HTML fragment with at least one tag');
    expect(words({ strict: 'claude-code', extended: true })).toContain('kind "text"');
    expect(words({ strict: 'claude-code', extended: true })).toContain('a short label and an optional description');
    expect(words({ strict: 'claude-code' })).not.toContain('kind "text"');
    expect(words({ strict: 'claude-code', limits: { maxOptions: 9 } })).toContain('2-4 options');
  });
});

describe('the default (no strict) stays structural', () => {
  it('leaves unknown top-level keys and repeated question texts to the client parse', async () => {
    for (const name of ['an unknown top-level key', 'a repeated question text'] as const) {
      const result = await ai.asSchema(askUserQuestionTool().inputSchema).validate!(REJECTED[name].input);
      expect(result).toEqual({ success: true, value: REJECTED[name].input });
    }
  });

  it('still rejects wrong types structurally (a missing header, a null description), with zod’s own messages', () => {
    const schema = createInputSchema();
    for (const name of ['a missing header', 'a null description'] as const) {
      const result = schema.safeParse(REJECTED[name].input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).not.toBe(REJECTED[name].issues[0].message);
    }
  });
});
