import fp from 'fastify-plugin';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { UserId } from '@common/ids';
import { unauthenticated } from '../lib/errors';
import type { Actor } from '../lib/policy';
import type { AuthContext, SessionService } from '../modules/auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pre-handler: 401 unless the request carries a live session; sets request.auth. */
    requireUser: preHandlerAsyncHookHandler;
    sessions: SessionService;
  }
}

export const authPlugin = fp<{ sessions: SessionService }>(async (app, { sessions }) => {
  app.decorateRequest('auth', null);
  app.decorate('sessions', sessions);
  app.decorate('requireUser', async function requireUser(request, reply) {
    const auth = await sessions.resolve(request);
    if (!auth) {
      if (request.cookies[sessions.cookieName]) sessions.clearCookie(reply);
      throw unauthenticated();
    }
    request.auth = auth;
  } satisfies preHandlerAsyncHookHandler);
});

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): AuthContext['user'] {
  if (!request.auth) throw unauthenticated();
  return request.auth.user;
}

/** The signed-in user as the actor services and policies take (server/lib/policy.ts). */
export const actorOf = (request: FastifyRequest): Actor => ({ userId: currentUser(request).id as UserId });
