import type { CalendarEntry } from '@common/publishing-calendar';
import { addDays, monthGrid, wallClockOf, weekDays } from '@common/zoned-time';

/** What the calendar page shows: a month grid, a week, or (on a phone) an agenda of the month. */
export type CalendarView = 'month' | 'week' | 'agenda';

/** Today in `zone`, as `YYYY-MM-DD`. */
export const todayIn = (zone: string, now = new Date()) => wallClockOf(now, zone).day;

/** The days a view shows around `anchor`. */
export function daysOf(view: CalendarView, anchor: string): string[] {
  if (view === 'week') return weekDays(anchor);
  if (view === 'agenda') {
    const first = `${anchor.slice(0, 7)}-01`;
    const days: string[] = [];
    for (let d = first; d.slice(0, 7) === first.slice(0, 7); d = addDays(d, 1)) days.push(d);
    return days;
  }
  return monthGrid(anchor);
}

/** The anchor one period earlier or later (a month for month and agenda, a week for week). */
export function shift(view: CalendarView, anchor: string, step: -1 | 1): string {
  if (view === 'week') return addDays(anchor, 7 * step);
  const [y, m] = anchor.split('-').map(Number) as [number, number];
  const month = new Date(Date.UTC(y, m - 1 + step, 1));
  return `${month.getUTCFullYear()}-${String(month.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

const dayDate = (day: string) => new Date(`${day}T12:00:00Z`);
const fmt = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options }).format(dayDate(day));

/** 'March 2027', or 'Mar 22 – 28, 2027' for a week. */
export function periodLabel(view: CalendarView, anchor: string): string {
  if (view !== 'week') return fmt(anchor, { month: 'long', year: 'numeric' });
  const days = weekDays(anchor);
  const first = days[0]!;
  const last = days[6]!;
  const sameMonth = first.slice(0, 7) === last.slice(0, 7);
  return `${fmt(first, { month: 'short', day: 'numeric' })} – ${fmt(last, sameMonth ? { day: 'numeric' } : { month: 'short', day: 'numeric' })}, ${last.slice(0, 4)}`;
}

/** 'Monday, March 29' */
export const longDay = (day: string) => fmt(day, { weekday: 'long', month: 'long', day: 'numeric' });
/** 'Mon' */
export const shortWeekday = (day: string) => fmt(day, { weekday: 'short' });
/** '9:00 AM' from '09:00'. */
export function clockLabel(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The entries of each day, in time order (entries without a time last). */
export function byDay(entries: CalendarEntry[]): Map<string, CalendarEntry[]> {
  const map = new Map<string, CalendarEntry[]>();
  for (const e of entries) map.set(e.day, [...(map.get(e.day) ?? []), e]);
  return map;
}
