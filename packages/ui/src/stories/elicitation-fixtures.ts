import { type AskRequest, type AskUrlRequest } from '@askq/core';
import { isUrlElicitation, parseElicitation } from '@askq/core/elicitation';

/** A form from `elicitation/create` params, parsed as a host would (throws on a fixture mistake). */
export function form(params: unknown, serverName: string | undefined = 'billing'): AskRequest {
  const { request, issues } = parseElicitation(params, serverName === undefined ? {} : { serverName });
  if (!request || isUrlElicitation(request)) throw new Error(`fixture is not a form: ${issues.map((i) => i.message).join('; ')}`);
  return request;
}

export function urlRequest(url: string, serverName = 'github'): AskUrlRequest {
  const { request, issues } = parseElicitation({ mode: 'url', message: 'Connect your GitHub account so the agent can open pull requests.', elicitationId: 'e-1', url }, { serverName });
  if (!request || !isUrlElicitation(request)) throw new Error(`fixture is not a URL request: ${issues.map((i) => i.message).join('; ')}`);
  return request;
}

const schema = (properties: Record<string, unknown>, required: string[] = []) => ({ type: 'object', properties, required });

/** Every field type at once: the account form. */
export const accountForm = form({
  message: 'Set up your billing account.',
  requestedSchema: schema(
    {
      name: { type: 'string', title: 'Full name', minLength: 2, maxLength: 40 },
      email: { type: 'string', format: 'email', title: 'Email' },
      seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 50, default: 5 },
      plan: { type: 'string', title: 'Plan', oneOf: [{ const: 'pro', title: 'Pro' }, { const: 'team', title: 'Team' }] },
      invoices: { type: 'boolean', title: 'Email me invoices', default: true },
    },
    ['name', 'email', 'plan'],
  ),
});

export const textForm = form({ message: 'What should the project be called?', requestedSchema: schema({ name: { type: 'string', title: 'Project name', description: 'Shown on invoices.', minLength: 3, maxLength: 20 } }, ['name']) });

export const formatsForm = form({
  message: 'When and where should we reach you?',
  requestedSchema: schema({
    email: { type: 'string', format: 'email', title: 'Email' },
    site: { type: 'string', format: 'uri', title: 'Website' },
    start: { type: 'string', format: 'date', title: 'Start date' },
    call: { type: 'string', format: 'date-time', title: 'Call at' },
  }),
});

export const numbersForm = form({
  message: 'Limits for the new workspace.',
  requestedSchema: schema(
    {
      budget: { type: 'number', title: 'Monthly budget' },
      seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 50 },
    },
    ['seats'],
  ),
});

export const booleanForm = form({
  message: 'Keep your data after cancelling?',
  requestedSchema: schema({ keep: { type: 'boolean', title: 'Keep my data for 30 days', description: 'You can restore the workspace until then.' } }, ['keep']),
});

export const enumForm = form({
  message: 'Which region should host the database?',
  requestedSchema: schema({ region: { type: 'string', title: 'Region', enum: ['eu-west', 'us-east', 'ap-south'] } }, ['region']),
});

export const titledEnumForm = form({
  message: 'Pick a plan.',
  requestedSchema: schema({ plan: { type: 'string', title: 'Plan', oneOf: [{ const: 'free', title: 'Free' }, { const: 'pro', title: 'Pro ($20/month)' }, { const: 'team', title: 'Team ($50/month)' }], default: 'pro' } }, ['plan']),
});

export const multiForm = form({
  message: 'Which notifications do you want?',
  requestedSchema: schema(
    {
      channels: {
        type: 'array',
        title: 'Channels',
        minItems: 1,
        maxItems: 2,
        items: { anyOf: [{ const: 'email', title: 'Email' }, { const: 'sms', title: 'SMS' }, { const: 'slack', title: 'Slack' }] },
      },
    },
    ['channels'],
  ),
});

export const defaultsForm = form({
  message: 'Confirm the deploy settings.',
  requestedSchema: schema({
    branch: { type: 'string', title: 'Branch', default: 'main' },
    replicas: { type: 'integer', title: 'Replicas', minimum: 1, maximum: 9, default: 3 },
    canary: { type: 'boolean', title: 'Canary first', default: true },
    regions: { type: 'array', title: 'Regions', items: { type: 'string', enum: ['eu', 'us', 'asia'] }, default: ['eu', 'us'] },
  }),
});

export const secureUrl = urlRequest('https://github.com/login/oauth/authorize?client_id=abc&state=xyz');
export const httpUrl = urlRequest('http://localhost:8080/connect?session=42', 'dev-server');
export const punycodeUrl = urlRequest('https://xn--gthub-n4a.com/login', 'unknown-tools');
