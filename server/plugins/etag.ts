import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../types';

/**
 * Conditional JSON reads (docs/decisions/017-request-logging.md, "ETag"): a GET under /api that
 * answers 200 with a JSON body gets a weak ETag over that body and `Cache-Control: private,
 * no-cache`, so the browser keeps the copy and asks again with If-None-Match; when the body has not
 * changed the answer is a 304 without a body. The body is still computed (the ETag is over it): what
 * is saved is the transfer and the client's parsing, not the server's work.
 *
 * Left out: /api/health (a probe, always fresh), /api/docs (the static API document), any route
 * that sets its own Cache-Control, and the answers that carry personal data (`PERSONAL_DATA`: the
 * current user, the account, its devices and exports, the Instagram and platform connections), which
 * no cache may keep, not even the browser's. Those get the security plugin's `no-store` default, as
 * errors and writes do. Content lists (blogs, prompts, publications…) keep `private, no-cache`.
 */
export const ETAG_CACHE_CONTROL = 'private, no-cache';

const EXCLUDED = ['/api/health', '/api/docs'];

/** Reads answered with `Cache-Control: no-store` and no ETag (paths without the query string). */
export const PERSONAL_DATA: RegExp[] = [
  /^\/api\/user$/,
  /^\/api\/account(\/.*)?$/,
  /^\/api\/platform-connections(\/[^/]+)?$/,
  /^\/api\/instagram\/accounts(\/[^/]+)?$/,
];

export const isPersonalData = (url: string) => {
  const path = url.split('?', 1)[0]!;
  return PERSONAL_DATA.some((pattern) => pattern.test(path));
};

/** Weak validator over the serialized body: the same bytes give the same tag. */
export const weakEtag = (body: string) => `W/"${hash('sha1', body, 'base64url')}"`;

/** True when `header` (an If-None-Match value) names `etag`, compared weakly (RFC 9110 §13.1.2). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.slice(2);
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return (tag.startsWith('W/') ? tag.slice(2) : tag) === opaque;
  });
}

function conditional(request: FastifyRequest, reply: FastifyReply, payload: unknown): boolean {
  if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return false;
  if (reply.hasHeader('cache-control')) return false; // the route chose its own caching
  const url = request.url;
  if (!url.startsWith('/api/') || EXCLUDED.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`)))
    return false;
  if (isPersonalData(url)) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

export function registerEtag(app: App) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!conditional(request, reply, payload)) return done(null, payload);
    // A validator already set for this body (a cached read keeps the one computed with it) is kept.
    const known = reply.getHeader('etag');
    const etag = typeof known === 'string' ? known : weakEtag(payload as string);
    reply.header('etag', etag);
    reply.header('cache-control', ETAG_CACHE_CONTROL);
    if (!matchesEtag(request.headers['if-none-match'], etag)) return done(null, payload);
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    done(null, '');
  });
}
