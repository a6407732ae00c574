import { describe, expect, it } from 'vitest';
import { loginRules, registerRules } from './login-throttle';

describe('login throttle buckets', () => {
  it('keys buckets case-insensitively by account+address, address and account', () => {
    const rules = loginRules('  Ada ', '203.0.113.5');
    expect([rules.accountAddress.key, rules.address.key, rules.account.key]).toEqual([
      'login:user-ip:ada|203.0.113.5',
      'login:ip:203.0.113.5',
      'login:user:ada',
    ]);
  });

  it('refuses per (account, address) and per address within minutes, unknown devices per account within the hour', () => {
    const rules = loginRules('ada', '203.0.113.5', 'nonce-1');
    expect(rules.accountAddress).toMatchObject({ limit: 10, windowMs: 15 * 60_000 });
    expect(rules.address).toMatchObject({ limit: 200, windowMs: 15 * 60_000 });
    expect(rules.account).toMatchObject({ limit: 100, windowMs: 60 * 60_000 });
    expect(rules.device).toEqual({ key: 'login:device:nonce-1', limit: 20, windowMs: 60 * 60_000 });
  });

  it('counts sign-ups per address per hour', () => {
    expect(registerRules('198.51.100.1', 20)).toEqual([
      { key: 'register:ip:198.51.100.1', limit: 20, windowMs: 60 * 60_000 },
    ]);
  });
});
