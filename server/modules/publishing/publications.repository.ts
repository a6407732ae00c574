import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { PageQuery } from '@common/pagination';
import type { Db } from '../../db/client';
import { blogPublications, blogs, publishingPlatforms, userPlatformConnections } from '../../db/schema';
import { afterCursor, cursorKeySql, toPage, type Page } from '../../lib/pagination';

export type PublicationRow = typeof blogPublications.$inferSelect;
export type PublicationWithPlatform = PublicationRow & { platformName: string | null };
export type BlogRow = typeof blogs.$inferSelect;

/** Worker bookkeeping kept in blog_publications.metadata. */
export interface PublicationMeta {
  attempts?: number;
  /** Set just before the create call: if the outcome is unknown, look for the post before retrying. */
  sentAt?: string;
  leaseUntil?: string | null;
  nextAttemptAt?: string;
  lastError?: string;
  slug?: string;
}

const meta = (row: PublicationRow) => row.metadata as PublicationMeta;

/** All access to blog_publications (and the blogs it needs to read); reads for users are owner-scoped. */
export function publicationsRepository(db: Db) {
  const withPlatform = () =>
    db
      .select({
        publication: blogPublications,
        platformName: publishingPlatforms.name,
        cursorKey: cursorKeySql(blogPublications.createdAt),
      })
      .from(blogPublications)
      .leftJoin(userPlatformConnections, eq(userPlatformConnections.id, blogPublications.platformConnectionId))
      .leftJoin(publishingPlatforms, eq(publishingPlatforms.id, userPlatformConnections.platformId));
  const flatten = (r: { publication: PublicationRow; platformName: string | null }) => ({
    ...r.publication,
    platformName: r.platformName,
  });
  /** Pages in `(created_at, id)` order after the cursor (server/lib/pagination.ts); `id` breaks ties. */
  const pageOf = (
    rows: { publication: PublicationRow; platformName: string | null; cursorKey: string }[],
    limit: number,
  ) =>
    toPage(
      rows.map((r) => ({ ...flatten(r), cursorKey: r.cursorKey })),
      limit,
    );
  const patch = async (id: number, values: Partial<PublicationRow>, metaPatch: PublicationMeta = {}) => {
    const [row] = await db
      .update(blogPublications)
      .set({
        ...values,
        metadata: sql`${blogPublications.metadata} || ${JSON.stringify(metaPatch)}::jsonb`,
        updatedAt: new Date(),
      })
      .where(eq(blogPublications.id, id))
      .returning();
    return row;
  };

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
        .innerJoin(blogs, eq(blogs.id, blogPublications.blogId))
        .where(and(eq(blogs.userId, userId), afterCursor(blogPublications.createdAt, blogPublications.id, page.cursor)))
        .orderBy(desc(blogPublications.createdAt), desc(blogPublications.id))
        .limit(page.limit + 1);
      return pageOf(rows, page.limit);
    },

    async findById(id: number): Promise<PublicationWithPlatform | undefined> {
      const [row] = await withPlatform().where(eq(blogPublications.id, id));
      return row ? flatten(row) : undefined;
    },

    /** The one row per (blog, connection): inserted once; a concurrent second insert gets nothing back. */
    async insertIfAbsent(values: {
      blogId: number;
      platformConnectionId: number;
      status: string;
      scheduledAt: Date | null;
    }) {
      const [row] = await db
        .insert(blogPublications)
        .values({ ...values, metadata: {} })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async findByBlogAndConnection(blogId: number, connectionId: number): Promise<PublicationRow | undefined> {
      const [row] = await db
        .select()
        .from(blogPublications)
        .where(and(eq(blogPublications.blogId, blogId), eq(blogPublications.platformConnectionId, connectionId)));
      return row;
    },

    /** A failed publication is queued again; only one concurrent request wins. */
    async requeueFailed(id: number, status: 'pending' | 'scheduled', scheduledAt: Date | null) {
      const [row] = await db
        .update(blogPublications)
        .set({
          status,
          scheduledAt,
          error: null,
          updatedAt: new Date(),
          metadata: sql`${blogPublications.metadata} || '{"attempts":0}'::jsonb`,
        })
        .where(and(eq(blogPublications.id, id), eq(blogPublications.status, 'failed')))
        .returning();
      return row;
    },

    /**
     * Takes the publication for one attempt: pending, due scheduled, or publishing whose lease ran
     * out (a worker died mid-job). Concurrent jobs for one row: exactly one gets it.
     */
    async claim(id: number, leaseUntil: Date): Promise<PublicationRow | undefined> {
      const now = new Date();
      const [row] = await db
        .update(blogPublications)
        .set({
          status: 'publishing',
          updatedAt: now,
          metadata: sql`${blogPublications.metadata} || jsonb_build_object('leaseUntil', ${leaseUntil.toISOString()}::text, 'attempts', coalesce((${blogPublications.metadata}->>'attempts')::int, 0) + 1)`,
        })
        .where(
          and(
            eq(blogPublications.id, id),
            or(
              eq(blogPublications.status, 'pending'),
              and(
                eq(blogPublications.status, 'scheduled'),
                sql`coalesce(${blogPublications.scheduledAt} <= ${now.toISOString()}::timestamptz, true)`,
              ),
              and(
                eq(blogPublications.status, 'publishing'),
                sql`coalesce((${blogPublications.metadata}->>'leaseUntil')::timestamptz < ${now.toISOString()}::timestamptz, true)`,
              ),
            ),
          ),
        )
        .returning();
      return row;
    },

    markSent: (id: number, slug: string) => patch(id, {}, { sentAt: new Date().toISOString(), slug }),

    /**
     * Stores the remote id and URL the moment they come back and marks the publication published;
     * stamps the blog's published_at (first success wins): two rows, so the caller runs it in a
     * transaction. Whether a blog is published is not stored: it is derived from its publications
     * in the blogs repository, which the list, the read and the edit/delete locks all use.
     */
    async markPublished(id: number, blogId: number, remote: { id: string; url: string }): Promise<void> {
      await db
        .update(blogPublications)
        .set({
          status: 'published',
          platformBlogId: remote.id,
          platformBlogUrl: remote.url,
          publishedAt: new Date(),
          error: null,
          updatedAt: new Date(),
          metadata: sql`${blogPublications.metadata} || ${JSON.stringify({ leaseUntil: null })}::jsonb`,
        })
        .where(eq(blogPublications.id, id));
      await db
        .update(blogs)
        .set({ publishedAt: sql`coalesce(${blogs.publishedAt}, now())` })
        .where(eq(blogs.id, blogId));
    },

    markFailed: (id: number, message: string) => patch(id, { status: 'failed', error: message }, { leaseUntil: null }),

    /** Back to pending until the next attempt; `definitelyNotSent` clears the unknown-outcome flag. */
    markRetry: (id: number, message: string, nextAttemptAt: Date, definitelyNotSent: boolean) =>
      db
        .update(blogPublications)
        .set({
          status: 'pending',
          updatedAt: new Date(),
          metadata: sql`(${blogPublications.metadata} || ${JSON.stringify({ lastError: message, nextAttemptAt: nextAttemptAt.toISOString(), leaseUntil: null })}::jsonb) - ${definitelyNotSent ? 'sentAt' : '__none__'}::text`,
        })
        .where(eq(blogPublications.id, id)),

    clearSent: (id: number) =>
      db
        .update(blogPublications)
        .set({ metadata: sql`${blogPublications.metadata} - 'sentAt'` })
        .where(eq(blogPublications.id, id)),

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

    /** Publications a job should be working on but is not (lost enqueue, worker died): for the sweeper. */
    async stale(olderThan: Date): Promise<{ id: number; scheduledAt: Date | null }[]> {
      return db
        .select({ id: blogPublications.id, scheduledAt: blogPublications.scheduledAt })
        .from(blogPublications)
        .where(
          and(
            inArray(blogPublications.status, ['pending', 'publishing', 'scheduled']),
            sql`greatest(${blogPublications.updatedAt}, ${blogPublications.scheduledAt}, (${blogPublications.metadata}->>'nextAttemptAt')::timestamptz, (${blogPublications.metadata}->>'leaseUntil')::timestamptz) < ${olderThan.toISOString()}::timestamptz`,
          ),
        );
    },
  };
}
