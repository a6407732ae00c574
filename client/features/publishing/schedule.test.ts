import { afterEach, describe, expect, it } from 'vitest';
import { resetDisplayZone, setDisplayZone } from '@client/lib/time-zone';
import { formatWhen, localInputNow, localInputToIso, timeZoneLabel } from './schedule';

/** The Publish dialog's schedule in the account's time zone, whatever the device's. */
describe("the schedule in the account's time zone", () => {
  afterEach(() => resetDisplayZone());

  it('reads the picked wall clock in the account zone, with the offset of that day (Berlin, both changes)', () => {
    setDisplayZone('Europe/Berlin');
    // Winter time before 28 March 2027, summer time after; back to winter on 31 October.
    expect(localInputToIso('2027-03-27T09:00')).toBe('2027-03-27T09:00:00+01:00');
    expect(localInputToIso('2027-03-29T09:00')).toBe('2027-03-29T09:00:00+02:00');
    expect(localInputToIso('2027-10-30T09:00')).toBe('2027-10-30T09:00:00+02:00');
    expect(localInputToIso('2027-11-01T09:00')).toBe('2027-11-01T09:00:00+01:00');
    // 02:30 on the night the clocks go forward does not exist: it is 03:30 summer time.
    expect(localInputToIso('2027-03-28T02:30')).toBe('2027-03-28T03:30:00+02:00');
    // 02:30 on the night they go back is shown twice: the first (summer time).
    expect(localInputToIso('2027-10-31T02:30')).toBe('2027-10-31T02:30:00+02:00');
  });

  it('New York: the same 09:00 either side of its March change is 14:00 and 13:00 UTC', () => {
    setDisplayZone('America/New_York');
    expect(new Date(localInputToIso('2027-03-13T09:00')!).toISOString()).toBe('2027-03-13T14:00:00.000Z');
    expect(new Date(localInputToIso('2027-03-15T09:00')!).toISOString()).toBe('2027-03-15T13:00:00.000Z');
    expect(formatWhen('2027-03-15T13:00:00.000Z')).toBe('Mar 15, 9:00 AM');
    expect(formatWhen('2027-11-08T05:30:00.000Z')).toBe('Nov 8, 12:30 AM');
    expect(timeZoneLabel(new Date('2027-07-01T12:00:00Z'))).toBe('America/New_York (GMT-4)');
    expect(timeZoneLabel(new Date('2027-01-01T12:00:00Z'))).toBe('America/New_York (GMT-5)');
  });

  it('shows an instant as the account zone’s clock, not the device’s', () => {
    setDisplayZone('Asia/Kolkata');
    expect(formatWhen('2027-03-15T13:00:00.000Z')).toBe('Mar 15, 6:30 PM');
    expect(timeZoneLabel(new Date('2027-03-15T13:00:00Z'))).toBe('Asia/Kolkata (GMT+5:30)');
    expect(localInputNow(new Date('2027-03-15T20:00:00Z'))).toBe('2027-03-16T01:30');
  });

  it('refuses what is not a date and time', () => {
    setDisplayZone('UTC');
    expect(localInputToIso('2027-02-30T09:00')).toBeNull();
    expect(localInputToIso('2027-03-15 09:00')).toBeNull();
    expect(formatWhen('not a date')).toBe('not a date');
  });
});
