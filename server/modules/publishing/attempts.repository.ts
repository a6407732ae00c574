import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPublications, blogs } from '../../db/schema';
import type { RemotePost } from '../../integrations/publishers/types';
import type { PublicationMeta, PublicationRow } from './publications.repository';

/**
 * One publishing attempt's bookkeeping on blog_publications (the worker and the sweeper): the lease,
 * the unknown-outcome flag, the remote post, failures and retries.
 */
export function attemptsRepository(db: Db) {
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
    /**
     * Takes the publication for one attempt: pending, due scheduled, or publishing whose lease ran
     * out (a worker died mid-job). Concurrent jobs for one row: exactly one gets it.
     */
    async claim(id: number, leaseUntil: Date): Promise<PublicationRow | undefined> {
      const now = new Date();
      const [row] = await db
        .update(blogPublications)
        .set({
          // An 'Update everywhere' push keeps a live post `published` (the blog stays locked meanwhile).
          status: sql`case when ${blogPublications.status} = 'published' then 'published' else 'publishing' end`,
          updatedAt: now,
          metadata: sql`${blogPublications.metadata} || jsonb_build_object('leaseUntil', ${leaseUntil.toISOString()}::text, 'attempts', coalesce((${blogPublications.metadata}->>'attempts')::int, 0) + 1, 'sweeps', 0)`,
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
              and(
                eq(blogPublications.status, 'published'),
                sql`${blogPublications.metadata}->>'updatePending' is not null`,
                sql`coalesce((${blogPublications.metadata}->>'leaseUntil')::timestamptz < ${now.toISOString()}::timestamptz, true)`,
              ),
            ),
          ),
        )
        .returning();
      return row;
    },

    markSent: (id: number, slug: string) => patch(id, {}, { sentAt: new Date().toISOString(), slug }),

    /** The platform was asked once for an existing post of this blog (before its first post there). */
    markLookedUp: (id: number) => patch(id, {}, { lookedUp: true }),

    /**
     * Stores the remote post the moment it comes back, with the status the platform gave it (live,
     * draft there, or held for its time). A live post stamps the blog's published_at (first success
     * wins) and makes this destination the blog's home when it has none (canonical-first's default):
     * two rows, so the caller runs it in a transaction. Whether a blog is published is not stored: it
     * is derived from its publications in the blogs repository (edit/delete locks included).
     */
    async markRemote(row: PublicationRow, remote: RemotePost): Promise<void> {
      const live = remote.status === 'published';
      await db
        .update(blogPublications)
        .set({
          status: remote.status,
          platformBlogId: remote.id,
          platformBlogUrl: remote.url,
          ...(live ? { publishedAt: sql`coalesce(${blogPublications.publishedAt}, now())` } : {}),
          ...(remote.status === 'scheduled' ? {} : { scheduledAt: null }),
          error: null,
          updatedAt: new Date(),
          metadata: sql`${blogPublications.metadata} || ${JSON.stringify({
            leaseUntil: null,
            remoteStatus: remote.status,
            updatePending: null,
            updateError: null,
            lastError: null,
            failure: null,
            ...(remote.mediaId ? { mediaId: remote.mediaId } : {}),
            ...(remote.fields ? { fields: remote.fields } : {}),
          })}::jsonb`,
        })
        .where(eq(blogPublications.id, row.id));
      if (!live) return;
      await db
        .update(blogs)
        .set({
          publishedAt: sql`coalesce(${blogs.publishedAt}, now())`,
          ...(row.destinationKey
            ? { homeDestination: sql`coalesce(${blogs.homeDestination}, ${row.destinationKey})` }
            : {}),
        })
        .where(eq(blogs.id, row.blogId));
    },

    markFailed: (id: number, message: string, failure: PublicationMeta['failure'] = null) =>
      patch(id, { status: 'failed', error: message }, { leaseUntil: null, failure }),

    /** An 'Update everywhere' push that failed: the post stays live as it was; the reason is kept. */
    markUpdateFailed: (id: number, message: string, failure: PublicationMeta['failure'] = null) =>
      patch(id, {}, { leaseUntil: null, updatePending: null, updateError: message, failure }),

    /**
     * Back to pending until the next attempt; `definitelyNotSent` clears the unknown-outcome flag.
     * The reason and the attempt that comes next are kept for the Publish dialog (docs/decisions/041).
     */
    markRetry: (
      id: number,
      message: string,
      nextAttemptAt: Date,
      definitelyNotSent: boolean,
      status: 'pending' | 'published' = 'pending',
      failure: PublicationMeta['failure'] = null,
    ) =>
      db
        .update(blogPublications)
        .set({
          status,
          updatedAt: new Date(),
          metadata: sql`(${blogPublications.metadata} || ${JSON.stringify({ lastError: message, nextAttemptAt: nextAttemptAt.toISOString(), leaseUntil: null, failure })}::jsonb) - ${definitelyNotSent ? 'sentAt' : '__none__'}::text`,
        })
        .where(eq(blogPublications.id, id)),

    clearSent: (id: number) =>
      db
        .update(blogPublications)
        .set({ metadata: sql`${blogPublications.metadata} - 'sentAt'` })
        .where(eq(blogPublications.id, id)),

    /** Publications a job should be working on but is not (lost enqueue, worker died): for the sweeper. */
    async stale(olderThan: Date): Promise<{ id: number; status: string; scheduledAt: Date | null }[]> {
      return db
        .select({ id: blogPublications.id, status: blogPublications.status, scheduledAt: blogPublications.scheduledAt })
        .from(blogPublications)
        .where(
          and(
            or(
              inArray(blogPublications.status, ['pending', 'publishing', 'scheduled']),
              and(
                eq(blogPublications.status, 'published'),
                sql`${blogPublications.metadata}->>'updatePending' is not null`,
              ),
            ),
            sql`greatest(${blogPublications.updatedAt}, ${blogPublications.scheduledAt}, (${blogPublications.metadata}->>'nextAttemptAt')::timestamptz, (${blogPublications.metadata}->>'leaseUntil')::timestamptz) < ${olderThan.toISOString()}::timestamptz`,
          ),
        );
    },

    /** The sweeper queues it once more: the count since a job last took it (undefined: it moved on meanwhile). */
    async countSweep(id: number, status: string): Promise<number | undefined> {
      const [row] = await db
        .update(blogPublications)
        .set({
          metadata: sql`${blogPublications.metadata} || jsonb_build_object('sweeps', coalesce((${blogPublications.metadata}->>'sweeps')::int, 0) + 1)`,
        })
        .where(and(eq(blogPublications.id, id), eq(blogPublications.status, status)))
        .returning({ metadata: blogPublications.metadata });
      return row ? ((row.metadata as PublicationMeta).sweeps ?? 0) : undefined;
    },

    /**
     * No job ever took it: failed with the reason, for the creator to publish again (a live post
     * being updated stays live, with the reason as its update error). Unless it moved on meanwhile.
     */
    async abandon(id: number, status: string, message: string): Promise<boolean> {
      const live = status === 'published';
      const rows = await db
        .update(blogPublications)
        .set({
          ...(live ? {} : { status: 'failed', error: message }),
          updatedAt: new Date(),
          metadata: sql`${blogPublications.metadata} || ${JSON.stringify(
            live
              ? { leaseUntil: null, updatePending: null, updateError: message }
              : { leaseUntil: null, lastError: message },
          )}::jsonb`,
        })
        .where(and(eq(blogPublications.id, id), eq(blogPublications.status, status)))
        .returning({ id: blogPublications.id });
      return rows.length > 0;
    },
  };
}
