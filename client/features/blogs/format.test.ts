import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format';

describe('formatLongDate', () => {
  it("writes 'MMMM d, yyyy' in English", () => {
    expect(formatLongDate('2026-03-01')).toBe('March 1, 2026');
    expect(formatLongDate('2026-11-28T12:00:00.000Z')).toBe('November 28, 2026');
    // The same date again comes from what was formatted before, unchanged.
    expect(formatLongDate('2026-03-01')).toBe('March 1, 2026');
  });

  it('answers null for a missing or invalid date', () => {
    expect(formatLongDate(null)).toBeNull();
    expect(formatLongDate(undefined)).toBeNull();
    expect(formatLongDate('')).toBeNull();
    expect(formatLongDate('not a date')).toBeNull();
    expect(formatLongDate('not a date')).toBeNull();
  });
});
