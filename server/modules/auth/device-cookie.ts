import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * OWASP's device cookies (docs/decisions/031-device-cookies.md): a browser that signed in to an
 * account once carries a signed note of it, `v1.<userId>.<nonce>.<hmac>`, so that a lockout of an
 * attacked account refuses unknown devices only and never its owner's. Up to MAX_ENTRIES accounts
 * per browser, newest first, joined by `~`. The HMAC key is derived from the keyring; a forged,
 * altered or other-account entry is simply not trusted.
 */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const MAX_ENTRIES = 4;
const MAX_COOKIE_CHARS = 1_000;
const ENTRY = /^v1\.(\d{1,10})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export const deviceCookieName = (secure: boolean) => (secure ? '__Host-inkgram_device' : 'inkgram_device');

/** Forgets this browser as a device of any account (account deletion leaves no trace of it). */
export function clearDeviceCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(deviceCookieName(secure), { path: '/', httpOnly: true, sameSite: 'lax', secure });
}

export interface DeviceCookies {
  name: string;
  /** The nonce of the entry `cookie` holds for `userId`, when its signature is ours. */
  trustedFor(cookie: string | undefined, userId: number): string | undefined;
  /** The cookie after a successful sign-in of `userId`: a fresh entry first, the other accounts' kept. */
  issue(cookie: string | undefined, userId: number): string;
  set(reply: FastifyReply, value: string): void;
}

export function deviceCookies(secret: Buffer, secure: boolean): DeviceCookies {
  const name = deviceCookieName(secure);
  const sign = (userId: number, nonce: string) =>
    createHmac('sha256', secret).update(`v1.${userId}.${nonce}`).digest('base64url');

  function entries(cookie: string | undefined): { userId: number; nonce: string; raw: string }[] {
    if (!cookie || cookie.length > MAX_COOKIE_CHARS) return [];
    const valid = [];
    for (const raw of cookie.split('~').slice(0, MAX_ENTRIES)) {
      const parts = ENTRY.exec(raw);
      if (!parts) continue;
      const [, id, nonce, mac] = parts as unknown as [string, string, string, string];
      const userId = Number(id);
      const expected = Buffer.from(sign(userId, nonce));
      if (timingSafeEqual(expected, Buffer.from(mac))) valid.push({ userId, nonce, raw });
    }
    return valid;
  }

  return {
    name,
    trustedFor: (cookie, userId) => entries(cookie).find((e) => e.userId === userId)?.nonce,
    issue(cookie, userId) {
      const nonce = randomBytes(16).toString('base64url');
      const fresh = `v1.${userId}.${nonce}.${sign(userId, nonce)}`;
      const others = entries(cookie)
        .filter((e) => e.userId !== userId)
        .map((e) => e.raw);
      return [fresh, ...others].slice(0, MAX_ENTRIES).join('~');
    },
    set(reply, value) {
      reply.setCookie(name, value, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
    },
  };
}
