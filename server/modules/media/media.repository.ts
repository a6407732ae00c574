import type { BlogId, UserId } from '@common/ids';
import { and, asc, eq, exists, gt, inArray, like, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogMembers, blogPublications, blogs, mediaOwners, publicPages } from '../../db/schema';
import { MEDIA_URL_PREFIX } from '../../lib/storage/media-storage';

/**
 * Publication statuses that make a blog's images public: published, and publishing (the platform
 * is being called right now and may fetch the featured image from PUBLIC_URL/media/<key> during
 * the call, as Medium does).
 */
export const PUBLIC_STATUSES = ['published', 'publishing'];

/** Media ownership and visibility: all Drizzle access of the media module. */
export function mediaRepository(db: Db) {
  // Both reads run for images on My Blogs and /create: prepared once, index-only on the key.
  const ownedQuery = db
    .select({ one: sql`1` })
    .from(mediaOwners)
    .where(and(eq(mediaOwners.key, sql.placeholder('key')), eq(mediaOwners.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('media_owned_by');

  // A blog of one of the key's owners shows it (featured image or inside the content) and is
  // published, or is public on its Inkgram page (/p/…). Only the owners' blogs count: citing someone
  // else's key in a blog publishes nothing.
  const path = sql<string>`${MEDIA_URL_PREFIX} || ${sql.placeholder('key')}::text`;
  const published = exists(
    db
      .select({ one: sql`1` })
      .from(blogPublications)
      .where(and(eq(blogPublications.blogId, blogs.id), inArray(blogPublications.status, PUBLIC_STATUSES))),
  );
  const publicPage = exists(
    db
      .select({ one: sql`1` })
      .from(publicPages)
      .where(and(eq(publicPages.blogId, blogs.id), eq(publicPages.isPublic, true))),
  );
  const publishedQuery = db
    .select({ one: sql`1` })
    .from(mediaOwners)
    .innerJoin(blogs, eq(blogs.userId, mediaOwners.userId))
    .where(
      and(
        eq(mediaOwners.key, sql.placeholder('key')),
        or(published, publicPage),
        or(eq(blogs.featuredImage, path), sql`strpos(${blogs.content}, ${path}) > 0`),
      ),
    )
    .limit(1)
    .prepare('media_published');

  // A shared blog the viewer is in (its owner, or someone it is shared with) shows the key, and the
  // key is owned by someone in that blog: the images its owner and its co-writers put in it. A key
  // of someone outside the blog shows nothing, like a cited key in a published blog.
  const inBlog = (userId: SQLWrapper) =>
    or(
      eq(blogs.userId, userId),
      exists(
        db
          .select({ one: sql`1` })
          .from(blogMembers)
          .where(and(eq(blogMembers.blogId, blogs.id), eq(blogMembers.userId, userId))),
      ),
    );
  const sharedQuery = db
    .select({ one: sql`1` })
    .from(blogs)
    .where(
      and(
        inBlog(sql.placeholder('viewerId')),
        exists(
          db
            .select({ one: sql`1` })
            .from(blogMembers)
            .where(eq(blogMembers.blogId, blogs.id)),
        ),
        or(eq(blogs.featuredImage, path), sql`strpos(${blogs.content}, ${path}) > 0`),
        exists(
          db
            .select({ one: sql`1` })
            .from(mediaOwners)
            .where(and(eq(mediaOwners.key, sql.placeholder('key')), inBlog(mediaOwners.userId))),
        ),
      ),
    )
    .limit(1)
    .prepare('media_shared_with');

  return {
    /**
     * How `userId` stands to blog `blogId`: its owner's id and the user's role there (`owner`, a
     * member's role, or null for a stranger); undefined when there is no such blog.
     */
    async standingIn(userId: UserId, blogId: BlogId): Promise<{ ownerId: number; role: string | null } | undefined> {
      const [row] = await db
        .select({ ownerId: blogs.userId, role: blogMembers.role })
        .from(blogs)
        .leftJoin(blogMembers, and(eq(blogMembers.blogId, blogs.id), eq(blogMembers.userId, userId)))
        .where(eq(blogs.id, blogId))
        .limit(1);
      if (!row) return undefined;
      return { ownerId: row.ownerId, role: row.ownerId === userId ? 'owner' : row.role };
    },
    /** Records `userId` as an owner of `key` (idempotent). */
    async grant(key: string, userId: number): Promise<void> {
      await db.insert(mediaOwners).values({ key, userId }).onConflictDoNothing();
    },
    async isOwnedBy(key: string, userId: number): Promise<boolean> {
      return (await ownedQuery.execute({ key, userId })).length > 0;
    },
    async isPublished(key: string): Promise<boolean> {
      return (await publishedQuery.execute({ key })).length > 0;
    },
    /** A blog shared between `viewerId` and an owner of `key` shows it (docs/decisions/013). */
    async isSharedWith(key: string, viewerId: number): Promise<boolean> {
      return (await sharedQuery.execute({ key, viewerId })).length > 0;
    },
    /** The next blogs (by id, after `afterId`) whose content still holds a `data:` image (data-image-migration.ts). */
    blogsWithDataImages(afterId: number, limit: number) {
      return db
        .select({ id: blogs.id, userId: blogs.userId, content: blogs.content })
        .from(blogs)
        .where(and(gt(blogs.id, afterId), like(blogs.content, '%src="data:%')))
        .orderBy(asc(blogs.id))
        .limit(limit);
    },
    /** Replaces a blog's content only if it is still `before` (a save meanwhile wins); true when it did. */
    async replaceContent(id: number, before: string, content: string, excerpt: string): Promise<boolean> {
      const rows = await db
        .update(blogs)
        .set({ content, excerpt })
        .where(and(eq(blogs.id, id), eq(blogs.content, before)))
        .returning({ id: blogs.id });
      return rows.length > 0;
    },
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;
