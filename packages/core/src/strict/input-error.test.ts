/**
 * `claudeCodeInputError`: every text below was sent to the model by the real Claude Code CLI
 * 2.1.330 for the input beside it (recorded through tests/claude-code's offline harness; the
 * HTML rows with `toolConfig.askUserQuestion.previewFormat: 'html'`). `undefined`: the CLI
 * accepted the input and asked the question.
 */
import { describe, expect, it } from 'vitest';
import { claudeCodeInputError } from './input-error.js';

type Row = [name: string, input: unknown, text: string | undefined];

const opt = (label: string, extra: Record<string, unknown> = {}) => ({ label, description: `${label}.`, ...extra });
const q = (question: string, extra: Record<string, unknown> = {}) => ({ question, header: 'H', options: [opt('A'), opt('B')], multiSelect: false, ...extra });
const omit = (o: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));
const one = (extra: Record<string, unknown> = {}) => ({ questions: [q('Pick?', extra)] });
const oneOpt = (o: unknown) => ({ questions: [q('Pick?', { options: [o, opt('B')] })] });
const many = (n: number, extra: Record<string, unknown> = {}) => Array.from({ length: n }, (_, i) => q(`Q${i}?`, extra));
const unknownKeys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 1]));
const html = (preview: string) => opt('A', { preview });

/** The paragraph the CLI puts first when a question has fewer than 2 options. */
const STEER =
  'This call included a question with fewer than 2 options, so it was rejected and the person ' +
  'never saw it. A question with a single option has no decision in it. Do not retry this call ' +
  'and do not invent a filler second option. Instead, state the one path you were going to ' +
  'offer as the approach you are taking, then continue with the task. If this call also ' +
  'contained questions with 2 to 4 options (each with distinct labels), you may re-ask those ' +
  'questions alone in a new call. Ask a question only when the person has at least two ' +
  'genuinely distinct choices.';

/** A default host (markdown previews). */
const DEFAULT_HOST: Row[] = [
  ['questions missing', {}, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The required parameter `questions` is missing</tool_use_error>',
  ].join('\n')],
  ['questions missing, metadata', { metadata: {} }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The required parameter `questions` is missing</tool_use_error>',
  ].join('\n')],
  ['questions null', { questions: null }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `questions` type is expected as `array` but provided as `null`</tool_use_error>',
  ].join('\n')],
  ['questions string', { questions: 'x' }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `questions` type is expected as `array` but provided as `string`</tool_use_error>',
  ].join('\n')],
  ['questions object', { questions: {} }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `questions` type is expected as `array` but provided as `object`</tool_use_error>',
  ].join('\n')],
  ['questions empty', { questions: [] }, [
    '<tool_use_error>InputValidationError: [',
    '  {',
    '    "origin": "array",',
    '    "code": "too_small",',
    '    "minimum": 1,',
    '    "inclusive": true,',
    '    "path": [',
    '      "questions"',
    '    ],',
    '    "message": "Too small: expected array to have >=1 items"',
    '  }',
    ']</tool_use_error>',
  ].join('\n')],
  ['questions 5', { questions: many(5) }, [
    '<tool_use_error>InputValidationError: [',
    '  {',
    '    "origin": "array",',
    '    "code": "too_big",',
    '    "maximum": 4,',
    '    "inclusive": true,',
    '    "path": [',
    '      "questions"',
    '    ],',
    '    "message": "Too big: expected array to have <=4 items"',
    '  }',
    ']</tool_use_error>',
  ].join('\n')],
  ['question element null', { questions: [null] }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `questions[0]` type is expected as `object` but provided as `null`</tool_use_error>',
  ].join('\n')],
  ['question element string', { questions: ['x'] }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `questions[0]` type is expected as `object` but provided as `string`</tool_use_error>',
  ].join('\n')],
  ['question missing', { questions: [omit(q('x'), 'question')] }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The required parameter `questions[0].question` is missing</tool_use_error>',
  ].join('\n')],
  ['question null', one({ question: null }), [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `questions[0].question` type is expected as `string` but provided as `null`</tool_use_error>',
  ].join('\n')],
  ['question number', one({ question: 1 }), [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `questions[0].question` type is expected as `string` but provided as `number`</tool_use_error>',
  ].join('\n')],
  ['header missing', { questions: [omit(q('Pick?'), 'header')] }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The required parameter `questions[0].header` is missing</tool_use_error>',
  ].join('\n')],
  ['header null', one({ header: null }), [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `questions[0].header` type is expected as `string` but provided as `null`</tool_use_error>',
  ].join('\n')],
  ['header number', one({ header: 7 }), [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `questions[0].header` type is expected as `string` but provided as `number`</tool_use_error>',
  ].join('\n')],
  ['options missing', { questions: [omit(q('Pick?'), 'options')] }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The required parameter `questions[0].options` is missing</tool_use_error>',
  ].join('\n')],
  ['options null', one({ options: null }), [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `questions[0].options` type is expected as `array` but provided as `null`</tool_use_error>',
  ].join('\n')],
  ['options string', one({ options: 'A, B' }), [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `questions[0].options` type is expected as `array` but provided as `string`</tool_use_error>',
  ].join('\n')],
  ['options 1', one({ options: [opt('A')] }), [
    '<tool_use_error>InputValidationError: This call included a question with fewer than 2 options, so it was rejected and the person never saw it. A question with a single option has no decision in it. Do not retry this call and do not invent a filler second option. Instead, state the one path you were going to offer as the approach you are taking, then continue with the task. If this call also contained questions with 2 to 4 options (each with distinct labels), you may re-ask those questions alone in a new call. Ask a question only when the person has at least two genuinely distinct choices.',
    '',
    '[',
    '  {',
    '    "origin": "array",',
    '    "code": "too_small",',
    '    "minimum": 2,',
    '    "inclusive": true,',
    '    "path": [',
    '      "questions",',
    '      0,',
    '      "options"',
    '    ],',
    '    "message": "Too small: expected array to have >=2 items"',
    '  }',
    ']</tool_use_error>',
  ].join('\n')],
  ['options 0', one({ options: [] }), [
    '<tool_use_error>InputValidationError: This call included a question with fewer than 2 options, so it was rejected and the person never saw it. A question with a single option has no decision in it. Do not retry this call and do not invent a filler second option. Instead, state the one path you were going to offer as the approach you are taking, then continue with the task. If this call also contained questions with 2 to 4 options (each with distinct labels), you may re-ask those questions alone in a new call. Ask a question only when the person has at least two genuinely distinct choices.',
    '',
    '[',
    '  {',
    '    "origin": "array",',
    '    "code": "too_small",',
    '    "minimum": 2,',
    '    "inclusive": true,',
    '    "path": [',
    '      "questions",',
    '      0,',
    '      "options"',
    '    ],',
    '    "message": "Too small: expected array to have >=2 items"',
    '  }',
    ']</tool_use_error>',
  ].join('\n')],
  ['options 5', one({ options: ['A', 'B', 'C', 'D', 'E'].map((l) => opt(l)) }), [
    '<tool_use_error>InputValidationError: [',
    '  {',
    '    "origin": "array",',
    '    "code": "too_big",',
    '    "maximum": 4,',
    '    "inclusive": true,',
    '    "path": [',
    '      "questions",',
    '      0,',
    '      "options"',
    '    ],',
    '    "message": "Too big: expected array to have <=4 items"',
    '  }',
    ']</tool_use_error>',
  ].join('\n')],
  ['option null', oneOpt(null as never), [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `questions[0].options[0]` type is expected as `object` but provided as `null`</tool_use_error>',
  ].join('\n')],
  ['option string', oneOpt('A' as never), [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `questions[0].options[0]` type is expected as `object` but provided as `string`</tool_use_error>',
  ].join('\n')],
  ['label missing', oneOpt({ description: 'd' }), [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The required parameter `questions[0].options[0].label` is missing</tool_use_error>',
  ].join('\n')],
  ['label null', oneOpt({ label: null, description: 'd' }), [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `questions[0].options[0].label` type is expected as `string` but provided as `null`</tool_use_error>',
  ].join('\n')],
  ['label number', oneOpt({ label: 1, description: 'd' }), [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `questions[0].options[0].label` type is expected as `string` but provided as `number`</tool_use_error>',
  ].join('\n')],
  ['description missing', oneOpt({ label: 'A' }), [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The required parameter `questions[0].options[0].description` is missing</tool_use_error>',
  ].join('\n')],
  ['description null', oneOpt({ label: 'A', description: null }), [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `questions[0].options[0].description` type is expected as `string` but provided as `null`</tool_use_error>',
  ].join('\n')],
  ['multiSelect null', one({ multiSelect: null }), [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `questions[0].multiSelect` type is expected as `boolean` but provided as `null`</tool_use_error>',
  ].join('\n')],
  ['multiSelect string', one({ multiSelect: 'true' }), [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `questions[0].multiSelect` type is expected as `boolean` but provided as `string`</tool_use_error>',
  ].join('\n')],
  ['multiSelect number', one({ multiSelect: 1 }), [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `questions[0].multiSelect` type is expected as `boolean` but provided as `number`</tool_use_error>',
  ].join('\n')],
  ['preview null', oneOpt(opt('A', { preview: null })), [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `questions[0].options[0].preview` type is expected as `string` but provided as `null`</tool_use_error>',
  ].join('\n')],
  ['preview number', oneOpt(opt('A', { preview: 5 })), [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `questions[0].options[0].preview` type is expected as `string` but provided as `number`</tool_use_error>',
  ].join('\n')],
  ['unknown top key', { ...one(), foo: 1 }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'An unexpected parameter `foo` was provided</tool_use_error>',
  ].join('\n')],
  ['two unknown top keys', { ...one(), foo: 1, bar: 2 }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issues:',
    'An unexpected parameter `foo` was provided',
    'An unexpected parameter `bar` was provided</tool_use_error>',
  ].join('\n')],
  ['title on default host', { ...one(), title: 'T' }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'An unexpected parameter `title` was provided</tool_use_error>',
  ].join('\n')],
  ['unknown top key weird', { ...one(), 'a`b<c>\n': 1 }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'An unexpected parameter `a\'b\u2039c\u203A\\u{A}` was provided</tool_use_error>',
  ].join('\n')],
  ['unknown top key long', { ...one(), ['x'.repeat(80)]: 1 }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'An unexpected parameter `xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\u2026 [+16 chars] \u2026xxxxxxxxxxxxxxxxxxxxxxxx` was provided</tool_use_error>',
  ].join('\n')],
  ['21 unknown top keys', { ...one(), ...unknownKeys(21) }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issues:',
    'An unexpected parameter `k0` was provided',
    'An unexpected parameter `k1` was provided',
    'An unexpected parameter `k2` was provided',
    'An unexpected parameter `k3` was provided',
    'An unexpected parameter `k4` was provided',
    'An unexpected parameter `k5` was provided',
    'An unexpected parameter `k6` was provided',
    'An unexpected parameter `k7` was provided',
    'An unexpected parameter `k8` was provided',
    'An unexpected parameter `k9` was provided',
    'An unexpected parameter `k10` was provided',
    'An unexpected parameter `k11` was provided',
    'An unexpected parameter `k12` was provided',
    'An unexpected parameter `k13` was provided',
    'An unexpected parameter `k14` was provided',
    'An unexpected parameter `k15` was provided',
    'An unexpected parameter `k16` was provided',
    'An unexpected parameter `k17` was provided',
    'An unexpected parameter `k18` was provided',
    'An unexpected parameter `k19` was provided',
    'An unexpected parameter `k20` was provided</tool_use_error>',
  ].join('\n')],
  ['22 unknown top keys', { ...one(), ...unknownKeys(22) }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issues:',
    'An unexpected parameter `k0` was provided',
    'An unexpected parameter `k1` was provided',
    'An unexpected parameter `k2` was provided',
    'An unexpected parameter `k3` was provided',
    'An unexpected parameter `k4` was provided',
    'An unexpected parameter `k5` was provided',
    'An unexpected parameter `k6` was provided',
    'An unexpected parameter `k7` was provided',
    'An unexpected parameter `k8` was provided',
    'An unexpected parameter `k9` was provided',
    'An unexpected parameter `k10` was provided',
    'An unexpected parameter `k11` was provided',
    'An unexpected parameter `k12` was provided',
    'An unexpected parameter `k13` was provided',
    'An unexpected parameter `k14` was provided',
    'An unexpected parameter `k15` was provided',
    'An unexpected parameter `k16` was provided',
    'An unexpected parameter `k17` was provided',
    'An unexpected parameter `k18` was provided',
    'An unexpected parameter `k19` was provided',
    '(2 more parameters not listed)</tool_use_error>',
  ].join('\n')],
  ['answers string', { ...one(), answers: 'x' }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `answers` type is expected as `record` but provided as `string`</tool_use_error>',
  ].join('\n')],
  ['answers value number', { ...one(), answers: { 'Pick?': 1 } }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `answers.Pick?` type is expected as `string` but provided as `number`</tool_use_error>',
  ].join('\n')],
  ['answers array with number', { ...one(), answers: { 'Pick?': ['A', 1] } }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `answers.Pick?` type is expected as `string` but provided as `array`</tool_use_error>',
  ].join('\n')],
  ['annotations wrong', { ...one(), annotations: { 'Pick?': 'x' } }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `annotations.Pick?` type is expected as `object` but provided as `string`</tool_use_error>',
  ].join('\n')],
  ['annotations notes number', { ...one(), annotations: { 'Pick?': { notes: 1 } } }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `annotations.Pick?.notes` type is expected as `string` but provided as `number`</tool_use_error>',
  ].join('\n')],
  ['metadata string', { ...one(), metadata: 'x' }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `metadata` type is expected as `object` but provided as `string`</tool_use_error>',
  ].join('\n')],
  ['metadata source number', { ...one(), metadata: { source: 1 } }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `metadata.source` type is expected as `string` but provided as `number`</tool_use_error>',
  ].join('\n')],
  ['duplicate question', { questions: [q('Pick?'), q('Pick?')] }, [
    '<tool_use_error>InputValidationError: [',
    '  {',
    '    "code": "custom",',
    '    "path": [],',
    '    "message": "Question texts must be unique, option labels must be unique within each question"',
    '  }',
    ']</tool_use_error>',
  ].join('\n')],
  ['duplicate label', one({ options: [opt('A'), opt('A')] }), [
    '<tool_use_error>InputValidationError: [',
    '  {',
    '    "code": "custom",',
    '    "path": [],',
    '    "message": "Question texts must be unique, option labels must be unique within each question"',
    '  }',
    ']</tool_use_error>',
  ].join('\n')],
  ['duplicate question and label', { questions: [q('Pick?', { options: [opt('A'), opt('A')] }), q('Pick?')] }, [
    '<tool_use_error>InputValidationError: [',
    '  {',
    '    "code": "custom",',
    '    "path": [],',
    '    "message": "Question texts must be unique, option labels must be unique within each question"',
    '  }',
    ']</tool_use_error>',
  ].join('\n')],
  ['duplicate + options 1', { questions: [q('Pick?', { options: [opt('A')] }), q('Pick?')] }, [
    '<tool_use_error>InputValidationError: This call included a question with fewer than 2 options, so it was rejected and the person never saw it. A question with a single option has no decision in it. Do not retry this call and do not invent a filler second option. Instead, state the one path you were going to offer as the approach you are taking, then continue with the task. If this call also contained questions with 2 to 4 options (each with distinct labels), you may re-ask those questions alone in a new call. Ask a question only when the person has at least two genuinely distinct choices.',
    '',
    '[',
    '  {',
    '    "origin": "array",',
    '    "code": "too_small",',
    '    "minimum": 2,',
    '    "inclusive": true,',
    '    "path": [',
    '      "questions",',
    '      0,',
    '      "options"',
    '    ],',
    '    "message": "Too small: expected array to have >=2 items"',
    '  },',
    '  {',
    '    "code": "custom",',
    '    "path": [],',
    '    "message": "Question texts must be unique, option labels must be unique within each question"',
    '  }',
    ']</tool_use_error>',
  ].join('\n')],
  ['duplicate + unknown top key', { questions: [q('Pick?'), q('Pick?')], foo: 1 }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issues:',
    'An unexpected parameter `foo` was provided',
    'The input is invalid: Question texts must be unique, option labels must be unique within each question</tool_use_error>',
  ].join('\n')],
  ['duplicate + header missing', { questions: [q('Pick?'), omit(q('Pick?'), 'header')] }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The required parameter `questions[1].header` is missing</tool_use_error>',
  ].join('\n')],
  ['options 1 + header missing', { questions: [omit(q('Pick?', { options: [opt('A')] }), 'header')] }, [
    '<tool_use_error>InputValidationError: This call included a question with fewer than 2 options, so it was rejected and the person never saw it. A question with a single option has no decision in it. Do not retry this call and do not invent a filler second option. Instead, state the one path you were going to offer as the approach you are taking, then continue with the task. If this call also contained questions with 2 to 4 options (each with distinct labels), you may re-ask those questions alone in a new call. Ask a question only when the person has at least two genuinely distinct choices.',
    '',
    'AskUserQuestion failed due to the following issues:',
    'The required parameter `questions[0].header` is missing',
    'The parameter `questions[0].options` is invalid: Too small: expected array to have >=2 items</tool_use_error>',
  ].join('\n')],
  ['options 1 + description missing', one({ options: [{ label: 'A' }] }), [
    '<tool_use_error>InputValidationError: This call included a question with fewer than 2 options, so it was rejected and the person never saw it. A question with a single option has no decision in it. Do not retry this call and do not invent a filler second option. Instead, state the one path you were going to offer as the approach you are taking, then continue with the task. If this call also contained questions with 2 to 4 options (each with distinct labels), you may re-ask those questions alone in a new call. Ask a question only when the person has at least two genuinely distinct choices.',
    '',
    'AskUserQuestion failed due to the following issues:',
    'The required parameter `questions[0].options[0].description` is missing',
    'The parameter `questions[0].options` is invalid: Too small: expected array to have >=2 items</tool_use_error>',
  ].join('\n')],
  ['options 1 twice', { questions: [q('P1?', { options: [opt('A')] }), q('P2?', { options: [opt('A')] })] }, [
    '<tool_use_error>InputValidationError: This call included a question with fewer than 2 options, so it was rejected and the person never saw it. A question with a single option has no decision in it. Do not retry this call and do not invent a filler second option. Instead, state the one path you were going to offer as the approach you are taking, then continue with the task. If this call also contained questions with 2 to 4 options (each with distinct labels), you may re-ask those questions alone in a new call. Ask a question only when the person has at least two genuinely distinct choices.',
    '',
    '[',
    '  {',
    '    "origin": "array",',
    '    "code": "too_small",',
    '    "minimum": 2,',
    '    "inclusive": true,',
    '    "path": [',
    '      "questions",',
    '      0,',
    '      "options"',
    '    ],',
    '    "message": "Too small: expected array to have >=2 items"',
    '  },',
    '  {',
    '    "origin": "array",',
    '    "code": "too_small",',
    '    "minimum": 2,',
    '    "inclusive": true,',
    '    "path": [',
    '      "questions",',
    '      1,',
    '      "options"',
    '    ],',
    '    "message": "Too small: expected array to have >=2 items"',
    '  }',
    ']</tool_use_error>',
  ].join('\n')],
  ['options 5 + options 1', { questions: [q('P1?', { options: ['A', 'B', 'C', 'D', 'E'].map((l) => opt(l)) }), q('P2?', { options: [opt('A')] })] }, [
    '<tool_use_error>InputValidationError: This call included a question with fewer than 2 options, so it was rejected and the person never saw it. A question with a single option has no decision in it. Do not retry this call and do not invent a filler second option. Instead, state the one path you were going to offer as the approach you are taking, then continue with the task. If this call also contained questions with 2 to 4 options (each with distinct labels), you may re-ask those questions alone in a new call. Ask a question only when the person has at least two genuinely distinct choices.',
    '',
    '[',
    '  {',
    '    "origin": "array",',
    '    "code": "too_big",',
    '    "maximum": 4,',
    '    "inclusive": true,',
    '    "path": [',
    '      "questions",',
    '      0,',
    '      "options"',
    '    ],',
    '    "message": "Too big: expected array to have <=4 items"',
    '  },',
    '  {',
    '    "origin": "array",',
    '    "code": "too_small",',
    '    "minimum": 2,',
    '    "inclusive": true,',
    '    "path": [',
    '      "questions",',
    '      1,',
    '      "options"',
    '    ],',
    '    "message": "Too small: expected array to have >=2 items"',
    '  }',
    ']</tool_use_error>',
  ].join('\n')],
  ['questions 5 + header missing', { questions: [...many(4), omit(q('Q9?'), 'header')] }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issues:',
    'The required parameter `questions[4].header` is missing',
    'The parameter `questions` is invalid: Too big: expected array to have <=4 items</tool_use_error>',
  ].join('\n')],
  ['several', { questions: [omit(q('Pick?'), 'header'), q('Two?', { options: [{ label: 'A', description: null }, opt('B')], multiSelect: 'no' })], foo: 1 }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issues:',
    'The required parameter `questions[0].header` is missing',
    'An unexpected parameter `foo` was provided',
    'The parameter `questions[1].options[0].description` type is expected as `string` but provided as `null`',
    'The parameter `questions[1].multiSelect` type is expected as `boolean` but provided as `string`</tool_use_error>',
  ].join('\n')],
  ['40 questions with 1 option', { questions: many(40, { options: [opt('A')] }) }, [
    '<tool_use_error>InputValidationError: This call included a question with fewer than 2 options, so it was rejected and the person never saw it. A question with a single option has no decision in it. Do not retry this call and do not invent a filler second option. Instead, state the one path you were going to offer as the approach you are taking, then continue with the task. If this call also contained questions with 2 to 4 options (each with distinct labels), you may re-ask those questions alone in a new call. Ask a question only when the person has at least two genuinely distinct choices.',
    '',
    'AskUserQuestion failed due to the following issues:',
    'The parameter `questions[0].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[1].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[2].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[3].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[4].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[5].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[6].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[7].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[8].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[9].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[10].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[11].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[12].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[13].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[14].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[15].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[16].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[17].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[18].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[19].options` is invalid: Too small: expected array to have >=2 items',
    '(21 more issues not listed)</tool_use_error>',
  ].join('\n')],
  ['12 questions 1 option + header missing', { questions: many(12, { options: [{ label: 'A' }] }) }, [
    '<tool_use_error>InputValidationError: This call included a question with fewer than 2 options, so it was rejected and the person never saw it. A question with a single option has no decision in it. Do not retry this call and do not invent a filler second option. Instead, state the one path you were going to offer as the approach you are taking, then continue with the task. If this call also contained questions with 2 to 4 options (each with distinct labels), you may re-ask those questions alone in a new call. Ask a question only when the person has at least two genuinely distinct choices.',
    '',
    'AskUserQuestion failed due to the following issues:',
    'The required parameter `questions[0].options[0].description` is missing',
    'The required parameter `questions[1].options[0].description` is missing',
    'The required parameter `questions[2].options[0].description` is missing',
    'The required parameter `questions[3].options[0].description` is missing',
    'The required parameter `questions[4].options[0].description` is missing',
    'The required parameter `questions[5].options[0].description` is missing',
    'The required parameter `questions[6].options[0].description` is missing',
    'The required parameter `questions[7].options[0].description` is missing',
    'The required parameter `questions[8].options[0].description` is missing',
    'The required parameter `questions[9].options[0].description` is missing',
    'The required parameter `questions[10].options[0].description` is missing',
    'The required parameter `questions[11].options[0].description` is missing',
    'The parameter `questions[0].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[1].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[2].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[3].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[4].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[5].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[6].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[7].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[8].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[9].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[10].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions[11].options` is invalid: Too small: expected array to have >=2 items',
    'The parameter `questions` is invalid: Too big: expected array to have <=4 items</tool_use_error>',
  ].join('\n')],
  ['unknown question key', one({ kind: 'text', extra: 1 }), undefined],
  ['unknown option key', oneOpt(opt('A', { extra: 1 })), undefined],
  ['multiSelect missing', { questions: [omit(q('Pick?'), 'multiSelect')] }, undefined],
  ['empty texts', { questions: [q('', { header: '', options: [opt(''), opt('B')] })] }, undefined],
  ['answers null', { ...one(), answers: null }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `answers` type is expected as `record` but provided as `null`</tool_use_error>',
  ].join('\n')],
  ['annotations null', { ...one(), annotations: null }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `annotations` type is expected as `record` but provided as `null`</tool_use_error>',
  ].join('\n')],
  ['annotations value null', { ...one(), annotations: { 'Pick?': null } }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `annotations.Pick?` type is expected as `object` but provided as `null`</tool_use_error>',
  ].join('\n')],
  ['metadata null', { ...one(), metadata: null }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `metadata` type is expected as `object` but provided as `null`</tool_use_error>',
  ].join('\n')],
  ['question element array', { questions: [[]] }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `questions[0]` type is expected as `object` but provided as `array`</tool_use_error>',
  ].join('\n')],
  ['capped mix 24', {
    questions: [1, 2, 3, 4].map((n) => q(`Q${n}?`, { options: ['A', 'B', 'C', 'D'].map((l) => ({ label: l })), ...(n < 4 ? { multiSelect: 'x' } : {}) })),
    ...unknownKeys(5),
  }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issues:',
    'The required parameter `questions[0].options[0].description` is missing',
    'The required parameter `questions[0].options[1].description` is missing',
    'The required parameter `questions[0].options[2].description` is missing',
    'The required parameter `questions[0].options[3].description` is missing',
    'The required parameter `questions[1].options[0].description` is missing',
    'The required parameter `questions[1].options[1].description` is missing',
    'The required parameter `questions[1].options[2].description` is missing',
    'The required parameter `questions[1].options[3].description` is missing',
    'The required parameter `questions[2].options[0].description` is missing',
    'The required parameter `questions[2].options[1].description` is missing',
    'The required parameter `questions[2].options[2].description` is missing',
    'The required parameter `questions[2].options[3].description` is missing',
    'The required parameter `questions[3].options[0].description` is missing',
    'The required parameter `questions[3].options[1].description` is missing',
    'The required parameter `questions[3].options[2].description` is missing',
    'The required parameter `questions[3].options[3].description` is missing',
    'An unexpected parameter `k0` was provided',
    'The parameter `questions[0].multiSelect` type is expected as `boolean` but provided as `string`',
    'The parameter `questions[1].multiSelect` type is expected as `boolean` but provided as `string`',
    'The parameter `questions[2].multiSelect` type is expected as `boolean` but provided as `string`',
    '(4 more parameters not listed)</tool_use_error>',
  ].join('\n')],
  ['capped mix 21', {
    questions: [1, 2, 3, 4].map((n) => q(`Q${n}?`, { options: ['A', 'B', 'C', 'D'].map((l) => ({ label: l })), ...(n < 4 ? { multiSelect: 'x' } : {}) })),
    ...unknownKeys(2),
  }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issues:',
    'The required parameter `questions[0].options[0].description` is missing',
    'The required parameter `questions[0].options[1].description` is missing',
    'The required parameter `questions[0].options[2].description` is missing',
    'The required parameter `questions[0].options[3].description` is missing',
    'The required parameter `questions[1].options[0].description` is missing',
    'The required parameter `questions[1].options[1].description` is missing',
    'The required parameter `questions[1].options[2].description` is missing',
    'The required parameter `questions[1].options[3].description` is missing',
    'The required parameter `questions[2].options[0].description` is missing',
    'The required parameter `questions[2].options[1].description` is missing',
    'The required parameter `questions[2].options[2].description` is missing',
    'The required parameter `questions[2].options[3].description` is missing',
    'The required parameter `questions[3].options[0].description` is missing',
    'The required parameter `questions[3].options[1].description` is missing',
    'The required parameter `questions[3].options[2].description` is missing',
    'The required parameter `questions[3].options[3].description` is missing',
    'An unexpected parameter `k0` was provided',
    'An unexpected parameter `k1` was provided',
    'The parameter `questions[0].multiSelect` type is expected as `boolean` but provided as `string`',
    'The parameter `questions[1].multiSelect` type is expected as `boolean` but provided as `string`',
    'The parameter `questions[2].multiSelect` type is expected as `boolean` but provided as `string`</tool_use_error>',
  ].join('\n')],
  ['header 1 option 5 questions dup', { questions: [...many(4), q('Q0?', { options: [opt('A')] })] }, [
    '<tool_use_error>InputValidationError: This call included a question with fewer than 2 options, so it was rejected and the person never saw it. A question with a single option has no decision in it. Do not retry this call and do not invent a filler second option. Instead, state the one path you were going to offer as the approach you are taking, then continue with the task. If this call also contained questions with 2 to 4 options (each with distinct labels), you may re-ask those questions alone in a new call. Ask a question only when the person has at least two genuinely distinct choices.',
    '',
    '[',
    '  {',
    '    "origin": "array",',
    '    "code": "too_small",',
    '    "minimum": 2,',
    '    "inclusive": true,',
    '    "path": [',
    '      "questions",',
    '      4,',
    '      "options"',
    '    ],',
    '    "message": "Too small: expected array to have >=2 items"',
    '  },',
    '  {',
    '    "origin": "array",',
    '    "code": "too_big",',
    '    "maximum": 4,',
    '    "inclusive": true,',
    '    "path": [',
    '      "questions"',
    '    ],',
    '    "message": "Too big: expected array to have <=4 items"',
    '  },',
    '  {',
    '    "code": "custom",',
    '    "path": [],',
    '    "message": "Question texts must be unique, option labels must be unique within each question"',
    '  }',
    ']</tool_use_error>',
  ].join('\n')],
  ['leading space key', { ...one(), ' lead': 1 }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'An unexpected parameter `\\u{20}lead` was provided</tool_use_error>',
  ].join('\n')],
  ['unicode key', { ...one(), ['\u200bzw' + 'é'.repeat(70) + '😀']: 1 }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'An unexpected parameter `\\u{200B}zwéééééééééééééééééééééééééééééé\u2026 [+18 chars] \u2026éééééééééééééééééééééé😀` was provided</tool_use_error>',
  ].join('\n')],
  ['input string', 'hello', [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issues:',
    'The required parameter `questions` is missing',
    'An unexpected parameter `0` was provided',
    'An unexpected parameter `1` was provided',
    'An unexpected parameter `2` was provided',
    'An unexpected parameter `3` was provided',
    'An unexpected parameter `4` was provided</tool_use_error>',
  ].join('\n')],
  ['input array', [one()], [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issues:',
    'The required parameter `questions` is missing',
    'An unexpected parameter `0` was provided</tool_use_error>',
  ].join('\n')],
  ['input null', null, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The required parameter `questions` is missing</tool_use_error>',
  ].join('\n')],
  ['input number', 3, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The required parameter `questions` is missing</tool_use_error>',
  ].join('\n')],
];

/** A host with `previewFormat: 'html'`. */
const HTML_HOST: Row[] = [
  ['html full document', oneOpt(html('<html><body>x</body></html>')), '<tool_use_error>Option "A" in question "Pick?": preview must be an HTML fragment, not a full document (no <html>, <body>, or <!DOCTYPE>)</tool_use_error>'],
  ['html doctype', oneOpt(html('<!DOCTYPE html><div>x</div>')), '<tool_use_error>Option "A" in question "Pick?": preview must be an HTML fragment, not a full document (no <html>, <body>, or <!DOCTYPE>)</tool_use_error>'],
  ['html script', oneOpt(html('<div>x</div><script>1</script>')), '<tool_use_error>Option "A" in question "Pick?": preview must not contain <script> or <style> tags. Use inline styles via the style attribute if needed.</tool_use_error>'],
  ['html style', oneOpt(html('<style>a{}</style><div>x</div>')), '<tool_use_error>Option "A" in question "Pick?": preview must not contain <script> or <style> tags. Use inline styles via the style attribute if needed.</tool_use_error>'],
  ['html no tag', oneOpt(html('just text')), '<tool_use_error>Option "A" in question "Pick?": preview must contain HTML (previewFormat is set to "html"). Wrap content in a tag like <div> or <pre>.</tool_use_error>'],
  ['html two bad', { questions: [q('P1?', { options: [opt('Z'), html('text')] }), q('P2?', { options: [html('<body></body>'), opt('B')] })] }, '<tool_use_error>Option "A" in question "P1?": preview must contain HTML (previewFormat is set to "html"). Wrap content in a tag like <div> or <pre>.</tool_use_error>'],
  ['html bad in second question', { questions: [q('P1?'), q('P2?', { options: [opt('A'), opt('B', { preview: '<style></style><p>x</p>' })] })] }, '<tool_use_error>Option "B" in question "P2?": preview must not contain <script> or <style> tags. Use inline styles via the style attribute if needed.</tool_use_error>'],
  ['html bad + unknown option key', oneOpt(opt('A', { preview: 'x', extra: 1 })), '<tool_use_error>Option "A" in question "Pick?": preview must contain HTML (previewFormat is set to "html"). Wrap content in a tag like <div> or <pre>.</tool_use_error>'],
  ['html bad + header missing', { questions: [omit(q('Pick?', { options: [html('text'), opt('B')] }), 'header')] }, [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The required parameter `questions[0].header` is missing</tool_use_error>',
  ].join('\n')],
  ['html bad + options 1', one({ options: [html('text')] }), [
    '<tool_use_error>InputValidationError: This call included a question with fewer than 2 options, so it was rejected and the person never saw it. A question with a single option has no decision in it. Do not retry this call and do not invent a filler second option. Instead, state the one path you were going to offer as the approach you are taking, then continue with the task. If this call also contained questions with 2 to 4 options (each with distinct labels), you may re-ask those questions alone in a new call. Ask a question only when the person has at least two genuinely distinct choices.',
    '',
    '[',
    '  {',
    '    "origin": "array",',
    '    "code": "too_small",',
    '    "minimum": 2,',
    '    "inclusive": true,',
    '    "path": [',
    '      "questions",',
    '      0,',
    '      "options"',
    '    ],',
    '    "message": "Too small: expected array to have >=2 items"',
    '  }',
    ']</tool_use_error>',
  ].join('\n')],
  ['html ok', oneOpt(html('<div>x</div>')), undefined],
  ['html markdown-only error still zod', one({ header: null }), [
    '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
    'The parameter `questions[0].header` type is expected as `string` but provided as `null`</tool_use_error>',
  ].join('\n')],
];

describe('claudeCodeInputError: the text the real CLI sends for input it rejects', () => {
  it.each(DEFAULT_HOST)('%s', (_name, input, text) => {
    expect(claudeCodeInputError(input)).toBe(text);
  });

  it.each(HTML_HOST)('HTML previews: %s', (_name, input, text) => {
    expect(claudeCodeInputError(input, { previewFormat: 'html' })).toBe(text);
  });

  it('checks HTML previews only on a host that has them', () => {
    expect(claudeCodeInputError(oneOpt(html('<html><body>x</body></html>')))).toBeUndefined();
    expect(claudeCodeInputError(oneOpt(html('<html><body>x</body></html>')), { previewFormat: 'markdown' })).toBeUndefined();
  });

  it('a large input (10,000 one-option questions): the same rules, 20 lines and a count', () => {
    const text = claudeCodeInputError({ questions: many(10_000, { options: [opt('A')] }) })!;
    const lines = text.split('\n');
    // The paragraph, a blank line, the heading, 20 lines (as the CLI sent for 40 such questions).
    expect(lines).toHaveLength(24);
    expect(lines[3]).toBe('The parameter `questions[0].options` is invalid: Too small: expected array to have >=2 items');
    expect(lines[23]).toBe('(9981 more issues not listed)</tool_use_error>');
  });

  it("names the host's tool in the readable heading", () => {
    expect(claudeCodeInputError({}, { toolName: 'ask_user' })).toBe(
    '<tool_use_error>InputValidationError: ask_user failed due to the following issue:\nThe required parameter `questions` is missing</tool_use_error>',
    );
  });

  it('optional descriptions: an option without one is accepted, a null one still is not', () => {
    expect(claudeCodeInputError(oneOpt({ label: 'A' }), { optionalDescriptions: true })).toBeUndefined();
    expect(claudeCodeInputError(oneOpt({ label: 'A', description: null }), { optionalDescriptions: true })).toBe(
      [
        '<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issue:',
        'The parameter `questions[0].options[0].description` type is expected as `string` but provided as `null`</tool_use_error>',
      ].join('\n'),
    );
  });
});
