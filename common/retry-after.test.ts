import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './retry-after';

const now = Date.parse('2026-03-01T12:00:00Z');

describe('parseRetryAfter', () => {
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter(' 7 ', now)).toBe(7);
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter('1.5', now)).toBe(1.5);
  });

  it('reads an HTTP date as the seconds until it', () => {
    expect(parseRetryAfter('Sun, 01 Mar 2026 12:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter(new Date(now + 10_000).toUTCString(), now)).toBe(10);
  });

  it('gives 0 for an HTTP date already past', () => {
    expect(parseRetryAfter('Sun, 01 Mar 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('takes the first value of a repeated header', () => {
    expect(parseRetryAfter(['30', '60'], now)).toBe(30);
  });

  it('gives undefined for an absent, empty or unreadable value', () => {
    for (const value of [undefined, null, '', '   ', [], 'soon', '-5', '1e3', '12abc', 'Not a date at all']) {
      expect(parseRetryAfter(value, now)).toBeUndefined();
    }
  });
});
