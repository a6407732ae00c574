import { describe, expect, it } from 'vitest';
import {
  addDays,
  canonicalZone,
  daysSpan,
  instantOf,
  isLocalTime,
  isTimeZone,
  monthGrid,
  moveToDay,
  offsetMinutes,
  wallClockOf,
  weekDays,
} from './zoned-time';

const BERLIN = 'Europe/Berlin';

describe('wall clock ↔ instant', () => {
  it('reads the offset in force: Berlin is +1 in winter, +2 in summer', () => {
    expect(offsetMinutes(new Date('2027-01-15T12:00:00Z'), BERLIN)).toBe(60);
    expect(offsetMinutes(new Date('2027-07-15T12:00:00Z'), BERLIN)).toBe(120);
    expect(offsetMinutes(new Date('2027-07-15T12:00:00Z'), 'America/New_York')).toBe(-240);
  });

  it('turns a local time into the instant and back', () => {
    expect(instantOf('2027-03-27T09:00', BERLIN).toISOString()).toBe('2027-03-27T08:00:00.000Z');
    expect(instantOf('2027-03-29T09:00', BERLIN).toISOString()).toBe('2027-03-29T07:00:00.000Z');
    expect(wallClockOf(new Date('2027-03-29T07:00:00Z'), BERLIN)).toEqual({
      day: '2027-03-29',
      time: '09:00',
      local: '2027-03-29T09:00',
    });
    expect(instantOf('2027-11-07T09:00', 'Asia/Kolkata').toISOString()).toBe('2027-11-07T03:30:00.000Z');
  });

  it('a time the clocks skip (02:30 on 28 March 2027 in Berlin) is 03:30 summer time', () => {
    expect(instantOf('2027-03-28T02:30', BERLIN).toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(wallClockOf(instantOf('2027-03-28T02:30', BERLIN), BERLIN).time).toBe('03:30');
  });

  it('a time shown twice (02:30 on 31 October 2027 in Berlin) is the first one, summer time', () => {
    expect(instantOf('2027-10-31T02:30', BERLIN).toISOString()).toBe('2027-10-31T00:30:00.000Z');
  });

  it('refuses what is not a local time or a zone', () => {
    expect(isLocalTime('2027-02-29T09:00')).toBe(false);
    expect(isLocalTime('2028-02-29T09:00')).toBe(true);
    expect(isLocalTime('2027-03-28T24:00')).toBe(false);
    expect(isLocalTime('2027-03-28 09:00')).toBe(false);
    expect(() => instantOf('2027-13-01T00:00', BERLIN)).toThrow(RangeError);
    expect(isTimeZone(BERLIN)).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('moving across a daylight-saving change keeps the wall-clock time', () => {
  it('09:00 on the Saturday before the change, moved to the Monday after, is 09:00 (one hour less UTC)', () => {
    const saturday = instantOf('2027-03-27T09:00', BERLIN);
    const monday = moveToDay(saturday, BERLIN, '2027-03-29');
    expect(wallClockOf(monday, BERLIN).local).toBe('2027-03-29T09:00');
    // Not 48 hours later, which would be 10:00 summer time.
    expect(monday.getTime() - saturday.getTime()).toBe(47 * 3_600_000);
  });

  it('and back in autumn: 18:00 on 30 October to 1 November is 25 hours per day crossed', () => {
    const before = instantOf('2027-10-30T18:00', BERLIN);
    const after = moveToDay(before, BERLIN, '2027-11-01');
    expect(wallClockOf(after, BERLIN).time).toBe('18:00');
    expect(after.getTime() - before.getTime()).toBe(49 * 3_600_000);
  });

  it('New York changes on other days: 09:00 moved over 14 March and 7 November 2027 stays 09:00', () => {
    const NEW_YORK = 'America/New_York';
    const spring = moveToDay(instantOf('2027-03-13T09:00', NEW_YORK), NEW_YORK, '2027-03-15');
    expect(spring.toISOString()).toBe('2027-03-15T13:00:00.000Z');
    const autumn = moveToDay(instantOf('2027-11-06T09:00', NEW_YORK), NEW_YORK, '2027-11-08');
    expect(autumn.toISOString()).toBe('2027-11-08T14:00:00.000Z');
    // Between the two changes (New York's on 14 March, Berlin's on 28 March) the gap is 5 hours, then 6.
    expect(wallClockOf(instantOf('2027-03-22T09:00', BERLIN), NEW_YORK).time).toBe('04:00');
    expect(wallClockOf(instantOf('2027-03-29T09:00', BERLIN), NEW_YORK).time).toBe('03:00');
  });

  it('spells a zone as the runtime does', () => {
    expect(canonicalZone('europe/berlin')).toBe(BERLIN);
    expect(canonicalZone('utc')).toBe('UTC');
  });
});

describe('calendar days', () => {
  it('adds days across months and years', () => {
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('a week runs Monday to Sunday', () => {
    expect(weekDays('2027-03-28')).toEqual([
      '2027-03-22',
      '2027-03-23',
      '2027-03-24',
      '2027-03-25',
      '2027-03-26',
      '2027-03-27',
      '2027-03-28',
    ]);
  });

  it('a month grid is whole weeks from the week of the 1st to the week of the last day', () => {
    const march = monthGrid('2027-03-15');
    expect(march[0]).toBe('2027-03-01');
    expect(march.at(-1)).toBe('2027-04-04');
    expect(march).toHaveLength(35);
    const feb2027 = monthGrid('2027-02-01');
    expect(feb2027).toHaveLength(28);
    expect(monthGrid('2026-11-10')[0]).toBe('2026-10-26');
  });

  it('the span of the day the clocks go forward is 23 hours', () => {
    const { start, end } = daysSpan('2027-03-28', '2027-03-28', BERLIN);
    expect(start.toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(end.getTime() - start.getTime()).toBe(23 * 3_600_000);
  });
});
