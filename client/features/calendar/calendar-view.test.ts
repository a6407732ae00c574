import { describe, expect, it } from 'vitest';
import { clockLabel, daysOf, periodLabel, shift, todayIn } from './calendar-view';

describe('calendar views', () => {
  it('a month view is whole weeks; a week is Monday to Sunday; an agenda is the days of the month', () => {
    expect(daysOf('month', '2027-03-10')).toHaveLength(35);
    expect(daysOf('week', '2027-03-28')).toEqual(expect.arrayContaining(['2027-03-22', '2027-03-28']));
    expect(daysOf('agenda', '2027-02-14')).toHaveLength(28);
  });

  it('moves a month or a week at a time', () => {
    expect(shift('month', '2027-01-31', 1)).toBe('2027-02-01');
    expect(shift('agenda', '2027-01-15', -1)).toBe('2026-12-01');
    expect(shift('week', '2027-03-25', 1)).toBe('2027-04-01');
  });

  it('names the period and the time as a person reads them', () => {
    expect(periodLabel('month', '2027-03-10')).toBe('March 2027');
    expect(periodLabel('week', '2027-03-25')).toBe('Mar 22 – 28, 2027');
    expect(periodLabel('week', '2027-03-31')).toBe('Mar 29 – Apr 4, 2027');
    expect(clockLabel('00:05')).toBe('12:05 AM');
    expect(clockLabel('13:30')).toBe('1:30 PM');
  });

  it("today is the zone's today", () => {
    const lateUtc = new Date('2027-03-10T23:30:00Z');
    expect(todayIn('UTC', lateUtc)).toBe('2027-03-10');
    expect(todayIn('Europe/Berlin', lateUtc)).toBe('2027-03-11');
  });
});
