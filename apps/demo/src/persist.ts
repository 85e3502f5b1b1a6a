/**
 * The transcript is kept in sessionStorage so a reload shows the same chat: a pending question is
 * still answerable (its draft is restored by the picker, under the tool call id) and an answered
 * one shows its receipt. Storage errors are ignored: persistence is a convenience.
 *
 * It is saved mid-turn too, marked `interrupted`: the mock transport cannot resume a stream, so a
 * reload cuts the turn, but what the user wrote and what was settled (an answered question's
 * output) come back, and the conversation says the reply was cut, with a way to continue.
 */
import type { UIMessage } from 'ai';

const KEY = 'askq-demo:messages';

export interface SavedChat {
  messages: UIMessage[];
  /** The agent's turn was cut (a reload mid-stream) and has not been continued yet. */
  interrupted: boolean;
}

type Part = UIMessage['parts'][number];
const isToolPart = (part: Part): part is Extract<Part, { toolCallId: string }> =>
  part.type === 'dynamic-tool' || part.type.startsWith('tool-');
/** A tool call with its output (or error): what the agent reads when it goes on. */
const isSettledTool = (part: Part) => isToolPart(part) && part.state.startsWith('output-');
/** A question whose input is complete and waits for the user: the turn ended there for the user. */
const isWaitingTool = (part: Part) => isToolPart(part) && part.state === 'input-available';

/**
 * A cut turn as it is shown after the reload: a tool call whose input was still streaming in is
 * dropped (a half question is not answerable, Continue asks it again), as is a text that had not
 * started; text cut mid-way stays (its part is still `streaming`: the chat shows it as cut off).
 */
function cutAway(messages: UIMessage[]): UIMessage[] {
  const last = messages.at(-1);
  if (last?.role !== 'assistant') return messages;
  const parts = last.parts.filter(
    (p) => !(isToolPart(p) && p.state === 'input-streaming') && !(p.type === 'text' && p.state === 'streaming' && !p.text),
  );
  return [...messages.slice(0, -1), { ...last, parts }];
}

export function loadChat(): SavedChat {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value: unknown = raw ? JSON.parse(raw) : [];
    // An array: a transcript saved before `interrupted` existed (always a settled one).
    if (Array.isArray(value)) return { messages: value as UIMessage[], interrupted: false };
    const saved = value as Partial<SavedChat> | null;
    if (!saved || !Array.isArray(saved.messages)) return { messages: [], interrupted: false };
    if (!saved.interrupted || saved.messages.length === 0) return { messages: saved.messages, interrupted: false };
    const messages = cutAway(saved.messages);
    // A question that had fully arrived is there to answer: nothing of the turn is missing.
    const waits = messages.at(-1)?.role === 'assistant' && messages.at(-1)!.parts.some(isWaitingTool);
    return { messages, interrupted: !waits };
  } catch {
    return { messages: [], interrupted: false };
  }
}

export function saveChat(chat: SavedChat): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(chat));
  } catch {
    // Quota or disabled storage: the chat just won't survive a reload.
  }
}

/**
 * How to continue a cut turn. The assistant message keeps what was settled, up to its last
 * answered tool call, and the agent goes on from there (`sendMessage()` with no message: the reply
 * is appended to that message, as after an answer). With nothing settled in it, the message goes
 * and the agent is asked again (`regenerate()`, which also answers a prompt left with no reply).
 */
export function continuation(messages: UIMessage[]): { kind: 'resume'; messages: UIMessage[] } | { kind: 'regenerate' } {
  const last = messages.at(-1);
  if (last?.role === 'assistant') {
    let end = last.parts.length - 1;
    while (end >= 0 && !isSettledTool(last.parts[end]!)) end--;
    if (end !== -1) return { kind: 'resume', messages: [...messages.slice(0, -1), { ...last, parts: last.parts.slice(0, end + 1) }] };
  }
  return { kind: 'regenerate' };
}

export function clearChatStorage(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith('askq')) sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
