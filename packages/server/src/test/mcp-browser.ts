// The fake browser of the MCP tests: it reads the pending ask through askq's HTTP handler (SSE and
// GET pending, as the browser client does) and answers it with the routes the picker uses. Shared by
// the MCP SDK v1 tests (mcp.test.ts) and the v2 / 2026-07-28 tests (mcp-v2.test.ts).
import { expect } from 'vitest';
import type { AnswerMap, AskRequest } from '@askq/core';
import type { AskHandler } from '../http.js';
import type { BrokerEvent, PendingAsk } from '../types.js';

/** A form-mode elicitation with every field kind askq shows (MCP `ElicitRequestFormParams`). */
export const SIGNUP = {
  message: 'Set up your account',
  requestedSchema: {
    type: 'object' as const,
    properties: {
      email: { type: 'string' as const, format: 'email' as const, title: 'Email' },
      name: { type: 'string' as const, title: 'Name', minLength: 2 },
      seats: { type: 'integer' as const, title: 'Seats', minimum: 1, maximum: 50, default: 5 },
      invoices: { type: 'boolean' as const, title: 'Email invoices' },
      plan: { type: 'string' as const, title: 'Plan', oneOf: [{ const: 'pro', title: 'Pro' }, { const: 'team', title: 'Team' }] },
      region: { type: 'string' as const, title: 'Region', enum: ['eu', 'us'] },
      addons: { type: 'array' as const, title: 'Add-ons', items: { anyOf: [{ const: 'sso', title: 'SSO' }, { const: 'audit', title: 'Audit log' }] }, minItems: 1 },
    },
    required: ['email', 'seats', 'plan', 'addons'],
  },
};

/** What the browser types into SIGNUP, and the content the server gets back for it. */
export const TYPED = { email: 'ada@example.com', name: 'Ada', seats: '12', invoices: true, plan: 'team', region: 'eu', addons: ['audit', 'sso'] };
export const CONTENT = { email: 'ada@example.com', name: 'Ada', seats: 12, invoices: true, plan: 'team', region: 'eu', addons: ['sso', 'audit'] };

const BASE = 'http://askq.test';

/** The first pending ask of the session, read from the event stream as the browser does. */
export async function pendingFromStream(http: AskHandler, sessionId: string): Promise<PendingAsk> {
  const abort = new AbortController();
  const response = await http(new Request(`${BASE}/sessions/${sessionId}/events`, { signal: abort.signal }));
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended before a pending ask');
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const type = /^event: (.*)$/m.exec(frame)?.[1];
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (!data) continue;
        const body = JSON.parse(data);
        if (type === 'snapshot' && body.pending?.length > 0) return body.pending[0];
        if (type === 'pending') return (body as Extract<BrokerEvent, { type: 'pending' }>).ask;
      }
    }
  } finally {
    abort.abort();
    await reader.cancel().catch(() => undefined);
  }
}

/** Every pending ask of the session, as `GET /sessions/:id/pending` gives them to the browser. */
export async function pendingList(http: AskHandler, sessionId: string): Promise<PendingAsk[]> {
  const response = await http(new Request(`${BASE}/sessions/${sessionId}/pending`));
  expect(response.status).toBe(200);
  return (await response.json()) as PendingAsk[];
}

/** POSTs the browser's answer or decline for `ask`. */
export async function post(http: AskHandler, ask: PendingAsk, route: 'answer' | 'decline', body?: unknown) {
  const init: RequestInit = { method: 'POST' };
  if (body !== undefined) Object.assign(init, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const response = await http(new Request(`${BASE}/sessions/${ask.sessionId}/asks/${ask.id}/${route}`, init));
  return { status: response.status, body: await response.json() };
}

/** The browser's answers for a form, by property name: text for fields, option values for choices. */
export function answersFor(form: AskRequest, values: Record<string, string | boolean | string[]>): AnswerMap {
  const answers: AnswerMap = {};
  for (const q of form.questions) {
    const value = values[q.field!.key];
    if (value === undefined) continue;
    if (q.kind === 'text' || q.kind === 'number') answers[q.id] = { selected: [], other: String(value) };
    else {
      const chosen = Array.isArray(value) ? value : [value];
      answers[q.id] = { selected: q.options.filter((o) => chosen.includes(o.value as never)).map((o) => o.label) };
    }
  }
  return answers;
}
