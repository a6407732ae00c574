/**
 * Reads an HTTP `Retry-After` value in either of its forms — a number of seconds (`120`) or an
 * HTTP date (`Wed, 21 Oct 2015 07:28:00 GMT`) — as the seconds to wait from `now` (0 for a date in
 * the past). Absent, empty or unreadable values give undefined; callers pick their own default and
 * cap. The one parser of the header, in the client and on the server (Instagram, AI providers,
 * publishing platforms).
 */
export function parseRetryAfter(
  value: string | readonly string[] | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const raw = (typeof value === 'string' ? value : value?.[0])?.trim();
  if (!raw) return undefined;
  if (/^\d+(\.\d+)?$/.test(raw)) return Number(raw);
  // An HTTP date always names its weekday or month in letters; this keeps "-5" or "1e3" out.
  if (!/[a-z]/i.test(raw)) return undefined;
  const at = Date.parse(raw);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, (at - now) / 1000);
}
