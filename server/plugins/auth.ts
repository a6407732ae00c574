import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { unauthenticated } from '../lib/errors';
import type { Actor } from '../lib/policy';
import { actorOfAuth, type AuthContext } from '../lib/auth-context';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pre-handler: 401 unless the request carries a live session; sets request.auth. */
    requireUser: preHandlerAsyncHookHandler;
  }
}

export const authPlugin = fp<{ sessions: FastifyInstance['sessions'] }>(async (app, { sessions }) => {
  app.decorateRequest('auth', null);
  app.decorate('sessions', sessions);
  app.decorate('requireUser', async function requireUser(request, reply) {
    // Already resolved by the onRequest copy below: the preHandler entry stays for the docs plugin.
    if (request.auth) return;
    const auth = await sessions.resolve(request);
    if (!auth) {
      if (request.cookies[sessions.cookieName]) sessions.clearCookie(reply);
      throw unauthenticated();
    }
    request.auth = auth;
  } satisfies preHandlerAsyncHookHandler);

  // Authentication before anything reads the input: a route guarded by requireUser resolves the
  // session in onRequest, so an anonymous caller gets 401 whatever its body or query (never a 400
  // that describes the route's fields, a 413 or a parse error).
  app.addHook('onRoute', (route) => {
    if (![route.preHandler].flat().includes(app.requireUser)) return;
    const own = route.onRequest;
    route.onRequest = [...(own ? [own].flat() : []), app.requireUser as onRequestAsyncHookHandler];
  });
});

/** The session and user of a route guarded by requireUser (for services that need the session too). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** The signed-in user of a route guarded by requireUser. */
export const currentUser = (request: FastifyRequest): AuthContext['user'] => authOf(request).user;

/** The signed-in user as the actor services and policies take (server/lib/policy.ts). */
export const actorOf = (request: FastifyRequest): Actor => actorOfAuth(authOf(request));
