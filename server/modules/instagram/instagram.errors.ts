import { ERROR_CODES } from '@common/errors';
import { AppError } from '../../lib/errors';
import { InstagramApiError } from '../../integrations/instagram/errors';

/** Instagram failures as the API's AppError (clear, specific, never a 500). */
export function toAppError(err: unknown, during: string): unknown {
  if (!(err instanceof InstagramApiError)) return err;
  switch (err.kind) {
    case 'rate_limited':
      return new AppError(429, ERROR_CODES.instagramRateLimited, err.message, undefined, {
        'retry-after': String(err.detail.retryAfterSeconds ?? 600),
      });
    case 'transient':
      return new AppError(502, ERROR_CODES.instagramUnavailable, err.message);
    case 'auth_expired':
    case 'permission':
      return new AppError(400, ERROR_CODES.instagramAuthFailed, `${during}: ${err.message}`);
    default:
      return new AppError(400, ERROR_CODES.instagramRejected, `${during}: ${err.message}`);
  }
}
