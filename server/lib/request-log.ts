import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { redactUrlQuery } from './logger';

/**
 * Access lines (docs/decisions/017-request-logging.md): at most one line per request, written once
 * the response is sent, at a level chosen by what happened, so the default level (`info`) pays for
 * the lines an operator needs and not for every successful read:
 * - 5xx, or a response that failed while being sent: `error` (the error handler also logs the
 *   error itself, with its stack);
 * - slower than SLOW_REQUEST_MS: `warn`;
 * - 403 and 429 (refused, throttled): `info`;
 * - other 4xx: `info` for one in CLIENT_ERROR_SAMPLE (the line says `sampled`), else `debug`;
 * - everything else: `debug`.
 * Fastify's own pair of lines per request ("incoming request", "request completed") is replaced.
 */
export const SLOW_REQUEST_MS = 500;
export const CLIENT_ERROR_SAMPLE = 10;

export type AccessLevel = 'error' | 'warn' | 'info' | 'debug';

/** The level of a request's access line; `clientErrorCount` numbers the 4xx answers (sampling). */
export function accessLevel(status: number, ms: number, clientErrorCount: number): AccessLevel {
  if (status >= 500) return 'error';
  if (ms >= SLOW_REQUEST_MS) return 'warn';
  if (status === 403 || status === 429) return 'info';
  if (status >= 400) return clientErrorCount % CLIENT_ERROR_SAMPLE === 0 ? 'info' : 'debug';
  return 'debug';
}

const isSampled = (level: AccessLevel, status: number) =>
  level === 'info' && status >= 400 && status < 500 && status !== 403 && status !== 429;

export class AccessLogController extends LogController {
  private clientErrors = 0;

  override incomingRequest(): void {
    // no line when a request arrives: the access line is written when it completes
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    const level = error ? 'error' : accessLevel(status, ms, status >= 400 && status < 500 ? this.clientErrors++ : 0);
    const log = reply.log as Logger;
    // Nothing is built for a line the level drops (the common case: a 2xx at `info`).
    if (!log.isLevelEnabled?.(level)) return;
    log[level](
      {
        method: request.method,
        url: redactUrlQuery(request.url),
        status,
        ms: Math.round(ms * 10) / 10,
        ip: request.ip,
        ...(isSampled(level, status) ? { sampled: CLIENT_ERROR_SAMPLE } : {}),
        ...(error ? { err: error } : {}),
      },
      'request',
    );
  }
}
