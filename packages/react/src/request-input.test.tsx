/**
 * The hook without a `parser`, and `useCurrentParser`: plain Claude input is read at once,
 * anything else once the lenient parse (a chunk of its own) has loaded. This file runs in a module
 * registry of its own, so the lenient parse has not been asked for when it starts.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createOnDemandParser, onDemandParser } from '@askq/core/picker';
import { parseAskRequest, type AskRequest, type AskIssue } from '@askq/core';
import { useAskQuestions } from './use-ask-questions.js';
import { useCurrentParser } from './request-input.js';
import { claudeInput } from './test/fixtures.js';

describe('useAskQuestions without a parser', () => {
  it('reads plain Claude input in its first render, without loading the lenient parse', () => {
    const { result } = renderHook(() => useAskQuestions(claudeInput));
    expect(result.current.request).toStrictEqual(parseAskRequest(claudeInput).request);
    expect(onDemandParser.get()).toBe(onDemandParser.initial);
  });

  it('shows other input as "nothing yet" until the lenient parse is there, never as an error', async () => {
    // JSON text of a question with an empty header: the lenient parse shows it and warns.
    const text = JSON.stringify({ questions: [{ question: 'Which?', header: '', options: [{ label: 'A' }, { label: 'B' }] }] });
    const seen: { request: AskRequest | null; issues: AskIssue[] }[] = [];
    const { result } = renderHook(() => {
      const api = useAskQuestions(text);
      seen.push({ request: api.request, issues: api.issues });
      return api;
    });
    expect(seen[0]).toEqual({ request: { dialect: 'claude', questions: [], previewFormat: 'markdown', partial: true }, issues: [] });
    await waitFor(() => expect(result.current.request?.questions).toHaveLength(1));
    expect(result.current.request).toStrictEqual(parseAskRequest(text).request);
    expect(result.current.issues.map((i) => i.code)).toEqual(['empty_header']);
    // Every render showed either "nothing yet" or the parsed request: no error in between.
    expect(seen.every((s) => s.request !== null)).toBe(true);
  });
});

describe('useCurrentParser', () => {
  it('gives an on-demand parser\'s parser of the moment, and renders again once its chunk is there', async () => {
    let deliver!: (parser: typeof parseAskRequest) => void;
    const parser = createOnDemandParser(() => new Promise((resolve) => (deliver = resolve)));
    const text = JSON.stringify(claudeInput);
    const { result } = renderHook(() => {
      const parse = useCurrentParser(parser);
      return { parse, request: parse(text).request };
    });
    // JSON text needs the rest: nothing to show yet, and the rest is asked for.
    expect(result.current.parse).toBe(parser.initial);
    expect(result.current.request).toEqual({ dialect: 'claude', questions: [], previewFormat: 'markdown', partial: true });
    act(() => deliver(parseAskRequest));
    await waitFor(() => expect(result.current.parse).not.toBe(parser.initial));
    expect(result.current.parse).toBe(parser.get());
    expect(result.current.request).toStrictEqual(parseAskRequest(text).request);
  });

  it('gives any other parser as it is', () => {
    const { result } = renderHook(() => useCurrentParser(parseAskRequest));
    expect(result.current).toBe(parseAskRequest);
  });
});
