/**
 * "Exactly once" per tool call. A picker can fire twice (a double click, a late second submit, a
 * remount after the part re-rendered) and cancel-on-send can race the picker; answering the same
 * call twice would overwrite the answer the model already got and may re-send the request.
 * Claims are kept per chat, keyed by its `addToolOutput` function (stable for a Chat instance in
 * every major), so two chats that reuse a tool call id never block each other.
 *
 * A claimed call once seen settled (its output in the chat) and then seen waiting again is a new
 * call with the same id: a regenerated turn of a model that numbers its calls (a scripted or mock
 * model, `call-1` each time). Its claim is released, or its answer would be dropped.
 */

/** Per chat: each claimed call id, and whether the call has been seen settled since. */
const claims = new WeakMap<object, Map<string, boolean>>();

/** True the first time for this chat and call; false on every later attempt. */
export function claimToolCall(chatKey: object, toolCallId: string): boolean {
  let ids = claims.get(chatKey);
  if (!ids) claims.set(chatKey, (ids = new Map()));
  if (ids.has(toolCallId)) return false;
  ids.set(toolCallId, false);
  return true;
}

export function isToolCallClaimed(chatKey: object, toolCallId: string): boolean {
  return claims.get(chatKey)?.has(toolCallId) ?? false;
}

/**
 * The call is shown settled (its output is in the chat) or waiting: a claimed call shown settled
 * and then waiting again is a new call with the same id, whose claim is released.
 */
export function toolCallShown(chatKey: object, toolCallId: string, settled: boolean): void {
  const ids = claims.get(chatKey);
  if (!ids?.has(toolCallId)) return;
  if (settled) ids.set(toolCallId, true);
  else if (ids.get(toolCallId)) ids.delete(toolCallId);
}
