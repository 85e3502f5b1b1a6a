import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toElicitationResult, type AskOutcome, type AskUrlRequest } from '@askq/core';
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
