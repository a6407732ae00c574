import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { parseJsonKeepingIds } from './schemas';

/**
 * Meta's `signed_request` (deauthorize and data-deletion callbacks): `<sig>.<payload>`, both
 * base64url; sig = HMAC-SHA256(app secret, encoded payload).
 * @link https://developers.facebook.com/docs/development/create-an-app/app-dashboard/data-deletion-callback
 */
const payloadSchema = z.object({
  algorithm: z.string().refine((a) => a.toUpperCase() === 'HMAC-SHA256'),
  user_id: z.union([z.string(), z.number()]).transform(String),
  issued_at: z.number().optional(),
});

export function verifySignedRequest(signedRequest: string, secret: string): { userId: string } | undefined {
  const [sig, payload, extra] = signedRequest.split('.');
  if (!sig || !payload || extra !== undefined || signedRequest.length > 4096) return undefined;
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const parsed = payloadSchema.safeParse(parseJsonKeepingIds(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? { userId: parsed.data.user_id } : undefined;
  } catch {
    return undefined;
  }
}

/** Builds a signed_request (tests and the sandbox). */
export function signRequest(payload: Record<string, unknown>, secret: string): string {
  const body = Buffer.from(
    JSON.stringify({ algorithm: 'HMAC-SHA256', issued_at: Math.floor(Date.now() / 1000), ...payload }),
  ).toString('base64url');
  return `${createHmac('sha256', secret).update(body).digest('base64url')}.${body}`;
}
