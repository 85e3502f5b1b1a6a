/**
 * The DOM ids a picker's parts point at each other with (tab ↔ panel, label ↔ control), derived
 * from one prefix. Framework-free: a React adapter, another framework or a plain DOM script that
 * renders the picker uses the same ids (and `findFocusTarget` looks elements up by them).
 */

/** The DOM ids the prop getters wire together (tab ↔ panel, label ↔ control). */
export interface AskIds {
  root: string;
  tabList: string;
  tab(index: number): string;
  panel(index: number): string;
  reviewTab: string;
  reviewPanel: string;
  submit: string;
  submitReason: string;
  questionText(index: number): string;
  option(optionId: string): string;
  optionLabel(optionId: string): string;
  optionDescription(optionId: string): string;
  otherChoice(index: number): string;
  otherInput(index: number): string;
  notes(index: number): string;
}

/**
 * Question ids come from the model (pi's are free text), so DOM ids are built from an escaped
 * form: letters, digits, `_`, `.` and `:` stay as they are, every other code point (whitespace,
 * `-`, anything non-ASCII) becomes `-<lowercase hex>-`. The mapping is injective, so two questions
 * never share a label target (`deploy target` and `deploy_target` used to), the result never holds
 * whitespace, and it is a pure function of the text, identical on the server and in hydration.
 *
 * `-` is the escape because it is never left raw: in an escaped text every `-` opens or closes a
 * `-<hex>-` pair, and none of the suffixes below (`-label`, `-description`, `-tab-1`, ...) reads
 * as a complete pair, so an escaped id never runs into a suffix. dom-ids.test.ts checks this
 * exhaustively over a small alphabet of the troublesome characters.
 */
export function escapeId(value: string): string {
  // By code point (`u`): an emoji is one `-<hex>-`, as is a lone surrogate. `\w` is A-Z a-z 0-9 _.
  return value.replace(/[^\w.:]/gu, (char) => `-${char.codePointAt(0)!.toString(16)}-`);
}

/** The ids every getter shares, derived from one prefix (React's `useId()` or the `id` option). */
export function createIds(rawPrefix: string): AskIds {
  const p = escapeId(rawPrefix);
  return {
    root: `${p}-root`,
    tabList: `${p}-tabs`,
    tab: (i) => `${p}-tab-${i}`,
    panel: (i) => `${p}-panel-${i}`,
    reviewTab: `${p}-tab-review`,
    reviewPanel: `${p}-panel-review`,
    submit: `${p}-submit`,
    submitReason: `${p}-submit-reason`,
    questionText: (i) => `${p}-question-${i}`,
    option: (id) => `${p}-option-${escapeId(id)}`,
    optionLabel: (id) => `${p}-option-${escapeId(id)}-label`,
    optionDescription: (id) => `${p}-option-${escapeId(id)}-description`,
    otherChoice: (i) => `${p}-other-${i}`,
    otherInput: (i) => `${p}-other-${i}-input`,
    notes: (i) => `${p}-notes-${i}`,
  };
}
