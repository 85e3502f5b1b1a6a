import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAskQuestions } from './use-ask-questions.js';
import { agentrailInput, claudeInput, oneSingle, question, threeQuestions, twoSingles } from './test/fixtures.js';
import type { AskParser, AskRequest } from '@askq/core';
import { parseAnyDialect } from '@askq/core/dialects';
import { textAndNumberFields } from '@askq/core/fields';
import { parseWithFields } from '@askq/core/dialects';
import { createOnDemandParser, loadRequestShare } from '@askq/core/picker';

// An extended host's number question, raw.
const retriesInput = { questions: [{ question: 'How many retries?', header: 'Retries', kind: 'number', min: 0, max: 5 }] };

describe('useAskQuestions: input', () => {
  it('uses an already parsed request as is', () => {
    const { result } = renderHook(() => useAskQuestions(threeQuestions));
    expect(result.current.request).toBe(threeQuestions);
    expect(result.current.issues).toEqual([]);
  });

  it('parses raw Claude input leniently', () => {
    const { result } = renderHook(() => useAskQuestions(claudeInput));
    const request = result.current.request;
    expect(request?.dialect).toBe('claude');
    expect(request?.questions.map((q) => q.id)).toEqual(['q1', 'q2']);
    expect(request?.questions[1]?.selectionMode).toBe('multiple');
    expect(request?.questions[0]?.options[0]).toMatchObject({ id: 'q1.0', displayLabel: 'Postgres', recommended: true });
  });

  it('parses raw agentrail input (another dialect) with the parser it is handed', () => {
    const { result } = renderHook(() => useAskQuestions(agentrailInput, { parser: parseAnyDialect }));
    expect(result.current.request?.dialect).toBe('agentrail');
    expect(result.current.request?.questions[0]?.options.map((o) => o.label)).toEqual(['Yes', 'No']);
  });

  it('reads Claude\'s dialect alone without a parser (agentrail\'s top-level question is no questions array)', async () => {
    const { result } = renderHook(() => useAskQuestions(agentrailInput));
    // Not plain Claude input: read once the lenient parse has loaded (on first use).
    await waitFor(() => expect(result.current.request).toBeNull());
    expect(result.current.issues.map((i) => i.code)).toEqual(['no_questions']);
  });

  it('reads and answers a number question when handed the fields kit, which brings its parser (loaded on first use)', async () => {
    const without = renderHook(() => useAskQuestions(retriesInput)).result.current;
    expect(without.request).toBeNull();
    // The parser's refusal, then what the picker is handed (the hook's `fields`).
    expect(without.issues.map((i) => [i.code, i.path])).toEqual([
      ['unsupported_option', ['questions', 0, 'kind']],
      ['unsupported_option', ['questions', 0, 'kind']],
    ]);
    expect(without.issues[0]!.message).toContain('parseWithFields');
    expect(without.issues[1]!.message).toContain('fields: textAndNumberFields (@askq/core/fields) to useAskQuestions');
    // The kit's parse is a chunk of its own (a fresh kit here: not loaded by an earlier test): until
    // it is there the input shows nothing yet (no error), then the hook parses again.
    const kit = { ...textAndNumberFields, parser: createOnDemandParser(async () => parseWithFields) };
    const { result } = renderHook(() => useAskQuestions(retriesInput, { fields: kit }));
    expect(result.current.request).toMatchObject({ questions: [], partial: true });
    expect(result.current.issues).toEqual([]);
    await waitFor(() => expect(result.current.request?.questions[0]).toMatchObject({ kind: 'number', number: { min: 0, max: 5 }, freeTextOnly: true }));
    act(() => result.current.actions.setOtherText('q1', '9'));
    expect(result.current.submitCheck).toMatchObject({ ok: false, reason: 'invalid_answers', invalid: [{ questionId: 'q1', problem: 'out_of_range' }] });
    act(() => result.current.actions.setOtherText('q1', ' 3 '));
    act(() => result.current.actions.submit());
    expect(result.current.outcome).toEqual({ type: 'answered', answers: { q1: { selected: [], other: '3' } } });
  });

  it('refuses a text or number question without the fields kit, parsed or raw, naming what to hand over', () => {
    const parsed = parseWithFields(retriesInput).request!;
    for (const input of [parsed, retriesInput]) {
      const api = renderHook(() => useAskQuestions(input, { parser: parseWithFields })).result.current;
      expect(api.request).toBeNull();
      expect(api.issues.map((i) => [i.code, i.severity, i.path])).toEqual([['unsupported_option', 'error', ['questions', 0, 'kind']]]);
      expect(api.issues[0]!.message).toContain('textAndNumberFields');
      act(() => api.actions.submit());
      expect(api.outcome).toBeNull();
    }
  });

  it('reparses when the parser changes', () => {
    const { result, rerender } = renderHook(({ parser }) => useAskQuestions(agentrailInput, { parser }), { initialProps: { parser: undefined as AskParser | undefined } });
    expect(result.current.request).toBeNull();
    rerender({ parser: parseAnyDialect });
    expect(result.current.request?.dialect).toBe('agentrail');
  });

  it('parses half-streamed JSON text with parseOptions.partial', () => {
    const text = '{"questions":[{"question":"Which?","header":"DB","options":[{"label":"A"},{"label":"B"}],"multiSelect":false},{"quest';
    const { result } = renderHook(() => useAskQuestions(text, { parseOptions: { partial: true } }));
    expect(result.current.request?.questions.map((q) => q.header)).toEqual(['DB']);
  });

  it('exposes issues for bad input and stays inert', () => {
    const { result } = renderHook(() => useAskQuestions({ questions: [] }));
    expect(result.current.request).toBeNull();
    expect(result.current.issues.some((i) => i.severity === 'error')).toBe(true);
    act(() => result.current.actions.submit());
    expect(result.current.outcome).toBeNull();
    expect(result.current.submitCheck.ok).toBe(false);
  });

  it('keeps the request identity when an equal raw input object is passed again', () => {
    const { result, rerender } = renderHook(({ input }) => useAskQuestions(input), {
      initialProps: { input: structuredClone(claudeInput) as unknown },
    });
    const first = result.current.request;
    rerender({ input: structuredClone(claudeInput) });
    expect(result.current.request).toBe(first);
  });

  it('keeps a draft (a saved one, restored) when a streamed request grows', () => {
    const partial: AskRequest = { dialect: 'claude', previewFormat: 'markdown', partial: true, questions: [question('q1', ['A', 'B'])] };
    const saved = { drafts: { q1: { selected: ['q1.1'], other: { active: false, text: '' }, notes: '' } }, activeIndex: 0, phase: 'answering' as const };
    const { result, rerender } = renderHook(({ input }) => useAskQuestions(input, { defaultValue: saved }), {
      initialProps: { input: partial },
    });
    rerender({ input: twoSingles });
    expect(result.current.store.getSnapshot().state.drafts.q1?.selected).toEqual(['q1.1']);
    expect(result.current.store.getSnapshot().state.drafts.q2?.selected).toEqual([]);
    expect(result.current.request?.questions).toHaveLength(2);
  });

  it('a request still streaming in is shown, not answerable, even without `disabled`: no pick, no submit', () => {
    // A host that forgets `disabled` while the input streams must not send answers to a cut-off request.
    const streaming: AskRequest = { ...twoSingles, partial: true };
    const onOutcome = vi.fn();
    const { result } = renderHook(() => useAskQuestions(streaming, { onOutcome }));
    expect(result.current.request?.partial).toBe(true);
    act(() => result.current.actions.pick('q1', 'q1.0'));
    act(() => result.current.actions.submit());
    expect(onOutcome).not.toHaveBeenCalled();
    expect(result.current.store.getSnapshot().state.drafts.q1?.selected ?? []).toEqual([]);
    expect(result.current.submitCheck).toMatchObject({ ok: false, reason: 'disabled' });
  });

  it('keeps the objects of questions that finished streaming while raw input grows', async () => {
    // What keeps them loads when the first picker mounts (a chunk of its own): here ahead.
    await loadRequestShare();
    const q = (text: string, labels: string[]) => ({ question: text, header: text.slice(0, 6), multiSelect: false, options: labels.map((label) => ({ label, description: label })) });
    const { result, rerender } = renderHook(({ input }) => useAskQuestions(input, { parseOptions: { partial: true } }), {
      initialProps: { input: { questions: [q('Which database?', ['Postgres', 'SQLite']), q('Which cache?', ['Redis'])] } as unknown },
    });
    const first = result.current.request!;
    rerender({ input: { questions: [q('Which database?', ['Postgres', 'SQLite']), q('Which cache?', ['Redis', 'None'])] } });
    const grown = result.current.request!;
    expect(grown.questions[1]!.options.map((o) => o.label)).toEqual(['Redis', 'None']);
    expect(grown.questions[0]).toBe(first.questions[0]);
    expect(grown.questions[1]!.options[0]).toBe(first.questions[1]!.options[0]);
  });
});

describe('useAskQuestions: state and actions', () => {
  it('exposes answered flags, submitCheck and the active question', () => {
    const { result } = renderHook(() => useAskQuestions(threeQuestions, { advanceOnSelect: false }));
    expect(result.current.activeQuestion?.id).toBe('q1');
    expect(result.current.submitCheck).toMatchObject({ ok: false, reason: 'nothing_answered' });
    expect(result.current.submitCheck.reason).toBe('nothing_answered');
    act(() => result.current.actions.select('q1', 'q1.0'));
    expect(result.current.answered).toEqual({ q1: true, q2: false, q3: false });
    expect(result.current.submitCheck).toMatchObject({ ok: true, unanswered: ['q2', 'q3'] });
    expect(result.current.submitCheck.reason).toBeNull();
  });

  it("submitPolicy 'all' blocks submit until every question is answered", () => {
    const { result } = renderHook(() => useAskQuestions(twoSingles, { submitPolicy: 'all', advanceOnSelect: false }));
    act(() => result.current.actions.select('q1', 'q1.0'));
    expect(result.current.submitCheck.reason).toBe('unanswered_questions');
    // The reason is for showing once a submit was tried, not before.
    expect(result.current.submitAttempted).toBe(false);
    act(() => result.current.actions.submit());
    expect(result.current.outcome).toBeNull();
    expect(result.current.submitAttempted).toBe(true);
    act(() => result.current.actions.select('q2', 'q2.1'));
    act(() => result.current.actions.submit());
    expect(result.current.outcome).toEqual({
      type: 'answered',
      answers: { q1: { selected: ['A'] }, q2: { selected: ['E'] } },
    });
  });

  it('keeps action identities stable across renders', () => {
    const { result } = renderHook(() => useAskQuestions(threeQuestions));
    const { actions, store } = result.current;
    act(() => result.current.actions.select('q1', 'q1.0'));
    expect(result.current.actions).toBe(actions);
    expect(result.current.store).toBe(store);
  });

  it('pick advances a single-select question when there are several, select does not', () => {
    const { result } = renderHook(() => useAskQuestions(threeQuestions));
    act(() => result.current.actions.select('q1', 'q1.0'));
    expect(result.current.activeIndex).toBe(0);
    act(() => result.current.actions.pick('q1', 'q1.1'));
    expect(result.current.activeIndex).toBe(1);
    act(() => result.current.actions.pick('q2', 'q2.0'));
    expect(result.current.activeIndex).toBe(2);
    // Multi-select: pick toggles and stays.
    act(() => result.current.actions.pick('q3', 'q3.2'));
    act(() => result.current.actions.pick('q3', 'q3.0'));
    expect(result.current.activeIndex).toBe(2);
    expect(result.current.store.getSnapshot().state.drafts.q3?.selected).toEqual(['q3.0', 'q3.2']);
  });

  it('advanceOnSelect: false never advances; one question never advances', () => {
    const a = renderHook(() => useAskQuestions(twoSingles, { advanceOnSelect: false }));
    act(() => a.result.current.actions.pick('q1', 'q1.0'));
    expect(a.result.current.activeIndex).toBe(0);
    const b = renderHook(() => useAskQuestions(oneSingle, { review: 'always' }));
    act(() => b.result.current.actions.pick('q1', 'q1.0'));
    expect(b.result.current.phase).toBe('answering');
  });

  it('reply and decline finish with their outcomes', () => {
    const a = renderHook(() => useAskQuestions(twoSingles));
    act(() => a.result.current.actions.reply('Let me explain first'));
    expect(a.result.current.outcome).toEqual({ type: 'replied', response: 'Let me explain first' });
    const b = renderHook(() => useAskQuestions(twoSingles));
    act(() => b.result.current.actions.select('q1', 'q1.2'));
    act(() => b.result.current.actions.decline('chat_about_this', 'why?'));
    expect(b.result.current.outcome).toEqual({
      type: 'declined',
      reason: 'chat_about_this',
      message: 'why?',
      answers: { q1: { selected: ['C'] } },
    });
  });
});

describe('useAskQuestions: review modes', () => {
  it("'auto' has review with several questions or any multi-select, not for one single-select", () => {
    expect(renderHook(() => useAskQuestions(twoSingles)).result.current.hasReview).toBe(true);
    expect(renderHook(() => useAskQuestions(oneSingle)).result.current.hasReview).toBe(false);
    const multi: AskRequest = { dialect: 'claude', previewFormat: 'markdown', questions: [question('q1', ['A', 'B'], 'multiple')] };
    expect(renderHook(() => useAskQuestions(multi)).result.current.hasReview).toBe(true);
  });

  it("'always' and 'never' override", () => {
    expect(renderHook(() => useAskQuestions(oneSingle, { review: 'always' })).result.current.hasReview).toBe(true);
    expect(renderHook(() => useAskQuestions(threeQuestions, { review: 'never' })).result.current.hasReview).toBe(false);
  });

  it('next past the last question goes to review when there is one, and nowhere otherwise', () => {
    const a = renderHook(() => useAskQuestions(twoSingles));
    act(() => a.result.current.actions.next());
    act(() => a.result.current.actions.next());
    expect(a.result.current.phase).toBe('review');
    expect(a.result.current.activeQuestion).toBeUndefined();
    act(() => a.result.current.actions.previous());
    expect(a.result.current.phase).toBe('answering');

    const b = renderHook(() => useAskQuestions(twoSingles, { review: 'never' }));
    act(() => b.result.current.actions.next());
    act(() => b.result.current.actions.next());
    act(() => b.result.current.actions.review());
    expect(b.result.current.phase).toBe('answering');
    expect(b.result.current.activeIndex).toBe(1);
  });

  it('picking the last single-select question opens review', () => {
    const { result } = renderHook(() => useAskQuestions(twoSingles));
    act(() => result.current.actions.pick('q1', 'q1.0'));
    act(() => result.current.actions.pick('q2', 'q2.0'));
    expect(result.current.phase).toBe('review');
  });
});

describe('useAskQuestions: disabled', () => {
  it('renders but ignores every action', () => {
    const onValueChange = vi.fn();
    const { result, rerender } = renderHook(({ disabled }) => useAskQuestions(twoSingles, { disabled, onValueChange }), {
      initialProps: { disabled: true },
    });
    expect(result.current.disabled).toBe(true);
    act(() => {
      result.current.actions.select('q1', 'q1.0');
      result.current.actions.next();
      result.current.actions.decline('dismissed');
    });
    expect(result.current.answered.q1).toBe(false);
    expect(result.current.outcome).toBeNull();
    expect(onValueChange).not.toHaveBeenCalled();
    // Blocked while inert, whatever core's check says (q1 is still unanswered here).
    expect(result.current.submitCheck).toMatchObject({ ok: false, reason: 'disabled' });
    expect(result.current.getSubmitButtonProps()).toMatchObject({ 'aria-disabled': 'true' });
    rerender({ disabled: false });
    act(() => result.current.actions.select('q1', 'q1.0'));
    expect(result.current.answered.q1).toBe(true);
  });
});
