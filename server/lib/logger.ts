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

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return { level, redact: { paths: REDACT_PATHS, censor: '[Filtered]' } };
}
