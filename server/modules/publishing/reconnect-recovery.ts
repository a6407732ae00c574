import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { blogPublications, blogs } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { replacePublicationJob } from './publication-jobs';

/**
 * What connecting a site does to the publications already made there (docs/decisions/041):
 *
 * - A disconnected site's publications keep their destination key (docs/decisions/018) but lose
 *   their connection. Connecting the same site again (platform + site URL or account: the key)
 *   re-attaches them to the new connection, so the Publish dialog shows the blog as it is there and
 *   publishing again updates that post, never makes a second one.
 * - The publications that failed because the platform rejected this connection's credentials are
 *   queued again by themselves: the creator fixed the one thing that stopped them.
 *
 * Returns the ids queued again.
 */
export async function resumeAfterConnect(
  db: Db,
  queue: JobQueue,
  connection: { id: number; userId: number; destinationKey: string | null },
): Promise<number[]> {
  const requeued = await withTransaction(db, async (tx) => {
    const ownBlogs = tx.select({ id: blogs.id }).from(blogs).where(eq(blogs.userId, connection.userId));
    if (connection.destinationKey) {
      await tx
        .update(blogPublications)
        .set({ platformConnectionId: connection.id, updatedAt: new Date() })
        .where(
          and(
            eq(blogPublications.destinationKey, connection.destinationKey),
            isNull(blogPublications.platformConnectionId),
            inArray(blogPublications.blogId, ownBlogs),
          ),
        );
    }
    return tx
      .update(blogPublications)
      .set({
        status: 'pending',
        error: null,
        updatedAt: new Date(),
        metadata: sql`${blogPublications.metadata} || ${JSON.stringify({
          attempts: 0,
          sweeps: 0,
          previousStatus: 'failed',
          lastError: null,
          failure: null,
          nextAttemptAt: null,
        })}::jsonb`,
      })
      .where(
        and(
          eq(blogPublications.platformConnectionId, connection.id),
          eq(blogPublications.status, 'failed'),
          sql`${blogPublications.metadata}->'failure'->>'reason' = 'credentials'`,
        ),
      )
      .returning({ id: blogPublications.id });
  });
  for (const { id } of requeued) await replacePublicationJob(queue, id);
  return requeued.map((r) => r.id);
}
