// Public: other fediverse servers call WebFinger, actors and inboxes; HTTP signatures, not a session, say who.
import { publicCreatorPath } from '@common/public-pages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../types';
import { publicArticleOf } from '../public-pages';
import type { Fediverse } from './federation';
import { fediverseRepository } from './fediverse.repository';

/** An activity is small; Mastodon caps its own at 1 MB. */
const ACTIVITY_BODY_LIMIT = 256 * 1024;

/**
 * Fedify behind Fastify (docs/decisions/044-fediverse-with-fedify.md): /.well-known/webfinger and
 * everything under /ap/ are handed to `federation.fetch()` as a web Request with the body's exact
 * bytes (the HTTP signature covers its digest), on the public address. A browser asking an actor or
 * an article for HTML is sent to the creator's page or the article's public page.
 */
export async function federationRoutes(app: App, fedi: Fediverse) {
  const base = app.deps.config.PUBLIC_URL;
  const { db } = app.deps.database;
  const repo = fediverseRepository(db);

  /** The HTML page of an actor or article URI, for content negotiation. */
  async function htmlPageOf(url: URL): Promise<string | null> {
    const parsed = fedi.context().parseUri(url);
    if (parsed?.type === 'actor') {
      const user = await repo.userWithAccount(Number(parsed.identifier));
      return user?.account?.enabled ? new URL(publicCreatorPath(user.username), base).href : null;
    }
    if (parsed?.type === 'object') return (await publicArticleOf(db, base, Number(parsed.values.id)))?.url ?? null;
    return null;
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, base);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const body = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
    const response = await fedi.federation.fetch(new Request(url, { method: request.method, headers, body }), {
      contextData: undefined,
      onNotFound: () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } }),
      onNotAcceptable: async (req) => {
        const page = await htmlPageOf(new URL(req.url));
        return page
          ? Response.redirect(page, 303)
          : new Response('Not acceptable', { status: 406, headers: { 'content-type': 'text/plain' } });
      },
    });
    reply.code(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'transfer-encoding') reply.header(name, value);
    });
    return reply.send(Buffer.from(await response.arrayBuffer()));
  }

  await app.register(async (scope) => {
    // Activities come as application/activity+json or ld+json: kept as bytes for the signature check.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: ACTIVITY_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    const schema = { hide: true };
    scope.route({ method: ['GET', 'HEAD'], url: '/.well-known/webfinger', schema, handler: handle });
    scope.route({ method: ['GET', 'HEAD'], url: '/ap/*', schema, handler: handle });
    // Remote servers post signed activities from anywhere: no same-origin check, the signature decides.
    scope.route({ method: 'POST', url: '/ap/*', schema, config: { skipOriginCheck: true }, handler: handle });
  });
}
