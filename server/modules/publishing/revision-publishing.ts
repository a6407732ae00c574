import { platformDescriptor } from '@common/platforms';
import type { BlogId } from '@common/ids';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPublications, blogs, blogVersions, publishingPlatforms, userPlatformConnections } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { JobQueue } from '../../jobs/queue';
import { conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { blogPolicy, blogsRepository, revisedFieldsOf } from '../blogs';
import { versionRecorder } from '../versions';
import { isPlatformName } from './connections.service';
import { enqueuePublication } from './publication-jobs';
import type { BlogRow, PublicationMeta, PublicationRow } from './publications.repository';

/**
 * 'Update everywhere' with a revision (docs/decisions/040-revisions-of-live-posts.md). The live
 * blog's publications carry the revision they are pushing (`revisionId`) and the one they have
 * delivered (`revisionDelivered`) in their metadata, next to the existing update bookkeeping
 * (`updatePending`, `updateError`: docs/decisions/018). The worker sends the revision's text; when
 * every live copy that was asked has it, the revision becomes the blog's text and goes away.
 */
export type RevisionMeta = PublicationMeta & { revisionId?: number | null; revisionDelivered?: number | null };

const metaOf = (row: PublicationRow) => row.metadata as RevisionMeta;
const revisionIdOf = sql<number | null>`(${blogPublications.metadata}->>'revisionId')::int`;

/** Platforms whose API can change a post in place (Medium cannot: its copies stay as they are). */
const canUpdate = (row: PublicationRow, platformName: string | null) => {
  const name = platformName ?? row.destinationKey?.split(':')[0] ?? '';
  return isPlatformName(name) && platformDescriptor(name).capabilities.update;
};

/** The blog the worker sends: the revision's text on the live blog's row (its id, home and owner stay). */
export async function withRevision(
  db: Db,
  blog: BlogRow | undefined,
  meta: PublicationMeta,
): Promise<BlogRow | undefined> {
  const revisionId = (meta as RevisionMeta).revisionId;
  if (!blog || !revisionId) return blog;
  const [revision] = await db
    .select()
    .from(blogs)
    .where(and(eq(blogs.id, revisionId), eq(blogs.revisionOf, blog.id)))
    .limit(1);
  return revision ? { ...blog, ...revisedFieldsOf(revision) } : blog;
}

/**
 * Makes the revision the live text once every live copy asked for it has it: the blog's fields
 * become the revision's (the public page shows them), the revision's history joins the blog's with
 * a 'publish' version on top, and the revision is removed. False while a copy still waits or failed.
 */
export async function promoteRevisionIfDelivered(db: Db, blogId: number, revisionId: number): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    const [live] = await tx.select().from(blogs).where(eq(blogs.id, blogId)).for('update').limit(1);
    const [revision] = await tx
      .select()
      .from(blogs)
      .where(and(eq(blogs.id, revisionId), eq(blogs.revisionOf, blogId)))
      .limit(1);
    if (!live || !revision) return false;
    const [waiting] = await tx
      .select({ id: blogPublications.id })
      .from(blogPublications)
      .where(
        and(
          eq(blogPublications.blogId, blogId),
          eq(blogPublications.status, 'published'),
          eq(revisionIdOf, revisionId),
          sql`coalesce((${blogPublications.metadata}->>'revisionDelivered')::int, 0) <> ${revisionId}`,
        ),
      )
      .limit(1);
    if (waiting) return false;
    await tx
      .update(blogs)
      .set({ ...revisedFieldsOf(revision), updatedAt: new Date() })
      .where(eq(blogs.id, blogId));
    await tx.update(blogVersions).set({ blogId }).where(eq(blogVersions.blogId, revisionId));
    await tx
      .update(blogPublications)
      .set({ metadata: sql`${blogPublications.metadata} - 'revisionId' - 'revisionDelivered'` })
      .where(and(eq(blogPublications.blogId, blogId), isNotNull(sql`${blogPublications.metadata}->>'revisionId'`)));
    await tx.delete(blogs).where(eq(blogs.id, revisionId));
    await versionRecorder(tx).recordVersion({ userId: live.userId as never }, blogId, 'publish');
    return true;
  });
}

/** The worker, after a copy took the revision's text: noted, and the revision goes live if it was the last. */
export async function revisionDelivered(db: Db, row: PublicationRow): Promise<void> {
  const revisionId = metaOf(row).revisionId;
  if (!revisionId) return;
  await db
    .update(blogPublications)
    .set({ metadata: sql`${blogPublications.metadata} || ${JSON.stringify({ revisionDelivered: revisionId })}::jsonb` })
    .where(and(eq(blogPublications.id, row.id), eq(revisionIdOf, revisionId)));
  await promoteRevisionIfDelivered(db, row.blogId, revisionId);
}

export function revisionPublishing(db: Db, queue: JobQueue) {
  const repo = blogsRepository(db);

  /** Flags a live copy for the revision's text (a copy that already has it is left alone). */
  async function requestRevisionUpdate(id: number, revisionId: number): Promise<boolean> {
    const rows = await db
      .update(blogPublications)
      .set({
        updatedAt: new Date(),
        metadata: sql`${blogPublications.metadata} || ${JSON.stringify({
          updatePending: new Date().toISOString(),
          updateError: null,
          attempts: 0,
          revisionId,
        })}::jsonb`,
      })
      .where(
        and(
          eq(blogPublications.id, id),
          eq(blogPublications.status, 'published'),
          isNotNull(blogPublications.platformBlogId),
          isNull(sql`${blogPublications.metadata}->>'updatePending'`),
        ),
      )
      .returning({ id: blogPublications.id });
    return rows.length > 0;
  }

  return {
    /**
     * 'Update everywhere' on a revision: one update job per live copy that can be updated and does
     * not have this revision yet (so pressing it again after a failure retries only what failed).
     * Nothing to send (every copy has it, or only Medium is live): the revision goes live at once.
     */
    async updateEverywhere(actor: Actor, blogId: BlogId): Promise<{ blogUserId: number; ids: number[] }> {
      const found = await repo.findForActor(actor.userId, blogId);
      const live = blogPolicy.authorize(actor, 'publish', found && (found.revisionOf ? undefined : found));
      if (!live.revisionId) throw notFound('Revision');
      const revision = blogPolicy.authorize(actor, 'finishRevision', await repo.findById(live.revisionId));
      const rows = await db
        .select()
        .from(blogPublications)
        .where(eq(blogPublications.blogId, live.id))
        .orderBy(blogPublications.createdAt, blogPublications.id);
      const liveRows = rows.filter((r) => r.status === 'published' && r.platformBlogId);
      if (liveRows.length === 0) throw conflict('This blog is not live anywhere any more: edit it and publish it.');
      await versionRecorder(db).recordVersion(actor, revision.id, 'publish');
      const names = await platformNames(db, live.id);
      let queued = 0;
      for (const r of liveRows) {
        if (!canUpdate(r, names.get(r.id) ?? null) || metaOf(r).revisionDelivered === revision.id) continue;
        if (await requestRevisionUpdate(r.id, revision.id)) {
          await enqueuePublication(queue, r.id);
          queued++;
        } else if (metaOf(r).updatePending) {
          throw conflict('An update of this blog is already being sent: wait until it has finished.');
        }
      }
      if (queued === 0) await promoteRevisionIfDelivered(db, live.id, revision.id);
      return { blogUserId: live.userId, ids: rows.map((r) => r.id) };
    },
  };
}

/** Each publication's platform, by its connection (null when the connection was removed). */
async function platformNames(db: Db, blogId: number): Promise<Map<number, string | null>> {
  const rows = await db
    .select({ id: blogPublications.id, name: publishingPlatforms.name })
    .from(blogPublications)
    .leftJoin(userPlatformConnections, eq(userPlatformConnections.id, blogPublications.platformConnectionId))
    .leftJoin(publishingPlatforms, eq(publishingPlatforms.id, userPlatformConnections.platformId))
    .where(eq(blogPublications.blogId, blogId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Whether one of the blog's copies is live (so the blog itself cannot be edited: docs/product.md §4). */
export async function isBlogLive(db: Db, blogId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: blogPublications.id })
    .from(blogPublications)
    .where(and(eq(blogPublications.blogId, blogId), eq(blogPublications.status, 'published')))
    .limit(1);
  return Boolean(row);
}
