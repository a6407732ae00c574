import { and, asc, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { PageQuery } from '@common/pagination';
import type { PublishOverrides } from '@common/publish-overrides';
import type { StoredFields } from '@common/published-fields';
import type { FailureReasonName } from '@common/publishing';
import type { Db } from '../../db/client';
import { blogPublications, blogs, publishingPlatforms, userPlatformConnections } from '../../db/schema';
import { afterCursor, cursorKeySql, toPage, type Page } from '../../lib/pagination';

export type PublicationRow = typeof blogPublications.$inferSelect;
/** A publication with its platform (null once its connection is removed), the blog's owner and home. */
export type PublicationWithPlatform = PublicationRow & {
  platformName: string | null;
  blogUserId: number;
  /** The blog's home destination (a row read without it is never the home). */
  homeDestination?: string | null;
};
export type BlogRow = typeof blogs.$inferSelect;

/** Worker bookkeeping kept in blog_publications.metadata. */
export interface PublicationMeta {
  attempts?: number;
  /** Set just before the create call: if the outcome is unknown, look for the post before retrying. */
  sentAt?: string;
  leaseUntil?: string | null;
  nextAttemptAt?: string;
  lastError?: string | null;
  slug?: string;
  /** What the creator asked for: a live post (default) or a draft on the platform. */
  mode?: 'publish' | 'draft';
  /** The post's status on the platform, as the last call reported it. */
  remoteStatus?: 'published' | 'draft' | 'scheduled';
  /** The featured image's media id on this destination (uploaded once). */
  mediaId?: string | null;
  /** Add the 'Originally published at' sentence where the canonical URL has no field. */
  originallyPublishedNote?: boolean;
  /** Set by 'Update everywhere': push the current content to this live post. */
  updatePending?: string | null;
  updateError?: string | null;
  /** The status a publication had before it was queued again (restored when it is cancelled). */
  previousStatus?: string | null;
  withdrawnHow?: 'draft' | 'trash';
  /** findExisting was asked before the first post on this destination. */
  lookedUp?: boolean;
  /** Times the sweeper had to queue it again since a job last took it (runner: requeueStalePublications). */
  sweeps?: number;
  /** Which fields landed on the platform at the last publish or update, and which not and why. */
  fields?: StoredFields;
  /** Why the last attempt did not get through, and (while retrying) the attempt that comes next (docs/decisions/041). */
  failure?: { reason: FailureReasonName; attempt?: number; maxAttempts?: number } | null;
}

const meta = (row: PublicationRow) => row.metadata as PublicationMeta;

/** `wordpress` of `wordpress:blog.example`; null for a connection-only key or none. */
export function platformOfDestination(key: string | null): string | null {
  const platform = key?.split(':')[0];
  return platform && platform !== 'connection' ? platform : null;
}

/**
 * Reading and creating blog_publications rows (and the blogs they need); reads for users are
 * owner-scoped. A publishing attempt's bookkeeping is in attempts.repository.ts, the ledger's changes
 * outside an attempt in ledger.repository.ts.
 */
export function publicationsRepository(db: Db) {
  const withPlatform = () =>
    db
      .select({
        publication: blogPublications,
        platformName: publishingPlatforms.name,
        blogUserId: blogs.userId,
        homeDestination: blogs.homeDestination,
        cursorKey: cursorKeySql(blogPublications.createdAt),
      })
      .from(blogPublications)
      .innerJoin(blogs, eq(blogs.id, blogPublications.blogId))
      .leftJoin(userPlatformConnections, eq(userPlatformConnections.id, blogPublications.platformConnectionId))
      .leftJoin(publishingPlatforms, eq(publishingPlatforms.id, userPlatformConnections.platformId));
  type Joined = {
    publication: PublicationRow;
    platformName: string | null;
    blogUserId: number;
    homeDestination: string | null;
  };
  const flatten = (r: Joined): PublicationWithPlatform => ({
    ...r.publication,
    // A row whose connection was removed still names its platform: the destination says it.
    platformName: r.platformName ?? platformOfDestination(r.publication.destinationKey),
    blogUserId: r.blogUserId,
    homeDestination: r.homeDestination,
  });
  /** Pages in `(created_at, id)` order after the cursor (server/lib/pagination.ts); `id` breaks ties. */
  const pageOf = (rows: (Joined & { cursorKey: string })[], limit: number) =>
    toPage(
      rows.map((r) => ({ ...flatten(r), cursorKey: r.cursorKey })),
      limit,
    );
  return {
    meta,

    async findBlog(blogId: number): Promise<BlogRow | undefined> {
      const [row] = await db.select().from(blogs).where(eq(blogs.id, blogId));
      return row;
    },

    /** Oldest first. */
    async listForBlog(blogId: number, page: PageQuery): Promise<Page<PublicationWithPlatform>> {
      const rows = await withPlatform()
        .where(
          and(
            eq(blogPublications.blogId, blogId),
            afterCursor(blogPublications.createdAt, blogPublications.id, page.cursor, 'asc'),
          ),
        )
        .orderBy(asc(blogPublications.createdAt), asc(blogPublications.id))
        .limit(page.limit + 1);
      return pageOf(rows, page.limit);
    },

    /** Newest first. */
    async listForUser(userId: number, page: PageQuery): Promise<Page<PublicationWithPlatform>> {
      const rows = await withPlatform()
        .where(and(eq(blogs.userId, userId), afterCursor(blogPublications.createdAt, blogPublications.id, page.cursor)))
        .orderBy(desc(blogPublications.createdAt), desc(blogPublications.id))
        .limit(page.limit + 1);
      return pageOf(rows, page.limit);
    },

    async findById(id: number): Promise<PublicationWithPlatform | undefined> {
      const [row] = await withPlatform().where(eq(blogPublications.id, id));
      return row ? flatten(row) : undefined;
    },

    /** The one row per (blog, destination): inserted once; a concurrent second insert gets nothing back. */
    async insertIfAbsent(values: {
      blogId: number;
      platformConnectionId: number;
      destinationKey: string;
      status: string;
      scheduledAt: Date | null;
      metadata: PublicationMeta;
      overrides?: PublishOverrides | null;
    }) {
      const [row] = await db
        .insert(blogPublications)
        .values({ ...values, metadata: { ...values.metadata } })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async findByBlogAndDestination(blogId: number, destinationKey: string): Promise<PublicationRow | undefined> {
      const [row] = await db
        .select()
        .from(blogPublications)
        .where(and(eq(blogPublications.blogId, blogId), eq(blogPublications.destinationKey, destinationKey)));
      return row;
    },

    /** URL of the blog's first published copy elsewhere: the canonical URL for later platforms. */
    async firstPublishedUrl(blogId: number, exceptId: number): Promise<string | null> {
      const [row] = await db
        .select({ url: blogPublications.platformBlogUrl })
        .from(blogPublications)
        .where(
          and(
            eq(blogPublications.blogId, blogId),
            eq(blogPublications.status, 'published'),
            ne(blogPublications.id, exceptId),
            isNotNull(blogPublications.platformBlogUrl),
          ),
        )
        .orderBy(asc(blogPublications.publishedAt))
        .limit(1);
      return row?.url ?? null;
    },
  };
}
