'use client';
import { memo, startTransition, useCallback, useContext, useMemo, useRef, useState, type HTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { flushSync } from 'react-dom';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { typesIntoOther, type AskOption } from '@askq/core/picker';
import { mergeProps, useAskQuestionSelector, type AskQuestionApi } from '@askq/react';
import { withProps } from './with-props.js';
import { DirectionContext, useQuestionId } from './context.js';
import { usePickerLabels } from './labels-provider.js';
import { Option, OptionRow, optionRowPart, type OptionRowPart } from './option.js';
import { Other, OtherRow, selectOtherRow, type OtherRowPart } from './other.js';
import { FILTER_AFTER, OptionFilter, filterPart } from './option-filter.js';
import { usePart } from './lazy-part.js';
import { QuestionField } from './field-slot.js';

export interface OptionListProps extends HTMLAttributes<HTMLDivElement> {
  /** Show the free-text Other row (when the question allows it). @default true */
  other?: boolean | undefined;
  /**
   * A filter field above the options. 'auto': when the question has more than 8 (Claude allows 4,
   * pi's `ask` any number). Filtering only hides rows: the answer, the digit shortcuts (1-9 are
   * the first nine options of the whole list) and the Other row stay as they are.
   * @default 'auto'
   */
  filter?: 'auto' | 'always' | 'never' | undefined;
}

// Rows re-render only when their own props or slice change, not with the list.
const MemoOption = memo(Option);

const NO_ROWS: OptionRowPart[] = [];

// The Other row's part rides along (no subscription of its own); null when it has no row.
const otherPart = (api: AskQuestionApi): OtherRowPart | null =>
  api.question.kind === 'choice' && api.question.allowOther && !api.question.freeTextOnly ? selectOtherRow(api) : null;

const selectList = (api: AskQuestionApi, rows = NO_ROWS) =>
  api.question.selectionMode === 'multiple'
    ? { question: api.question, streaming: api.streaming, multiple: true as const, group: api.getCheckboxGroupProps(), rows, other: otherPart(api) }
    : { question: api.question, streaming: api.streaming, multiple: false as const, group: api.getRadioGroupProps(), rows, other: otherPart(api) };
/**
 * Each question's rows as last selected: a pick reuses the rows it leaves alone (see
 * `optionRowPart`). Kept under the first row's control props, a bag core keeps for this picker's
 * question, not under the question: an app's request outlives its picker, and would hold every
 * picker it was shown in (their stores, their DOM).
 */
const lastRows = new WeakMap<object, OptionRowPart[]>();

function plainRows(api: AskQuestionApi): OptionRowPart[] {
  const { options, selectionMode } = api.question;
  const first = options[0];
  if (!first) return [];
  // A radio row shows the question, the ids and inertness, as its control's bag does (core keeps
  // it while they are the same), and so does every other radio row: one bag tells for the list.
  const key = api.getRadioItemProps({ optionId: first.id });
  const prev = lastRows.get(key);
  if (prev?.[0] && selectionMode === 'single' && !api.streaming && !prev[0].inert) return prev;
  const rows = options.map((option, index) => optionRowPart(api, option, prev?.[index]));
  lastRows.set(key, rows);
  return rows;
}

/**
 * A plain (unfiltered) list's selection also carries every row's part: one subscription for the
 * whole list instead of one per row. A filtered list's rows subscribe one by one (only the rows
 * the filter shows are mounted).
 */
const selectPlainList = (api: AskQuestionApi) => selectList(api, plainRows(api));
const selectAnyList = (api: AskQuestionApi) => (api.question.options.length > FILTER_AFTER ? selectList(api) : selectPlainList(api));
const SELECT_LIST = { auto: selectAnyList, always: (api: AskQuestionApi) => selectList(api), never: selectPlainList };

type List = ReturnType<typeof selectList>;
type Dir = 'ltr' | 'rtl' | undefined;

/**
 * The options of the enclosing `Question`. Single-select is a Radix RadioGroup (arrow keys move and
 * select, WAI-ARIA radio group pattern; Other is one more radio), multi-select is Radix checkboxes
 * inside `role="group"` (Radix has no checkbox group). Selecting never submits (WCAG 3.2.2).
 * Text and number questions (extended hosts) have no options: their field stands in for the list.
 * A long list gets a filter field above it (see `filter`).
 */
export function OptionList({ other = true, filter = 'auto', ...props }: OptionListProps) {
  const questionId = useQuestionId('OptionList');
  const dir = useContext(DirectionContext);
  // The question and its group's own props (the selected value): not the Other text or the notes.
  const list = useAskQuestionSelector(questionId, SELECT_LIST[filter] ?? selectPlainList);
  const { question, rows, other: otherPart } = list;
  const { other: otherLabel, recommended } = usePickerLabels();
  // The rows' elements while their parts are the same: a pick re-renders the group around them,
  // and React skips the rows by identity (no comparing each row's props).
  const [otherRow, items] = useMemo(() => {
    const otherRow = other && otherPart && <OtherRow questionId={questionId} label={otherLabel} {...otherPart} />;
    const items = (
      <>
        {question.options.map((option, index) => {
          const part = rows[index];
          return part && <OptionRow key={option.id} option={option} badge={recommended} part={part} />;
        })}
        {otherRow}
      </>
    );
    return [otherRow, items];
  }, [other, otherPart, questionId, otherLabel, recommended, question, rows]);
  if (question.kind === 'text' || question.kind === 'number') return <QuestionField kind={question.kind} />;
  if (question.freeTextOnly) return <Other />;
  if (filter === 'always' || (filter === 'auto' && question.options.length > FILTER_AFTER)) {
    return <FilteredList questionId={questionId} list={list} dir={dir} other={otherRow} props={props} />;
  }
  return optionGroup(list, dir, props, items);
}

/** The element around the rows: Radix's radio group, a checkbox group, or an inert group while streaming. */
function optionGroup(list: List, dir: Dir, props: HTMLAttributes<HTMLDivElement>, items: ReactNode, ref?: Ref<HTMLDivElement>) {
  if (list.multiple) {
    return (
      <div {...withProps(list.group, { ...props, 'data-slot': 'askq-options' })} ref={ref}>
        {items}
      </div>
    );
  }
  // Radix takes the direction from the page (`DirectionContext`), not from a `dir` prop.
  const { dir: _dir, ...rest } = props;
  if (list.streaming) {
    // Still streaming: the radio group Radix would render, inert, around inert rows (InertControl).
    const { 'aria-labelledby': labelledBy, 'aria-describedby': describedBy } = list.group;
    return (
      <div {...rest} ref={ref} role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} dir={dir} data-disabled="" data-slot="askq-options">
        {items}
      </div>
    );
  }
  return (
    <RadioGroup.Root {...withProps(list.group, { ...rest, 'data-slot': 'askq-options' })} ref={ref} dir={dir}>
      {items}
    </RadioGroup.Root>
  );
}

// Every row of the group, Other included (Down enters at the first shown); the options alone.
const ROW = '[role="radio"], [role="checkbox"]';
const OPTION_ROW = '[role="radio"]:not([data-other]), [role="checkbox"]:not([data-other])';

/**
 * A long list: the filter field, then the group with the rows in a scroll area and Other after it,
 * so the field and Other stay in reach. The filter text is this component's state, so typing in it
 * renders the list, never the question or the picker, and never touches the answer.
 */
function FilteredList({
  questionId,
  list,
  dir,
  other,
  props,
}: {
  questionId: string;
  list: List;
  dir: Dir;
  other: ReactNode;
  props: HTMLAttributes<HTMLDivElement>;
}) {
  const [query, setQuery] = useState('');
  // The rows' copy of the text, updated in a transition: the field shows each keystroke at once and
  // the rows follow (after a Backspace, mounting a hundred Radix rows takes tens of milliseconds).
  const [rowsQuery, setRowsQuery] = useState('');
  const onValueChange = useCallback((value: string) => {
    setQuery(value);
    startTransition(() => setRowsQuery(value));
  }, []);
  const { options } = list.question;
  // The matcher comes with the field (its chunk): nothing can be typed to filter on before that.
  const part = usePart(filterPart);
  const matches = useMemo(() => part?.filterOptions(options, rowsQuery) ?? null, [part, options, rowsQuery]);
  const field = useRef<HTMLInputElement>(null);
  const group = useRef<HTMLDivElement>(null);
  // Down enters the list at its first shown row (Other when nothing matches). Focus alone, as Tab
  // into a radio group: Radix checks a radio on focus only while an arrow key is held, and its
  // document listener notes the key after this handler has run.
  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.nativeEvent.isComposing) return;
    // Rows still behind the field catch up first: focus must land on a row that stays.
    if (rowsQuery !== query) flushSync(() => setRowsQuery(query));
    const row = group.current?.querySelector<HTMLElement>(ROW);
    if (!row) return;
    event.preventDefault();
    row.focus();
  };
  // Type-ahead: a character typed on an option goes on into the filter (moving focus in keydown
  // lets the browser put it there), as typing on Other goes into Other's field. Digits 1-9 stay
  // shortcuts and Space keeps selecting (core's `typesIntoOther` says which keys type).
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDivElement>) => {
    const input = field.current;
    if (!input || input.disabled || !(event.target as Element).matches(OPTION_ROW) || !typesIntoOther(event.nativeEvent)) return;
    input.focus();
    // After what is there already, so the character is appended.
    const end = input.value.length;
    input.setSelectionRange(end, end);
  }, []);
  const items = (
    <>
      {/* Chromium makes a scroll container a Tab stop: the rows inside are the stops here. */}
      <div data-slot="askq-option-scroll" tabIndex={-1}>
        <FilteredRows questionId={questionId} options={options} matches={matches} />
      </div>
      {other}
    </>
  );
  return (
    <div data-slot="askq-filtered-options">
      <OptionFilter
        value={query}
        onValueChange={onValueChange}
        matches={matches ? matches.size : null}
        total={options.length}
        disabled={list.streaming}
        inputProps={{ onKeyDown: onFieldKeyDown }}
        inputRef={field}
      />
      {optionGroup(list, dir, mergeProps({ onKeyDown }, props), items, group)}
    </div>
  );
}

const selectSelected = (api: AskQuestionApi) => api.draft.selected;

/**
 * The rows the filter shows, in list order and with their full-list index (their digit). Hidden
 * rows are not rendered at all: Radix's roving focus (and the checkbox group's Up / Down) then
 * cannot land on a row nobody sees. A chosen row stays whatever the filter says, and so does a row
 * chosen while the filter text stays the same: arrowing or toggling never pulls a row out from
 * under the user; the next change of the text does.
 */
const FilteredRows = memo(function FilteredRows({
  questionId,
  options,
  matches,
}: {
  questionId: string;
  options: readonly AskOption[];
  matches: ReadonlySet<string> | null;
}) {
  const labels = usePickerLabels();
  const selected = useAskQuestionSelector(questionId, selectSelected);
  const [kept, setKept] = useState({ matches, ids: selected });
  let keep = kept.ids;
  const added = matches ? selected.filter((id) => !keep.includes(id)) : [];
  if (kept.matches !== matches || added.length > 0) {
    // Adjusting state while rendering (React re-renders at once, before committing).
    keep = kept.matches !== matches ? selected : [...keep, ...added];
    setKept({ matches, ids: keep });
  }
  return (
    <>
      {matches?.size === 0 && <p data-slot="askq-filter-empty">{labels.noOptionsMatch}</p>}
      {options.map(
        (option, index) =>
          (!matches || matches.has(option.id) || keep.includes(option.id)) && <MemoOption key={option.id} option={option} index={index} />,
      )}
    </>
  );
});
