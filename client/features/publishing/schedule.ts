import { format } from 'date-fns';

/** Date and time helpers of the Publish dialog's schedule and the card's 'Scheduled' badge. */

/** 'Nov 24, 9:00 AM' in the browser's (the creator's) time zone. */
export const formatWhen = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : format(d, 'MMM d, h:mm a');
};

/** The creator's time zone as the browser knows it, e.g. 'Europe/Paris (GMT+1)'. */
export function timeZoneLabel(now = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const offset = -now.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const h = Math.floor(Math.abs(offset) / 60);
  const m = Math.abs(offset) % 60;
  return `${zone} (GMT${sign}${h}${m ? `:${String(m).padStart(2, '0')}` : ''})`;
}

/** A `<input type="datetime-local">` value (local time, no zone) as ISO 8601 with the local offset; null if invalid. */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  const offset = -d.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');
  const seconds = value.length === 16 ? `${value}:00` : value;
  return `${seconds}${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/** The `min` of the date-time control: now, in local time, to the minute. */
export function localInputNow(now = new Date()): string {
  return format(now, "yyyy-MM-dd'T'HH:mm");
}
