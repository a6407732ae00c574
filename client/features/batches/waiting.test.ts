import { describe, expect, it } from 'vitest';
import { waitingLine } from './waiting';

const clock = (d: Date) => d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

describe('the batch panel’s wait for the AI budget', () => {
  const now = new Date(2026, 10, 27, 14, 31, 20);
  it('names the minute window’s reopening in the creator’s clock', () => {
    const at = new Date(2026, 10, 27, 14, 32, 5);
    expect(waitingLine({ waitingUntil: at.toISOString(), waitingFor: 'minute' }, now)).toBe(
      `Waiting for your AI budget: resumes at ${clock(at)}.`,
    );
  });
  it('says the daily budget is spent, and tomorrow when it is', () => {
    const tomorrow = new Date(2026, 10, 28, 9, 10);
    expect(waitingLine({ waitingUntil: tomorrow.toISOString(), waitingFor: 'day' }, now)).toBe(
      `Waiting for your AI budget: the daily budget is spent, resumes tomorrow at ${clock(tomorrow)}.`,
    );
    const tonight = new Date(2026, 10, 27, 23, 10);
    expect(waitingLine({ waitingUntil: tonight.toISOString(), waitingFor: 'day' }, now)).toBe(
      `Waiting for your AI budget: the daily budget is spent, resumes at ${clock(tonight)}.`,
    );
  });
  it('says nothing when nothing waits', () => {
    expect(waitingLine({ waitingUntil: null, waitingFor: null }, now)).toBeNull();
  });
});
