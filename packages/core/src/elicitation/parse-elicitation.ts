/**
 * `parseElicitation`: the params of an MCP `elicitation/create` request (revision 2025-11-25) in,
 * a picker request and issues a server author can act on out. Never throws.
 *
 * Where each rule comes from:
 * - schema/2025-11-25/schema.ts: `ElicitRequestFormParams` (`mode?: "form"`, `message`,
 *   `requestedSchema: { $schema?, type: "object", properties, required? }`) and
 *   `ElicitRequestURLParams` (`mode: "url"`, `message`, `elicitationId`, `url` with format uri).
 * - client/elicitation.mdx: a request without `mode` is form mode (clients MUST treat it so);
 *   clients MUST show which server asks; for URL mode they MUST show the full URL, MUST NOT open it
 *   without explicit consent, SHOULD highlight its domain and SHOULD warn about ambiguous URLs
 *   such as punycode; servers SHOULD use https outside development.
 * - The SDK's zod schemas (`ElicitRequestFormParamsSchema`, `ElicitRequestURLParamsSchema`):
 *   `message` and `elicitationId` are required strings, the url must parse as a URL.
 *
 * Lenient where the spec allows (no `mode`, no `type: "object"` on the schema, annotations and
 * `_meta` anywhere); strict where the picker would show something wrong (see
 * parse-elicitation-field.ts for single fields).
 */
import type { AskIssue, AskQuestion, AskRequest, AskRequestSource, AskUrlRequest } from '../protocol/types.js';
import { type Path, MAX_ENTRIES, isArray, isRecord, keysOf, lengthOf, read } from '../protocol/parse-read.js';
import { type Report, describe, quote, reporter } from '../protocol/parse-issues.js';
import { parseUrl } from './elicitation-formats.js';
import { parseField } from './parse-elicitation-field.js';

export interface ElicitationParseOptions {
  /**
   * The name of the server that asks, as the host knows it. MCP clients MUST make clear which
   * server requests information: without it the result carries a `missing_source` warning.
   */
  serverName?: string | undefined;
}

export interface ElicitationParseResult {
  /** A form (`AskRequest`, dialect `'mcp'`) or a URL consent card (`AskUrlRequest`); null when an issue is an error. */
  request: AskRequest | AskUrlRequest | null;
  issues: AskIssue[];
}

/** Whether a parsed elicitation is URL mode (a consent card) rather than a form. */
export function isUrlElicitation(request: AskRequest | AskUrlRequest): request is AskUrlRequest {
  return (request as AskUrlRequest).mode === 'url';
}

/**
 * Reads `params` (the request's params object, its JSON text, or a whole JSON-RPC
 * `elicitation/create` request) as a form or a URL consent card. An issue's path is a path into
 * what was passed.
 */
export function parseElicitation(params: unknown, options?: ElicitationParseOptions): ElicitationParseResult {
  const issues: AskIssue[] = [];
  const report = reporter(issues);
  const reject = (text: string): ElicitationParseResult => {
    report('invalid_type', [], text);
    return { request: null, issues };
  };
  try {
    let value = params;
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        return reject('is a string but not valid JSON; pass the params of elicitation/create or their JSON text');
      }
    }
    if (!isRecord(value)) return reject(`must be the params object of an elicitation/create request, got ${describe(value)}`);
    let base: Path = [];
    if (read(value, 'method') === 'elicitation/create' && isRecord(read(value, 'params'))) {
      value = read(value, 'params');
      base = ['params'];
    }
    const source = readSource(options, issues);
    const mode = read(value, 'mode');
    const message = readMessage(value as object, base, report);
    let request: AskRequest | AskUrlRequest | null = null;
    if (mode === 'url') request = parseUrlMode(value as object, base, report, message, source);
    else if (mode === undefined || mode === null || mode === 'form') request = parseForm(value as object, base, report, message, source);
    else {
      const shown = typeof mode === 'string' ? quote(mode) : describe(mode);
      report('unknown_mode', [...base, 'mode'], `${shown} is not "form" or "url"; leave it out for a form`);
    }
    return { request: issues.some((i) => i.severity === 'error') ? null : request, issues };
  } catch {
    // Only reachable through exotic objects (a Proxy lying about its shape); never rethrow.
    return reject('could not be read; send plain JSON like { "message": ..., "requestedSchema": {...} }');
  }
}

/** The host's server name; its absence is a warning about the host's call, not the server's input. */
function readSource(options: ElicitationParseOptions | undefined, issues: AskIssue[]): AskRequestSource {
  const name = read(options, 'serverName');
  if (typeof name === 'string' && name.trim()) return { protocol: 'mcp', serverName: name };
  issues.push({
    code: 'missing_source',
    severity: 'warning',
    path: [],
    message: 'options.serverName is missing; pass the server\'s name so the user sees which server asks (MCP clients must show it)',
  });
  return { protocol: 'mcp' };
}

function readMessage(params: object, base: Path, report: Report): string {
  const path = [...base, 'message'];
  const message = read(params, 'message');
  if (message === undefined) report('missing_field', path, 'is missing; say what the user is asked for and why');
  else if (typeof message !== 'string') report('invalid_type', path, `must be a string, got ${describe(message)}`);
  else if (!message.trim()) report('empty_question', path, 'is empty; the user sees no reason for the request', 'warning');
  return typeof message === 'string' ? message : '';
}

function parseForm(params: object, base: Path, report: Report, message: string, source: AskRequestSource): AskRequest | null {
  const at = (...keys: (string | number)[]): Path => [...base, 'requestedSchema', ...keys];
  const schema = read(params, 'requestedSchema');
  if (schema === undefined) {
    report('missing_field', at(), 'is missing; send { "type": "object", "properties": {...} } describing the fields');
    return null;
  }
  if (!isRecord(schema)) {
    report('invalid_type', at(), `must be an object like { "type": "object", "properties": {...} }, got ${describe(schema)}`);
    return null;
  }
  const type = read(schema, 'type');
  if (type !== undefined && type !== 'object') {
    report('unsupported_schema', at('type'), `must be "object": a form is a flat object of fields, got ${typeof type === 'string' ? quote(type) : describe(type)}`);
  }
  const properties = read(schema, 'properties');
  if (!isRecord(properties)) {
    const got = properties === undefined ? 'is missing' : `must be an object of field schemas, got ${describe(properties)}`;
    report(properties === undefined ? 'missing_field' : 'invalid_type', at('properties'), `${got}; send { "name": { "type": "string" }, ... }`);
    return null;
  }
  const keys = keysOf(properties);
  if (keys.length > MAX_ENTRIES) {
    report('too_many_questions', at('properties'), `has ${keys.length} fields; at most ${MAX_ENTRIES} can be shown`);
    return null;
  }
  const required = readRequired(schema, keys, at('required'), report);
  const questions: AskQuestion[] = [];
  const labels = new Map<string, string>();
  for (const [index, key] of keys.entries()) {
    const path = at('properties', key);
    const fieldSchema = read(properties, key);
    const isRequired = required.has(key);
    if (!isRecord(fieldSchema)) {
      const text = `must be a field schema like { "type": "string" }, got ${describe(fieldSchema)}`;
      report('invalid_type', path, isRequired ? text : `${text}; the optional field is left out of the form`, isRequired ? 'error' : 'warning');
      continue;
    }
    const question = parseField({ key, id: `q${index + 1}`, path, schema: fieldSchema, required: isRequired, report });
    if (!question) continue;
    // Keys differ, but what the user reads may not ("Name" and "name", or two equal titles).
    const twin = labels.get(question.question.trim().toLowerCase());
    if (twin !== undefined) {
      report('duplicate_question', path, `is shown as ${quote(question.question)}, like properties.${twin}; give each field a distinct title`, 'warning');
    }
    labels.set(question.question.trim().toLowerCase(), key);
    questions.push(question);
  }
  if (keys.length === 0) report('no_questions', at('properties'), 'is empty: the form only asks the user to accept or decline', 'warning');
  const request: AskRequest = { dialect: 'mcp', questions, previewFormat: 'markdown', source };
  if (message.trim()) request.title = message;
  return request;
}

/** The `required` names; names of no property are errors (no accepted answer could satisfy them). */
function readRequired(schema: object, keys: string[], path: Path, report: Report): Set<string> {
  const list = read(schema, 'required');
  const names = new Set<string>();
  if (list === undefined) return names;
  if (!isArray(list)) {
    report('invalid_type', path, `must be an array of property names, got ${describe(list)}`);
    return names;
  }
  const count = Math.min(lengthOf(list), MAX_ENTRIES);
  for (let i = 0; i < count; i++) {
    const name = read(list, i);
    if (typeof name !== 'string') report('invalid_type', [...path, i], `must be a property name, got ${describe(name)}`);
    else if (!keys.includes(name)) {
      report('unknown_required', [...path, i], `names ${quote(name)}, which is not in properties; no answer could ever be accepted`);
    } else names.add(name);
  }
  return names;
}

function parseUrlMode(params: object, base: Path, report: Report, message: string, source: AskRequestSource): AskUrlRequest | null {
  const idPath = [...base, 'elicitationId'];
  const elicitationId = read(params, 'elicitationId');
  if (elicitationId === undefined) report('missing_field', idPath, 'is missing; URL mode needs the id its completion notification will name');
  else if (typeof elicitationId !== 'string') report('invalid_type', idPath, `must be a string, got ${describe(elicitationId)}`);
  const urlPath = [...base, 'url'];
  const raw = read(params, 'url');
  if (typeof raw !== 'string') {
    report(raw === undefined ? 'missing_field' : 'invalid_type', urlPath, `${raw === undefined ? 'is missing' : `must be a string, got ${describe(raw)}`}; send the https URL the user should open`);
    return null;
  }
  const url = parseUrl(raw);
  if (!url) {
    report('invalid_url', urlPath, `${quote(raw)} is not a valid absolute URL; send one like "https://example.com/connect"`);
    return null;
  }
  const secure = url.protocol === 'https:';
  if (!secure && url.protocol !== 'http:') {
    report('invalid_url', urlPath, `uses ${quote(url.protocol)}; only https: links (http: while developing) can be opened`);
    return null;
  }
  // "https://bank.example@evil.example" opens evil.example: the part before "@" is a classic spoof.
  if (url.username || url.password) {
    report('invalid_url', urlPath, `holds user info before "@", so it opens ${url.hostname} while reading like something else; remove it`);
    return null;
  }
  if (!secure) report('invalid_url', urlPath, 'is plain http:; use https: outside development', 'warning');
  const punycode = url.hostname.split('.').some((label) => label.startsWith('xn--'));
  if (punycode) report('invalid_url', urlPath, `has the punycode host ${url.hostname}, which may imitate another name; the user is warned`, 'warning');
  if (typeof elicitationId !== 'string') return null;
  return { mode: 'url', url: url.href, domain: url.hostname, punycode, secure, message, elicitationId, source };
}
