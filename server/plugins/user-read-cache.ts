import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { acquireSharedBus } from '../lib/realtime/shared-bus';
import { createUserReadCache, type UserReadCache } from '../lib/user-read-cache';
import { weakEtag } from './etag';
import type { App } from '../types';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this GET's 200 body per user until the user's lists change (docs/decisions/021). */
    userReadCache?: boolean;
  }
  interface FastifyRequest {
    userReadGeneration?: number;
  }
}

/** The bus topic the database triggers of migration 0008 send: `{ topic, userId }`. */
export const USER_LISTS_TOPIC = 'user-lists';
/** A backstop for a notification lost in transit; changes normally drop entries at once. */
export const USER_READ_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;
/** Headers a cached answer must repeat (the body's type and the next-page link). */
const KEPT_HEADERS = ['content-type', 'link'];
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const userIdOf = (request: FastifyRequest) => request.auth?.user.id;

/**
 * Per-user caching of the reads that opt in with `config: { userReadCache: true }` (GET /api/blogs):
 * the route's own preHandlers (requireUser) run first; then a cached body answers at once, with the
 * same headers and through the same onSend hooks (ETag, security headers) as a computed one.
 */
export async function registerUserReadCache(app: App) {
  const { bus: busPromise, release } = acquireSharedBus(app.deps.database, app.log);
  const bus = await busPromise;
  const cache: UserReadCache = createUserReadCache({
    ttlMs: USER_READ_CACHE_TTL_MS,
    maxEntries: MAX_ENTRIES,
    epoch: () => bus.epoch(),
  });
  const unsubscribe = bus.subscribe((message) => {
    if (message.topic === USER_LISTS_TOPIC && typeof message.userId === 'number') cache.invalidate(message.userId);
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    await release();
  });
  app.decorate('userReadCache', cache);

  const answerFromCache: preHandlerAsyncHookHandler = async (request, reply) => {
    const userId = userIdOf(request);
    if (userId === undefined) return;
    const hit = cache.lookup(userId, request.url);
    if (hit) {
      reply.headers(hit.headers);
      return reply.send(hit.payload);
    }
    request.userReadGeneration = cache.begin(userId);
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.userReadCache) return;
    const own = route.preHandler;
    route.preHandler = [...(own ? (Array.isArray(own) ? own : [own]) : []), answerFromCache];
  });

  // Stores a computed answer (before the ETag hook turns it into a 304 for this client).
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const generation = request.userReadGeneration;
    const userId = userIdOf(request);
    if (generation === undefined || userId === undefined) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (typeof value === 'string') headers[name] = value;
    }
    // Its ETag too, so that a cached answer is not hashed again on every read.
    headers.etag = weakEtag(payload);
    reply.header('etag', headers.etag);
    cache.store(userId, request.url, generation, { payload, headers });
    return payload;
  });

  // The user's own writes are seen by their next read on this process at once, whatever the bus does.
  app.addHook('onResponse', async (request) => {
    const userId = userIdOf(request);
    if (userId !== undefined && MUTATING.has(request.method)) cache.invalidate(userId);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    userReadCache: UserReadCache;
  }
}
