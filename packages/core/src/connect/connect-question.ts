/**
 * One question's prop getters (`QuestionConnect`): Radix RadioGroup / Checkbox props, the Other
 * row, notes, text and number fields. Rendering attributes come from the question's slice;
 * handlers go through the store's stable actions and read the question's state when they run.
 */
import { laterPart, type ConnectOptions, type ConnectSnapshot, type ConnectStore } from './connect-store.js';
import type { PropTypes, QuestionConnect } from './connect-types.js';
import { isMovingFocus, requestFocus } from './focus-requests.js';
import { checkboxGroupStep, typesIntoOther, type KeyInput } from './keyboard.js';
import { mergeProps } from './merge-props.js';
import { withoutUndefined } from '../protocol/plain-data.js';
import type { FieldConnect } from '../machine/field-kit.js';
import { OTHER_VALUE, optionState, radioValue, sameView, selectQuestion, type QuestionView } from './picker-views.js';

/** One question's view plus the store's options (ids). */
export interface QuestionSlice extends QuestionView {
  options: ConnectOptions;
}

/** Whether two slices show the same thing (structurally). */
export const sliceEqual: (a: QuestionSlice | null, b: QuestionSlice | null) => boolean = sameView;

const slices = new WeakMap<ConnectStore, Map<string, { snapshot: ConnectSnapshot; slice: QuestionSlice | null }>>();

/**
 * The question's slice, computed once per store snapshot for all the parts of a question, and the
 * same object while it shows the same (its view, kept by structural sharing, and the options).
 */
export function questionSlice(store: ConnectStore, snapshot: ConnectSnapshot, questionId: string): QuestionSlice | null {
  let byQuestion = slices.get(store);
  if (!byQuestion) slices.set(store, (byQuestion = new Map()));
  const last = byQuestion.get(questionId);
  if (last?.snapshot === snapshot) return last.slice;
  const view = selectQuestion(snapshot, questionId) ?? selectQuestion(laterPart.get(store)?.() ?? snapshot, questionId);
  const fresh = view && { ...view, options: snapshot.settings };
  const slice = last && sameView(last.slice, fresh) ? last.slice : fresh;
  byQuestion.set(questionId, { snapshot, slice });
  return slice;
}

/** What the handlers read of an element (a DOM element has all of it). */
interface UiElement {
  id?: string;
  value?: string;
  ownerDocument: { getElementById(id: string): UiElement | null };
  querySelectorAll(selector: string): Iterable<UiElement>;
  focus(): void;
  setSelectionRange?(start: number, end: number): void;
}

/** What the handlers read of an event: React's synthetic events and DOM events both have it. */
export interface UiEvent {
  nativeEvent?: unknown;
  key?: string;
  pointerType?: string;
  currentTarget: UiElement;
  target: unknown;
  relatedTarget?: unknown;
  defaultPrevented?: boolean;
  preventDefault(): void;
}

/** The event the browser raised (React wraps it in `nativeEvent`). */
export const nativeOf = <E>(event: UiEvent): E => (event.nativeEvent ?? event) as E;

type Bag = Record<string, unknown>;
/** `mergeProps` over the getters' bags (one function for all, not one per API). */
const merge = mergeProps as (ours: Bag, theirs?: object) => Bag;

/** A boolean data attribute: present (empty) when on, absent otherwise. */
export const flag = (on: boolean) => (on ? '' : undefined);
/** An ARIA boolean that is only ever rendered when true (`aria-disabled`). */
export const ariaFlag = (on: boolean) => (on ? 'true' : undefined);
/** `data-state` of tabs and panels. */
export const activeState = (on: boolean) => (on ? 'active' : 'inactive');

/** Up/Down move between the checkboxes of a multi-select group (no state: one function for all). */
function onCheckboxGroupKeyDown(event: UiEvent): void {
  const step = checkboxGroupStep(nativeOf<KeyInput>(event));
  if (!step) return;
  const boxes = [...event.currentTarget.querySelectorAll('[role="checkbox"]')];
  const at = boxes.indexOf(event.target as UiElement);
  if (at < 0) return;
  event.preventDefault();
  boxes[(at + step + boxes.length) % boxes.length]?.focus();
}

/** Caches one function per key (an option id). */
function perKey<F>(make: (key: string) => F): (key: string) => F {
  const made = new Map<string, F>();
  return (key) => {
    let fn = made.get(key);
    if (!fn) made.set(key, (fn = make(key)));
    return fn;
  };
}

/**
 * One question's event handlers, the same functions on every render (and for every part that
 * renders a piece of the question), so prop bags of unchanged parts stay equal and memoized rows
 * skip re-rendering. They read the question's state when they run, not when they were made.
 */
function createHandlers(store: ConnectStore, questionId: string) {
  const { actions } = store;
  // The row an arrow key was last pressed on, until another key or a press (Radix selects on
  // arrows). Focus coming from it (`relatedTarget`) is the arrow's move: Radix moves it a task
  // after keydown and selects only while the key is still down, which a quick tap no longer is
  // (radix-ui/primitives#4094). Tab or a click brings focus from elsewhere.
  let arrow: unknown = false;
  // Per kind of bag ('option', 'panel', ...), then per option id ('' for the question's own):
  // two lookups by strings that already exist, not one by a string made per call.
  const remembered = new Map<string, Map<string, { deps: readonly unknown[]; value: unknown }>>();
  return {
    /**
     * The object `make` returned for `kind` and `id` the last time, while `deps` are the same
     * values: an unchanged row's props stay the same object (cheap to compare, no id escaping per
     * change).
     */
    remember<R>(kind: string, id: string, deps: readonly unknown[], make: () => R): R {
      let byId = remembered.get(kind);
      if (!byId) remembered.set(kind, (byId = new Map()));
      const last = byId.get(id);
      if (last && last.deps.length === deps.length && last.deps.every((d, i) => Object.is(d, deps[i]))) return last.value as R;
      const value = make();
      byId.set(id, { deps, value });
      return value;
    },
    // Keys and presses, in capture: Radix moves focus and selects inside the item's own keydown
    // handler. A press has no key: it ends an arrow's run.
    onGroupInput(event: UiEvent) {
      arrow = /^Arrow/.test(event.key ?? '') && event.target;
    },
    onValueChange(value: string) {
      if (value === OTHER_VALUE) actions.setOtherActive(questionId, true);
      // Selection follows focus on arrows (APG radio group): select, never move on (WCAG 3.2.2).
      else if (arrow) actions.select(questionId, value);
      else {
        const before = store.getSnapshot();
        actions.pick(questionId, value);
        requestFocus(store, before, { kind: 'panel' });
      }
    },
    onOtherFocus(event: UiEvent) {
      actions.focusOption(questionId, undefined);
      if (event.relatedTarget === arrow) actions.setOtherActive(questionId, true);
    },
    // In Claude Code the Other row is the text field: typing on it types the answer. Moving focus
    // in keydown lets the browser put the character in the field (nothing is lost).
    onOtherKeyDown(event: UiEvent) {
      const snapshot = store.getSnapshot();
      const view = selectQuestion(snapshot, questionId);
      if (!view || view.disabled || view.finished || !typesIntoOther(nativeOf<KeyInput>(event))) return;
      const field = event.currentTarget.ownerDocument.getElementById(snapshot.settings.ids.otherInput(view.index));
      if (!field) return;
      if (view.question.selectionMode === 'single') actions.setOtherActive(questionId, true);
      field.focus();
      // The caret after any text already typed, so the character is appended.
      const end = field.value?.length ?? 0;
      field.setSelectionRange?.(end, end);
    },
    onOtherCheckedChange: (checked: boolean | 'indeterminate') => actions.setOtherActive(questionId, checked === true),
    onOtherText: (event: UiEvent) => actions.setOtherText(questionId, event.currentTarget.value ?? ''),
    onNotes: (event: UiEvent) => actions.setNotes(questionId, event.currentTarget.value ?? ''),
    revealFieldError: () => actions.revealFieldError(questionId),
    // Drives the side-by-side preview: the focused option's preview shows (Claude Code).
    optionFocus: perKey((optionId) => (event: UiEvent) => {
      // Our own move (Left / Right to another question): no selection from a held arrow key.
      if (isMovingFocus()) event.preventDefault();
      actions.focusOption(questionId, optionId);
      if (event.relatedTarget === arrow) actions.select(questionId, optionId);
    }),
    // Previews follow the pointer too, while it moves on the row (a mouse: a touch "hover" is the
    // tap itself); when it leaves, the focused or selected option's preview is back. A move, not
    // an enter: rows that shift under a still pointer (a preview above them changed height) fire
    // enter events, and the preview would leave the option the keyboard is on.
    optionHover: perKey((optionId) => (event: UiEvent) => {
      if (event.pointerType === 'mouse' && store.getSnapshot().state.hovered?.[questionId] !== optionId) actions.hoverOption(questionId, optionId);
    }),
    optionLeave: perKey((optionId) => () => {
      if (store.getSnapshot().state.hovered?.[questionId] === optionId) actions.hoverOption(questionId, undefined);
    }),
    checkedChange: perKey((optionId) => (checked: boolean | 'indeterminate') =>
      checked === true ? actions.select(questionId, optionId) : actions.deselect(questionId, optionId),
    ),
  };
}

type Handlers = ReturnType<typeof createHandlers>;
const handlerCache = new WeakMap<ConnectStore, Map<string, Handlers>>();

function questionHandlers(store: ConnectStore, questionId: string): Handlers {
  let byQuestion = handlerCache.get(store);
  if (!byQuestion) handlerCache.set(store, (byQuestion = new Map()));
  let handlers = byQuestion.get(questionId);
  if (!handlers) byQuestion.set(questionId, (handlers = createHandlers(store, questionId)));
  return handlers;
}

/** No kit handed over: the picker shows no field question (`requireFields`), so the getters pass props through. */
const asIs = <P>(props?: P) => ({ ...props }) as P;
const NO_FIELD: FieldConnect = {
  fieldValue: '',
  fieldProblem: undefined,
  showFieldError: false,
  getTextFieldProps: asIs,
  getNumberFieldProps: asIs,
  getFieldRangeProps: asIs,
  getFieldUnitProps: asIs,
  getFieldErrorProps: asIs,
};

/**
 * Where a slice keeps its API once made: a symbol key, not enumerable, so it is none of the
 * slice's fields and a copy of the slice (`{ ...slice, draft }`) does not carry it along.
 */
const API = Symbol();

/**
 * The question's API for this slice, made once and shared by every part of the question that
 * reads it (the question, each option row, Other, notes, the preview): a change builds it once,
 * not once per subscriber.
 */
export function connectQuestion<T extends PropTypes>(store: ConnectStore, slice: QuestionSlice): QuestionConnect<T> {
  let api = (slice as { [API]?: QuestionConnect<PropTypes> })[API];
  if (!api) {
    api = createQuestionApi(store, slice);
    // A frozen slice (an app's store may freeze what it holds) gets its API made each time instead.
    if (Object.isExtensible(slice)) Object.defineProperty(slice, API, { value: api });
  }
  return api as QuestionConnect<T>;
}

function createQuestionApi(store: ConnectStore, slice: QuestionSlice): QuestionConnect<PropTypes> {
  const { question: q, index, draft, isActive, isAnswered, options, finished } = slice;
  const { ids, disabled } = options;
  const inert = disabled || finished;
  const off = inert || undefined;
  const { actions } = store;
  const h = questionHandlers(store, q.id);
  const single = q.selectionMode === 'single';
  // A lone question without review has no tab list to be labelled by.
  const { standalone } = slice;
  const textId = ids.questionText(index);
  const otherInputId = ids.otherInput(index);
  // A text / number question's field is the Other input (its text is the Other draft), so it
  // shares that id; the parts that describe it hang off it. Numeric indexes keep them unique.
  const hintId = q.hint ? `${textId}-hint` : undefined;
  // Digits 1-9 pick; later rows have no shortcut.
  const shortcut = (n: number) => (n <= 9 ? String(n) : undefined);
  // Only the props a row has: every key of the bag is copied again at each level of a Radix item
  // (its Slot merges them on every render), so an always-undefined key is not free.
  const optionCommon = (optionId: string): Bag =>
    h.remember('option', optionId, [q, ids, off], () => {
      const i = q.options.findIndex((o) => o.id === optionId);
      const option = q.options[i];
      return withoutUndefined({
        id: ids.option(optionId),
        value: optionId,
        disabled: off,
        'aria-describedby': option?.description ? ids.optionDescription(optionId) : undefined,
        'aria-keyshortcuts': shortcut(i + 1),
        'data-recommended': flag(!!option?.recommended),
        onFocus: h.optionFocus(optionId),
        onPointerMove: q.hasPreviews ? h.optionHover(optionId) : undefined,
        onPointerLeave: q.hasPreviews ? h.optionLeave(optionId) : undefined,
      });
    });
  /**
   * What the Other input, the text and number fields (`<input>`) and the notes (`<textarea>`)
   * share: a controlled value, read-only once finished so the text stays selectable.
   */
  const textCommon = (id: string, value: string, onChange: (event: UiEvent) => void): Bag => ({
    id,
    value,
    onChange,
    disabled: disabled || undefined,
    readOnly: finished || undefined,
  });
  const labelled = { 'aria-labelledby': textId, 'aria-describedby': hintId };
  // A text or number question's field: made by the kit the app handed over (`@askq/core/fields`).
  const fields = store.getSnapshot().settings.fields;
  const field = fields
    ? fields.connect({
        question: q,
        draft,
        revealed: slice.fieldErrorRevealed,
        inert,
        inputId: otherInputId,
        textId,
        hintId,
        input: (value) => textCommon(otherInputId, value, h.onOtherText),
        setText: (text) => actions.setOtherText(q.id, text),
        revealError: h.revealFieldError,
      })
    : NO_FIELD;

  return {
    question: q,
    index,
    draft,
    isActive,
    isAnswered,
    previewOption: slice.previewOption,
    disabled,
    streaming: slice.streaming,
    getOptionState: ({ optionId }) => optionState(store.getSnapshot(), slice, optionId),
    // The panel's and the Other field's bags are remembered too: a pick or a keystroke changes the
    // slice, and the parts that select them (the panel, the Other field) then compare by identity.
    getQuestionProps: (props) =>
      merge(
        h.remember('panel', '', [ids, index, standalone, isActive, isAnswered, q.selectionMode, disabled], () => ({
          id: ids.panel(index),
          ...(standalone
            ? { role: 'group', 'aria-labelledby': textId }
            : { role: 'tabpanel', 'aria-labelledby': ids.tab(index), hidden: !isActive }),
          'data-state': activeState(isActive),
          'data-answered': flag(isAnswered),
          'data-selection-mode': q.selectionMode,
          'data-disabled': flag(disabled),
        })),
        props,
      ),
    getQuestionTextProps: (props) => merge({ id: textId }, props),
    getRadioGroupProps: (props) =>
      merge(
        {
          value: radioValue(draft),
          // Up / Down move between options; Left / Right are the picker's (the next question),
          // except in a lone question (no tabs), where they move too, as in any radio group.
          orientation: standalone ? undefined : 'vertical',
          ...labelled,
          disabled: off,
          onKeyDownCapture: h.onGroupInput,
          onPointerDownCapture: h.onGroupInput,
          onValueChange: h.onValueChange,
        },
        props,
      ),
    getRadioItemProps: ({ optionId, ...props }) => merge(optionCommon(optionId), props),
    getCheckboxGroupProps: (props) =>
      merge(
        {
          role: 'group',
          ...labelled,
          'aria-disabled': ariaFlag(inert),
          // Up/Down move between the checkboxes as they move between radios (Claude Code's arrows
          // work in both modes); each checkbox also stays a Tab stop, as WAI-ARIA checkboxes are.
          onKeyDown: onCheckboxGroupKeyDown,
        },
        props,
      ),
    getCheckboxProps: ({ optionId, ...props }) =>
      merge(
        h.remember('checkbox', optionId, [optionCommon(optionId), draft.selected.includes(optionId)], () => ({
          ...optionCommon(optionId),
          checked: draft.selected.includes(optionId),
          onCheckedChange: h.checkedChange(optionId),
        })),
        props,
      ),
    getOptionLabelProps: ({ optionId, ...props }) =>
      merge(h.remember('label', optionId, [ids], () => ({ id: ids.optionLabel(optionId), htmlFor: ids.option(optionId) })), props),
    getOptionDescriptionProps: ({ optionId, ...props }) =>
      merge(h.remember('description', optionId, [ids], () => ({ id: ids.optionDescription(optionId) })), props),
    // The same object while what it shows is: the option list hands its fields to the memoized
    // Other row, which a pick elsewhere then leaves alone.
    getOtherChoiceProps: (props) =>
      merge(
        h.remember('other', '', [q, ids, index, off, single || draft.other.active], () => ({
          id: ids.otherChoice(index),
          // Also the Checkbox's form value: harmless, and keeps one shape for both modes.
          value: OTHER_VALUE,
          ...(off && { disabled: off }),
          'aria-controls': otherInputId,
          'aria-keyshortcuts': shortcut(q.options.length + 1),
          'data-other': '',
          onFocus: h.onOtherFocus,
          onKeyDown: h.onOtherKeyDown,
          ...(single ? {} : { checked: draft.other.active, onCheckedChange: h.onOtherCheckedChange }),
        })),
        props,
      ),
    // Typing activates Other (core); it never advances, however the text ends. A free-text-only
    // question's field is its only control: named and described by the question, as a group is.
    getOtherInputProps: (props) =>
      merge(
        h.remember('otherInput', '', [otherInputId, draft.other.text, disabled, finished, q], () => ({
          ...textCommon(otherInputId, draft.other.text, h.onOtherText),
          placeholder: q.placeholder,
          autoComplete: 'off',
          ...(q.freeTextOnly && labelled),
        })),
        props,
      ),
    getNotesProps: (props) => merge(textCommon(ids.notes(index), draft.notes, h.onNotes), props),
    getHintProps: (props) => merge({ id: hintId }, props),
    ...field,
  };
}
