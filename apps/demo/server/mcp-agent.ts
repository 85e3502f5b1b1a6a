/**
 * The MCP run of server mode: an agent whose MCP client is connected to a real MCP server
 * (`mcp-server.mjs`, the MCP TypeScript SDK, started as a child process on stdio). The client
 * answers the server's `elicitation/create` requests with `askqElicitationHandler`, so each one
 * waits in the broker until the browser answers it, like any ask. The transcript shows the tool
 * calls and the text each tool returned (what the model would read).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Broker } from '@askq/server';
import { askqElicitationCapabilities, askqElicitationHandler } from '@askq/server/mcp';
import type { TranscriptLine } from './agent.js';

/** The tools the agent calls, in order. */
export const MCP_TOOLS = ['schedule_release', 'connect_ci'] as const;

/** A day is long enough for a person; the broker withdraws nothing by itself. */
const TOOL_TIMEOUT_MS = 24 * 3_600_000;

/**
 * Runs the MCP script for one session: connect to the server at `serverScript`, call each tool,
 * write what it returned. The server process stops when the run ends, also when it fails.
 */
export async function runMcpAgent(broker: Broker, sessionId: string, write: (line: TranscriptLine) => void, serverScript: string): Promise<void> {
  const client = new Client({ name: 'askq-demo', version: '1.0.0' }, { capabilities: askqElicitationCapabilities });
  client.setRequestHandler(ElicitRequestSchema, askqElicitationHandler({ broker, sessionId, client }));
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [serverScript], stderr: 'inherit' }));
  try {
    const server = client.getServerVersion();
    write({ agent: 'main', kind: 'say', text: `Connected to the MCP server ${server?.title ?? server?.name ?? '(unnamed)'}.` });
    for (const name of MCP_TOOLS) {
      write({ agent: 'main', kind: 'say', text: `Calling ${name}.` });
      const result = await client.callTool({ name, arguments: {} }, undefined, { timeout: TOOL_TIMEOUT_MS });
      const content = Array.isArray(result.content) ? (result.content as { type: string; text?: string }[]) : [];
      write({ agent: 'main', kind: 'read', text: content.map((c) => (c.type === 'text' ? c.text : `[${c.type}]`)).join(' ') });
    }
    write({ agent: 'main', kind: 'say', text: 'Both tools are done.' });
  } finally {
    await client.close();
  }
}
