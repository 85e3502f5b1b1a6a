import { beforeAll, describe, expect, it } from 'vitest';
import { claudeCodeInputError } from '@askq/core/input-error';
import { runSession, type SessionRun, type SessionStep } from './claude-session.js';

/**
 * Input the real CLI rejects: the text it sends the model is exactly `claudeCodeInputError`'s, for
 * one case of each rule (README, "Invalid input"). One session on a host with HTML previews (the
 * schema's texts do not depend on the preview format); each rejected call is one turn.
 */
const opt = (label: string, extra: Record<string, unknown> = {}) => ({ label, description: `${label}.`, ...extra });
const q = (question: string, extra: Record<string, unknown> = {}) => ({ question, header: 'Pick', options: [opt('A'), opt('B')], multiSelect: false, ...extra });
const many = (n: number, extra: Record<string, unknown> = {}) => Array.from({ length: n }, (_, i) => q(`Q${i}?`, extra));
const { header: _header, ...headless } = q('Which one?');
const colours = ['Red', 'Green', 'Blue', 'Red', 'Pink'];

const REJECTED: Record<string, unknown> = {
  'a missing header: the readable form': { questions: [headless] },
  'a question text that is null: a wrong type': { questions: [q('x', { question: null })] },
  'a single option: the paragraph, then the JSON list': { questions: [q('Which one?', { options: [opt('A')] })] },
  'a question asked twice: the JSON list alone': { questions: [q('Which one?'), q('Which one?')] },
  'five options, one label twice: both in the JSON list': { questions: [q('Which colour?', { options: colours.map((l) => opt(l)) })] },
  'five options without descriptions: no uniqueness check after a missing value': {
    questions: [q('Which colour?', { options: colours.map((label) => ({ label })) })],
  },
  'an unknown top-level key and a duplicate: a count issue in the readable form': { questions: [q('Which one?'), q('Which one?')], extra: 1 },
  'several problems: missing, then unknown, then wrong types': {
    questions: [headless, q('Two?', { options: [{ label: 'A', description: null }, opt('B')], multiSelect: 'no' })],
    extra: 1,
  },
  '22 unknown keys: 20 listed': { questions: [q('Which one?')], ...Object.fromEntries(Array.from({ length: 22 }, (_, i) => [`k${i}`, i])) },
  'forty one-option questions: a JSON list too long, so 20 readable lines': { questions: many(40, { options: [opt('A')] }) },
  'a key with unsafe and many characters: escaped and cut': { questions: [q('Which one?')], [`a\`b<c>${'x'.repeat(70)}\n`]: 1 },
  'input that is a string: spread into index keys': 'hi!' as never,
  'an HTML host: the first bad preview': { questions: [q('One?'), q('Two?', { options: [opt('A'), opt('B', { preview: '<style>a{}</style><p>x</p>' })] })] },
  'an HTML host: the schema is checked first': { questions: [{ ...headless, options: [opt('A', { preview: 'text' }), opt('B')] }] },
};
/** Accepted by the CLI (it asks the host): `claudeCodeInputError` has no text for it. */
const ACCEPTED: Record<string, unknown> = {
  'unknown keys in a question and an option are dropped': { questions: [q('Which one?', { kind: 'text', options: [opt('A', { extra: 1 }), opt('B')] })] },
  'an empty question text and label': { questions: [q('', { options: [opt(''), opt('B')] })] },
};

const HOST_READ = 'The host was asked.';
let run: SessionRun;

beforeAll(async () => {
  const steps: SessionStep[] = Object.entries({ ...REJECTED, ...ACCEPTED }).map(([name, input]) => ({
    name,
    input: input as Record<string, unknown>,
    // Only reached when the CLI accepts the input; these are not askq cases, so the host answers by hand.
    canUseTool: async () => ({ behavior: 'deny', message: HOST_READ }),
  }));
  run = await runSession(steps, { toolConfig: { askUserQuestion: { previewFormat: 'html' } } });
  console.log(`Claude Code ${run.cliVersion}: ${steps.length} calls with invalid or unusual input in ${run.durationMs} ms`);
});

describe('input the real CLI rejects: what the model reads is claudeCodeInputError', () => {
  it.each(Object.entries(REJECTED))('%s', (name, input) => {
    const r = run.steps.get(name)!;
    expect(r.input, 'the CLI never asks the host').toBeNull();
    expect(r.toolResult?.isError).toBe(true);
    expect(r.toolResult?.text).toBe(claudeCodeInputError(input, { previewFormat: 'html' }));
  });

  it.each(Object.entries(ACCEPTED))('accepted: %s', (name, input) => {
    const r = run.steps.get(name)!;
    expect(r.input, 'the CLI asked the host').not.toBeNull();
    expect(r.toolResult?.text).toBe(HOST_READ);
    expect(claudeCodeInputError(input, { previewFormat: 'html' })).toBeUndefined();
  });
});
