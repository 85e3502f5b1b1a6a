import { describe, expect, it } from 'vitest';
import { connectQuestion, questionSlice } from '../connect/connect-question.js';
import { createConnectStore } from '../connect/connect-store.js';
import type { PropTypes } from '../connect/connect-types.js';
import { requireFields } from '../machine/field-kit.js';
import { parseAskRequest } from '../parse/parse.js';
import { textAndNumberFields } from './index.js';
import { parseWithFields } from '../dialects/index.js';
import { CONNECT_OPTIONS } from '../test-fixtures.js';

const RETRIES = { questions: [{ question: 'How many retries?', header: 'Retries', kind: 'number', min: 0, max: 5, step: 1, defaultValue: 2 }] };
const CHOICE = { questions: [{ question: 'Which?', header: 'DB', options: [{ label: 'A' }, { label: 'B' }] }] };

/** Prop bags as a script without a framework reads them. */
type Bags = { [K in keyof PropTypes]: Record<string, any> };

const OPTIONS = CONNECT_OPTIONS;

describe('requireFields', () => {
  it('refuses a request holding a number question without the kit, naming it; the same result gives the same answer', () => {
    const parsed = parseWithFields(RETRIES);
    const refused = requireFields(parsed, undefined);
    expect(refused.request).toBeNull();
    expect(refused.issues).toEqual([
      expect.objectContaining({ code: 'unsupported_option', severity: 'error', path: ['questions', 0, 'kind'] }),
    ]);
    expect(refused.issues[0]!.message).toMatch(/^questions\[0\]\.kind is "number": .*textAndNumberQuestions.*textAndNumberFields/);
    expect(requireFields(parsed, undefined)).toBe(refused);
  });

  it("raw input the Claude-only parser refused for its kind also names what the picker is handed (one step, not two)", () => {
    const parsed = parseAskRequest(RETRIES);
    expect(parsed.request).toBeNull();
    const refused = requireFields(parsed, undefined);
    expect(refused.issues.map((i) => i.message)).toEqual([
      expect.stringContaining('parseWithFields'),
      expect.stringMatching(/^This picker shows text and number questions only when handed them: pass fields=\{textAndNumberQuestions\}/),
    ]);
    expect(refused.issues[1]!.path).toEqual(parsed.issues[0]!.path);
    // Other refusals (an unknown dialect) are left as they are.
    const dialect = parseAskRequest(CHOICE, { dialect: 'pi' } as never);
    expect(requireFields(dialect, undefined)).toBe(dialect);
  });

  it('passes a result through with the kit, and a choice-only request without it', () => {
    const parsed = parseWithFields(RETRIES);
    expect(requireFields(parsed, textAndNumberFields)).toBe(parsed);
    const choice = parseAskRequest(CHOICE);
    expect(requireFields(choice, undefined)).toBe(choice);
  });
});

describe('a connected store handed the kit', () => {
  it('makes the number field: its value, arrow-key steps, and the answer it submits', () => {
    const request = parseWithFields(RETRIES).request!;
    const store = createConnectStore(request, null, { ...OPTIONS, fields: textAndNumberFields });
    const api = () => connectQuestion<Bags>(store, questionSlice(store, store.getSnapshot(), 'q1')!);
    expect(api().fieldValue).toBe('2');
    const props = api().getNumberFieldProps();
    expect(props).toMatchObject({ id: OPTIONS.ids.otherInput(0), value: '2', type: 'text', inputMode: 'decimal', 'aria-keyshortcuts': 'ArrowUp ArrowDown' });
    let prevented = false;
    props.onKeyDown({ key: 'ArrowUp', currentTarget: {}, target: null, preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
    expect(api().fieldValue).toBe('3');
    expect(store.getSnapshot().answered).toEqual({ q1: true });
    store.actions.submit();
    expect(store.getSnapshot().outcome).toEqual({ type: 'answered', answers: { q1: { selected: [], other: '3' } } });
  });

  it('without the kit the field getters pass props through and the draft is no answer', () => {
    const request = parseWithFields(RETRIES).request!;
    const store = createConnectStore(request, null, OPTIONS);
    const api = connectQuestion(store, questionSlice(store, store.getSnapshot(), 'q1')!);
    expect(api.fieldValue).toBe('');
    expect(api.getNumberFieldProps({ 'data-x': 1 } as object)).toEqual({ 'data-x': 1 });
    store.actions.setOtherText('q1', '3');
    expect(store.getSnapshot().answered).toEqual({ q1: false });
  });
});
