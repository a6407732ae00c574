import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { publicPages, users } from '../../db/schema';
import { publicationUrlOf } from '../../integrations/publishers/atproto/records';
import type { InkgramSite } from '../../integrations/publishers/types';
import { publicPageUrlOf } from '../public-pages';
import type { BlogRow } from './publications.repository';

/**
 * Where a blog lives on Inkgram, for the platforms whose records point back to it (the AT
 * Protocol's standard.site records, docs/decisions/043-at-protocol-standard-site.md): the creator's
 * public address (the publication), the article's path under it (its public page, by the slug it
 * has or will have there), and the blog's id.
 */
export async function inkgramSiteOf(
  db: Db,
  base: string,
  blog: BlogRow,
  slug: string,
): Promise<InkgramSite | undefined> {
  const [owner] = await db
    .select({ username: users.username, name: users.name })
    .from(users)
    .where(eq(users.id, blog.userId));
  if (!owner) return undefined;
  const url = publicationUrlOf(base, owner.username);
  const page = await publicPageUrlOf(db, base, blog.id);
  const [pageRow] = page
    ? []
    : await db.select({ slug: publicPages.slug }).from(publicPages).where(eq(publicPages.blogId, blog.id));
  const path = page?.startsWith(`${url}/`)
    ? page.slice(url.length)
    : `/${encodeURIComponent(blog.slug || pageRow?.slug || slug)}`;
  return { url, name: owner.name || owner.username, path, blogId: blog.id };
}
