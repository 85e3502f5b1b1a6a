// MCP elicitation through askq, end to end on one machine:
//
//   a real MCP server (mcp-billing-server.mjs, the MCP TypeScript SDK, on stdio)
//     -> elicitation/create -> an MCP client whose handler is askqElicitationHandler
//     -> the broker -> askq's HTTP + SSE handler on http://127.0.0.1:<port>/api/askq
//     -> a browser (or curl) answers -> the tool gets the ElicitResult.
//
// Run from packages/server:
//   node examples/mcp-elicitation.mjs          answer with curl (the commands are printed), or a picker
//                                              connected to the printed URL, session "demo"
//   node examples/mcp-elicitation.mjs --auto   a scripted browser answers over HTTP
// Options: --port <n> (default 8790; 0 picks a free one), --decline (with --auto: decline the form).
//
// askq is loaded from this repository's TypeScript source (bundled with esbuild, no build step);
// in an app it is `import { askqElicitationHandler } from '@askq/server/mcp'`.
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { loadServer } from '../bench/common.mjs';

const { values: args } = parseArgs({ options: { port: { type: 'string', default: '8790' }, auto: { type: 'boolean' }, decline: { type: 'boolean' } } });
const here = dirname(fileURLToPath(import.meta.url));
const { createMemoryBroker, createAskHandler, toNodeListener, askqElicitationHandler, askqElicitationCapabilities, parseElicitation } = await loadServer(
  "export * from './src/index.ts'; export * from './src/mcp.ts'; export { parseElicitation } from '@askq/core/elicitation';",
);

const SESSION = 'demo';
const BASE_PATH = '/api/askq';

// --- askq: the broker and the routes a browser uses -------------------------------------------
const broker = createMemoryBroker();
const http = createServer(toNodeListener(createAskHandler({ broker, basePath: BASE_PATH })));
await new Promise((resolve) => http.listen(Number(args.port), '127.0.0.1', resolve));
const api = `http://127.0.0.1:${http.address().port}${BASE_PATH}/sessions/${SESSION}`;
console.log(`askq: ${api}/events (SSE), ${api}/pending, POST ${api}/asks/<id>/answer | /decline`);

// --- The MCP client, with askq answering elicitation/create --------------------------------------
const client = new Client({ name: 'askq-demo', version: '1.0.0' }, { capabilities: askqElicitationCapabilities });
client.setRequestHandler(ElicitRequestSchema, askqElicitationHandler({ broker, sessionId: SESSION, client }));
await client.connect(new StdioClientTransport({ command: process.execPath, args: [join(here, 'mcp-billing-server.mjs')], stderr: 'inherit' }));
console.log(`MCP: connected to ${client.getServerVersion()?.title} (tools: ${(await client.listTools()).tools.map((t) => t.name).join(', ')})`);

// --- What the browser would show; with --auto, a scripted browser answers over HTTP ---------------
const post = (id, route, body) =>
  fetch(`${api}/asks/${id}/${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => `${r.status} ${await r.text()}`);

/** The answer a person would give, as a map of question text to answer (the simplest body). */
function sampleAnswer(form) {
  const values = { email: 'ada@example.com', seats: '12', invoices: 'Yes', plan: 'Team', addons: ['Single sign-on', 'Audit log'] };
  return Object.fromEntries(form.questions.map((q) => [q.question, values[q.field.key]]));
}

await broker.subscribe(SESSION, async (event) => {
  if (event.type !== 'pending') return;
  const { ask } = event;
  const { request } = parseElicitation(ask.input, { serverName: ask.serverName });
  if (request.mode === 'url') {
    console.log(`\n[browser] ${ask.serverName} asks you to open ${request.url} (domain ${request.domain}): "${request.message}"`);
    console.log(`  consent: curl -X POST ${api}/asks/${ask.id}/answer -H 'content-type: application/json' -d '{"type":"answered","answers":{}}'`);
    console.log(`  decline: curl -X POST ${api}/asks/${ask.id}/decline -H 'content-type: application/json' -d '{"explicit":true}'`);
    if (args.auto) console.log(`[browser] consent -> ${await post(ask.id, 'answer', { type: 'answered', answers: {} })}`);
    return;
  }
  console.log(`\n[browser] ${ask.serverName}: "${request.title}"`);
  for (const q of request.questions) {
    const options = q.options.length ? ` [${q.options.map((o) => o.label).join(' | ')}]` : '';
    console.log(`  ${q.question}${q.field.required ? ' (required)' : ''}: ${q.kind}${options}`);
  }
  const answer = sampleAnswer(request);
  console.log(`  answer:  curl -X POST ${api}/asks/${ask.id}/answer -H 'content-type: application/json' -d '${JSON.stringify(answer)}'`);
  console.log(`  decline: curl -X POST ${api}/asks/${ask.id}/decline -H 'content-type: application/json' -d '{"explicit":true}'`);
  if (args.auto) {
    const sent = args.decline ? await post(ask.id, 'decline', { explicit: true }) : await post(ask.id, 'answer', answer);
    console.log(`[browser] ${args.decline ? 'decline' : 'answer'} -> ${sent}`);
  }
});

// --- The agent's side: call the tools, print what they return -----------------------------------
for (const name of ['set_up_account', 'connect_calendar']) {
  console.log(`\nMCP: calling ${name}`);
  const result = await client.callTool({ name, arguments: {} }, undefined, { timeout: 24 * 3_600_000 });
  console.log(`MCP: ${name} returned: ${result.content.map((c) => c.text).join(' ')}`);
}

await client.close();
http.close();
