import { instantOf, isLocalTime, offsetMinutes, wallClockOf } from '@common/zoned-time';
import { displayZone, gmtOffset } from '@client/lib/time-zone';

/**
 * Date and time helpers of the Publish dialog's schedule and the card's 'Scheduled' badge, in the
 * account's time zone (client/lib/time-zone.ts; docs/decisions/042-publishing-calendar.md): the
 * picker's wall clock is read in that zone with its daylight-saving rules, whatever the device's.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');

/** 'Nov 24, 9:00 AM' in the account's time zone. */
export const formatWhen = (iso: string, zone = displayZone()) => {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const { day, time } = wallClockOf(d, zone);
  const [h, m] = time.split(':').map(Number) as [number, number];
  const month = MONTHS[Number(day.slice(5, 7)) - 1];
  return `${month} ${Number(day.slice(8))}, ${((h + 11) % 12) + 1}:${pad(m)} ${h < 12 ? 'AM' : 'PM'}`;
};

/** The account's time zone with its offset now, e.g. 'Europe/Paris (GMT+1)'. */
export function timeZoneLabel(now = new Date(), zone = displayZone()): string {
  return `${zone} (${gmtOffset(zone, now)})`;
}

/**
 * A `<input type="datetime-local">` value (a wall clock, no zone) as ISO 8601 with the offset the
 * account's zone has then; null if invalid. A time the clocks skip is the one an hour later.
 */
export function localInputToIso(value: string, zone = displayZone()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const local = value.slice(0, 16);
  if (!isLocalTime(local)) return null;
  const instant = instantOf(local, zone);
  const offset = offsetMinutes(instant, zone);
  const sign = offset >= 0 ? '+' : '-';
  return `${wallClockOf(instant, zone).local}:00${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/** The `min` of the date-time control: now, in the account's zone, to the minute. */
export function localInputNow(now = new Date(), zone = displayZone()): string {
  return wallClockOf(now, zone).local;
}
