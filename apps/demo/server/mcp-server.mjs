// The demo's MCP server (the MCP TypeScript SDK, on stdio): "Deployments", whose tools ask the
// user through elicitation. The demo server starts it as a child process per MCP run
// (`POST /demo/sessions/:id/start?agent=mcp`); its client answers `elicitation/create` with
// askq's handler, so the request shows in the browser.
//   schedule_release  form mode: a titled single-select, a date, an integer with a range and a
//                     default, a boolean, an email and a multi-select with a minimum
//   connect_ci        URL mode: the user signs in on the CI provider's page
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

const server = new McpServer({ name: 'deployments', title: 'Deployments', version: '1.0.0' });

const reply = (text) => ({ content: [{ type: 'text', text }] });

// A person answers: wait as long as the agent does (a day, as mcp-agent.ts), not the SDK's 60 s
// request timeout, which would drop a form the user is still filling in.
const WAIT = { timeout: 86_400_000 };

server.registerTool('schedule_release', { description: 'Schedules a release; asks the user for its details.' }, async (extra) => {
  const result = await server.server.elicitInput(
    {
      message: 'Schedule the 2.4 release',
      requestedSchema: {
        type: 'object',
        properties: {
          environment: {
            type: 'string',
            title: 'Environment',
            oneOf: [
              { const: 'staging', title: 'Staging' },
              { const: 'production', title: 'Production' },
            ],
          },
          day: { type: 'string', format: 'date', title: 'Release day' },
          canary: { type: 'integer', title: 'Canary traffic (%)', minimum: 0, maximum: 100, default: 10 },
          notify: { type: 'boolean', title: 'Tell the on-call team', default: true },
          owner: { type: 'string', format: 'email', title: 'Release owner', description: 'Gets the release report' },
          checks: {
            type: 'array',
            title: 'Checks to run first',
            minItems: 1,
            items: {
              anyOf: [
                { const: 'tests', title: 'Tests' },
                { const: 'lint', title: 'Lint' },
                { const: 'migrations', title: 'Database migrations' },
              ],
            },
          },
        },
        required: ['environment', 'day', 'owner', 'checks'],
      },
    },
    { signal: extra.signal, ...WAIT },
  );
  if (result.action !== 'accept') return reply(`Nothing scheduled (the user chose ${result.action}).`);
  const { environment, day, canary, notify, owner, checks } = result.content;
  return reply(
    `Release 2.4 scheduled to ${environment} on ${day} with ${canary === undefined ? 'no' : `${canary}%`} canary traffic, owner ${owner}, ` +
      `on-call ${notify ? 'told' : 'not told'}, checks first: ${checks.join(', ')}.`,
  );
});

server.registerTool('connect_ci', { description: 'Connects the CI provider; the user signs in on its page.' }, async (extra) => {
  const elicitationId = crypto.randomUUID();
  const result = await server.server.elicitInput(
    { mode: 'url', message: 'Sign in to your CI provider so Deployments can start builds', elicitationId, url: `https://ci.example/authorize?state=${elicitationId}` },
    { signal: extra.signal, ...WAIT },
  );
  return reply(result.action === 'accept' ? 'The user opened the sign-in page.' : `CI not connected (the user chose ${result.action}).`);
});

await server.connect(new StdioServerTransport());
// The client is gone (its process stopped, even without closing this one): stop too, or this
// process would outlive it for ever, waiting on a pipe nobody writes to.
process.stdin.once('end', () => process.exit(0));
process.stdin.once('close', () => process.exit(0));
