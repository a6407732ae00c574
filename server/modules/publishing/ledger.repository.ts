import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PublishOverrides } from '@common/publish-overrides';
import type { Db } from '../../db/client';
import { blogPublications, blogs } from '../../db/schema';
import type { PublicationMeta, PublicationRow } from './publications.repository';

const metaPatch = (patch: PublicationMeta) => sql`${blogPublications.metadata} || ${JSON.stringify(patch)}::jsonb`;

/**
 * The ledger's changes outside one publishing attempt (docs/decisions/018-publishing-destinations-and-modes.md): cancel, withdraw, update
 * everywhere, the home destination. Each write is conditional on the status it expects, so a request
 * racing a worker never undoes what the worker did.
 */
export function ledgerRepository(db: Db) {
  return {
    /** Every publication of a blog, oldest first (few per blog: one per destination). */
    listForBlog: (blogId: number): Promise<PublicationRow[]> =>
      db
        .select()
        .from(blogPublications)
        .where(eq(blogPublications.blogId, blogId))
        .orderBy(asc(blogPublications.createdAt), asc(blogPublications.id)),

    /**
     * A failed, draft or withdrawn publication is queued again, through the connection now in use;
     * only one concurrent request wins (the status it had is the condition).
     */
    async requeue(
      row: PublicationRow,
      /** `overrides`: the destination's own fields when the request set them (absent: the stored ones stay). */
      values: {
        platformConnectionId: number;
        status: 'pending' | 'scheduled';
        scheduledAt: Date | null;
        overrides?: PublishOverrides | null;
      },
      patch: PublicationMeta,
    ) {
      const [updated] = await db
        .update(blogPublications)
        .set({
          ...values,
          error: null,
          updatedAt: new Date(),
          metadata: metaPatch({
            ...patch,
            attempts: 0,
            sweeps: 0,
            previousStatus: row.status,
            lastError: null,
            failure: null,
          }),
        })
        .where(and(eq(blogPublications.id, row.id), eq(blogPublications.status, row.status)))
        .returning();
      return updated;
    },

    /** A pending or scheduled publication that never reached the platform: gone, as if never asked. */
    async deleteQueued(id: number): Promise<boolean> {
      const rows = await db
        .delete(blogPublications)
        .where(
          and(
            eq(blogPublications.id, id),
            inArray(blogPublications.status, ['pending', 'scheduled']),
            sql`${blogPublications.metadata}->>'sentAt' is null`,
          ),
        )
        .returning({ id: blogPublications.id });
      return rows.length > 0;
    },

    /**
     * A queued publication of a post already on the platform goes back to what it was there
     * (`remoteStatus`: what the platform holds now, when the cancel changed it).
     */
    async restoreQueued(row: PublicationRow, status: string, remoteStatus?: 'draft'): Promise<boolean> {
      const patch: PublicationMeta = { previousStatus: null, ...(remoteStatus ? { remoteStatus } : {}) };
      const rows = await db
        .update(blogPublications)
        .set({ status, scheduledAt: null, updatedAt: new Date(), metadata: metaPatch(patch) })
        .where(and(eq(blogPublications.id, row.id), eq(blogPublications.status, row.status)))
        .returning({ id: blogPublications.id });
      return rows.length > 0;
    },

    /**
     * `removed`: the platform removed the post for good (Hashnode's removePost), so the row forgets
     * it: publishing again makes a new post, never an update of the removed one.
     */
    async markWithdrawn(row: PublicationRow, how: 'draft' | 'trash', removed = false): Promise<void> {
      await db
        .update(blogPublications)
        .set({
          status: 'withdrawn',
          scheduledAt: null,
          error: null,
          updatedAt: new Date(),
          ...(removed ? { platformBlogId: null, platformBlogUrl: null } : {}),
          metadata: removed
            ? sql`(${metaPatch({ withdrawnHow: how, remoteStatus: 'draft', updatePending: null })}) - 'sentAt' - 'lookedUp'`
            : metaPatch({ withdrawnHow: how, remoteStatus: 'draft', updatePending: null }),
        })
        .where(and(eq(blogPublications.id, row.id), eq(blogPublications.status, row.status)));
    },

    /** Flags a live publication for an 'Update everywhere' push; null when it is not live any more. */
    async requestUpdate(id: number): Promise<PublicationRow | undefined> {
      const [row] = await db
        .update(blogPublications)
        .set({
          updatedAt: new Date(),
          // The blog's own text, not a revision's (docs/decisions/040-revisions-of-live-posts.md).
          metadata: metaPatch({
            updatePending: new Date().toISOString(),
            updateError: null,
            attempts: 0,
            revisionId: null,
          } as PublicationMeta),
        })
        .where(
          and(
            eq(blogPublications.id, id),
            eq(blogPublications.status, 'published'),
            isNotNull(blogPublications.platformBlogId),
          ),
        )
        .returning();
      return row;
    },

    /** Waiting for the home post to be live: not an attempt (the counter is given back). */
    waitForHome: (id: number, message: string, nextAttemptAt: Date) =>
      db
        .update(blogPublications)
        .set({
          status: 'pending',
          updatedAt: new Date(),
          metadata: sql`${blogPublications.metadata} || jsonb_build_object('lastError', ${message}::text, 'nextAttemptAt', ${nextAttemptAt.toISOString()}::text, 'leaseUntil', null, 'attempts', greatest(coalesce((${blogPublications.metadata}->>'attempts')::int, 1) - 1, 0))`,
        })
        .where(eq(blogPublications.id, id)),

    async setHome(blogId: number, destinationKey: string | null): Promise<void> {
      await db.update(blogs).set({ homeDestination: destinationKey }).where(eq(blogs.id, blogId));
    },
  };
}
