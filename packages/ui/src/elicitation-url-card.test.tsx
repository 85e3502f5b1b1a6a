import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AskOutcome, type AskUrlRequest } from '@askq/core';
import { toElicitationResult } from '@askq/core/elicitation';
import { ElicitationUrlCard, splitUrl } from './elicitation-url-card.js';
import { httpUrl, punycodeUrl, secureUrl } from './stories/elicitation-fixtures.js';

function setup(request: AskUrlRequest) {
  const onOutcome = vi.fn<(outcome: AskOutcome, request: AskUrlRequest) => void>();
  const user = userEvent.setup();
  const view = render(<ElicitationUrlCard request={request} onOutcome={onOutcome} />);
  const result = () => {
    expect(onOutcome).toHaveBeenCalledTimes(1);
    return toElicitationResult(request, onOutcome.mock.calls[0]![0]);
  };
  return { ...view, user, onOutcome, result };
}

describe('ElicitationUrlCard', () => {
  it('shows who asks, the message and the full URL with the domain highlighted; no warning for https', () => {
    const { container, onOutcome } = setup(secureUrl);
    expect(screen.getByRole('heading', { name: 'github asks you to open a link' })).toBeTruthy();
    expect(screen.getByText(/Connect your GitHub account/)).toBeTruthy();
    const url = container.querySelector('[data-slot="askq-url"]')!;
    expect(url.textContent).toBe('https://github.com/login/oauth/authorize?client_id=abc&state=xyz');
    expect(url.querySelector('strong')!.textContent).toBe('github.com');
    expect(container.querySelector('[data-slot="askq-warning"]')).toBeNull();
    // Shown, never opened by itself.
    expect(onOutcome).not.toHaveBeenCalled();
  });

  it('Open is a real link to exactly that URL, in a new tab without opener or referrer; clicking it accepts', async () => {
    const { result } = setup(secureUrl);
    const link = screen.getByRole('link', { name: 'Open link' });
    expect(link.getAttribute('href')).toBe(secureUrl.url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // jsdom does not navigate; the click is the consent.
    fireEvent.click(link);
    expect(result()).toEqual({ action: 'accept' });
    expect(screen.getByRole('status').textContent).toBe('Opened in a new tab. Finish there.');
  });

  it('Decline declines; Cancel and Escape cancel', async () => {
    const declined = setup(secureUrl);
    await declined.user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(declined.result()).toEqual({ action: 'decline' });
    declined.unmount();
    const cancelled = setup(secureUrl);
    await cancelled.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancelled.result()).toEqual({ action: 'cancel' });
    cancelled.unmount();
    const escaped = setup(secureUrl);
    screen.getByRole('button', { name: 'Decline' }).focus();
    await escaped.user.keyboard('{Escape}');
    expect(escaped.result()).toEqual({ action: 'cancel' });
  });

  it('receipt: who asked and the domain opened or declined, never the full URL; showReceipt={false} keeps the status only', async () => {
    const opened = setup(secureUrl);
    fireEvent.click(screen.getByRole('link', { name: 'Open link' }));
    expect(screen.getByRole('heading', { name: 'github asks you to open a link' })).toBeTruthy();
    expect(opened.container.querySelector('[data-slot="askq-url-domain"]')!.textContent).toBe('github.com');
    expect(screen.queryByText(/client_id/)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Opened in a new tab. Finish there.');
    opened.unmount();

    const declined = setup(secureUrl);
    await declined.user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(declined.container.querySelector('[data-slot="askq-url-domain"]')!.textContent).toBe('github.com');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('You declined.');
    expect(document.activeElement).toBe(status);
    declined.unmount();

    const { container } = render(<ElicitationUrlCard request={secureUrl} showReceipt={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(container.querySelector('[data-state="done"]')!.children).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Cancelled.');
  });

  it('warns about plain http and punycode hosts', () => {
    const { unmount } = setup(httpUrl);
    expect(screen.getByText(/not encrypted \(http\)/)).toBeTruthy();
    expect(screen.queryByText(/punycode/)).toBeNull();
    unmount();
    setup(punycodeUrl);
    expect(screen.getByText('The address xn--gthub-n4a.com is written in punycode: it may imitate a name you know.')).toBeTruthy();
    expect(screen.queryByText(/not encrypted/)).toBeNull();
  });

  it('splitUrl finds the host right after the scheme only', () => {
    expect(splitUrl('https://a.example/a.example', 'a.example')).toEqual({ before: 'https://', domain: 'a.example', after: '/a.example' });
    expect(splitUrl('http://localhost:8080/x', 'localhost')).toEqual({ before: 'http://', domain: 'localhost', after: ':8080/x' });
    expect(splitUrl('weird', 'a.example')).toEqual({ before: '', domain: '', after: 'weird' });
  });
});
