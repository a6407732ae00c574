import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_TYPES, type NotificationType } from '@common/notifications';
import type { Keyring } from '../../lib/crypto/keyring';

/** What a token turns off: one type, or ('digest') every type the person gets in the daily digest. */
export type UnsubscribeScope = NotificationType | 'digest';

const SCOPES: readonly string[] = [...NOTIFICATION_TYPES, 'digest'];
const LABEL = 'notifications:unsubscribe';

const sign = (keyring: Keyring, body: string) =>
  createHmac('sha256', keyring.deriveSecret(LABEL)).update(body).digest('base64url');

/**
 * The one-click unsubscribe token (RFC 8058) of a person and a scope: `<userId>.<scope>.<HMAC>`,
 * signed with a secret derived from the app's key, so it needs no row and no sign-in, and works for
 * that person and scope only. It does not expire: an old email's link still stops that email.
 */
export function unsubscribeToken(keyring: Keyring, userId: number, scope: UnsubscribeScope): string {
  const body = `${userId}.${scope}`;
  return `${body}.${sign(keyring, body)}`;
}

/** The person and scope a token names, or null when it is malformed or its signature does not match. */
export function readUnsubscribeToken(
  keyring: Keyring,
  token: string,
): { userId: number; scope: UnsubscribeScope } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [id, scope, signature] = parts as [string, string, string];
  if (!/^[1-9][0-9]{0,9}$/.test(id) || !SCOPES.includes(scope)) return null;
  const expected = Buffer.from(sign(keyring, `${id}.${scope}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId: Number(id), scope: scope as UnsubscribeScope };
}
