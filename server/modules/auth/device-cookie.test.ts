import { describe, expect, it } from 'vitest';
import { deviceCookies } from './device-cookie';

const devices = deviceCookies(Buffer.alloc(32, 1), false);

describe('device cookies', () => {
  it('trusts the entry it issued, for that account only', () => {
    const cookie = devices.issue(undefined, 7);
    expect(devices.trustedFor(cookie, 7)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(devices.trustedFor(cookie, 8)).toBeUndefined();
  });

  it('does not trust an altered, re-addressed or foreign-key entry', () => {
    const cookie = devices.issue(undefined, 7);
    const [v, , nonce, mac] = cookie.split('.');
    expect(devices.trustedFor(`${v}.8.${nonce}.${mac}`, 8)).toBeUndefined();
    expect(devices.trustedFor(`${cookie.slice(0, -1)}${cookie.endsWith('A') ? 'B' : 'A'}`, 7)).toBeUndefined();
    const other = deviceCookies(Buffer.alloc(32, 2), false);
    expect(other.trustedFor(cookie, 7)).toBeUndefined();
    for (const junk of ['', 'v1', 'x'.repeat(5000), '~~~', 'v1.7..', undefined]) {
      expect(devices.trustedFor(junk, 7)).toBeUndefined();
    }
  });

  it('keeps the other accounts of the browser, newest first, at most four', () => {
    let cookie: string | undefined;
    for (const userId of [1, 2, 3, 4, 5]) cookie = devices.issue(cookie, userId);
    expect(devices.trustedFor(cookie, 5)).toBeDefined();
    expect(devices.trustedFor(cookie, 2)).toBeDefined();
    expect(devices.trustedFor(cookie, 1)).toBeUndefined();
    const again = devices.issue(cookie, 3);
    expect(again.split('~')).toHaveLength(4);
    expect(devices.trustedFor(again, 3)).not.toBe(devices.trustedFor(cookie, 3));
  });
});
