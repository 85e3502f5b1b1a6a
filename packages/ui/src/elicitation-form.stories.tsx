import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, waitFor } from 'storybook/test';
import { type AskOutcome, type AskRequest } from '@askq/core';
import { toElicitationResult, type ElicitationResult } from '@askq/core/elicitation';
import { ElicitationForm } from './elicitation-form.js';
import { draftPersistence, draftStorageKey } from './drafts.js';
import {
  accountForm,
  booleanForm,
  defaultsForm,
  enumForm,
  form,
  formatsForm,
  multiForm,
  numbersForm,
  textForm,
  titledEnumForm,
} from './stories/elicitation-fixtures.js';
import { frElicitationLabels } from './stories/elicitation-labels-fr.js';

/**
 * An MCP server's `elicitation/create` form (from `parseElicitation`): who asks, native fields,
 * defaults, problems at the field, a review before Send, Decline vs Cancel. Every play function
 * checks the MCP `ElicitResult` the reported outcome becomes.
 */
const meta = {
  title: 'UI/Elicitation/Form',
  component: ElicitationForm,
  args: { request: accountForm, onOutcome: fn() },
} satisfies Meta<typeof ElicitationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The one outcome reported, as the ElicitResult a client would send. */
async function sent(args: { request: AskRequest; onOutcome?: unknown }): Promise<ElicitationResult> {
  const onOutcome = args.onOutcome as ReturnType<typeof fn<(outcome: AskOutcome, request: AskRequest) => void>>;
  await expect(onOutcome).toHaveBeenCalledTimes(1);
  return toElicitationResult(args.request, onOutcome.mock.calls[0]![0]);
}

/** Every field type at once; required and optional marked; who asks is the heading. */
export const RequiredAndOptional: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'billing asks' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Full name (required)' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Seats (optional)' })).not.toBeRequired();
    await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'Ada Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('radio', { name: 'Pro' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await sent(args)).toEqual({ action: 'accept', content: { name: 'Ada Lovelace', email: 'ada@example.com', seats: 5, plan: 'pro', invoices: true } });
    await expect(canvas.getByRole('status')).toHaveTextContent('Sent to billing.');
  },
};

export const Text: Story = {
  args: { request: textForm },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: /Project name/ });
    await expect(field).toHaveAccessibleDescription('Shown on invoices. 3 to 20 characters');
    await userEvent.type(field, 'Apollo');
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await sent(args)).toEqual({ action: 'accept', content: { name: 'Apollo' } });
  },
};

/** email, uri, date and date-time as native inputs; the date-time goes out with seconds and its zone. */
export const Formats: Story = {
  args: { request: formatsForm },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('textbox', { name: /Website/ })).toHaveAttribute('type', 'url');
    const date = canvas.getByLabelText(/Start date/);
    const call = canvas.getByLabelText(/Call at/);
    await expect(date).toHaveAttribute('type', 'date');
    await expect(call).toHaveAttribute('type', 'datetime-local');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /Website/ }), 'https://ada.example/');
    fireEvent.change(date, { target: { value: '2026-03-01' } });
    fireEvent.change(call, { target: { value: '2026-03-02T09:30' } });
    await expect(call).toHaveValue('2026-03-02T09:30');
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const { content } = await sent(args);
    await expect(content).toMatchObject({ email: 'ada@example.com', site: 'https://ada.example/', start: '2026-03-01' });
    await expect(content!.call).toMatch(/^2026-03-02T09:30:00(Z|[+-]\d{2}:\d{2})$/);
    await expect(new Date(content!.call as string).getTime()).toBe(new Date(2026, 2, 2, 9, 30).getTime());
  },
};

/** A plain number and an integer with a range (ArrowUp / ArrowDown step within it). */
export const Numbers: Story = {
  args: { request: numbersForm },
  play: async ({ canvas, userEvent, args }) => {
    const seats = canvas.getByRole('textbox', { name: /Seats/ });
    await expect(seats).toHaveAccessibleDescription('1 to 50, whole numbers');
    await userEvent.click(seats);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(seats).toHaveValue('3');
    await userEvent.type(canvas.getByRole('textbox', { name: /Monthly budget/ }), '250.75');
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await sent(args)).toEqual({ action: 'accept', content: { budget: 250.75, seats: 3 } });
  },
};

/** A boolean is one checkbox, not a Yes / No pair; the review says what it sends. */
export const Boolean: Story = {
  args: { request: booleanForm },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
    const box = canvas.getByRole('checkbox', { name: /Keep my data/ });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await expect(canvas.getByText('Yes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await sent(args)).toEqual({ action: 'accept', content: { keep: true } });
  },
};

export const SingleEnum: Story = {
  args: { request: enumForm },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Region (required)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'us-east' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await sent(args)).toEqual({ action: 'accept', content: { region: 'us-east' } });
  },
};

/** Enum values that differ only in blanks each get a label of their own; the value sent is exact. */
export const BlankEnumValues: Story = {
  args: { request: form({ message: 'Pad the label with?', requestedSchema: { type: 'object', properties: { pad: { type: 'string', title: 'Padding', enum: ['', ' ', '  '] } }, required: ['pad'] } }) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['(empty)', '(space)', '(space space)']);
    await userEvent.click(canvas.getByRole('radio', { name: '(space)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await sent(args)).toEqual({ action: 'accept', content: { pad: ' ' } });
  },
};

/** An integer past ±(2^53 - 1) is refused at the field: a JavaScript number would send another one. */
export const UnsafeInteger: Story = {
  args: { request: form({ message: 'Which order?', requestedSchema: { type: 'object', properties: { id: { type: 'integer', title: 'Order id' } }, required: ['id'] } }) },
  play: async ({ canvas, userEvent, args }) => {
    const id = canvas.getByRole('textbox', { name: /Order id/ });
    await userEvent.type(id, '9007199254740993');
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await expect(id).toHaveAccessibleDescription(/Order id must be at most 9007199254740991/);
    await expect(args.onOutcome).not.toHaveBeenCalled();
  },
};

/** Titles shown, values sent; the default is chosen already. */
export const TitledEnum: Story = {
  args: { request: titledEnumForm },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Pro ($20/month)' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Team ($50/month)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await expect(canvas.getByText('Team ($50/month)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await sent(args)).toEqual({ action: 'accept', content: { plan: 'team' } });
  },
};

/** At least 1, at most 2: Review says why it does nothing while the count is off. */
export const MultiSelectMinMax: Story = {
  args: { request: multiForm },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Choose 1 to 2')).toBeVisible();
    for (const name of ['Email', 'SMS', 'Slack']) await userEvent.click(canvas.getByRole('checkbox', { name }));
    const review = canvas.getByRole('button', { name: 'Review' });
    await expect(review).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(review);
    await expect(review).toHaveAccessibleDescription('Fix 1 field before reviewing: Channels');
    await expect(canvas.getByText('Channels allows at most 2 selected')).toBeVisible();
    await expect(args.onOutcome).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'SMS' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await sent(args)).toEqual({ action: 'accept', content: { channels: ['email', 'slack'] } });
  },
};

/** Schema defaults filled in; sent as they are when the user changes nothing. */
export const Defaults: Story = {
  args: { request: defaultsForm },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('textbox', { name: /Branch/ })).toHaveValue('main');
    await expect(canvas.getByRole('textbox', { name: /Replicas/ })).toHaveValue('3');
    await expect(canvas.getByRole('checkbox', { name: /Canary first/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'eu' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'asia' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await sent(args)).toEqual({ action: 'accept', content: { branch: 'main', replicas: 3, canary: true, regions: ['eu', 'us'] } });
  },
};

/** A problem shows at its field once the field is left, every problem once Review is tried. */
export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const name = canvas.getByRole('textbox', { name: /Full name/ });
    await userEvent.type(name, 'A');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('2 to 40 characters Full name needs at least 2 characters');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await expect(canvas.getByText('Email must be an email address like name@example.com')).toBeVisible();
    await expect(canvas.getByText('Plan is required')).toBeVisible();
    // The first field to fix has focus; nothing was sent.
    await expect(name).toHaveFocus();
    await expect(args.onOutcome).not.toHaveBeenCalled();
  },
};

/** Review shows exactly what will be sent; Edit goes back with everything kept. */
export const ReviewAndEdit: Story = {
  args: { request: textForm },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Project name/ }), 'Apollo');
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await expect(canvas.getByText('Review before sending')).toHaveFocus();
    await expect(canvas.getByText('Apollo')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const field = canvas.getByRole('textbox', { name: /Project name/ });
    await expect(field).toHaveFocus();
    await userEvent.type(field, ' 11');
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await expect(canvas.getByText('Apollo 11')).toBeVisible();
    await expect(args.onOutcome).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await sent(args)).toEqual({ action: 'accept', content: { name: 'Apollo 11' } });
  },
};

/**
 * The receipt once sent: who asked, the message, each field with exactly what was sent ("Not
 * answered" for an optional field left empty), then the status line, which takes focus.
 */
export const Receipt: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'Ada Lovelace');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await userEvent.clear(canvas.getByRole('textbox', { name: /Seats/ }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Pro' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await sent(args)).toEqual({ action: 'accept', content: { name: 'Ada Lovelace', email: 'ada@example.com', plan: 'pro', invoices: true } });
    const receipt = canvas.getByRole('group', { name: 'billing asks' });
    await expect(receipt).toHaveAttribute('data-state', 'done');
    await expect(canvas.getByText('Set up your billing account.')).toBeVisible();
    const rows = [...canvasElement.querySelectorAll('[data-slot="askq-answers"] > div')].map((row) => row.textContent);
    await expect(rows).toEqual(['Full nameAda Lovelace', 'Emailada@example.com', 'SeatsNot answered', 'PlanPro', 'Email me invoicesYes']);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sent to billing.');
    await expect(canvas.getByRole('status')).toHaveFocus();
  },
};

/**
 * `sendFailed`: the host could not deliver what was sent (`AskSession` sets it until Try again gets
 * through), so the finished form says it was not sent instead of "Sent to billing."
 */
export const SendFailed: Story = {
  args: { request: textForm, sendFailed: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(await sent(args)).toEqual({ action: 'decline' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Not sent: billing has not received your answer yet.');
  },
};

/** `showReceipt={false}`: the finished form is its status line only. */
export const StatusOnly: Story = {
  args: { request: textForm, showReceipt: false },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(await sent(args)).toEqual({ action: 'decline' });
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('You declined.');
  },
};

/** Decline is the user's explicit refusal: MCP `decline`. */
export const Decline: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(await sent(args)).toEqual({ action: 'decline' });
    await expect(canvas.getByRole('status')).toHaveTextContent('You declined.');
  },
};

/**
 * Cancel (or Escape) dismisses: MCP `cancel`, never `decline`, and typed answers are not sent. With
 * changed answers the first press asks: Cancel reads "Discard and cancel", a live message says so.
 */
export const Cancel: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'Ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOutcome).not.toHaveBeenCalled();
    await expect(canvas.getByText(/Cancel and lose your answers\?/)).toBeVisible();
    const confirm = canvas.getByRole('button', { name: 'Discard and cancel' });
    await expect(confirm).toHaveFocus();
    await userEvent.click(confirm);
    await expect(await sent(args)).toEqual({ action: 'cancel' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Cancelled.');
  },
};

/** Keyboard only: Tab between fields, arrows in the radio group, Space on checkboxes, Enter on buttons. */
export const KeyboardOnly: Story = {
  args: { request: accountForm, autoFocus: true },
  play: async ({ canvas, userEvent, args }) => {
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveFocus());
    await userEvent.keyboard('Ada Lovelace');
    await userEvent.tab();
    await userEvent.keyboard('ada@example.com');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Seats/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.tab();
    // Into the radio group: Space picks the focused radio, an arrow key moves the choice.
    await expect(canvas.getByRole('radio', { name: 'Pro' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Team' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /Email me invoices/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    // Cancel, Decline, then Review.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Review' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Review before sending')).toHaveFocus();
    // Cancel, Decline, Edit, Send.
    for (let i = 0; i < 4; i++) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await sent(args)).toEqual({ action: 'accept', content: { name: 'Ada Lovelace', email: 'ada@example.com', seats: 6, plan: 'team', invoices: false } });
  },
};

/**
 * Keyboard only: Escape from inside a field cancels (a dismissal, not a decline). With something
 * typed the first Escape asks (focus stays in the field); the second cancels.
 */
export const KeyboardEscapeCancels: Story = {
  args: { request: textForm, autoFocus: true },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: /Project name/ });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('Apo{Escape}');
    await expect(args.onOutcome).not.toHaveBeenCalled();
    await expect(field).toHaveFocus();
    await expect(canvas.getByText('Cancel and lose your answers? Press Escape or Discard and cancel to confirm.')).toBeVisible();
    // An edit goes back to normal; Escape asks again, then cancels.
    await userEvent.keyboard('llo');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Discard and cancel' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(await sent(args)).toEqual({ action: 'cancel' });
  },
};

/**
 * A full French `labels` object (stories/elicitation-labels-fr.ts): every rule and every problem
 * in French, each problem worded from its `code` and `params`; the server's own texts stay as sent.
 */
export const Translated: Story = {
  args: { request: accountForm, labels: frElicitationLabels },
  decorators: [(Story) => <div lang="fr">{Story()}</div>],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'billing demande' })).toBeVisible();
    const name = canvas.getByRole('textbox', { name: 'Full name (obligatoire)' });
    await expect(canvas.getByRole('textbox', { name: /Seats/ })).toHaveAccessibleDescription('De 1 à 50, nombres entiers');
    await userEvent.type(name, 'A');
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription('De 2 à 40 caractères Full name demande au moins 2 caractères');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'ada@');
    const review = canvas.getByRole('button', { name: 'Vérifier' });
    await userEvent.click(review);
    await expect(review).toHaveAccessibleDescription('3 champs à corriger avant de vérifier : Full name, Email, Plan');
    // Escape with answers typed asks first, in French too.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Abandonner et annuler' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(await sent(args)).toEqual({ action: 'cancel' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Annulé.');
  },
};

const draftStore = new Map<string, string>();
const draftStorage = {
  getItem: (k: string) => draftStore.get(k) ?? null,
  setItem: (k: string, v: string) => void draftStore.set(k, v),
  removeItem: (k: string) => void draftStore.delete(k),
};

/** The form mounted again (as a reload or a re-rendered card mounts it), its draft persisted. */
function Remounting(props: Parameters<typeof ElicitationForm>[0]) {
  const [mount, setMount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setMount((n) => n + 1)}>
        Mount again
      </button>
      <ElicitationForm key={mount} {...props} />
    </>
  );
}

/** Opt-in drafts (`draftPersistence({ key })`): a half-typed form survives a remount; Decline removes the draft. */
export const Drafts: Story = {
  args: { drafts: draftPersistence({ key: 'story-elicitation', storage: draftStorage }) },
  render: (args) => <Remounting {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    draftStore.clear();
    await userEvent.type(canvas.getByRole('textbox', { name: /Full name/ }), 'Ada');
    await userEvent.click(canvas.getByRole('radio', { name: 'Team' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Mount again' }));
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toHaveValue('Ada');
    await expect(canvas.getByRole('radio', { name: 'Team' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(await sent(args)).toEqual({ action: 'decline' });
    await expect(draftStore.has(draftStorageKey('story-elicitation'))).toBe(false);
  },
};
