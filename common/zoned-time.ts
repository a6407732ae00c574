/**
 * Wall-clock date math in a named IANA time zone, on `Intl` alone (what both the browser and Node
 * have). The publishing calendar keeps the local time the creator chose: a schedule moved across a
 * daylight-saving change stays at 09:00 local, not at the old UTC instant (docs/decisions/042-publishing-calendar.md).
 * Days are `YYYY-MM-DD`, local times `YYYY-MM-DDTHH:MM`.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** Whether `zone` is a time zone this runtime knows ('Europe/Berlin', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** How this runtime spells `zone` ('europe/berlin' → 'Europe/Berlin'); `zone` must be a time zone. */
export const canonicalZone = (zone: string): string => formatter(zone).resolvedOptions().timeZone ?? zone;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function partsIn(instant: Date, zone: string): Parts {
  const out: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(instant)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return {
    year: out.year ?? 0,
    month: out.month ?? 1,
    day: out.day ?? 1,
    hour: (out.hour ?? 0) % 24,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

/** The zone's offset from UTC at `instant`, in minutes (Berlin in summer: 120). */
export function offsetMinutes(instant: Date, zone: string): number {
  const p = partsIn(instant, zone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** What a clock in `zone` shows at `instant`: its day and `HH:MM`. */
export function wallClockOf(instant: Date, zone: string): { day: string; time: string; local: string } {
  const p = partsIn(instant, zone);
  const day = `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
  const time = `${pad(p.hour)}:${pad(p.minute)}`;
  return { day, time, local: `${day}T${time}` };
}

/** Whether `text` is a `YYYY-MM-DDTHH:MM` local time with a real month, day, hour and minute. */
export function isLocalTime(text: string): boolean {
  const m = LOCAL.exec(text);
  if (!m) return false;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1 && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d && h <= 23 && mi <= 59;
}

/**
 * The instant a clock in `zone` shows `local`. A time the clocks skip (02:30 on the night they go
 * forward) is the same length of time after the change: 03:30. A time shown twice (the night they go
 * back) is the first of the two.
 */
export function instantOf(local: string, zone: string): Date {
  const m = LOCAL.exec(local);
  if (!m || !isLocalTime(local)) throw new RangeError(`Not a local time: ${local}`);
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const naive = Date.UTC(y, mo - 1, d, h, mi);
  // The offsets in force a day either side: the instant is naive minus one of them.
  const before = offsetMinutes(new Date(naive - 86_400_000), zone);
  const after = offsetMinutes(new Date(naive + 86_400_000), zone);
  const candidates = [...new Set([before, after])]
    .map((offset) => new Date(naive - offset * 60_000))
    .filter((c) => wallClockOf(c, zone).local === local)
    .sort((a, b) => a.getTime() - b.getTime());
  if (candidates[0]) return candidates[0];
  // Skipped: read the time with the offset from before the change (02:30 +01:00 is 03:30 +02:00).
  return new Date(naive - before * 60_000);
}

/** `day` plus `n` calendar days (negative: back). */
export function addDays(day: string, n: number): string {
  const m = DAY.exec(day);
  if (!m) throw new RangeError(`Not a day: ${day}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + n));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayOf(day: string): number {
  const m = DAY.exec(day);
  if (!m) throw new RangeError(`Not a day: ${day}`);
  return (new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay() + 6) % 7;
}

/** The Monday of the week holding `day`. */
export const weekStart = (day: string) => addDays(day, -weekdayOf(day));

/** The seven days of the week holding `day`, Monday first. */
export const weekDays = (day: string) => Array.from({ length: 7 }, (_, i) => addDays(weekStart(day), i));

/**
 * The month view's grid for the month holding `day`: whole weeks, Monday first, from the week of
 * the 1st to the week of the last day (28 to 42 days).
 */
export function monthGrid(day: string): string[] {
  const first = `${day.slice(0, 7)}-01`;
  const last = addDays(`${addDays(first, 31).slice(0, 7)}-01`, -1);
  const start = weekStart(first);
  const end = addDays(weekStart(last), 6);
  const days: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) days.push(d);
  return days;
}

/**
 * The same wall-clock time on another day: what dragging a schedule to a day does. 09:00 on the
 * Saturday before Berlin's clocks go forward moved to the Monday after is still 09:00 there.
 */
export const moveToDay = (instant: Date, zone: string, day: string): Date =>
  instantOf(`${day}T${wallClockOf(instant, zone).time}`, zone);

/** The instants a run of local days covers in `zone`: from the first day's midnight to the end of the last. */
export const daysSpan = (from: string, to: string, zone: string) => ({
  start: instantOf(`${from}T00:00`, zone),
  end: instantOf(`${addDays(to, 1)}T00:00`, zone),
});
