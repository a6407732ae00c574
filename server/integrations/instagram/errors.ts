import type { IncomingHttpHeaders } from 'node:http';
import { parseRetryAfter } from '@common/retry-after';
import { bucUsageSchema, graphErrorSchema, oauthErrorSchema } from './schemas';

/**
 * Failure classes of the Instagram integration (docs/architecture.md §4), decided by the numeric
 * code/subcode of Meta's error body, never by message text or `type`.
 * - auth_expired: token expired/revoked/invalid → mark the account, ask to reconnect, no retry
 * - permission: permission missing or removed → reconnect
 * - rate_limited: back off until `retryAfterSeconds`
 * - transient: 5xx, codes 1/2, timeouts, malformed bodies → retry later with back-off
 * - bad_request: our request or the user's code was wrong (code 100, OAuth exchange errors)
 */
export type InstagramErrorKind = 'auth_expired' | 'permission' | 'rate_limited' | 'transient' | 'bad_request';

export class InstagramApiError extends Error {
  constructor(
    readonly kind: InstagramErrorKind,
    message: string,
    readonly detail: { status?: number; code?: number; subcode?: number; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'InstagramApiError';
  }

  /**
   * Meta's own message, for the one case its code does not tell apart: code 10 is both "no
   * permission" and insights' "(#10) Not enough viewers" (insights.ts). Never shown to users.
   */
  vendorMessage?: string | undefined;
}

const RATE_CODES = new Set([4, 17, 32, 341, 368, 613, 80002]);

/** Minutes until access returns, from X-Business-Use-Case-Usage (max over entries), else Retry-After. */
export function retryAfterSeconds(headers: IncomingHttpHeaders): number | undefined {
  const raw = headers['x-business-use-case-usage'];
  if (typeof raw === 'string') {
    try {
      const parsed = bucUsageSchema.safeParse(JSON.parse(raw));
      if (parsed.success) {
        const minutes = Math.max(
          0,
          ...Object.values(parsed.data).flatMap((list) => list.map((e) => e.estimated_time_to_regain_access ?? 0)),
        );
        if (minutes > 0) return minutes * 60;
      }
    } catch {
      /* ignore a malformed header */
    }
  }
  const retry = parseRetryAfter(headers['retry-after']);
  return retry !== undefined && retry > 0 ? Math.ceil(retry) : undefined;
}

export function classifyGraphError(status: number, body: unknown, headers: IncomingHttpHeaders): InstagramApiError {
  const error = classify(status, body, headers);
  const graph = graphErrorSchema.safeParse(body);
  error.vendorMessage = graph.success ? graph.data.error.message : undefined;
  return error;
}

function classify(status: number, body: unknown, headers: IncomingHttpHeaders): InstagramApiError {
  const graph = graphErrorSchema.safeParse(body);
  const oauth = oauthErrorSchema.safeParse(body);
  const code = graph.success ? graph.data.error.code : undefined;
  const subcode = graph.success ? graph.data.error.error_subcode : undefined;
  const vendorMessage = graph.success ? graph.data.error.message : oauth.success ? oauth.data.error_message : undefined;
  const detail = { status, ...(code === undefined ? {} : { code }), ...(subcode === undefined ? {} : { subcode }) };

  if (code === 190 || code === 102 || (status === 401 && code === undefined)) {
    const revoked = subcode === 458 || subcode === 460;
    return new InstagramApiError(
      'auth_expired',
      revoked
        ? 'Instagram access was revoked. Reconnect the account.'
        : 'The Instagram session expired. Reconnect the account.',
      detail,
    );
  }
  if (code === 10 || code === 3 || (code !== undefined && code >= 200 && code <= 299)) {
    return new InstagramApiError(
      'permission',
      'Inkgram no longer has permission to read this Instagram account.',
      detail,
    );
  }
  if ((code !== undefined && RATE_CODES.has(code)) || status === 429) {
    const wait = retryAfterSeconds(headers) ?? 600;
    return new InstagramApiError('rate_limited', 'Instagram is limiting requests right now. Try again later.', {
      ...detail,
      retryAfterSeconds: wait,
    });
  }
  if (code === 1 || code === 2 || status >= 500 || (graph.success && graph.data.error.is_transient)) {
    return new InstagramApiError('transient', 'Instagram is temporarily unavailable. Try again shortly.', detail);
  }
  if (oauth.success) return new InstagramApiError('bad_request', oauth.data.error_message, detail);
  return new InstagramApiError(
    'bad_request',
    vendorMessage ? `Instagram rejected the request: ${vendorMessage.slice(0, 200)}` : `Instagram answered ${status}`,
    detail,
  );
}
