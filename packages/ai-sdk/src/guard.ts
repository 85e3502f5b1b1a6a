/**
 * "Exactly once" per tool call. A picker can fire twice (a double click, a late second submit, a
 * remount after the part re-rendered) and cancel-on-send can race the picker; answering the same
 * call twice would overwrite the answer the model already got and may re-send the request.
 * Claims are kept per chat, keyed by its `addToolOutput` function (stable for a Chat instance in
 * every major), so two chats that reuse a tool call id never block each other.
 */
const claims = new WeakMap<object, Set<string>>();

/** True the first time for this chat and call; false on every later attempt. */
export function claimToolCall(chatKey: object, toolCallId: string): boolean {
  let ids = claims.get(chatKey);
  if (!ids) claims.set(chatKey, (ids = new Set()));
  if (ids.has(toolCallId)) return false;
  ids.add(toolCallId);
  return true;
}

export function isToolCallClaimed(chatKey: object, toolCallId: string): boolean {
  return claims.get(chatKey)?.has(toolCallId) ?? false;
}
