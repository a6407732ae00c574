import { describe, expect, it } from 'vitest';
import { loginRules, secondsBlocked } from './throttle';

describe('login throttle rules', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const rules = loginRules('Ada', '203.0.113.5');

  it('keys buckets case-insensitively by account, account+IP and IP', () => {
    expect(rules.map((r) => r.key)).toEqual([
      'login:user-ip:ada|203.0.113.5',
      'login:user:ada',
      'login:ip:203.0.113.5',
    ]);
  });

  it('blocks only once a bucket is full, until its window ends', () => {
    const started = new Date(now.getTime() - 5 * 60_000);
    expect(secondsBlocked(rules, [{ key: rules[0]!.key, hits: 9, windowStartedAt: started }], now)).toBe(0);
    expect(secondsBlocked(rules, [{ key: rules[0]!.key, hits: 10, windowStartedAt: started }], now)).toBe(600);
  });

  it('forgets a full bucket whose window has passed (no permanent lockout)', () => {
    const old = new Date(now.getTime() - 16 * 60_000);
    expect(secondsBlocked(rules, [{ key: rules[0]!.key, hits: 50, windowStartedAt: old }], now)).toBe(0);
  });
});
