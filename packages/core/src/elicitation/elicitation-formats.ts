/**
 * The four string formats of an MCP elicitation form (schema 2025-11-25, `StringSchema.format`:
 * email, uri, date, date-time). The MCP TypeScript SDK's server checks accepted content against the
 * requested schema with Ajv and ajv-formats in its "full" mode, so an answer these checks pass is
 * one that server accepts. Where RFC 3339 and that checker differ, the stricter rule is taken:
 * sending less than the server would take is safe, sending more is a rejected answer.
 */
import type { TextFormat } from '../protocol/types.js';

export const TEXT_FORMATS: readonly TextFormat[] = ['email', 'uri', 'date', 'date-time'];

export function isTextFormat(value: unknown): value is TextFormat {
  return typeof value === 'string' && (TEXT_FORMATS as readonly string[]).includes(value);
}

/** What a user is told a format looks like (also the placeholder of date fields). */
export const FORMAT_EXAMPLES: Readonly<Record<TextFormat, string>> = {
  email: 'name@example.com',
  uri: 'https://example.com/page',
  date: 'YYYY-MM-DD',
  'date-time': 'YYYY-MM-DDThh:mm:ssZ',
};

// The characters of an RFC 5322 dot-atom (the local part without quoting), as ajv-formats takes them.
const ATOM_CHAR = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
const DNS_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

/** `local@domain`: dot-separated atoms, then at least two DNS labels (no quoted local parts, no IP literals). */
function isEmail(text: string): boolean {
  const at = text.lastIndexOf('@');
  if (at <= 0) return false;
  const local = text.slice(0, at).split('.');
  const domain = text.slice(at + 1).split('.');
  return local.every((atom) => ATOM_CHAR.test(atom)) && domain.length >= 2 && domain.every((label) => DNS_LABEL.test(label));
}

/** The parts of a WHATWG URL this module reads. */
export interface ParsedUrl {
  href: string;
  protocol: string;
  hostname: string;
  username: string;
  password: string;
}

// The core is typed without the DOM library; every runtime it targets (browsers, Node, workers,
// edge functions) has the WHATWG URL class.
const UrlClass = (globalThis as { URL?: new (input: string) => ParsedUrl }).URL;

/** The URL `text` parses as, or undefined when it does not parse (or the runtime has no URL class). */
export function parseUrl(text: string): ParsedUrl | undefined {
  if (!UrlClass) return undefined;
  try {
    return new UrlClass(text);
  } catch {
    return undefined;
  }
}

const HTTP = /^https?:/i;
// RFC 3986's absolute URI with pct-encodings taken out (see `uri`), as ajv-formats' "full" `uri`
// takes it: a scheme, a path that is not empty (after "//", any path characters also read as an
// empty host and a path), a query, one fragment. Each part's characters: pchar, "/" and "?".
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:[\w\-.~!$&'()*+,;=:@/][\w\-.~!$&'()*+,;=:@/?]*(?:#[\w\-.~!$&'()*+,;=:@/?]*)?$/;
const PCT = /%[\dA-Fa-f]{2}/g;
// An IP literal host (the one place for brackets), its port, and what ends the authority.
const IP_HOST = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/(\[[^\]]*\])(?::\d*)?(?:[/?#]|$)/;

/**
 * An absolute URI (a scheme is required: JSON Schema's `uri`, unlike `uri-reference`), as it is
 * sent. An http(s) address is sent as a browser would open it (`new URL(text).href`): "café" and
 * "bücher.example" as "caf%C3%A9" and "xn--bcher-kva.example", which RFC 3986 (and the SDK's
 * server) take; what that leaves outside RFC 3986 ("%" without two hex digits, "[x]" in the path,
 * a second "#") is refused. An IP literal is taken only as a URL parser writes it.
 */
function uri(text: string): string | undefined {
  const value = HTTP.test(text) ? parseUrl(text)?.href : text;
  // Each pct-encoding as one plain character: a "%" left is one without two hex digits.
  const bare = value?.replace(PCT, '0');
  const literal = bare && IP_HOST.exec(bare)?.[1];
  if (literal && parseUrl(`http://${literal}`)?.hostname !== literal.toLowerCase()) return undefined;
  return bare !== undefined && URI.test(literal ? bare.replace(literal, 'h') : bare) ? value : undefined;
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const leap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** RFC 3339 `full-date`: YYYY-MM-DD naming a real day (2024-02-29 yes, 2023-02-29 no). */
function isDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && leap(year) ? 29 : DAYS[month - 1]!);
}

/**
 * RFC 3339 `date-time`: a full date, `T` (or `t`, or a space, which ajv-formats also takes), a time
 * with seconds, and a zone (`Z` or `+hh:mm`): a zone-less local time is not a date-time. Leap
 * seconds are refused (only 23:59:60 UTC could be one).
 */
function isDateTime(text: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/.exec(text);
  if (!m || !isDate(m[1]!)) return false;
  const [hour, minute, second] = [Number(m[2]), Number(m[3]), Number(m[4])];
  const zoneOk = m[5] === undefined || (Number(m[5]) <= 23 && Number(m[6]) <= 59);
  return hour <= 23 && minute <= 59 && second <= 59 && zoneOk;
}

const CHECKS: Readonly<Record<Exclude<TextFormat, 'uri'>, (text: string) => boolean>> = {
  email: isEmail,
  date: isDate,
  'date-time': isDateTime,
};

/**
 * `text` as it is sent in `format` (an http(s) URI normalised, see `uri`; the others as they are),
 * or undefined when it is not in `format`.
 */
export function formatValue(format: TextFormat, text: string): string | undefined {
  return format === 'uri' ? uri(text) : CHECKS[format](text) ? text : undefined;
}

/** A string's length as JSON Schema counts it: in Unicode code points, not UTF-16 units. */
export function codePoints(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
