import { publicCreatorParamsSchema } from '@common/public-pages';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { oauthClientMetadata } from '../../integrations/publishers/atproto/oauth-metadata';
import { atUri, PUBLICATION, publicationUrlOf, recordKeys } from '../../integrations/publishers/atproto/records';
import { blogPublications, blogs, users } from '../../db/schema';
import type { App } from '../../types';

/**
 * standard.site verification on Inkgram's public pages (docs/decisions/043-at-protocol-standard-site.md):
 * an article published to the AT Protocol names its `site.standard.document` record in a
 * `<link rel="site.standard.document">`, and the creator's publication answers its
 * `site.standard.publication` record's at:// URI at `<publication url>/.well-known/site.standard.publication`
 * (the publication url is `/p/<username>`). The document URI is the one the PDS answered, kept on
 * the publication row; nothing is asked of the PDS here.
 */

const DOCUMENT_URI = /^at:\/\/(did:[a-z]+:[a-zA-Z0-9._:%-]+)\/site\.standard\.document\/([a-zA-Z0-9._~:-]{1,512})$/;

/** The live `site.standard.document` of a blog, when it has one (the newest, should two accounts hold one). */
export async function standardSiteDocumentOf(db: Db, blogId: number): Promise<string | null> {
  const rows = await db
    .select({ uri: blogPublications.platformBlogId })
    .from(blogPublications)
    .where(
      and(
        eq(blogPublications.blogId, blogId),
        eq(blogPublications.status, 'published'),
        like(blogPublications.destinationKey, 'atproto:%'),
      ),
    )
    .orderBy(desc(blogPublications.updatedAt))
    .limit(1);
  const uri = rows[0]?.uri;
  return uri && DOCUMENT_URI.test(uri) ? uri : null;
}

/**
 * The publication record of a creator's public pages, in the account of their newest live document:
 * the publisher writes it at a key derived from the publication's address (records.ts), so the
 * same address gives the same at:// URI.
 */
async function standardSitePublicationOf(db: Db, base: string, username: string): Promise<string | null> {
  const rows = await db
    .select({ uri: blogPublications.platformBlogId, username: users.username })
    .from(blogPublications)
    .innerJoin(blogs, eq(blogs.id, blogPublications.blogId))
    .innerJoin(users, eq(users.id, blogs.userId))
    .where(
      and(
        sql`lower(${users.username}) = lower(${username})`,
        eq(blogPublications.status, 'published'),
        like(blogPublications.destinationKey, 'atproto:%'),
      ),
    )
    .orderBy(desc(blogPublications.updatedAt))
    .limit(1);
  const row = rows[0];
  const did = row?.uri ? DOCUMENT_URI.exec(row.uri)?.[1] : undefined;
  if (!row || !did) return null;
  return atUri(did, PUBLICATION, recordKeys(publicationUrlOf(base, row.username), 0).publication);
}

const rootQuerySchema = z.strictObject({ username: publicCreatorParamsSchema.shape.username.optional() });

/**
 * The `/.well-known/site.standard.publication` answers (text/plain, the at:// URI, or 404) and the
 * OAuth client metadata of 'Sign in with Bluesky' (server/modules/atproto-oauth).
 */
export async function standardSiteRoutes(app: App) {
  const db = app.deps.database.db;
  const metadata = oauthClientMetadata(app.deps.config.PUBLIC_URL);
  app.get('/oauth-client-metadata.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').send(metadata),
  );
  const answer = async (username: string | undefined, reply: FastifyReply) => {
    const uri = username ? await standardSitePublicationOf(db, app.deps.config.PUBLIC_URL, username) : null;
    if (!uri)
      return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    return reply.header('cache-control', 'public, max-age=300').type('text/plain; charset=utf-8').send(uri);
  };
  app.get(
    '/p/:username/.well-known/site.standard.publication',
    { schema: { hide: true, params: publicCreatorParamsSchema } },
    async (request, reply) => answer(request.params.username, reply),
  );
  // At the root: a creator named by `?username=` (Inkgram hosts many publications on one host).
  app.get(
    '/.well-known/site.standard.publication',
    { schema: { hide: true, querystring: rootQuerySchema } },
    async (request, reply) => answer(request.query.username, reply),
  );
}
