import { publicPagePath } from '@common/public-pages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogs, publicPages, users } from '../../db/schema';
import { absoluteUrl } from './render/absolute';

/**
 * The blog's public page address while it is public, else null: what the publishing engine uses as
 * the canonical URL when the public page is the blog's home destination (PUBLIC_PAGE_DESTINATION).
 * `base` is the config's PUBLIC_URL.
 */
export async function publicPageUrlOf(db: Db, base: string, blogId: number): Promise<string | null> {
  const [row] = await db
    // The creator's slug (SEO fields) when they chose one, else the one the page was first given.
    .select({ slug: sql<string>`coalesce(nullif(${blogs.slug}, ''), ${publicPages.slug})`, username: users.username })
    .from(publicPages)
    .innerJoin(users, eq(users.id, publicPages.userId))
    .innerJoin(blogs, eq(blogs.id, publicPages.blogId))
    .where(and(eq(publicPages.blogId, blogId), eq(publicPages.isPublic, true)))
    .limit(1);
  return row ? absoluteUrl(publicPagePath(row.username, row.slug), base) : null;
}
