import { describe, expect, it } from 'vitest';
import type { AnswerMap, AskOutcome, AskRequest, AskUrlRequest } from '../protocol/types.js';
import { parseElicitation } from './parse-elicitation.js';
import {
  ElicitationContentError,
  checkElicitationAnswers,
  elicitationDraft,
  toElicitationResult,
  type ElicitationProblem,
  type ElicitationProblemCode,
} from './elicitation-result.js';
import { AskOutcomeError, checkOutcome } from '../protocol/outcome-check.js';
import { askReducer, createAskState } from '../machine/reducer.js';
import { textAndNumberFields as fields } from '../fields/index.js';
import { formatValue } from './elicitation-formats.js';

/** Every construct of the schema in one form: q1..q10 in this order. */
const PARAMS = {
  message: 'Set up your profile',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', minLength: 2, maxLength: 10 },
      email: { type: 'string', title: 'Email', format: 'email' },
      site: { type: 'string', format: 'uri' },
      born: { type: 'string', format: 'date' },
      meet: { type: 'string', format: 'date-time' },
      age: { type: 'integer', title: 'Age', minimum: 18, maximum: 130 },
      ratio: { type: 'number', minimum: 0, maximum: 1 },
      news: { type: 'boolean', default: true },
      color: { type: 'string', oneOf: [{ const: '#f00', title: 'Red' }, { const: '#0f0', title: 'Green' }] },
      tags: { type: 'array', title: 'Tags', minItems: 1, maxItems: 2, items: { anyOf: [{ const: 'a', title: 'Alpha' }, { const: 'b', title: 'Beta' }, { const: 'c', title: 'Gamma' }] } },
    },
    required: ['name', 'email', 'age'],
  },
};

const parsed = parseElicitation(PARAMS, { serverName: 'crm' });
const request = parsed.request as AskRequest;
const text = (other: string) => ({ selected: [], other });
const pick = (...selected: string[]) => ({ selected });
const answered = (answers: AnswerMap): AskOutcome => ({ type: 'answered', answers });
const REQUIRED = { q1: text('Ada'), q2: text('ada@example.com'), q6: text('36') };

describe('toElicitationResult: accept', () => {
  it('parses the form without issues', () => {
    expect(parsed.issues).toEqual([]);
    expect(request.questions.map((q) => q.field!.key)).toEqual(['name', 'email', 'site', 'born', 'meet', 'age', 'ratio', 'news', 'color', 'tags']);
  });

  // [what, answers, expected content]
  const GOLDEN: [string, AnswerMap, Record<string, unknown>][] = [
    ['only the required fields: optional ones are left out', REQUIRED, { name: 'Ada', email: 'ada@example.com', age: 36 }],
    [
      'every field, each in its JSON type',
      {
        ...REQUIRED,
        q3: text('https://ada.example/me'),
        q4: text('1815-12-10'),
        q5: text('2025-11-25T09:30:00+01:00'),
        q7: text('0.25'),
        q8: pick('No'),
        q9: pick('Green'),
        q10: pick('Gamma', 'Alpha'),
      },
      { name: 'Ada', email: 'ada@example.com', site: 'https://ada.example/me', born: '1815-12-10', meet: '2025-11-25T09:30:00+01:00', age: 36, ratio: 0.25, news: false, color: '#0f0', tags: ['a', 'c'] },
    ],
    ['a boolean Yes is true', { ...REQUIRED, q8: pick('Yes') }, { name: 'Ada', email: 'ada@example.com', age: 36, news: true }],
    ['numbers as numbers, trimmed text', { q1: text('  Ada '), q2: text('ada@example.com'), q6: text('+18'), q7: text('1') }, { name: 'Ada', email: 'ada@example.com', age: 18, ratio: 1 }],
    ['notes alone do not answer an optional field', { ...REQUIRED, q3: { selected: [], notes: 'later' } }, { name: 'Ada', email: 'ada@example.com', age: 36 }],
  ];

  it.each(GOLDEN)('%s', (_, answers, content) => {
    const result = toElicitationResult(request, answered(answers));
    expect(result).toEqual({ action: 'accept', content });
    // The content round-trips as JSON with the same types (numbers stay numbers, arrays arrays).
    expect(JSON.parse(JSON.stringify(result))).toStrictEqual(result);
  });

  it('an empty form accepts with empty content', () => {
    const empty = parseElicitation({ message: 'Proceed?', requestedSchema: { type: 'object', properties: {} } }, { serverName: 's' }).request as AskRequest;
    expect(toElicitationResult(empty, answered({}))).toEqual({ action: 'accept', content: {} });
  });

  it('keeps a property named __proto__ as an own key of content', () => {
    const params = JSON.parse('{"message":"m","requestedSchema":{"type":"object","properties":{"__proto__":{"type":"string"}}}}');
    const r = parseElicitation(params, { serverName: 's' }).request as AskRequest;
    const { content } = toElicitationResult(r, answered({ q1: text('x') }));
    expect(Object.hasOwn(content!, '__proto__')).toBe(true);
    expect(JSON.stringify(content)).toBe('{"__proto__":"x"}');
  });
});

describe('toElicitationResult: answers that do not meet the schema throw, naming each field', () => {
  // [what, answers, [question id, problem code]]
  const INVALID: [string, AnswerMap, [string, string][]][] = [
    ['a required field missing', { q1: text('Ada'), q2: text('ada@example.com') }, [['q6', 'required']]],
    ['every required field missing', {}, [['q1', 'required'], ['q2', 'required'], ['q6', 'required']]],
    ['text too short', { ...REQUIRED, q1: text('A') }, [['q1', 'too_short']]],
    ['text too long (code points, not UTF-16 units)', { ...REQUIRED, q1: text('😀'.repeat(11)) }, [['q1', 'too_long']]],
    ['a bad email', { ...REQUIRED, q2: text('ada@') }, [['q2', 'bad_format']]],
    ['a relative uri', { ...REQUIRED, q3: text('/me') }, [['q3', 'bad_format']]],
    ['a date that does not exist', { ...REQUIRED, q4: text('2023-02-29') }, [['q4', 'bad_format']]],
    ['a date-time without a zone', { ...REQUIRED, q5: text('2025-11-25T09:30') }, [['q5', 'bad_format']]],
    ['not a number', { ...REQUIRED, q6: text('thirty') }, [['q6', 'not_a_number']]],
    ['a fraction for an integer', { ...REQUIRED, q6: text('36.5') }, [['q6', 'not_an_integer']]],
    ['below the minimum', { ...REQUIRED, q6: text('17') }, [['q6', 'too_small']]],
    ['above the maximum', { ...REQUIRED, q7: text('1.01') }, [['q7', 'too_large']]],
    ['typed text on a multi-select', { ...REQUIRED, q10: { selected: [], other: 'x' } }, [['q10', 'not_an_option']]],
    ['too many selected', { ...REQUIRED, q10: pick('Alpha', 'Beta', 'Gamma') }, [['q10', 'too_many']]],
    ['a label that is not an option', { ...REQUIRED, q9: pick('Blue') }, [['q9', 'not_an_option']]],
    ['typed text on a choice', { ...REQUIRED, q8: { selected: [], other: 'maybe' } }, [['q8', 'not_an_option']]],
  ];

  it.each(INVALID)('%s', (_, answers, expected) => {
    const problems = checkElicitationAnswers(request, answers);
    expect(problems.map((p) => [p.questionId, p.code])).toEqual(expected);
    let thrown: unknown;
    try {
      toElicitationResult(request, answered(answers));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ElicitationContentError);
    expect(thrown).toBeInstanceOf(AskOutcomeError);
    expect((thrown as ElicitationContentError).problems).toEqual(problems);
    expect((thrown as ElicitationContentError).path).toEqual(['answers', expected[0]![0]]);
  });

  it('words problems for the user, by field name', () => {
    expect(checkElicitationAnswers(request, { ...REQUIRED, q2: text('nope') })[0]).toEqual({
      questionId: 'q2',
      key: 'email',
      code: 'bad_format',
      params: { field: 'Email', format: 'email', example: 'name@example.com' },
      message: 'Email must be an email address like name@example.com',
    });
    expect(checkElicitationAnswers(request, { ...REQUIRED, q10: pick('Alpha', 'Beta', 'Gamma') })[0]!.message).toBe('Tags allows at most 2 selected');
  });

  // Every code: the params a translation needs, and the English message, built from them alone.
  const few = parseElicitation(
    { message: 'm', requestedSchema: { type: 'object', properties: { t: { type: 'array', title: 'Tags', minItems: 2, items: { type: 'string', enum: ['a', 'b', 'c'] } } } } },
    { serverName: 's' },
  ).request as AskRequest;
  const EVERY_CODE: [AskRequest, AnswerMap, ElicitationProblem['params'], string][] = [
    [request, { q1: text('Ada'), q2: text('ada@example.com') }, { field: 'Age' }, 'Age is required'],
    [request, { ...REQUIRED, q1: text('A') }, { field: 'Name', min: 2 }, 'Name needs at least 2 characters'],
    [request, { ...REQUIRED, q1: text('Ada Lovelace') }, { field: 'Name', max: 10 }, 'Name allows at most 10 characters'],
    [request, { ...REQUIRED, q2: text('ada@') }, { field: 'Email', format: 'email', example: 'name@example.com' }, 'Email must be an email address like name@example.com'],
    [request, { ...REQUIRED, q3: text('/me') }, { field: 'site', format: 'uri', example: 'https://example.com/page' }, 'site must be a full URI like https://example.com/page'],
    [request, { ...REQUIRED, q4: text('2023-02-29') }, { field: 'born', format: 'date', example: 'YYYY-MM-DD' }, 'born must be a date like YYYY-MM-DD'],
    [
      request,
      { ...REQUIRED, q5: text('2025-11-25T09:30') },
      { field: 'meet', format: 'date-time', example: 'YYYY-MM-DDThh:mm:ssZ' },
      'meet must be a date and time with a time zone like YYYY-MM-DDThh:mm:ssZ',
    ],
    [request, { ...REQUIRED, q6: text('thirty') }, { field: 'Age' }, 'Age must be a number'],
    [request, { ...REQUIRED, q6: text('36.5') }, { field: 'Age' }, 'Age must be a whole number'],
    [request, { ...REQUIRED, q6: text('17') }, { field: 'Age', min: 18 }, 'Age must be at least 18'],
    [request, { ...REQUIRED, q7: text('1.01') }, { field: 'ratio', max: 1 }, 'ratio must be at most 1'],
    [few, { q1: pick('a') }, { field: 'Tags', min: 2 }, 'Tags needs at least 2 selected'],
    [request, { ...REQUIRED, q10: pick('Alpha', 'Beta', 'Gamma') }, { field: 'Tags', max: 2 }, 'Tags allows at most 2 selected'],
    [request, { ...REQUIRED, q10: text('x') }, { field: 'Tags', expected: 'some' }, 'Tags must be some of the options offered'],
    [request, { ...REQUIRED, q9: pick('Blue') }, { field: 'color', expected: 'one' }, 'color must be one of the options offered'],
    [request, { ...REQUIRED, q9: pick('Red', 'Green') }, { field: 'color', expected: 'exactly_one' }, 'color must be exactly one of the options offered'],
  ];

  it.each(EVERY_CODE)('params and message: %#', (r, answers, params, message) => {
    const problems = checkElicitationAnswers(r, answers);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.params).toEqual(params);
    expect(problems[0]!.message).toBe(message);
  });

  it('covers every problem code', () => {
    const codes = new Set(EVERY_CODE.map(([r, answers]) => checkElicitationAnswers(r, answers)[0]!.code));
    const all: Record<ElicitationProblemCode, true> = {
      required: true,
      too_short: true,
      too_long: true,
      bad_format: true,
      not_a_number: true,
      not_an_integer: true,
      too_small: true,
      too_large: true,
      too_few: true,
      too_many: true,
      not_an_option: true,
    };
    expect([...codes].sort()).toEqual(Object.keys(all).sort());
  });

  it('checks minItems on a required multi-select', () => {
    const r = parseElicitation(
      { message: 'm', requestedSchema: { type: 'object', properties: { t: { type: 'array', minItems: 2, items: { type: 'string', enum: ['a', 'b', 'c'] } } } } },
      { serverName: 's' },
    ).request as AskRequest;
    expect(checkElicitationAnswers(r, { q1: pick('a') }).map((p) => p.code)).toEqual(['too_few']);
    expect(toElicitationResult(r, answered({ q1: pick('c', 'a') }))).toEqual({ action: 'accept', content: { t: ['a', 'c'] } });
  });

  it('refuses a malformed outcome and a request parseElicitation did not make', () => {
    expect(() => toElicitationResult(request, { type: 'answered', answers: 3 } as never)).toThrow(AskOutcomeError);
    expect(() => toElicitationResult(request, { type: 'nope' } as never)).toThrow(AskOutcomeError);
    const claude: AskRequest = { ...request, dialect: 'claude' };
    expect(() => toElicitationResult(claude, answered({}))).toThrow(TypeError);
  });
});

describe('toElicitationResult: decline and cancel', () => {
  const url = parseElicitation(
    { mode: 'url', message: 'Connect', elicitationId: 'e-1', url: 'https://a.example/connect' },
    { serverName: 's' },
  ).request as AskUrlRequest;

  // [what, outcome, action]: decline only for an explicit refusal; everything else that is not a submission is cancel.
  const MAPPING: [string, AskOutcome, string][] = [
    ['an explicit decline (a Decline button)', { type: 'declined', reason: 'dismissed', explicit: true, answers: {} }, 'decline'],
    ['an explicit decline with answers so far', { type: 'declined', reason: 'dismissed', explicit: true, answers: REQUIRED }, 'decline'],
    ['a dismissal (Escape, close)', { type: 'declined', reason: 'dismissed', answers: REQUIRED }, 'cancel'],
    ['chat about this', { type: 'declined', reason: 'chat_about_this', answers: {} }, 'cancel'],
    ['a reply in the chat instead', { type: 'declined', reason: 'replied_in_chat', message: 'hm', answers: {} }, 'cancel'],
    ['a timeout with selections (never sent)', { type: 'timed_out', timeoutMs: 60_000, answers: REQUIRED }, 'cancel'],
    ['a free reply', { type: 'replied', response: 'later' }, 'cancel'],
    ['ask me more first', { type: 'follow_up', answers: REQUIRED }, 'cancel'],
  ];

  it.each(MAPPING)('form: %s', (_, outcome, action) => {
    expect(toElicitationResult(request, outcome)).toEqual({ action });
  });

  it.each(MAPPING)('URL mode: %s', (_, outcome, action) => {
    expect(toElicitationResult(url, outcome)).toEqual({ action });
  });

  it.each(MAPPING)('after checkOutcome (what a broker stores): %s', (_, outcome, action) => {
    // A broker checks every outcome before it resolves; the check must not lose `explicit`.
    expect(toElicitationResult(request, checkOutcome(request, outcome))).toEqual({ action });
  });

  it('checkOutcome keeps explicit: true only when it is true', () => {
    expect(checkOutcome(request, { type: 'declined', reason: 'dismissed', explicit: true, answers: {} })).toEqual({ type: 'declined', reason: 'dismissed', explicit: true, answers: {} });
    expect(checkOutcome(request, { type: 'declined', reason: 'dismissed', explicit: 'yes', answers: {} })).toEqual({ type: 'declined', reason: 'dismissed', answers: {} });
  });

  it('URL mode: consenting to open the link accepts, with no content', () => {
    expect(toElicitationResult(url, answered({}))).toEqual({ action: 'accept' });
  });
});

describe('elicitationDraft: defaults pre-filled, through the real reducer', () => {
  const DEFAULTS = {
    message: 'Defaults',
    requestedSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', default: 'Ada' },
        n: { type: 'integer', default: 7 },
        free: { type: 'number', minimum: 0, maximum: 10, default: 2.5 },
        on: { type: 'boolean', default: false },
        color: { type: 'string', enum: ['red', 'green'], default: 'green' },
        titled: { type: 'string', oneOf: [{ const: 'x', title: 'X' }, { const: 'y', title: 'Y' }], default: 'y' },
        many: { type: 'array', items: { anyOf: [{ const: 'a', title: 'A' }, { const: 'b', title: 'B' }, { const: 'c', title: 'C' }] }, default: ['c', 'a'] },
        none: { type: 'string' },
      },
    },
  };
  const r = parseElicitation(DEFAULTS, { serverName: 's' }).request as AskRequest;

  it('submitting the untouched form sends every default, typed', () => {
    let state = createAskState(r, elicitationDraft(r));
    state = askReducer(r, state, { type: 'submit' }, { fields });
    expect(toElicitationResult(r, state.outcome!)).toEqual({
      action: 'accept',
      content: { name: 'Ada', n: 7, free: 2.5, on: false, color: 'green', titled: 'y', many: ['a', 'c'] },
    });
  });

  it("the user's answers replace the defaults; a cleared optional field is left out", () => {
    let state = createAskState(r, elicitationDraft(r));
    state = askReducer(r, state, { type: 'setOtherText', questionId: 'q1', text: '' });
    state = askReducer(r, state, { type: 'setOtherText', questionId: 'q2', text: '8' });
    state = askReducer(r, state, { type: 'select', questionId: 'q4', optionId: 'q4.0' });
    state = askReducer(r, state, { type: 'toggle', questionId: 'q7', optionId: 'q7.2' });
    state = askReducer(r, state, { type: 'submit' }, { fields });
    expect(toElicitationResult(r, state.outcome!).content).toEqual({ n: 8, free: 2.5, on: true, color: 'green', titled: 'y', many: ['a'] });
  });
});

describe('formats, as the SDK server checks them', () => {
  const CASES: [Parameters<typeof formatValue>[0], string, boolean][] = [
    ['email', 'a.b+c@mail.example.org', true],
    ['email', 'a..b@example.org', false],
    ['email', 'a@localhost', false],
    ['email', 'a b@example.org', false],
    ['uri', 'mailto:a@example.org', true],
    ['uri', 'urn:isbn:0451450523', true],
    ['uri', 'http://[::1]:8080/x?q=1#top', true],
    ['uri', 'example.org/x', false],
    ['uri', 'https://exa mple.org', false],
    // What a URL parser leaves as it is, and RFC 3986 (and ajv-formats) refuse.
    ['uri', 'https://example.com/100%', false],
    ['uri', 'https://example.com/%zz', false],
    ['uri', 'https://example.com/[x]', false],
    ['uri', 'https://example.com/a#b#c', false],
    ['uri', 'https://example.com/?q=a|b', false],
    ['uri', 'https://ex{a}mple.com/', false],
    ['uri', 'foo:', false],
    ['date', '2024-02-29', true],
    ['date', '1900-02-29', false],
    ['date', '2024-13-01', false],
    ['date', '2024-1-01', false],
    ['date-time', '2025-11-25T23:59:59.123Z', true],
    ['date-time', '2025-11-25 08:00:00-05:00', true],
    ['date-time', '2025-11-25T24:00:00Z', false],
    ['date-time', '2025-11-25T08:00Z', false],
    ['date-time', '2025-11-25T08:00:00+0100', false],
  ];
  it.each(CASES)('%s %j → %s', (format, value, ok) => {
    expect(formatValue(format, value) !== undefined).toBe(ok);
  });

  it('an http(s) URI is sent as a browser opens it: non-ASCII percent-encoded, the host in punycode', () => {
    expect(formatValue('uri', 'https://example.com/café')).toBe('https://example.com/caf%C3%A9');
    expect(formatValue('uri', 'https://bücher.example/')).toBe('https://xn--bcher-kva.example/');
    expect(formatValue('uri', 'HTTPS://Example.com/a b')).toBe('https://example.com/a%20b');
    // Other schemes are sent as typed.
    expect(formatValue('uri', 'urn:isbn:0451450523')).toBe('urn:isbn:0451450523');
  });
});

describe('uri answers: what is sent is what the SDK server takes', () => {
  const uriForm = (site: object) =>
    parseElicitation({ message: 'm', requestedSchema: { type: 'object', properties: { site: { type: 'string', format: 'uri', title: 'Website', ...site } }, required: ['site'] } }, { serverName: 's' });

  it('sends the normalised URI, not the text as typed', () => {
    const r = uriForm({}).request as AskRequest;
    expect(toElicitationResult(r, answered({ q1: text('https://bücher.example/café') }))).toEqual({ action: 'accept', content: { site: 'https://xn--bcher-kva.example/caf%C3%A9' } });
  });

  it('refuses an address RFC 3986 does not allow, in the field\'s usual words', () => {
    const r = uriForm({}).request as AskRequest;
    for (const typed of ['https://example.com/100%', 'https://example.com/[x]', 'https://example.com/a#b#c']) {
      expect(checkElicitationAnswers(r, { q1: text(typed) }).map((p) => p.message), typed).toEqual(['Website must be a full URI like https://example.com/page']);
    }
  });

  it('counts maxLength on what is sent', () => {
    // 23 characters typed, 30 sent.
    const r = uriForm({ maxLength: 25 }).request as AskRequest;
    expect(checkElicitationAnswers(r, { q1: text('https://bücher.example/') }).map((p) => p.code)).toEqual(['too_long']);
  });

  it('a default the SDK server would refuse is not pre-filled; one that normalises is, and is sent normalised', () => {
    const bad = uriForm({ default: 'https://example.com/100%' });
    expect(summary(bad.issues)).toEqual([['invalid_default', 'warning', ['requestedSchema', 'properties', 'site', 'default']]]);
    const badRequest = bad.request as AskRequest;
    expect(badRequest.questions[0]!.field).not.toHaveProperty('defaultValue');
    expect(elicitationDraft(badRequest).drafts.q1!.other.text).toBe('');
    const good = uriForm({ default: 'https://bücher.example/' }).request as AskRequest;
    let state = createAskState(good, elicitationDraft(good));
    state = askReducer(good, state, { type: 'submit' }, { fields });
    expect(toElicitationResult(good, state.outcome!)).toEqual({ action: 'accept', content: { site: 'https://xn--bcher-kva.example/' } });
  });
});

describe('a required multi-select that may be left empty', () => {
  const multiForm = (rules: object) =>
    parseElicitation(
      { message: 'm', requestedSchema: { type: 'object', properties: { allergies: { type: 'array', title: 'Allergies', ...rules, items: { type: 'string', enum: ['nuts', 'gluten'] } } }, required: ['allergies'] } },
      { serverName: 's' },
    ).request as AskRequest;

  it.each([[{ minItems: 0 }], [{}]])('no selection is the answer [] (%j)', (rules) => {
    const r = multiForm(rules);
    expect(checkElicitationAnswers(r, {})).toEqual([]);
    expect(toElicitationResult(r, answered({}))).toEqual({ action: 'accept', content: { allergies: [] } });
    expect(toElicitationResult(r, answered({ q1: pick('gluten') }))).toEqual({ action: 'accept', content: { allergies: ['gluten'] } });
    // minItems 0 is no rule: nothing to show.
    expect(r.questions[0]!.field).not.toHaveProperty('minItems');
  });

  it('with minItems 1 no selection is still missing; an optional one is left out', () => {
    expect(checkElicitationAnswers(multiForm({ minItems: 1 }), {}).map((p) => p.code)).toEqual(['required']);
    const optional = parseElicitation(
      { message: 'm', requestedSchema: { type: 'object', properties: { a: { type: 'array', items: { type: 'string', enum: ['x'] } } } } },
      { serverName: 's' },
    ).request as AskRequest;
    expect(toElicitationResult(optional, answered({}))).toEqual({ action: 'accept', content: {} });
  });
});

describe('blank enum values and names', () => {
  it('show as "(empty)" with a warning, and are sent as ""', () => {
    const { request, issues } = parseElicitation(
      {
        message: 'm',
        requestedSchema: {
          type: 'object',
          properties: {
            size: { type: 'string', enum: ['', 'S'] },
            fit: { type: 'string', oneOf: [{ const: '', title: ' ' }, { const: 'slim', title: 'Slim' }] },
            '': { type: 'string' },
          },
          required: ['size', 'fit'],
        },
      },
      { serverName: 's' },
    );
    const P = ['requestedSchema', 'properties'];
    expect(summary(issues)).toEqual([
      ['empty_label', 'warning', [...P, 'size', 'enum', 0]],
      ['empty_label', 'warning', [...P, 'fit', 'oneOf', 0]],
      ['empty_label', 'warning', [...P, '']],
    ]);
    expect(issues[0]!.message).toBe('requestedSchema.properties.size.enum[0] ("") shows no text; it is shown as "(empty)"; give it a title');
    const r = request as AskRequest;
    expect(r.questions.map((q) => [q.question, q.options.map((o) => [o.displayLabel, o.value])])).toEqual([
      ['size', [['(empty)', ''], ['S', 'S']]],
      ['fit', [['(empty)', ''], ['Slim', 'slim']]],
      ['(empty)', []],
    ]);
    expect(toElicitationResult(r, answered({ q1: pick('(empty)'), q2: pick('(empty)'), q3: text('x') }))).toEqual({ action: 'accept', content: { size: '', fit: '', '': 'x' } });
  });
});

describe('blank enum values that differ only in their blanks', () => {
  // Regression: "" and " " were both labelled "(empty)", so the field was refused as two options
  // with the same title (left out when optional, the whole form refused when required).
  it('each gets its own label, naming its blanks, and is sent exactly', () => {
    const { request, issues } = parseElicitation(
      { message: 'm', requestedSchema: { type: 'object', properties: { pad: { type: 'string', enum: ['', ' ', '  ', '\t', ' \u00a0', 'x'] } }, required: ['pad'] } },
      { serverName: 's' },
    );
    expect(summary(issues).map(([code]) => code)).toEqual(['empty_label', 'empty_label', 'empty_label', 'empty_label', 'empty_label']);
    expect(issues[1]!.message).toBe('requestedSchema.properties.pad.enum[1] (" ") shows no text; it is shown as "(space)"; give it a title');
    const r = request as AskRequest;
    expect(r.questions[0]!.options.map((o) => [o.displayLabel, o.value])).toEqual([
      ['(empty)', ''],
      ['(space)', ' '],
      ['(space space)', '  '],
      ['(tab)', '\t'],
      ['(space U+00A0)', ' \u00a0'],
      ['x', 'x'],
    ]);
    expect(toElicitationResult(r, answered({ q1: pick('(space)') }))).toEqual({ action: 'accept', content: { pad: ' ' } });
    expect(toElicitationResult(r, answered({ q1: pick('(empty)') }))).toEqual({ action: 'accept', content: { pad: '' } });
  });

  it('a multi-select and property names too', () => {
    const { request, issues } = parseElicitation(
      {
        message: 'm',
        requestedSchema: {
          type: 'object',
          properties: { ' ': { type: 'array', items: { type: 'string', enum: ['', ' '] } }, '': { type: 'string' } },
        },
      },
      { serverName: 's' },
    );
    expect(issues.map((i) => i.code)).not.toContain('duplicate_label');
    const r = request as AskRequest;
    expect(r.questions.map((q) => q.question)).toEqual(['(space)', '(empty)']);
    expect(toElicitationResult(r, answered({ q1: pick('(space)', '(empty)') }))).toEqual({ action: 'accept', content: { ' ': ['', ' '] } });
  });
});

describe('integers past 2^53', () => {
  // Regression: "9007199254740993" was sent (and reviewed) as 9007199254740992: a JavaScript
  // number cannot hold it, so an integer is refused outside ±(2^53 - 1), naming that bound.
  const whole = (schema: Record<string, unknown> = {}) =>
    parseElicitation({ message: 'm', requestedSchema: { type: 'object', properties: { n: { type: 'integer', title: 'Count', ...schema } } } }, { serverName: 's' }).request as AskRequest;

  it('refuses a whole number a JavaScript number cannot hold, naming the safe range', () => {
    for (const typed of ['9007199254740993', '9007199254740992', '1e300']) {
      expect(checkElicitationAnswers(whole(), { q1: text(typed) })).toEqual([
        { questionId: 'q1', key: 'n', code: 'too_large', params: { field: 'Count', max: 9007199254740991 }, message: 'Count must be at most 9007199254740991' },
      ]);
      expect(() => toElicitationResult(whole(), answered({ q1: text(typed) }))).toThrow(ElicitationContentError);
    }
    expect(checkElicitationAnswers(whole(), { q1: text('-9007199254740993') })[0]!.message).toBe('Count must be at least -9007199254740991');
    // Bounds past the safe range do not widen it; narrower ones still win.
    expect(checkElicitationAnswers(whole({ maximum: 1e20 }), { q1: text('9007199254740993') })[0]!.params).toEqual({ field: 'Count', max: 9007199254740991 });
    expect(checkElicitationAnswers(whole({ maximum: 10 }), { q1: text('11') })[0]!.params).toEqual({ field: 'Count', max: 10 });
  });

  it('sends the largest safe whole numbers exactly', () => {
    expect(toElicitationResult(whole(), answered({ q1: text('9007199254740991') }))).toEqual({ action: 'accept', content: { n: 9007199254740991 } });
    expect(toElicitationResult(whole(), answered({ q1: text('-9007199254740991') }))).toEqual({ action: 'accept', content: { n: -9007199254740991 } });
  });

  it('leaves a number field (not integer) as it was: its review shows the value as sent', () => {
    const r = parseElicitation({ message: 'm', requestedSchema: { type: 'object', properties: { x: { type: 'number' } } } }, { serverName: 's' }).request as AskRequest;
    expect(toElicitationResult(r, answered({ q1: text('1e300') }))).toEqual({ action: 'accept', content: { x: 1e300 } });
  });
});

const summary = (issues: { code: string; severity: string; path: unknown[] }[]) => issues.map((i) => [i.code, i.severity, i.path]);
