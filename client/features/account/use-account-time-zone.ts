import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isTimeZone } from '@common/zoned-time';
import { whenIdle } from '@client/lib/scheduling';
import { browserZone, setDisplayZone } from '@client/lib/time-zone';
import { accountQueryOptions, useSetTimeZone } from './api';

/** Where the calendar kept a zone chosen on this device before accounts had one. */
const DEVICE_ZONE_KEY = 'inkgram.calendar.zone';
/** The account whose first-use zone was sent on this page load (one save, however many renders). */
let firstUseSentFor: number | null = null;

/** The zone an account without one starts with: the one chosen on this device before, else the device's. */
function firstZone(): string {
  try {
    const kept = localStorage.getItem(DEVICE_ZONE_KEY);
    localStorage.removeItem(DEVICE_ZONE_KEY);
    if (kept && isTimeZone(kept)) return kept;
  } catch {
    // Storage refused (private mode): the device's zone.
  }
  return browserZone();
}

/**
 * Reads the account's time zone for the whole signed-in app (docs/decisions/042-publishing-calendar.md)
 * into client/lib/time-zone.ts, which the calendar and every scheduled time read. An account without
 * one is given the device's on first use, and it is saved. Renders nothing.
 */
export function AccountTimeZoneSync() {
  const account = useQuery(accountQueryOptions);
  const { mutate } = useSetTimeZone();
  const id = account.data?.id;
  const saved = account.data?.timeZone;

  useEffect(() => {
    if (saved) setDisplayZone(saved);
  }, [saved]);

  useEffect(() => {
    if (id === undefined || saved !== null || firstUseSentFor === id) return;
    // When the page is idle: reading the device's zone makes a formatter, tens of milliseconds of a
    // phone's main thread while the page opens (docs/performance.md, "The editor's main-thread work").
    return whenIdle(() => {
      if (firstUseSentFor === id) return;
      firstUseSentFor = id;
      // The device's zone is shown while it is saved; a refusal leaves it shown (and tried next load).
      mutate({ timeZone: firstZone() }, { onError: () => setDisplayZone(null) });
    });
  }, [id, saved, mutate]);

  useEffect(() => {
    if (account.isError) setDisplayZone(null);
  }, [account.isError]);

  return null;
}
