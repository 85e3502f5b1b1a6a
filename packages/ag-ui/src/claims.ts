/**
 * "Exactly once" per call and agent: a double submit, a remount, or a chat message racing the
 * picker must not give one call two results (the second would reach the model as a stray tool
 * message). Keyed by the agent object, so two agents reusing a call id never block each other.
 */
const claims = new WeakMap<object, Set<string>>();

/** True the first time for this agent and call; false on every later attempt. */
export function claimAskCall(agent: object, toolCallId: string): boolean {
  let ids = claims.get(agent);
  if (!ids) claims.set(agent, (ids = new Set()));
  if (ids.has(toolCallId)) return false;
  ids.add(toolCallId);
  return true;
}

export const isAskCallClaimed = (agent: object, toolCallId: string) => claims.get(agent)?.has(toolCallId) ?? false;

/** Frees a claimed call: its answer did not get through (a resume whose run failed), so it may be answered again. */
export const releaseAskCall = (agent: object, toolCallId: string) => void claims.get(agent)?.delete(toolCallId);
