// Public: a blog's public page, its creator page and feed are read by anyone, signed in or not.
import {
  PUBLIC_PAGE_LIMITS,
  publicCreatorParamsSchema,
  publicCreatorPath,
  publicFeedPath,
  publicPageParamsSchema,
  publicPagePath,
} from '@common/public-pages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag, weakEtag } from '../../plugins/etag';
import type { App } from '../../types';
import { absoluteUrl } from './render/absolute';
import { toPublicArticle, type PublicArticle } from './render/article';
import { renderRss, renderSitemap } from './render/feeds';
import { renderCreatorIndex } from './render/index-page';
import { renderArticlePage, renderNotFoundPage } from './render/page';
import { publicPagesRepository, type PublicArticleRow } from './public-pages.repository';
import { standardSiteDocumentOf } from './standard-site';

/**
 * Shared caches may keep a page a minute; after that they revalidate with the ETag (a 304 when
 * nothing changed), so a page taken down stops being served within a minute.
 */
const PUBLIC_CACHE = 'public, max-age=60, must-revalidate';

/** Sends a rendered document with its ETag, or a 304 when the client already has these bytes. */
function sendCached(request: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = weakEtag(body);
  reply.header('cache-control', PUBLIC_CACHE).header('etag', etag).header('vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(type).send(body);
}

const notFound = (reply: FastifyReply) =>
  reply.code(404).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderNotFoundPage());

/**
 * Inkgram's public pages, anonymous and server-rendered (docs/decisions/022-public-pages.md): /p/<username>/<slug>, and per
 * creator feed.xml (RSS 2.0) and sitemap.xml. A page that is off, a deleted blog and an unknown
 * creator are the same 404.
 */
export async function publicPageRoutes(app: App) {
  const pages = publicPagesRepository(app.deps.database.db);
  const base = app.deps.config.PUBLIC_URL;

  async function articleOf(row: PublicArticleRow, withReplies = false): Promise<PublicArticle> {
    return toPublicArticle(row, {
      replies: withReplies ? await pages.approvedReplies(row.blog.id) : [],
      base,
      url: absoluteUrl(publicPagePath(row.username, row.slug), base),
      feedUrl: absoluteUrl(publicFeedPath(row.username), base),
      authorUrl: absoluteUrl(publicCreatorPath(row.username), base),
      homeUrl: await pages.homeUrlOf(row.blog.id, row.blog.homeDestination),
    });
  }

  app.get('/p/:username/:slug', { schema: { hide: true, params: publicPageParamsSchema } }, async (request, reply) => {
    const row = await pages.findPublic(request.params.username, request.params.slug);
    if (!row) return notFound(reply);
    // The address it had before the creator chose a slug leads to the creator's.
    if (row.slug !== request.params.slug)
      return reply.header('cache-control', PUBLIC_CACHE).redirect(publicPagePath(row.username, row.slug), 301);
    return sendCached(
      request,
      reply,
      'text/html; charset=utf-8',
      renderArticlePage({
        ...(await articleOf(row, true)),
        standardSiteDocument: await standardSiteDocumentOf(app.deps.database.db, row.blog.id),
      }),
    );
  });

  app.get('/p/:username', { schema: { hide: true, params: publicCreatorParamsSchema } }, async (request, reply) => {
    const rows = await pages.listPublic(request.params.username, PUBLIC_PAGE_LIMITS.feedItems);
    const first = rows[0];
    if (!first) return notFound(reply);
    const articles = await Promise.all(rows.map((r) => articleOf(r)));
    const creator = {
      name: first.authorName,
      url: absoluteUrl(publicCreatorPath(first.username), base),
      feedUrl: absoluteUrl(publicFeedPath(first.username), base),
    };
    return sendCached(request, reply, 'text/html; charset=utf-8', renderCreatorIndex(creator, articles));
  });

  app.get(
    '/p/:username/feed.xml',
    { schema: { hide: true, params: publicCreatorParamsSchema } },
    async (request, reply) => {
      const rows = await pages.listPublic(request.params.username, PUBLIC_PAGE_LIMITS.feedItems);
      const first = rows[0];
      if (!first) return notFound(reply);
      const articles = await Promise.all(rows.map((r) => articleOf(r)));
      const feedUrl = absoluteUrl(publicFeedPath(first.username), base);
      const rss = renderRss(
        {
          title: `${first.authorName} on Inkgram`,
          link: absoluteUrl(publicCreatorPath(first.username), base),
          feedUrl,
          description: `Articles by ${first.authorName}, written from their Instagram posts.`,
          base,
        },
        articles,
      );
      return sendCached(request, reply, 'application/rss+xml; charset=utf-8', rss);
    },
  );

  app.get(
    '/p/:username/sitemap.xml',
    { schema: { hide: true, params: publicCreatorParamsSchema } },
    async (request, reply) => {
      const rows = await pages.listPublic(request.params.username, PUBLIC_PAGE_LIMITS.sitemapItems);
      if (!rows[0]) return notFound(reply);
      const articles = await Promise.all(rows.map((r) => articleOf(r)));
      // A page whose canonical is another site's copy is not listed: search engines index that one.
      const own = articles.filter((a) => a.canonicalUrl === a.url);
      return sendCached(request, reply, 'application/xml; charset=utf-8', renderSitemap(own));
    },
  );
}
