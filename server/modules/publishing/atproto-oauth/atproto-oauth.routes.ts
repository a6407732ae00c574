import {
  ATPROTO_OAUTH_RESULT,
  atprotoOAuthCallbackSchema,
  atprotoOAuthStartedSchema,
  atprotoOAuthStartSchema,
} from '@common/atproto-oauth';
import { signedInRoutes } from '../../../lib/route-preamble';
import { AppError } from '../../../lib/errors';
import { authOf } from '../../../plugins/auth';
import type { App } from '../../../types';
import { atprotoOAuthService } from './atproto-oauth.service';
import { CALLBACK_PATH } from '../../../integrations/publishers/atproto/oauth-metadata';

/** 'Sign in with Bluesky' (docs/decisions/043-at-protocol-standard-site.md): start, and the PDS's way back. */
export async function atprotoOAuthRoutes(app: App) {
  const { database, keyring, config, queue } = app.deps;
  const service = atprotoOAuthService({ db: database.db, keyring, config, queue });
  const { base, tags, errors } = signedInRoutes(app, 'publishing', 400, 401, 422, 429, 502);

  app.post(
    '/api/platform-connections/atproto/oauth',
    {
      ...base,
      schema: {
        summary: 'Start signing in with Bluesky (AT Protocol OAuth)',
        description:
          'Resolves the handle to its PDS and authorization server and pushes the authorization request (PAR, PKCE, DPoP). The browser then goes to `authorizeUrl`; the PDS sends it back to the callback.',
        operationId: 'startAtprotoOAuth',
        tags,
        body: atprotoOAuthStartSchema,
        response: { 200: atprotoOAuthStartedSchema, ...errors },
      },
    },
    async (request) => service.start(authOf(request), request.body),
  );

  // A page the PDS sends the browser to, not an API call: it answers with a redirect, and stays out
  // of the OpenAPI document (like the public pages).
  app.get(
    CALLBACK_PATH,
    { ...base, schema: { hide: true, querystring: atprotoOAuthCallbackSchema } },
    async (request, reply) => {
      const page = new URL('/platform-connections', config.PUBLIC_URL);
      try {
        const done = await service.finish(authOf(request), request.query);
        page.searchParams.set(ATPROTO_OAUTH_RESULT.connected, String(done.id));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        page.searchParams.set(ATPROTO_OAUTH_RESULT.error, err.message);
      }
      return reply.header('cache-control', 'no-store').redirect(`${page.pathname}${page.search}`, 303);
    },
  );
}
