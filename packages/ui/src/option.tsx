'use client';
import { memo, useCallback, type ButtonHTMLAttributes } from 'react';
import * as RadioGroup from '@radix-ui/react-radio-group';
import * as Checkbox from '@radix-ui/react-checkbox';
import type { AskOption } from '@askq/core';
import { useAskQuestionSelector, type AskQuestionApi } from '@askq/react';
import { withProps } from './with-props.js';
import { InertControl } from './inert-control.js';
import { useQuestionId } from './context.js';
import { usePickerLabels } from './labels-provider.js';

/** A button's attributes but `value`: an option's value is its id. */
export interface OptionProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value'> {
  option: AskOption;
  /**
   * Position in the list. The digit shortcut shown (options 1-9) is the option's place in its
   * question (`aria-keyshortcuts`), so a filtered list keeps each row's digit.
   */
  index: number;
}

type RadioControl = ReturnType<AskQuestionApi['getRadioItemProps']>;
type CheckboxControl = ReturnType<AskQuestionApi['getCheckboxProps']>;

/**
 * What one option row shows of its question: the label's, description's and control's props (the
 * getters keep each bag's identity while it is unchanged, so a row compares cheaply), the control
 * kind, and while the input streams, the inert row's checked state.
 */
export interface OptionRowPart {
  label: ReturnType<AskQuestionApi['getOptionLabelProps']>;
  description: ReturnType<AskQuestionApi['getOptionDescriptionProps']> | undefined;
  /** A radio item's props (an inert row's too), or a checkbox's. */
  control: RadioControl | CheckboxControl;
  kind: 'radio' | 'checkbox';
  /** Still streaming: an inert row (see InertControl), checked as a restored draft says. */
  inert: boolean;
  checked: boolean;
}

/**
 * A part's selector that gives back its last result for the question while `deps` (bags core keeps
 * by identity, flags) are the same values: a pick that leaves the part alone then compares nothing.
 * Kept under the first dep, a bag core keeps for this picker's question, not under the question:
 * an app's request outlives its picker, and would hold every picker it was shown in (their stores,
 * their DOM).
 */
export function keepPart<T>(make: (api: AskQuestionApi) => T, deps: (api: AskQuestionApi) => [object, ...unknown[]]): (api: AskQuestionApi) => T {
  const last = new WeakMap<object, [unknown[], T]>();
  return (api) => {
    const now = deps(api);
    const kept = last.get(now[0]);
    if (kept?.[0].every((dep, i) => dep === now[i])) return kept[1];
    const part = make(api);
    last.set(now[0], [now, part]);
    return part;
  };
}

/**
 * One row's part, read from its question's API (per row by `Option`, per list by `OptionList`).
 * `prev`, the row's part from before, comes back when its control's bag is the same object (core
 * keeps it while the question, the ids and inertness, and a checkbox's checked state, are the
 * same; the label's and description's depend on less) and so is an inert row's checked state. A
 * pick elsewhere, or a streamed chunk that leaves the row as it was, reuses the row: its
 * memoized component then compares one prop instead of every field.
 */
export function optionRowPart(api: AskQuestionApi, option: AskOption, prev?: OptionRowPart): OptionRowPart {
  const optionId = option.id;
  const kind = api.question.selectionMode === 'multiple' ? 'checkbox' : 'radio';
  const inert = api.streaming;
  const control = kind === 'checkbox' && !inert ? api.getCheckboxProps({ optionId }) : api.getRadioItemProps({ optionId });
  const checked = inert && api.getOptionState({ optionId }).selected;
  if (prev?.control === control && prev.inert === inert && prev.checked === checked) return prev;
  const label = api.getOptionLabelProps({ optionId });
  const description = option.description ? api.getOptionDescriptionProps({ optionId }) : undefined;
  return { label, description, control, kind, inert, checked };
}

/**
 * One option: a Radix radio item (single-select) or checkbox (multi-select) whose whole row is the
 * control. Its name is the display label (plus "Recommended"), its description is linked by
 * `aria-describedby`; the raw label, " (Recommended)" included, stays the answer.
 */
export function Option({ option, index: _index, ...props }: OptionProps) {
  const questionId = useQuestionId('Option');
  const labels = usePickerLabels();
  // This row's own part, so another row's selection or typing in Other leaves the row alone.
  const select = useCallback((api: AskQuestionApi) => optionRowPart(api, option), [option]);
  const part = useAskQuestionSelector(questionId, select);
  return optionRow(option, part, labels.recommended, props);
}

/**
 * A row of `OptionList`'s plain list: the list reads every row's part in one subscription and
 * hands each row its own, so the row itself holds no hooks; it re-renders only when its part does
 * (a new object only when something in it changed, see `optionRowPart`).
 */
export const OptionRow = memo(function OptionRow({
  option,
  badge,
  part,
}: {
  option: AskOption;
  /** The "Recommended" badge's text. */
  badge: string;
  part: OptionRowPart;
}) {
  return optionRow(option, part, badge);
});

/** A checked checkbox's tick, drawn over the row's box (`::after`) by styles.css. */
export const Tick = () => <span data-slot="askq-check" aria-hidden="true" />;

/**
 * The row's element: the label (with the badge when recommended) and the description inside the
 * control. The digit hint and the drawn radio / checkbox box are the row's own `::before` and
 * `::after` (styles.css): the digit shows its `aria-keyshortcuts`, the box its `data-state`; a
 * checked checkbox adds its tick.
 */
function optionRow(option: AskOption, part: OptionRowPart, badge: string, props?: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value'>) {
  // The label sits inside the control it names, so the getter's `htmlFor` has no use here.
  const { htmlFor: _for, ...label } = withProps(part.label, { 'data-slot': 'askq-option-label' });
  const badgeId = `${String(label.id)}-badge`;
  const theirs = {
    ...props,
    'data-slot': 'askq-option',
    'data-recommended': option.recommended ? '' : undefined,
  };
  const labelledBy = option.recommended ? `${String(label.id)} ${badgeId}` : String(label.id);
  const name = <span {...label}>{option.displayLabel}</span>;
  const ticked = part.kind === 'checkbox' && (part.inert ? part.checked : (part.control as CheckboxControl).checked === true);
  const content = (
    <>
      {ticked && <Tick />}
      {option.recommended ? (
        <span data-slot="askq-option-title">
          {name}
          <span data-slot="askq-badge" id={badgeId}>
            {badge}
          </span>
        </span>
      ) : (
        name
      )}
      {part.description && <span {...withProps(part.description, { 'data-slot': 'askq-option-description' })}>{option.description}</span>}
    </>
  );
  if (part.inert) {
    return (
      <InertControl {...withProps(part.control as RadioControl, theirs)} role={part.kind} checked={part.checked} aria-labelledby={labelledBy}>
        {content}
      </InertControl>
    );
  }
  if (part.kind === 'checkbox') {
    return (
      <Checkbox.Root {...withProps(part.control as CheckboxControl, theirs)} aria-labelledby={labelledBy}>
        {content}
      </Checkbox.Root>
    );
  }
  return (
    <RadioGroup.Item {...withProps(part.control as RadioControl, theirs)} aria-labelledby={labelledBy}>
      {content}
    </RadioGroup.Item>
  );
}
