import { describe, expect, it } from 'vitest';
import { parseAskRequest, type AskRequest } from '@askq/core';
import { formatAnswer } from './answer-list.js';
import { singleInput } from './stories/fixtures.js';

const question = (parseAskRequest(singleInput).request as AskRequest).questions[0]!;

describe('formatAnswer', () => {
  it('shows display labels, not the raw " (Recommended)" label the answer carries', () => {
    expect(formatAnswer(question, { selected: ['pnpm (Recommended)'] })).toBe('pnpm');
  });
  it('puts the Other text last and gives undefined for notes alone', () => {
    expect(formatAnswer(question, { selected: [], other: 'Bun' })).toBe('Bun');
    expect(formatAnswer(question, { selected: [], notes: 'n' })).toBeUndefined();
    expect(formatAnswer(question, undefined)).toBeUndefined();
  });
  it('quotes the items of a list that hold ", " so they read apart; one item stays as it is', () => {
    const multi = { ...question, selectionMode: 'multiple' as const };
    expect(formatAnswer(multi, { selected: ['gone, again', 'pnpm (Recommended)'], other: 'Biome, for now' })).toBe('“gone, again”, pnpm, “Biome, for now”');
    expect(formatAnswer(multi, { selected: [], other: 'Biome, for now' })).toBe('Biome, for now');
    expect(formatAnswer(question, { selected: [], other: 'wait, explain first' })).toBe('wait, explain first');
  });
  it('isolates an item that holds a bidi control, so an unclosed override cannot reverse the items after it (the user\'s own words)', () => {
    const multi = { ...question, selectionMode: 'multiple' as const };
    expect(formatAnswer(multi, { selected: ['Deny\u202e', 'B'], other: 'my own words' })).toBe('\u2068Deny\u202e\u2069, B, my own words');
    expect(formatAnswer(multi, { selected: ['B'], other: 'mine \u2067x' })).toBe('B, \u2068mine \u2067x\u2069');
  });
  it('keeps a label it does not know verbatim', () => {
    expect(formatAnswer(question, { selected: ['gone'] })).toBe('gone');
  });
  it('shows a number answer with its unit, a text answer as typed', () => {
    const base = { ...question, options: [], freeTextOnly: true };
    const seconds = { ...base, kind: 'number' as const, number: { min: 0, max: 60, unit: 's' } };
    expect(formatAnswer(seconds, { selected: [], other: '30' })).toBe('30 s');
    expect(formatAnswer({ ...seconds, number: { min: 0, max: 60 } }, { selected: [], other: '30' })).toBe('30');
    expect(formatAnswer({ ...base, kind: 'text' }, { selected: [], other: 'Aurora' })).toBe('Aurora');
  });
});
