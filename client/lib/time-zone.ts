import { useSyncExternalStore } from 'react';
import { isTimeZone, offsetMinutes } from '@common/zoned-time';

/**
 * The time zone scheduled times are shown and chosen in: the account's
 * (docs/decisions/042-publishing-calendar.md), the device's until the account's is known. The
 * account feature sets it once the account is read; the calendar, the Publish dialog's schedule and
 * every 'Scheduled …' read it here.
 */

interface ZoneState {
  /**
   * The account's zone once read (or saved on first use); null: not known, the device's is shown.
   * Checked against this browser's zones when first shown (`knownZone`), not when set.
   */
  readonly chosen: string | null;
  /** The account was read (or could not be): times read now will not change zone under the reader. */
  readonly known: boolean;
}

const listeners = new Set<() => void>();
let state: ZoneState = { chosen: null, known: false };

let deviceZone: string | undefined;

/** The device's own time zone, read once per page (making the formatter that tells it is not cheap). */
export const browserZone = () => (deviceZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

/**
 * The account's zone if this browser knows it. Checked when a time is first shown, not when the
 * account is read: checking makes a formatter for the zone, which loads the zone's rules (tens of
 * milliseconds on a phone), and most pages show no scheduled time at all (docs/performance.md,
 * "Work a page does before it is used").
 */
let checked: { zone: string | null; known: string | null } = { zone: null, known: null };
function knownZone(zone: string | null): string | null {
  if (checked.zone !== zone) checked = { zone, known: zone && isTimeZone(zone) ? zone : null };
  return checked.known;
}

/** The zone times are shown in now. */
export const displayZone = (): string => knownZone(state.chosen) ?? browserZone();

/** Show times in the account's `zone` from now on; null: the account has none (the device's is shown). */
export function setDisplayZone(zone: string | null) {
  const chosen = zone || null;
  if (chosen === state.chosen && state.known) return;
  state = { chosen, known: true };
  for (const listener of listeners) listener();
}

/** Forget the account's zone (signed out; tests). */
export function resetDisplayZone() {
  state = { chosen: null, known: false };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;

/** The zone times are shown in, re-rendering when it changes; `ready` once the account's is known. */
export function useDisplayZone(): { zone: string; ready: boolean } {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { zone: knownZone(current.chosen) ?? browserZone(), ready: current.known };
}

/** 'GMT+1', 'GMT-4', 'GMT+5:30', 'GMT' — the zone's offset at `now`. */
export function gmtOffset(zone: string, now = new Date()): string {
  const offset = offsetMinutes(now, zone);
  if (offset === 0) return 'GMT';
  const sign = offset > 0 ? '+' : '-';
  const h = Math.floor(Math.abs(offset) / 60);
  const m = Math.abs(offset) % 60;
  return `GMT${sign}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
}

/** Every zone this browser knows (and UTC, which it may leave out), `current` included if it is one, A to Z. */
export function timeZoneChoices(current?: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set([...known, 'UTC', browserZone(), ...(current && isTimeZone(current) ? [current] : [])]);
  return [...all].sort((a, b) => a.localeCompare(b));
}
