import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { forbidden } from '../lib/errors';
import type { App } from '../types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Content-Security-Policy the built client runs under (no inline scripts, no third-party origins). */
export function contentSecurityPolicy(config: Pick<Config, 'secureCookies'>) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: config.secureCookies ? [] : null,
  };
}

/**
 * Cross-site request forgery defence for the cookie-authenticated API: every state-changing
 * request must come from our own origin (Sec-Fetch-Site, else Origin). Combined with SameSite=Lax
 * cookies and JSON-only bodies (no form or text/plain parser is registered).
 */
export function isSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  if (!origin) return false;
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}

/**
 * The security headers helmet would set, computed once: none depends on the request (no CSP
 * nonces), and building helmet's middleware on every request (what @fastify/helmet does) cost ~8 %
 * of an authenticated read (docs/performance.md).
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

export async function registerSecurity(app: App, config: Config) {
  const headers = securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    hsts: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // Only JSON bodies are accepted anywhere: drop Fastify's default text/plain parser.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.skipOriginCheck) return;
    if (!isSameOrigin(request, config.publicOrigin)) {
      request.log.warn(
        { event: 'csrf_blocked', origin: request.headers.origin, site: request.headers['sec-fetch-site'] },
        'cross-site request blocked',
      );
      throw forbidden('Cross-site requests are not allowed.');
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
