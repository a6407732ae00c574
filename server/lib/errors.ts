import { ERROR_CODES } from '@common/errors';

/** The one error family: every expected failure is an AppError with a status, a code and a human message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new AppError(400, ERROR_CODES.validation, message, details);

export const unauthenticated = (message = 'You need to log in to do that.') =>
  new AppError(401, ERROR_CODES.unauthenticated, message);

export const forbidden = (message = 'This request is not allowed.') =>
  new AppError(403, ERROR_CODES.forbidden, message);

/** Another user's row is reported exactly like a missing one. */
export const notFound = (what = 'Resource') => new AppError(404, ERROR_CODES.notFound, `${what} not found`);

export const conflict = (message: string, details?: unknown) =>
  new AppError(409, ERROR_CODES.conflict, message, details);

export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  new AppError(
    429,
    ERROR_CODES.rateLimited,
    message,
    { retryAfterSeconds },
    {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    },
  );

/** A dependency the request needs is down for now: 503 with Retry-After, and nothing was changed. */
export const unavailable = (code: string, message: string, retryAfterSeconds = 30) =>
  new AppError(503, code, message, { retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });

/** Postgres unique_violation, through any wrapping (Drizzle wraps driver errors in `cause`). */
export function uniqueViolation(err: unknown): { constraint?: string } | undefined {
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    if (typeof e === 'object' && e !== null && 'code' in e && (e as { code?: unknown }).code === '23505') {
      const c = (e as { constraint?: unknown }).constraint;
      return { constraint: typeof c === 'string' ? c : undefined };
    }
    e = typeof e === 'object' && e !== null && 'cause' in e ? (e as { cause?: unknown }).cause : undefined;
  }
  return undefined;
}
