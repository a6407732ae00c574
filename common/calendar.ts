/**
 * Dates a calendar has, checked digit by digit: `Date.parse` rolls 2020-02-30 over to 1 March and
 * takes year 0, which PostgreSQL refuses with an error. Years 1 … 9999, real days of their month
 * (29 February in leap years only), hours 0 … 23.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?Z$/;

const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

function daysIn(year: number, month: number): number {
  if (month === 2) return isLeap(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const realDay = (year: number, month: number, day: number) =>
  year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);

/** `YYYY-MM-DD` naming a day that exists. */
export function isRealDay(text: string): boolean {
  const parts = DAY.exec(text);
  return !!parts && realDay(Number(parts[1]), Number(parts[2]), Number(parts[3]));
}

/** `YYYY-MM-DDTHH:MM:SS[.ffffff]Z` (UTC) naming an instant that exists. */
export function isRealInstant(text: string): boolean {
  const parts = INSTANT.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as number[];
  return realDay(year!, month!, day!) && hour! <= 23 && minute! <= 59 && second! <= 59;
}
