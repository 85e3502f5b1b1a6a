import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { UIMessage } from 'ai';
import { declineMessage, parseAskRequest, toClaudeResultText } from '@askq/core';
import { claudeCodeInputError } from '@askq/core/input-error';
import { mountChat, unmountChat } from './chat.js';
import { QUESTION, invalidInput, tripInput } from './fixtures.js';
import { askTurn, lastUserText, replyTurn, scriptedServer, toolResultIn, type Prompt } from './scripted-server.js';

// The chat of an app on assistant-ui: its AI SDK runtime over the real useChat, askq registered
// once as the AskUserQuestion tool UI, and the server's streamText with askq's tool over a
// scripted model. Each test asserts what the model is sent back, as its provider would get it.

afterEach(() => unmountChat());

const request = parseAskRequest(tripInput).request!;
const PORTO_TEXT = `Your questions have been answered: "${QUESTION}"="Porto". You can now continue with these answers in mind.`;

/** The model's reply: it reads its tool result, as a model would. */
const startsIn = replyTurn((prompt: Prompt) => {
  const result = toolResultIn(prompt, 'call-1') as { value?: string } | undefined;
  return `Starting in ${/="([^"]*)"/.exec(result?.value ?? '')?.[1] ?? 'nowhere'}.`;
});

/** The run is over (and an automatic re-send, had one been due, would have started). */
async function idle() {
  await expect.element(page.getByTestId('run-state')).toHaveTextContent('idle');
}

async function send(text: string) {
  await userEvent.fill(page.getByRole('textbox', { name: 'Message' }), text);
  await userEvent.click(page.getByRole('button', { name: 'Send' }));
}

/** An option of the live picker, once the run waits on the call (while streaming it is inert). */
async function liveOption(name: RegExp) {
  const radio = page.getByRole('radio', { name });
  await expect.element(radio).toBeEnabled();
  return radio;
}

async function answerPorto() {
  await userEvent.click(await liveOption(/Porto/));
  await userEvent.click(page.getByRole('button', { name: 'Submit' }));
}

function askPart(messages: UIMessage[], toolCallId: string) {
  return messages.flatMap((m) => m.parts).find((p) => 'toolCallId' in p && p.toolCallId === toolCallId) as
    | { state: string; input?: unknown; output?: { questions?: unknown; answers?: Record<string, string> } }
    | undefined;
}

describe('askq as the AskUserQuestion tool UI of an assistant-ui thread (Chromium)', () => {
  it('answers: the model reads the text Claude Code gives, once, and the card becomes the receipt', async () => {
    const server = scriptedServer([askTurn('call-1', tripInput), startsIn]);
    let saved: UIMessage[] = [];
    mountChat({ transport: server.transport, onMessages: (m) => (saved = m) });
    await send('Plan a trip');
    await answerPorto();

    await expect.element(page.getByText('Starting in Porto.')).toBeVisible();
    await idle();
    const receipt = page.getByRole('group', { name: /Answered/ });
    await expect.element(receipt).toHaveTextContent(/Porto/);
    expect(page.getByRole('radio').elements()).toHaveLength(0);

    expect(server.prompts).toHaveLength(2);
    expect(toolResultIn(server.prompts[1]!, 'call-1')).toEqual({ type: 'text', value: PORTO_TEXT });
    // The same text core's encoder writes for that outcome (the one Claude Code's picker gives).
    const q = request.questions[0]!;
    expect(PORTO_TEXT).toBe(toClaudeResultText(request, { type: 'answered', answers: { [q.id]: { selected: [q.options[1]!.label] } } }));
    // The output in the thread is Claude's updatedInput: the questions echoed exactly, answers keyed by question text.
    const part = askPart(saved, 'call-1');
    expect(part?.state).toBe('output-available');
    expect(part?.output?.questions).toEqual(tripInput.questions);
    expect(part?.output?.answers).toEqual({ [QUESTION]: 'Porto' });
  });

  it('shows the questions while the call streams, inert until the run waits on it', async () => {
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const server = scriptedServer([askTurn('call-1', tripInput, 'A question first.', hold), startsIn]);
    mountChat({ transport: server.transport });
    await send('Plan a trip');

    await expect.element(page.getByText(QUESTION)).toBeVisible();
    await expect.element(page.getByRole('radio', { name: /Porto/ })).toBeDisabled();
    expect(server.prompts).toHaveLength(1);
    release();
    await answerPorto();
    await expect.element(page.getByText('Starting in Porto.')).toBeVisible();
    await idle();
    expect(toolResultIn(server.prompts[1]!, 'call-1')).toEqual({ type: 'text', value: PORTO_TEXT });
  });

  it('declines: Skip sends a readable dismissal, never an answer, and the receipt says Skipped', async () => {
    const server = scriptedServer([askTurn('call-1', tripInput), replyTurn(() => 'Fine, no city then.')]);
    mountChat({ transport: server.transport });
    await send('Plan a trip');
    await liveOption(/Porto/);
    await userEvent.click(page.getByRole('button', { name: 'Skip' }));

    await expect.element(page.getByText('Fine, no city then.')).toBeVisible();
    await idle();
    await expect.element(page.getByRole('group', { name: /Skipped/ })).toBeVisible();
    expect(server.prompts).toHaveLength(2);
    const dismissal = declineMessage(request, { type: 'declined', reason: 'dismissed', answers: {} });
    expect(dismissal).toMatch(/^The user dismissed these questions without answering\. Do not assume any answer/);
    expect(toolResultIn(server.prompts[1]!, 'call-1')).toEqual({ type: 'text', value: dismissal });
  });

  it("resolves a pending question through assistant-ui's cancel-on-send when the user writes instead", async () => {
    const server = scriptedServer([askTurn('call-1', tripInput), replyTurn((p) => `You wrote: ${lastUserText(p)}`)]);
    mountChat({ transport: server.transport });
    await send('Plan a trip');
    await liveOption(/Porto/);
    await send('Just pick one for me');

    await expect.element(page.getByText('You wrote: Just pick one for me')).toBeVisible();
    await idle();
    await expect.element(page.getByRole('group', { name: /Replied in the chat instead/ })).toBeVisible();
    expect(page.getByRole('radio').elements()).toHaveLength(0);
    // One request carries the resolved call and the new message: no missing tool result, no second run.
    expect(server.prompts).toHaveLength(2);
    expect(toolResultIn(server.prompts[1]!, 'call-1')).toEqual({ type: 'error-text', value: 'User cancelled tool call by sending a new message.' });
    expect(lastUserText(server.prompts[1]!)).toBe('Just pick one for me');
  });

  it('reload after an answer: the saved messages show the receipt, and nothing is asked or sent again', async () => {
    const first = scriptedServer([askTurn('call-1', tripInput), startsIn]);
    let saved: UIMessage[] = [];
    mountChat({ transport: first.transport, onMessages: (m) => (saved = m) });
    await send('Plan a trip');
    await answerPorto();
    await expect.element(page.getByText('Starting in Porto.')).toBeVisible();
    await expect.poll(() => askPart(saved, 'call-1')?.state).toBe('output-available');

    const second = scriptedServer([]);
    mountChat({ transport: second.transport, messages: saved });
    await expect.element(page.getByText('Starting in Porto.')).toBeVisible();
    await expect.element(page.getByRole('group', { name: /Answered/ })).toHaveTextContent(/Porto/);
    expect(page.getByRole('radio').elements()).toHaveLength(0);
    expect(second.prompts).toHaveLength(0);
  });

  it('reload while a question waits: it is still answerable, and the answer reaches the model', async () => {
    const first = scriptedServer([askTurn('call-1', tripInput)]);
    let saved: UIMessage[] = [];
    mountChat({ transport: first.transport, onMessages: (m) => (saved = m) });
    await send('Plan a trip');
    await liveOption(/Porto/);
    await expect.poll(() => askPart(saved, 'call-1')?.state).toBe('input-available');

    const second = scriptedServer([startsIn]);
    mountChat({ transport: second.transport, messages: saved });
    await answerPorto();
    await expect.element(page.getByText('Starting in Porto.')).toBeVisible();
    await idle();
    expect(second.prompts).toHaveLength(1);
    expect(toolResultIn(second.prompts[0]!, 'call-1')).toEqual({ type: 'text', value: PORTO_TEXT });
  });

  it('bad input the picker refuses: a visible notice, the model gets the problems and asks again', async () => {
    const server = scriptedServer([askTurn('call-bad', invalidInput), askTurn('call-1', tripInput, 'Let me fix that.'), startsIn]);
    mountChat({ transport: server.transport });
    await send('Pick a colour');

    await expect.element(page.getByText('These questions could not be shown.')).toBeVisible();
    await answerPorto();
    await expect.element(page.getByText('Starting in Porto.')).toBeVisible();
    await idle();
    expect(server.prompts).toHaveLength(3);
    const refusal = toolResultIn(server.prompts[1]!, 'call-bad') as { type: string; value: string };
    expect(refusal.type).toBe('error-text');
    // Claude Code's own text for this input (the page read it with askq's Claude parser).
    expect(refusal.value).toBe(claudeCodeInputError(invalidInput));
    expect(refusal.value).toMatch(/^<tool_use_error>InputValidationError: AskUserQuestion failed due to the following issues:\n/);
    expect(toolResultIn(server.prompts[2]!, 'call-1')).toEqual({ type: 'text', value: PORTO_TEXT });
  });

  it("input the server's schema rejects: the card shows the notice, the chat goes on", async () => {
    const server = scriptedServer([askTurn('call-junk', { questions: 'which city?' }), replyTurn(() => 'Sorry, that went wrong.')]);
    mountChat({ transport: server.transport });
    await send('Plan a trip');

    await expect.element(page.getByText('These questions could not be shown.')).toBeVisible();
    await expect.element(page.getByText('Sorry, that went wrong.')).toBeVisible();
    await idle();
    expect(server.prompts).toHaveLength(2);
    const refusal = toolResultIn(server.prompts[1]!, 'call-junk') as { type: string; value: string };
    expect(refusal.type).toBe('error-text');
    expect(refusal.value).toMatch(/AskUserQuestion/);
    // The page is alive: the composer still sends.
    await expect.element(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  });
});
