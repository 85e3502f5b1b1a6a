/**
 * The package's entries: each capability comes with its own entry, and the main entry reads
 * Claude's dialect alone. What the main parser cannot do it refuses with an issue that names the
 * entry that can, never by reading the input some other way.
 */
import { describe, it, expect } from 'vitest';
import * as main from './index.js';
import * as dialects from './dialects/index.js';
import * as strict from './strict/index.js';
import * as inputError from './strict/input-error.js';
import * as fields from './fields/index.js';
import * as transcript from './transcript/index.js';
import * as elicitation from './elicitation/index.js';
import * as session from './session/session-client.js';
import * as picker from './picker.js';
import * as connect from './connect/index.js';
import * as encode from './encode/index.js';
import * as claudeOutput from './encode/claude-output-entry.js';
import { parseFull } from './test-parsers.js';

const PI_INPUT = { questions: [{ id: 'db', question: 'Which database?', options: [{ label: 'Postgres' }, { label: 'SQLite' }], multi: false }] };
const CLAUDE_INPUT = { questions: [{ question: 'Which database?', header: 'DB', options: [{ label: 'Postgres', description: 'p' }, { label: 'SQLite', description: 's' }], multiSelect: false }] };

describe('the picker entry', () => {
  it('is the main entry\'s machine plus what a renderer binds and the parse on demand, the same functions', () => {
    const own = new Set(['onDemandParser', 'createOnDemandParser', 'isOnDemandParser', 'parseCanonical', 'createRequestMemo', 'loadRequestShare', ...Object.keys(connect)]);
    for (const [name, value] of Object.entries(picker)) {
      if (own.has(name)) expect(name in main, name).toBe(false);
      else expect((main as Record<string, unknown>)[name], name).toBe(value);
    }
    for (const name of own) expect(name in picker, name).toBe(true);
    expect(Object.keys(picker)).toEqual(expect.arrayContaining(['createConnectStore', 'connectFrame', 'keyCommand', 'selectQuestion', 'createIds', 'isAskRequest', 'createAskStore']));
  });

  it('has no lenient parse of its own', () => {
    expect('parseAskRequest' in picker).toBe(false);
    expect(picker.onDemandParser.get()(CLAUDE_INPUT)).toEqual(main.parseAskRequest(CLAUDE_INPUT));
  });
});

describe('the encode entry', () => {
  it('is the main entry\'s encoders, the same functions, and no parse', () => {
    for (const [name, value] of Object.entries(encode)) expect((main as Record<string, unknown>)[name], name).toBe(value);
    expect(Object.keys(encode)).toEqual(expect.arrayContaining(['toClaudeOutput', 'fromClaudeOutput', 'toClaudeResultText', 'declineReasonOfText', 'toClaudePermissionResult']));
    for (const name of ['parseAskRequest', 'createAskParser', 'createAskState']) expect(name in encode, name).toBe(false);
  });

  it('has the Claude output alone in an entry of its own: the same functions, without the result text', () => {
    expect(Object.keys(claudeOutput).sort()).toEqual(['UNANSWERED_CAPABILITY', 'fromClaudeOutput', 'toClaudeOutput']);
    for (const [name, value] of Object.entries(claudeOutput)) expect((encode as Record<string, unknown>)[name], name).toBe(value);
  });
});

describe('the main entry', () => {
  it('holds the answering machine and the encoders, not what a renderer binds', () => {
    expect(Object.keys(main)).toEqual(expect.arrayContaining(['parseAskRequest', 'createAskState', 'askReducer', 'createAskStore', 'canSubmit', 'toClaudeOutput', 'toClaudeResultText']));
    for (const name of ['createConnectStore', 'connectQuestion', 'connectFrame', 'keyCommand', 'findFocusTarget', 'selectQuestion', 'createIds', 'mergeProps']) expect(name in main, name).toBe(false);
  });

  it('exports no other entry\'s functions', () => {
    const own = new Set(Object.keys(main));
    for (const entry of [dialects, strict, inputError, fields, transcript, elicitation, session]) {
      // The dialects entry also has the kit builder, the very same function, so a chunk that builds
      // a parser of every dialect need not import the main entry.
      for (const name of Object.keys(entry)) if (!(entry === dialects && name === 'createAskParser')) expect(own.has(name), name).toBe(false);
    }
    expect(dialects.createAskParser).toBe(main.createAskParser);
  });

  it('reads Claude input as the full parser does', () => {
    expect(main.parseAskRequest(CLAUDE_INPUT)).toEqual(parseFull(CLAUDE_INPUT));
    expect(main.parseAskRequest(CLAUDE_INPUT, { partial: true, strict: true })).toEqual(parseFull(CLAUDE_INPUT, { partial: true, strict: true }));
  });

  it('reads another dialect\'s input as Claude\'s (no detection), which the full parser detects', () => {
    const claude = main.parseAskRequest(PI_INPUT).request!;
    expect([claude.dialect, claude.questions[0]!.id, claude.questions[0]!.header]).toEqual(['claude', 'q1', 'Q1']);
    const pi = dialects.parseAnyDialect(PI_INPUT).request!;
    expect([pi.dialect, pi.questions[0]!.id, pi.questions[0]!.header]).toEqual(['pi', 'db', 'db']);
  });

  it('refuses a dialect it does not read, naming the entry that does', () => {
    const { request, issues } = main.parseAskRequest(PI_INPUT, { dialect: 'pi' });
    expect(request).toBeNull();
    expect(issues[0]).toMatchObject({ code: 'unknown_dialect', severity: 'error', path: [] });
    expect(issues[0]!.message).toBe(
      `options.dialect "pi" is not one of claude; the other dialects are read by parseAnyDialect from '@askq/core/dialects'; the dialect is detected instead`,
    );
    expect(dialects.parseAnyDialect(PI_INPUT, { dialect: 'pi' }).issues).toEqual([]);
  });

  it('refuses strict: "claude-code", naming the entry that checks it', () => {
    const { request, issues } = main.parseAskRequest(CLAUDE_INPUT, { strict: 'claude-code' });
    expect(request).toBeNull();
    expect(issues).toEqual([
      {
        code: 'unsupported_option',
        severity: 'error',
        path: [],
        message: `options.strict "claude-code" needs Claude Code's schema: parse with parseStrict from '@askq/core/strict'`,
      },
    ]);
  });
});

describe('the fields entry', () => {
  const NUMBER_INPUT = { questions: [{ question: 'How many retries?', header: 'Retries', kind: 'number', min: 0, max: 5, options: [] }] };
  const FIELDS = `parse with parseWithFields from '@askq/core/dialects'`;

  it('refuses a text or number question in the main entry, naming the entry that reads it', () => {
    const { request, issues } = main.parseAskRequest(NUMBER_INPUT);
    expect(request).toBeNull();
    expect(issues).toEqual([
      {
        code: 'unsupported_option',
        severity: 'error',
        path: ['questions', 0, 'kind'],
        message: `questions[0].kind asks for a "number" question, which this parser does not read: ${FIELDS}`,
      },
    ]);
    // While streaming, the question is left out rather than shown as a choice question it is not.
    const streamed = main.parseAskRequest(NUMBER_INPUT, { partial: true });
    expect(streamed.request?.questions).toEqual([]);
    expect(streamed.issues.map((i) => i.code)).toEqual(['unsupported_option']);
    // A choice question is read as before.
    expect(main.parseAskRequest({ questions: [{ ...CLAUDE_INPUT.questions[0], kind: 'choice' }] }).issues).toEqual([]);
  });

  it('refuses options.extended in the main entry', () => {
    const { request, issues } = main.parseAskRequest(CLAUDE_INPUT, { extended: true });
    expect(request).toBeNull();
    expect(issues).toEqual([{ code: 'unsupported_option', severity: 'error', path: [], message: `options.extended needs text and number questions: ${FIELDS}` }]);
    expect(dialects.parseWithFields(CLAUDE_INPUT, { extended: true })).toEqual(main.parseAskRequest(CLAUDE_INPUT));
  });

  it('reads them as the full parser does (the dialects entry parses them; the fields entry brings no parse)', () => {
    const read = dialects.parseWithFields(NUMBER_INPUT);
    expect(read).toEqual(parseFull(NUMBER_INPUT));
    expect(read.request!.questions[0]).toMatchObject({ kind: 'number', number: { min: 0, max: 5 }, freeTextOnly: true });
    expect(main.createAskParser({ fields: dialects.questionFields })(NUMBER_INPUT, { partial: true })).toEqual(parseFull(NUMBER_INPUT, { partial: true }));
  });

  it('hands a picker a parser that reads plain Claude input at once and loads the rest on first use', async () => {
    const kit = fields.textAndNumberFields.parser;
    expect(picker.isOnDemandParser(kit)).toBe(true);
    expect(kit(CLAUDE_INPUT)).toEqual(main.parseAskRequest(CLAUDE_INPUT));
    expect(Object.keys(fields)).not.toContain('parseWithFields');
    expect(Object.keys(fields)).not.toContain('questionFields');
    await kit.load();
    expect(kit(NUMBER_INPUT)).toEqual(parseFull(NUMBER_INPUT));
  });

  it('comes with the other dialects and with Claude Code\'s schema', () => {
    const gemini = { questions: [{ question: 'Name?', header: 'Name', type: 'text' }] };
    expect(main.createAskParser({ dialects: dialects.allDialects })(gemini)).toEqual(parseFull(gemini));
    expect(dialects.parseAnyDialect(gemini).request!.questions[0]!.kind).toBe('text');
    const extended = { strict: 'claude-code', extended: true } as const;
    expect(main.createAskParser({ strict: strict.claudeCodeSchema })(NUMBER_INPUT, extended)).toEqual(parseFull(NUMBER_INPUT, extended));
    expect(strict.parseStrict(NUMBER_INPUT, { extended: true }).request!.questions[0]!.kind).toBe('number');
  });

  it('refuses a dialect\'s text question without them once it is complete', () => {
    const parse = main.createAskParser({ dialects: { ...dialects.allDialects, fields: undefined } });
    const mastra = { question: 'Anything else?', selectionMode: 'single_select' };
    expect(parse({ question: 'Anything else?' }, { dialect: 'mastra' }).issues).toEqual([
      { code: 'unsupported_option', severity: 'error', path: [], message: `input asks for a "text" question, which this parser does not read: ${FIELDS}` },
    ]);
    // Its options may still be on the way: a choice question until it is complete.
    expect(parse(mastra, { partial: true }).request!.questions).toMatchObject([{ kind: 'choice', options: [], freeTextOnly: false }]);
  });
});

describe('HTML previews', () => {
  const input = (preview: string) => ({ questions: [{ ...CLAUDE_INPUT.questions[0], options: [{ label: 'A', description: 'a', preview }, { label: 'B', description: 'b', preview: '<p>b</p>' }] }] });

  it('the main entry reads them and says, once, that it does not check them', () => {
    const { request, issues } = main.parseAskRequest(input('<script>x()</script>'), { previewFormat: 'html' });
    expect(request!.questions[0]!.options.map((o) => [o.preview, o.previewFormat])).toEqual([['<script>x()</script>', 'html'], ['<p>b</p>', 'html']]);
    expect(issues).toEqual([
      {
        code: 'unsupported_option',
        severity: 'warning',
        path: ['questions', 0, 'options', 0, 'preview'],
        message: `questions[0].options[0].preview is not checked against Claude Code's HTML preview rules, nor are later ones: hand htmlPreviewProblem from '@askq/core/strict' to createAskParser`,
      },
    ]);
    expect(main.parseAskRequest(input('<script>x()</script>')).issues).toEqual([]);
  });

  it('Claude Code\'s rules come with the strict entry, alone or with its schema, and with the other dialects', () => {
    const unsafe = input('<script>x()</script>');
    const html = { previewFormat: 'html' } as const;
    const checked = parseFull(unsafe, html);
    expect(checked.issues.map((i) => [i.code, i.severity])).toEqual([['unsafe_preview', 'warning']]);
    expect(main.createAskParser({ html: strict.htmlPreviewProblem })(unsafe, html)).toEqual(checked);
    expect(dialects.parseAnyDialect(unsafe, html)).toEqual(checked);
    expect(strict.parseStrict(unsafe, html).issues.map((i) => [i.code, i.severity])).toEqual([['unsafe_preview', 'error']]);
  });
});

describe('the strict entry', () => {
  it('is the full parser in strict mode, whatever dialect is asked for', () => {
    const loose = { questions: [{ question: 'Q?', header: 'H', options: [{ label: 'A' }, { label: 'B' }], color: 'red' }], extra: 1 };
    expect(strict.parseStrict(loose)).toEqual(parseFull(loose, { strict: 'claude-code' }));
    expect(strict.parseStrict(loose).issues.map((i) => i.code)).toEqual(['unknown_key', 'unknown_key', 'missing_field', 'missing_field']);
    expect(strict.parseStrict(loose, { extended: true })).toEqual(parseFull(loose, { strict: 'claude-code', extended: true }));
  });

  it('makes a parser that reads every dialect and honours strict mode when both are handed over', () => {
    const parse = main.createAskParser({ dialects: dialects.allDialects, strict: strict.claudeCodeSchema });
    expect(parse(PI_INPUT).request?.dialect).toBe('pi');
    expect(parse(CLAUDE_INPUT, { strict: 'claude-code' })).toEqual(strict.parseStrict(CLAUDE_INPUT));
  });
});

describe('the request resolver', () => {
  it('parses with the parser it is given and reparses when the parser changes', () => {
    const resolve = main.createRequestResolver();
    expect(resolve(PI_INPUT).request?.dialect).toBe('claude');
    expect(resolve(PI_INPUT, undefined, dialects.parseAnyDialect).request?.dialect).toBe('pi');
    expect(resolve(PI_INPUT, undefined, dialects.parseAnyDialect).request?.dialect).toBe('pi');
    expect(resolve(PI_INPUT).request?.dialect).toBe('claude');
  });
});
