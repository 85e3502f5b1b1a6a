/**
 * A `date-time` field in a native `<input type="datetime-local">`: the input holds a local time
 * without a zone (`2026-03-01T09:30` or with seconds), while the answer must be RFC 3339 with
 * seconds and a zone (`elicitation-result.ts`: a zone-less time is not a date-time). The answer is
 * the local time with the browser's offset at that moment, e.g. `2026-03-01T09:30:00+01:00`.
 */

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** The local wall time `value` (the input's value) names, as RFC 3339 with its offset; '' for ''. */
export function localToDateTime(value: string): string {
  const m = /^(\d{4,})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(value);
  if (!m) return value;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  // Read back from the Date: a wall time skipped by a clock change becomes the real one after it.
  const at = new Date(year, month - 1, day, hour, minute, second);
  const offset = -at.getTimezoneOffset();
  const zone = offset === 0 ? 'Z' : `${offset > 0 ? '+' : '-'}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
  const date = `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `${date}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}${zone}`;
}

/** What the input shows for an answer (a default or an earlier edit): the same moment in local time; '' when it is not a date-time. */
export function dateTimeToLocal(text: string): string {
  if (!/^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}/.test(text)) return '';
  const at = new Date(text.replace(' ', 'T'));
  if (Number.isNaN(at.getTime())) return '';
  const base = `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  return at.getSeconds() ? `${base}:${pad(at.getSeconds())}` : base;
}

/** The browser's offset now, for the field's hint ("UTC+01:00"). */
export function localZoneName(at = new Date()): string {
  const offset = -at.getTimezoneOffset();
  return offset === 0 ? 'UTC' : `UTC${offset > 0 ? '+' : '-'}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}
