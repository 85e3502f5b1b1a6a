import { describe, it, expect } from 'vitest';
import type { AskDialect } from '../protocol/types.js';
import { DIALECTS, DIALECT_LIMITS, detectDialect } from './table.js';
import { parseFull } from '../test-parsers.js';

const options = [{ label: 'a' }, { label: 'b' }];

/** One multi-select question per dialect, written with that dialect's own keys. */
const SAMPLES: Record<AskDialect, Record<string, unknown>> = {
  claude: { questions: [{ question: 'Pick?', header: 'Pick', options, multiSelect: true, description: 'Some hint' }] },
  pi: { questions: [{ id: 'pick', question: 'Pick?', options, multi: true }] },
  agentrail: { question: 'Pick?', options: ['a', 'b'], multiple: true, custom: false, hint: 'Some hint' },
  opencode: { questions: [{ question: 'Pick?', header: 'Pick', options, multiple: true, custom: false }] },
  gemini: { questions: [{ question: 'Pick?', header: 'Pick', type: 'choice', options, multiSelect: true }] },
  mastra: { question: 'Pick?', options, selectionMode: 'multi_select' },
};

/** What each sample reads as: [id, header, selection mode, Other offered, hint]. */
const READ_AS: Record<AskDialect, unknown[]> = {
  claude: ['q1', 'Pick', 'multiple', true, 'Some hint'],
  pi: ['pick', 'pick', 'multiple', true, undefined],
  agentrail: ['q1', 'Q1', 'multiple', false, 'Some hint'],
  opencode: ['q1', 'Pick', 'multiple', false, undefined],
  gemini: ['q1', 'Pick', 'multiple', true, undefined],
  mastra: ['q1', 'Q1', 'multiple', false, undefined],
};

const dialects = Object.keys(SAMPLES) as AskDialect[];

describe('the dialect table', () => {
  it('has an entry for every dialect that has limits', () => {
    expect(Object.keys(DIALECTS).sort()).toEqual(Object.keys(DIALECT_LIMITS).sort());
    expect(dialects.sort()).toEqual(Object.keys(DIALECTS).sort());
  });

  it.each(dialects)('detects %s from its own keys', (dialect) => {
    expect(detectDialect(SAMPLES[dialect])).toBe(dialect);
  });

  it.each(dialects)("reads %s's multi-select, Other, hint and id keys", (dialect) => {
    const { request, issues } = parseFull(SAMPLES[dialect]);
    expect(issues).toEqual([]);
    expect(request?.dialect).toBe(dialect);
    const q = request!.questions[0]!;
    expect([q.id, q.header, q.selectionMode, q.allowOther, q.hint]).toEqual(READ_AS[dialect]);
  });

  it("reads Claude's description as the hint only where its extensions are read", () => {
    const strict = parseFull(SAMPLES.claude, { strict: 'claude-code', optionalDescriptions: true });
    expect(strict.request?.questions[0]?.hint).toBeUndefined();
    const extended = parseFull(SAMPLES.claude, { strict: 'claude-code', extended: true });
    expect(extended.request?.questions[0]?.hint).toBe('Some hint');
  });
});
