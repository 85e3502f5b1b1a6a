import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted model turn: ask these questions, or finish with a text. */
export type ScriptedTurn = { toolUseId: string; input: Record<string, unknown> } | { text: string };

/** What the CLI sent back for one scripted tool_use. */
export interface CapturedToolResult {
  /** Text blocks of the tool_result, joined by a newline, system reminders removed. */
  text: string;
  /** The raw text before system reminders were removed. */
  raw: string;
  isError: boolean;
  /** Text blocks the CLI sent in the same user message after it (e.g. an interrupt notice, the next prompt). */
  after: string[];
}

/** A request the fake answered, for the log printed when a test fails. */
export interface LoggedRequest {
  method: string;
  url: string;
  kind: 'conversation' | 'side' | 'count_tokens' | 'unknown';
}

export interface FakeMessagesApi {
  /** `http://127.0.0.1:<port>`: the CLI's ANTHROPIC_BASE_URL. */
  url: string;
  /** Tool results by tool_use id, in the order they arrived. */
  results: Map<string, CapturedToolResult>;
  /** Tool use ids the fake has sent, in order (a turn that is re-requested is counted once). */
  asked: string[];
  /** Every request, in order. */
  log: LoggedRequest[];
  /** How many conversation requests arrived after the script was used up (a finished turn that went on). */
  extraTurns: number;
  close(): Promise<void>;
}

const TOOL_NAME = 'AskUserQuestion';
const OPEN = '<system-reminder>';
const CLOSE = '</system-reminder>';

type Block = { type?: string; id?: string; tool_use_id?: string; content?: unknown; is_error?: boolean; text?: string };
type Message = { role?: string; content?: unknown };
type MessagesBody = { model?: string; stream?: boolean; messages?: Message[]; tools?: { name?: string }[] };

const blocksOf = (message: Message): Block[] => (Array.isArray(message.content) ? (message.content as Block[]) : []);

/** A tool_result's content as the model reads it; the CLI may send a string or text blocks. */
function toolResultText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return (content as Block[])
    .filter((b) => b.type === 'text' && typeof b.text === 'string')
    .map((b) => b.text)
    .join('\n');
}

/**
 * The CLI appends context for the model (dates, todo nudges) to tool results as
 * `<system-reminder>` sections; they are not part of what the tool returned.
 */
export function stripSystemReminders(text: string): string {
  // From the end, so that a reminder-like text the user typed earlier in an answer stays.
  let rest = text;
  while (rest.endsWith(CLOSE) && rest.lastIndexOf(OPEN) >= 0) {
    rest = rest.slice(0, rest.lastIndexOf(OPEN));
    // The CLI separates a reminder by a blank line (none when the result itself is empty).
    if (rest.endsWith('\n\n')) rest = rest.slice(0, -2);
  }
  return rest;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

type ContentBlock = { type: 'text'; text: string } | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> };

function messageOf(model: string, content: ContentBlock[], stopReason: 'tool_use' | 'end_turn', seq: number) {
  return {
    id: `msg_askq_${seq}`,
    type: 'message',
    role: 'assistant',
    model,
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
  };
}

/** The Messages API's server-sent events for one message (spec section 7). */
function writeStream(res: ServerResponse, message: ReturnType<typeof messageOf>) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', 'request-id': `req_${message.id}` });
  const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  send('message_start', { type: 'message_start', message: { ...message, content: [], stop_reason: null, usage: { ...message.usage, output_tokens: 1 } } });
  message.content.forEach((block, index) => {
    if (block.type === 'text') {
      send('content_block_start', { type: 'content_block_start', index, content_block: { type: 'text', text: '' } });
      send('content_block_delta', { type: 'content_block_delta', index, delta: { type: 'text_delta', text: block.text } });
    } else {
      send('content_block_start', { type: 'content_block_start', index, content_block: { ...block, input: {} } });
      const partial_json = JSON.stringify(block.input);
      send('content_block_delta', { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json } });
    }
    send('content_block_stop', { type: 'content_block_stop', index });
  });
  send('message_delta', { type: 'message_delta', delta: { stop_reason: message.stop_reason, stop_sequence: null }, usage: { output_tokens: 10 } });
  send('message_stop', { type: 'message_stop' });
  res.end();
}

/**
 * A stand-in for the Anthropic Messages API on 127.0.0.1 that plays a script. A request whose
 * tools include AskUserQuestion is the conversation: the fake answers with the first scripted
 * turn whose tool_use id is not yet in the request's history (so a retried request gets the same
 * answer), and records every tool_result of a scripted id. Any other model request (a title, a
 * topic check) is a side request and gets a short text; unknown paths get a 404 and are logged.
 */
export interface FakeOptions {
  /** Never answer conversation requests (a model that hangs), to test that a stuck session is killed. @default false */
  stall?: boolean;
  /** With `stall`: called each time a conversation request arrives and is left unanswered. */
  onStall?: () => void;
}

export async function startFakeMessagesApi(script: ScriptedTurn[], options: FakeOptions = {}): Promise<FakeMessagesApi> {
  const results = new Map<string, CapturedToolResult>();
  const asked: string[] = [];
  const log: LoggedRequest[] = [];
  const scripted = new Set(script.flatMap((t) => ('toolUseId' in t ? [t.toolUseId] : [])));
  let seq = 0;
  let extraTurns = 0;

  const conversation = (body: MessagesBody) => {
    const history = body.messages ?? [];
    const seen = new Set<string>();
    for (const message of history) {
      for (const block of blocksOf(message)) {
        if (message.role === 'assistant' && block.type === 'tool_use' && block.id) seen.add(block.id);
        if (message.role === 'user' && block.type === 'tool_result' && block.tool_use_id && scripted.has(block.tool_use_id)) {
          if (!results.has(block.tool_use_id)) {
            const raw = toolResultText(block.content);
            const blocks = blocksOf(message);
            const after = blocks.slice(blocks.indexOf(block) + 1).flatMap((b) => (b.type === 'text' && typeof b.text === 'string' ? [b.text] : []));
            results.set(block.tool_use_id, { raw, text: stripSystemReminders(raw), isError: block.is_error === true, after });
          }
        }
      }
    }
    const next = script.find((t) => !('toolUseId' in t) || !seen.has(t.toolUseId));
    if (!next || !('toolUseId' in next)) {
      if (!next) extraTurns++;
      return { content: [{ type: 'text' as const, text: next?.text ?? 'Done.' }], stop: 'end_turn' as const };
    }
    if (!asked.includes(next.toolUseId)) asked.push(next.toolUseId);
    return { content: [{ type: 'tool_use' as const, id: next.toolUseId, name: TOOL_NAME, input: next.input }], stop: 'tool_use' as const };
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = req.url ?? '/';
      const path = url.split('?')[0];
      const text = await readBody(req);
      if (req.method === 'POST' && path === '/v1/messages/count_tokens') {
        log.push({ method: req.method, url, kind: 'count_tokens' });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ input_tokens: 100 }));
        return;
      }
      if (req.method !== 'POST' || path !== '/v1/messages') {
        log.push({ method: req.method ?? '?', url, kind: 'unknown' });
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: `askq fake: no ${req.method} ${path}` } }));
        return;
      }
      let body: MessagesBody;
      try {
        body = JSON.parse(text) as MessagesBody;
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ type: 'error', error: { type: 'invalid_request_error', message: 'askq fake: body is not JSON' } }));
        return;
      }
      const isConversation = (body.tools ?? []).some((t) => t.name === TOOL_NAME);
      log.push({ method: 'POST', url, kind: isConversation ? 'conversation' : 'side' });
      if (isConversation && options.stall) {
        options.onStall?.();
        return; // left open until close()
      }
      const { content, stop } = isConversation
        ? conversation(body)
        : { content: [{ type: 'text' as const, text: 'askq end-to-end test' }], stop: 'end_turn' as const };
      const message = messageOf(body.model ?? 'claude-test', content, stop, ++seq);
      if (body.stream) writeStream(res, message);
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(message));
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'error', error: { type: 'api_error', message: String(error) } }));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    results,
    asked,
    log,
    get extraTurns() {
      return extraTurns;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
