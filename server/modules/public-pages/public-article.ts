import { publicCreatorPath, publicFeedPath, publicPagePath } from '@common/public-pages';
import type { Db } from '../../db/client';
import { absolutize, absoluteUrl } from './render/absolute';
import { toPublicArticle, type PublicArticle } from './render/article';
import { publicPagesRepository } from './public-pages.repository';

export type { PublicArticle };

/**
 * What a blog's public page shows, while it is public (else null): the fediverse module turns it into
 * an ActivityPub Article (docs/decisions/044-fediverse-with-fedify.md). `base` is PUBLIC_URL; the
 * body's links and images are absolute, since it is read on other servers.
 */
export async function publicArticleOf(db: Db, base: string, blogId: number): Promise<PublicArticle | null> {
  const pages = publicPagesRepository(db);
  const row = await pages.findPublicByBlog(blogId);
  if (!row) return null;
  const article = toPublicArticle(row, {
    base,
    url: absoluteUrl(publicPagePath(row.username, row.slug), base),
    feedUrl: absoluteUrl(publicFeedPath(row.username), base),
    authorUrl: absoluteUrl(publicCreatorPath(row.username), base),
    homeUrl: await pages.homeUrlOf(row.blog.id, row.blog.homeDestination),
  });
  return { ...article, bodyHtml: absolutize(article.bodyHtml, base) };
}
