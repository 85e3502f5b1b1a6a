import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { type AskOutcome, type AskUrlRequest } from '@askq/core';
import { toElicitationResult, type ElicitationResult } from '@askq/core/elicitation';
import { ElicitationUrlCard } from './elicitation-url-card.js';
import { httpUrl, punycodeUrl, secureUrl } from './stories/elicitation-fixtures.js';

/**
 * An MCP URL-mode elicitation as a consent card: the full URL with its host highlighted, warnings
 * for plain http and punycode, and Open (only on an explicit click) / Decline / Cancel.
 */
const meta = {
  title: 'UI/Elicitation/UrlCard',
  component: ElicitationUrlCard,
  args: { request: secureUrl, onOutcome: fn() },
  // The stories never leave the page: a link activation is kept from navigating (the card's own
  // handler still runs, which is what is tested).
  decorators: [(Story) => <div onClickCapture={(e) => (e.target as Element).closest('a') && e.preventDefault()}>{Story()}</div>],
} satisfies Meta<typeof ElicitationUrlCard>;
export default meta;
type Story = StoryObj<typeof meta>;

async function sent(args: { request: AskUrlRequest; onOutcome?: unknown }): Promise<ElicitationResult> {
  const onOutcome = args.onOutcome as ReturnType<typeof fn<(outcome: AskOutcome, request: AskUrlRequest) => void>>;
  await expect(onOutcome).toHaveBeenCalledTimes(1);
  return toElicitationResult(args.request, onOutcome.mock.calls[0]![0]);
}

/** https: no warning; the host stands out in the full URL; Open is a real link (new tab, no opener). */
export const Secure: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'github asks you to open a link' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="askq-url"]')).toHaveTextContent(secureUrl.url);
    await expect(canvasElement.querySelector('[data-slot="askq-url-domain"]')).toHaveTextContent('github.com');
    await expect(canvasElement.querySelector('[data-slot="askq-warning"]')).toBeNull();
    const open = canvas.getByRole('link', { name: 'Open link' });
    await expect(open).toHaveAttribute('href', secureUrl.url);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    // Nothing opens by itself.
    await expect(args.onOutcome).not.toHaveBeenCalled();
    await userEvent.click(open);
    await expect(await sent(args)).toEqual({ action: 'accept' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Opened in a new tab. Finish there.');
  },
};

export const PlainHttp: Story = {
  args: { request: httpUrl },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This link is not encrypted \(http\)/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'dev-server asks you to open a link' })).toBeVisible();
  },
};

export const Punycode: Story = {
  args: { request: punycodeUrl },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The address xn--gthub-n4a.com is written in punycode: it may imitate a name you know.')).toBeVisible();
  },
};

export const Decline: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(await sent(args)).toEqual({ action: 'decline' });
    // The receipt: who asked and the host declined (not the full URL), then the status.
    await expect(canvas.getByRole('heading', { name: 'github asks you to open a link' })).toBeVisible();
    await expect(canvas.getByText('github.com')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('You declined.');
  },
};

/** Keyboard only: Tab to Cancel, Enter: a dismissal (`cancel`). */
export const KeyboardCancel: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // The card took focus on arrival (its heading); Cancel is the next stop.
    await waitFor(() => expect(canvas.getByRole('heading', { name: /asks you to open a link$/ })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await sent(args)).toEqual({ action: 'cancel' });
  },
};

/**
 * Keyboard only: the card arrives with focus on its heading, where Enter does nothing (a key meant
 * for the card before opens nothing); Tab to Open, Enter opens (the user's consent).
 */
export const KeyboardOpen: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { name: /asks you to open a link$/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onOutcome).not.toHaveBeenCalled();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Open link' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await sent(args)).toEqual({ action: 'accept' });
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('button', { name: 'Decline' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(await sent(args)).toEqual({ action: 'cancel' });
  },
};
