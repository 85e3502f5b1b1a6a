import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { AskIssueCode, AskQuestion, AskRequest } from '../protocol/types.js';
import { isUrlElicitation, parseElicitation } from './parse-elicitation.js';

const SERVER = { serverName: 'github' };

/** A form with one property `f` (required unless said otherwise). */
const form = (schema: unknown, required = true) => ({
  message: 'Tell us',
  requestedSchema: { type: 'object', properties: { f: schema }, ...(required ? { required: ['f'] } : {}) },
});

/** The one question of a form that must parse without issues. */
function only(schema: unknown, required = true): AskQuestion {
  const { request, issues } = parseElicitation(form(schema, required), SERVER);
  expect(issues).toEqual([]);
  return (request as AskRequest).questions[0]!;
}

/** What a question reads as: the parts a picker renders and the encoder needs. */
const essentials = (q: AskQuestion) => ({
  kind: q.kind,
  selectionMode: q.selectionMode,
  options: q.options.map((o) => [o.label, o.value]),
  allowOther: q.allowOther,
  ...(q.number ? { number: q.number } : {}),
  ...(q.placeholder ? { placeholder: q.placeholder } : {}),
  field: q.field,
});

const text = { kind: 'text', selectionMode: 'single', options: [], allowOther: true };
const num = { kind: 'number', selectionMode: 'single', options: [], allowOther: true };
const choice = { kind: 'choice', selectionMode: 'single', allowOther: false };
const multi = { kind: 'choice', selectionMode: 'multiple', allowOther: false };
const RGB = [
  { const: '#f00', title: 'Red' },
  { const: '#0f0', title: 'Green' },
  { const: '#00f', title: 'Blue' },
];
const RGB_OPTIONS = [['Red', '#f00'], ['Green', '#0f0'], ['Blue', '#00f']];

// Every schema construct of schema/2025-11-25/schema.ts `PrimitiveSchemaDefinition`, one row each.
const GOLDEN: [string, unknown, object][] = [
  ['string', { type: 'string' }, { ...text, field: { key: 'f', type: 'string', required: true } }],
  [
    'string with minLength, maxLength and a default',
    { type: 'string', minLength: 2, maxLength: 5, default: 'abc' },
    { ...text, field: { key: 'f', type: 'string', required: true, minLength: 2, maxLength: 5, defaultValue: 'abc' } },
  ],
  [
    'string format email',
    { type: 'string', format: 'email', default: 'a@b.co' },
    { ...text, field: { key: 'f', type: 'string', required: true, format: 'email', defaultValue: 'a@b.co' } },
  ],
  ['string format uri', { type: 'string', format: 'uri' }, { ...text, field: { key: 'f', type: 'string', required: true, format: 'uri' } }],
  [
    'string format date (a placeholder shows the shape)',
    { type: 'string', format: 'date', default: '2024-02-29' },
    { ...text, placeholder: 'YYYY-MM-DD', field: { key: 'f', type: 'string', required: true, format: 'date', defaultValue: '2024-02-29' } },
  ],
  [
    'string format date-time',
    { type: 'string', format: 'date-time' },
    { ...text, placeholder: 'YYYY-MM-DDThh:mm:ssZ', field: { key: 'f', type: 'string', required: true, format: 'date-time' } },
  ],
  ['number without bounds', { type: 'number' }, { ...num, field: { key: 'f', type: 'number', required: true } }],
  [
    'number with minimum, maximum and a default',
    { type: 'number', minimum: 0.5, maximum: 9.5, default: 2.5 },
    { ...num, number: { min: 0.5, max: 9.5, defaultValue: 2.5 }, field: { key: 'f', type: 'number', required: true, minimum: 0.5, maximum: 9.5, defaultValue: 2.5 } },
  ],
  [
    'number with a minimum only',
    { type: 'number', minimum: 18 },
    { ...num, field: { key: 'f', type: 'number', required: true, minimum: 18 } },
  ],
  [
    'integer: step 1 from the lowest whole number in range',
    { type: 'integer', minimum: 0.5, maximum: 10, default: 3 },
    { ...num, number: { min: 1, max: 10, step: 1, defaultValue: 3 }, field: { key: 'f', type: 'integer', required: true, minimum: 0.5, maximum: 10, defaultValue: 3 } },
  ],
  ['integer with a maximum only', { type: 'integer', maximum: 3 }, { ...num, field: { key: 'f', type: 'integer', required: true, maximum: 3 } }],
  [
    'boolean with a default',
    { type: 'boolean', default: false },
    { ...choice, options: [['Yes', true], ['No', false]], field: { key: 'f', type: 'boolean', required: true, defaultValue: false } },
  ],
  [
    'single-select enum without titles',
    { type: 'string', enum: ['Red', 'Green'], default: 'Green' },
    { ...choice, options: [['Red', 'Red'], ['Green', 'Green']], field: { key: 'f', type: 'string', required: true, defaultValue: 'Green' } },
  ],
  [
    'single-select enum with titles (oneOf): answers hold the const',
    { type: 'string', oneOf: RGB, default: '#0f0' },
    { ...choice, options: RGB_OPTIONS, field: { key: 'f', type: 'string', required: true, defaultValue: '#0f0' } },
  ],
  [
    'legacy enum with enumNames',
    { type: 'string', enum: ['#f00', '#0f0', '#00f'], enumNames: ['Red', 'Green', 'Blue'], default: '#00f' },
    { ...choice, options: RGB_OPTIONS, field: { key: 'f', type: 'string', required: true, defaultValue: '#00f' } },
  ],
  [
    'multi-select without titles (items.enum), minItems, maxItems, a default',
    { type: 'array', minItems: 1, maxItems: 2, items: { type: 'string', enum: ['Red', 'Green', 'Blue'] }, default: ['Red', 'Green'] },
    {
      ...multi,
      options: [['Red', 'Red'], ['Green', 'Green'], ['Blue', 'Blue']],
      field: { key: 'f', type: 'array', required: true, minItems: 1, maxItems: 2, defaultValue: ['Red', 'Green'] },
    },
  ],
  [
    'multi-select with titles (items.anyOf); the default in enum order',
    { type: 'array', items: { anyOf: RGB }, default: ['#00f', '#f00'] },
    { ...multi, options: RGB_OPTIONS, field: { key: 'f', type: 'array', required: true, defaultValue: ['#f00', '#00f'] } },
  ],
];

describe('parseElicitation: every schema construct (golden)', () => {
  it.each(GOLDEN)('%s', (_, schema, expected) => {
    expect(essentials(only(schema))).toEqual(expected);
  });

  it('an optional field says so', () => {
    expect(only({ type: 'string' }, false).field).toEqual({ key: 'f', type: 'string', required: false });
  });

  it('reads the spec example: title and description, required and optional, the message, the server', () => {
    const { request, issues } = parseElicitation(
      {
        mode: 'form',
        message: 'Please provide your contact information',
        requestedSchema: {
          type: 'object',
          properties: {
            name: { type: 'string', title: 'Full name', description: 'Your full name' },
            email: { type: 'string', format: 'email', description: 'Your email address' },
            age: { type: 'number', minimum: 18, description: 'Your age' },
          },
          required: ['name', 'email'],
        },
      },
      SERVER,
    );
    expect(issues).toEqual([]);
    const r = request as AskRequest;
    expect(r).toMatchObject({ dialect: 'mcp', title: 'Please provide your contact information', source: { protocol: 'mcp', serverName: 'github' } });
    expect(r.questions.map((q) => [q.id, q.question, q.header, q.hint, q.field!.key, q.field!.required])).toEqual([
      ['q1', 'Full name', 'Full name', 'Your full name', 'name', true],
      ['q2', 'email', 'email', 'Your email address', 'email', true],
      ['q3', 'age', 'age', 'Your age', 'age', false],
    ]);
    // Option ids follow the question ids, never the property keys (server text).
    expect(only({ type: 'boolean' }).options.map((o) => o.id)).toEqual(['q1.0', 'q1.1']);
  });

  it('treats a missing mode as form mode, and accepts a whole JSON-RPC request or its JSON text', () => {
    const params = form({ type: 'string' });
    const rpc = { jsonrpc: '2.0', id: 1, method: 'elicitation/create', params };
    for (const input of [params, rpc, JSON.stringify(rpc)]) {
      const { request, issues } = parseElicitation(input, SERVER);
      expect(issues).toEqual([]);
      expect((request as AskRequest).questions).toHaveLength(1);
    }
    // Paths then point into the request as passed.
    expect(parseElicitation({ method: 'elicitation/create', params: { ...params, message: 3 } }, SERVER).issues[0]!.path).toEqual(['params', 'message']);
  });

  it('an empty form is a request to accept or decline (a warning, not an error)', () => {
    const { request, issues } = parseElicitation({ message: 'Proceed?', requestedSchema: { type: 'object', properties: {} } }, SERVER);
    expect((request as AskRequest).questions).toEqual([]);
    expect(issues.map((i) => [i.code, i.severity])).toEqual([['no_questions', 'warning']]);
  });

  it('warns without a server name (the user must see who asks)', () => {
    const { request, issues } = parseElicitation(form({ type: 'string' }));
    expect(request).toMatchObject({ source: { protocol: 'mcp' } });
    expect(issues.map((i) => [i.code, i.severity])).toEqual([['missing_source', 'warning']]);
  });

  it('keeps a property named __proto__ as a field', () => {
    const params = JSON.parse('{"message":"m","requestedSchema":{"type":"object","properties":{"__proto__":{"type":"string"}}}}');
    const q = (parseElicitation(params, SERVER).request as AskRequest).questions[0]!;
    expect(q.field!.key).toBe('__proto__');
  });
});

describe('parseElicitation: URL mode', () => {
  const url = (u: unknown, extra = {}) => ({ mode: 'url', message: 'Connect your account', elicitationId: 'e-1', url: u, ...extra });

  it('is a consent card with the full URL and its domain, not a question', () => {
    const { request, issues } = parseElicitation(url('https://MCP.Example.com/connect?x=1'), SERVER);
    expect(issues).toEqual([]);
    expect(isUrlElicitation(request!)).toBe(true);
    expect(request).toEqual({
      mode: 'url',
      url: 'https://mcp.example.com/connect?x=1',
      domain: 'mcp.example.com',
      punycode: false,
      secure: true,
      message: 'Connect your account',
      elicitationId: 'e-1',
      source: { protocol: 'mcp', serverName: 'github' },
    });
  });

  it('shows what opens: a Unicode host as punycode, with a warning', () => {
    const { request, issues } = parseElicitation(url('https://exаmple.com/'), SERVER); // Cyrillic "а"
    expect(request).toMatchObject({ domain: 'xn--exmple-4nf.com', punycode: true, url: 'https://xn--exmple-4nf.com/' });
    expect(issues.map((i) => [i.code, i.severity, i.path])).toEqual([['invalid_url', 'warning', ['url']]]);
  });

  it('allows plain http with a warning', () => {
    const { request, issues } = parseElicitation(url('http://localhost:3000/auth'), SERVER);
    expect(request).toMatchObject({ secure: false, domain: 'localhost' });
    expect(issues.map((i) => [i.code, i.severity])).toEqual([['invalid_url', 'warning']]);
  });

  it.each([
    ['not a URL', 'example.com/connect'],
    ['a javascript: link', 'javascript:alert(1)'],
    ['a data: link', 'data:text/html,<b>x</b>'],
    ['user info before @', 'https://bank.example@evil.example/'],
    ['a number', 42],
  ])('refuses %s', (_, u) => {
    const { request, issues } = parseElicitation(url(u), SERVER);
    expect(request).toBeNull();
    expect(issues.filter((i) => i.severity === 'error').map((i) => i.path)).toEqual([['url']]);
  });

  it('needs an elicitationId', () => {
    const { request, issues } = parseElicitation(url('https://a.example/', { elicitationId: undefined }), SERVER);
    expect(request).toBeNull();
    expect(issues.map((i) => [i.code, i.path])).toEqual([['missing_field', ['elicitationId']]]);
  });
});

/** [name, params, expected issues as [code, severity, path]] */
const BAD: [string, unknown, [AskIssueCode, 'error' | 'warning', (string | number)[]][]][] = [
  ['not an object', 7, [['invalid_type', 'error', []]]],
  ['broken JSON text', '{"message":', [['invalid_type', 'error', []]]],
  ['no message', { requestedSchema: { type: 'object', properties: {} } }, [['missing_field', 'error', ['message']], ['no_questions', 'warning', ['requestedSchema', 'properties']]]],
  ['an unknown mode', { mode: 'popup', message: 'm' }, [['unknown_mode', 'error', ['mode']]]],
  ['no requestedSchema', { message: 'm' }, [['missing_field', 'error', ['requestedSchema']]]],
  ['a schema that is not an object type', { message: 'm', requestedSchema: { type: 'array', properties: {} } }, [['unsupported_schema', 'error', ['requestedSchema', 'type']], ['no_questions', 'warning', ['requestedSchema', 'properties']]]],
  ['no properties', { message: 'm', requestedSchema: { type: 'object' } }, [['missing_field', 'error', ['requestedSchema', 'properties']]]],
  ['required that is not an array', { message: 'm', requestedSchema: { type: 'object', properties: { a: { type: 'string' } }, required: 'a' } }, [['invalid_type', 'error', ['requestedSchema', 'required']]]],
  [
    'required naming a property that does not exist',
    { message: 'm', requestedSchema: { type: 'object', properties: { a: { type: 'string' } }, required: ['a', 'b'] } },
    [['unknown_required', 'error', ['requestedSchema', 'required', 1]]],
  ],
  [
    'two fields the user reads as one',
    { message: 'm', requestedSchema: { type: 'object', properties: { Name: { type: 'string' }, name: { type: 'string' } } } },
    [['duplicate_question', 'warning', ['requestedSchema', 'properties', 'name']]],
  ],
];

const F = ['requestedSchema', 'properties', 'f'];
/** [name, field schema, expected issues when the field is required] */
const BAD_FIELDS: [string, unknown, [AskIssueCode, 'error' | 'warning', (string | number)[]][]][] = [
  ['a nested object', { type: 'object', properties: {} }, [['unsupported_schema', 'error', [...F, 'type']]]],
  ['no type', { title: 'x' }, [['missing_field', 'error', [...F, 'type']]]],
  ['an unknown type', { type: 'date' }, [['unsupported_schema', 'error', [...F, 'type']]]],
  ['a field schema that is not an object', 'string', [['invalid_type', 'error', F]]],
  ['an array of free strings', { type: 'array', items: { type: 'string' } }, [['unsupported_schema', 'error', [...F, 'items']]]],
  ['an array of objects', { type: 'array', items: { type: 'object' } }, [['unsupported_schema', 'error', [...F, 'items']]]],
  ['both enum and oneOf', { type: 'string', enum: ['a'], oneOf: [{ const: 'a', title: 'A' }] }, [['unsupported_schema', 'error', F]]],
  ['an empty enum', { type: 'string', enum: [] }, [['option_count', 'error', [...F, 'enum']]]],
  ['an empty oneOf', { type: 'string', oneOf: [] }, [['option_count', 'error', [...F, 'oneOf']]]],
  ['an empty multi-select enum', { type: 'array', items: { type: 'string', enum: [] } }, [['option_count', 'error', [...F, 'items', 'enum']]]],
  ['an enum value that is not a string', { type: 'string', enum: ['a', 2] }, [['invalid_type', 'error', [...F, 'enum', 1]]]],
  ['a value twice', { type: 'string', enum: ['a', 'a'] }, [['duplicate_value', 'error', [...F, 'enum', 1]]]],
  ['a title twice', { type: 'string', oneOf: [{ const: 'a', title: 'A' }, { const: 'b', title: 'A' }] }, [['duplicate_label', 'error', [...F, 'oneOf', 1]]]],
  ['a oneOf entry without const', { type: 'string', oneOf: [{ title: 'A' }] }, [['invalid_type', 'error', [...F, 'oneOf', 0, 'const']]]],
  ['a oneOf entry without title', { type: 'string', oneOf: [{ const: 'a' }] }, [['missing_field', 'warning', [...F, 'oneOf', 0, 'title']]]],
  ['enumNames of the wrong length', { type: 'string', enum: ['a', 'b'], enumNames: ['A'] }, [['invalid_type', 'warning', [...F, 'enumNames']]]],
  ['minimum > maximum', { type: 'number', minimum: 5, maximum: 1 }, [['invalid_range', 'error', [...F, 'minimum']]]],
  ['no whole number in range', { type: 'integer', minimum: 1.2, maximum: 1.8 }, [['invalid_range', 'error', F]]],
  ['minLength > maxLength', { type: 'string', minLength: 5, maxLength: 2 }, [['invalid_range', 'error', [...F, 'minLength']]]],
  ['minItems > maxItems', { type: 'array', minItems: 3, maxItems: 1, items: { type: 'string', enum: ['a', 'b', 'c'] } }, [['invalid_range', 'error', [...F, 'minItems']]]],
  ['minItems above the option count', { type: 'array', minItems: 3, items: { type: 'string', enum: ['a', 'b'] } }, [['invalid_range', 'error', [...F, 'minItems']]]],
  ['maxItems 0 (no option can be chosen)', { type: 'array', maxItems: 0, items: { type: 'string', enum: ['a', 'b'] } }, [['invalid_range', 'error', [...F, 'maxItems']]]],
  ['a negative minLength (ignored)', { type: 'string', minLength: -1 }, [['invalid_range', 'warning', [...F, 'minLength']]]],
  ['a minimum that is not a number (ignored)', { type: 'number', minimum: '0' }, [['invalid_range', 'warning', [...F, 'minimum']]]],
  ['an unknown format', { type: 'string', format: 'phone' }, [['unknown_format', 'warning', [...F, 'format']]]],
  ['a keyword askq does not check', { type: 'string', pattern: '^[a-z]+$' }, [['unsupported_schema', 'warning', [...F, 'pattern']]]],
  ['a default outside the enum', { type: 'string', enum: ['a', 'b'], default: 'c' }, [['invalid_default', 'warning', [...F, 'default']]]],
  ['a default outside the range', { type: 'number', maximum: 5, default: 6 }, [['invalid_default', 'warning', [...F, 'default']]]],
  ['a fractional integer default', { type: 'integer', default: 1.5 }, [['invalid_default', 'warning', [...F, 'default']]]],
  ['a default of the wrong format', { type: 'string', format: 'date', default: '2023-02-29' }, [['invalid_default', 'warning', [...F, 'default']]]],
  ['a default too long', { type: 'string', maxLength: 2, default: 'abc' }, [['invalid_default', 'warning', [...F, 'default']]]],
  ['a boolean default that is a string', { type: 'boolean', default: 'true' }, [['invalid_default', 'warning', [...F, 'default']]]],
  ['a multi-select default not in the enum', { type: 'array', items: { anyOf: RGB }, default: ['Red'] }, [['invalid_default', 'warning', [...F, 'default']]]],
  ['a multi-select default over maxItems', { type: 'array', maxItems: 1, items: { type: 'string', enum: ['a', 'b'] }, default: ['a', 'b'] }, [['invalid_default', 'warning', [...F, 'default']]]],
];

const summary = (issues: { code: string; severity: string; path: unknown[] }[]) => issues.map((i) => [i.code, i.severity, i.path]);

describe('parseElicitation: bad input gives an issue with a path, never a throw', () => {
  it.each(BAD)('%s', (_, params, expected) => {
    const { request, issues } = parseElicitation(params, SERVER);
    expect(summary(issues)).toEqual(expected);
    expect(request === null).toBe(expected.some(([, severity]) => severity === 'error'));
    for (const issue of issues) expect(issue.message.length).toBeGreaterThan(20);
  });

  it.each(BAD_FIELDS)('a required field with %s', (_, schema, expected) => {
    const { request, issues } = parseElicitation(form(schema), SERVER);
    expect(summary(issues)).toEqual(expected);
    const fatal = expected.some(([, severity]) => severity === 'error');
    expect(request === null).toBe(fatal);
    // A warning keeps the field, without what was wrong with it.
    if (!fatal) expect((request as AskRequest).questions[0]!.field).not.toHaveProperty('defaultValue');
  });

  it.each(BAD_FIELDS.filter(([, , e]) => e.some(([, s]) => s === 'error')))('an optional field with %s is left out with a warning', (_, schema) => {
    const { request, issues } = parseElicitation(form(schema, false), SERVER);
    expect((request as AskRequest).questions).toEqual([]);
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((i) => i.severity === 'warning' && /left out/.test(i.message))).toBe(true);
  });

  it('words a message a server author can act on', () => {
    const { issues } = parseElicitation(form({ type: 'number', minimum: 5, maximum: 1 }), SERVER);
    expect(issues[0]!.message).toBe('requestedSchema.properties.f.minimum (5) is greater than maximum (1); no number can fit');
    const nested = parseElicitation(form({ type: 'object' }), SERVER).issues[0]!.message;
    expect(nested).toBe('requestedSchema.properties.f.type is "object", but form fields cannot nest; move its properties up into requestedSchema.properties');
  });

  const json = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.constantFrom(null, true, 'string', 'number', 'integer', 'boolean', 'array', 'object', 'email', 'date', 'url', 'form', 'enum', 'oneOf', 'anyOf', 'items'),
      fc.double(),
      fc.string(),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(
        fc.constantFrom('type', 'enum', 'oneOf', 'anyOf', 'items', 'const', 'title', 'default', 'minimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'maxItems', 'format', 'enumNames', 'required', 'properties', 'mode', 'url', '__proto__'),
        tie('value'),
        { maxKeys: 5 },
      ),
    ),
  })).value;

  it('property: never throws, and every issue has a code, a severity, a path and a message', () => {
    fc.assert(
      fc.property(json, json, fc.constantFrom('form', 'url', undefined), (properties, required, mode) => {
        const params = { mode, message: 'm', elicitationId: 'e', url: 'https://a.example/', requestedSchema: { type: 'object', properties, required } };
        const { request, issues } = parseElicitation(params, SERVER);
        for (const i of issues) {
          expect(typeof i.code).toBe('string');
          expect(['error', 'warning']).toContain(i.severity);
          expect(Array.isArray(i.path)).toBe(true);
          expect(i.message).toMatch(/\S/);
        }
        expect(request === null).toBe(issues.some((i) => i.severity === 'error'));
        // What parses is plain JSON data.
        if (request) expect(JSON.parse(JSON.stringify(request))).toEqual(request);
      }),
      { numRuns: 400 },
    );
  });

  it('never throws on hostile objects', () => {
    const hostile = new Proxy({}, { get: () => { throw new Error('boom'); }, ownKeys: () => { throw new Error('boom'); } });
    expect(() => parseElicitation(hostile)).not.toThrow();
    expect(() => parseElicitation(form(hostile), SERVER)).not.toThrow();
    expect(() => parseElicitation({ message: 'm', requestedSchema: { type: 'object', properties: hostile } }, SERVER)).not.toThrow();
  });
});
