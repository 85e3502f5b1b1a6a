// A small MCP server (the MCP TypeScript SDK) on stdio whose tools ask the user through
// elicitation: `set_up_account` (form mode: email, integer, boolean, single- and multi-select) and
// `connect_calendar` (URL mode). mcp-elicitation.mjs starts it as a child process.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

const server = new McpServer({ name: 'billing', title: 'Billing', version: '1.0.0' });

const text = (value) => ({ content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value) }] });

server.registerTool('set_up_account', { description: 'Creates a billing account; asks the user for the details.' }, async (extra) => {
  const result = await server.server.elicitInput(
    {
      message: 'Set up your billing account',
      requestedSchema: {
        type: 'object',
        properties: {
          email: { type: 'string', format: 'email', title: 'Billing email' },
          seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 50, default: 5 },
          invoices: { type: 'boolean', title: 'Email monthly invoices', default: true },
          plan: { type: 'string', title: 'Plan', oneOf: [{ const: 'pro', title: 'Pro' }, { const: 'team', title: 'Team' }] },
          addons: { type: 'array', title: 'Add-ons', items: { anyOf: [{ const: 'sso', title: 'Single sign-on' }, { const: 'audit', title: 'Audit log' }] } },
        },
        required: ['email', 'seats', 'plan'],
      },
    },
    { signal: extra.signal },
  );
  if (result.action !== 'accept') return text(`No account created (the user chose ${result.action}).`);
  const { email, seats, plan, invoices, addons = [] } = result.content;
  return text(`Created a ${plan} account for ${email}: ${seats} seats, invoices ${invoices ? 'by email' : 'off'}, add-ons: ${addons.join(', ') || 'none'}.`);
});

server.registerTool('connect_calendar', { description: 'Connects a calendar; the user signs in on the provider\'s page.' }, async (extra) => {
  const elicitationId = crypto.randomUUID();
  const result = await server.server.elicitInput(
    { mode: 'url', message: 'Sign in to your calendar so Billing can schedule renewals', elicitationId, url: `https://calendar.example/connect?state=${elicitationId}` },
    { signal: extra.signal },
  );
  return text(result.action === 'accept' ? 'The user opened the sign-in page.' : `Not connected (the user chose ${result.action}).`);
});

await server.connect(new StdioServerTransport());
