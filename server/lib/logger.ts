import type { FastifyServerOptions } from 'fastify';

/** Paths never written to logs: credentials, tokens and cookies (ASVS 16.2.5). */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.accessToken',
  '*.refreshToken',
  '*.apiKey',
  '*.token',
  '*.access_token',
  '*.client_secret',
];

/** Query parameters that carry credentials: Instagram tokens and secrets, OAuth codes and states. */
const SENSITIVE_QUERY = /([?&](?:access_token|client_secret|code|state|signed_request)=)[^&#]*/gi;

/** A request URL fit for logs: sensitive query values replaced by [Filtered]. */
export const redactUrlQuery = (url: string) => url.replace(SENSITIVE_QUERY, '$1[Filtered]');

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[Filtered]' },
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrlQuery(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
