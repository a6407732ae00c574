import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Stateless HMAC-signed values (codes, tokens, CDN links) of the fake Instagram, so they survive restarts. */
export function signer(secret: Buffer) {
  const mac = (text: string) => createHmac('sha256', secret).update(text).digest('base64url').slice(0, 32);
  return {
    mac,
    seal(prefix: string, payload: Record<string, unknown>): string {
      const body = Buffer.from(JSON.stringify({ ...payload, n: randomBytes(6).toString('base64url') })).toString(
        'base64url',
      );
      return `${prefix}${body}.${mac(`${prefix}${body}`)}`;
    },
    open<T>(prefix: string, value: string): T | undefined {
      if (!value.startsWith(prefix) || value.length > 2048) return undefined;
      const dot = value.lastIndexOf('.');
      if (dot < 0) return undefined;
      const body = value.slice(prefix.length, dot);
      const sig = Buffer.from(value.slice(dot + 1));
      const expected = Buffer.from(mac(`${prefix}${body}`));
      if (sig.length !== expected.length || !timingSafeEqual(sig, expected)) return undefined;
      try {
        return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
      } catch {
        return undefined;
      }
    },
  };
}
