/**
 * Where chats are kept between requests: an in-memory map for the example, your database in an
 * app. The route handler saves the transcript after every turn; the chat page loads it, so a
 * reload server-renders the conversation, a pending question included.
 *
 * On globalThis: the route handler and the page are separate server bundles and would otherwise
 * each get their own copy of this module.
 */
import type { UIMessage } from 'ai';

const store = ((globalThis as { __askqExampleChats?: Map<string, UIMessage[]> }).__askqExampleChats ??= new Map());

export function loadChat(id: string): UIMessage[] {
  return store.get(id) ?? [];
}

export function saveChat(id: string, messages: UIMessage[]): void {
  store.set(id, messages);
}
