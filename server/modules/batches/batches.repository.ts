import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { BatchItemStatus } from '@common/batches';
import type { Db } from '../../db/client';
import { blogs, generationBatchItems, generationBatches, instagramAccounts, instagramPosts } from '../../db/schema';

export type BatchRow = typeof generationBatches.$inferSelect;
export type BatchItemRow = typeof generationBatchItems.$inferSelect & { caption: string | null };
/** A drafted item's blog as it reads now (near-duplicates compare current text, decision 038). */
export interface DraftOfBatch {
  blogId: number;
  title: string;
  content: string;
}
/** What the worker needs of one item: the batch's owner, and whether the batch was cancelled. */
export interface ClaimedItem {
  id: number;
  batchId: number;
  postId: number;
  userId: number;
}

const FINISHED: BatchItemStatus[] = ['drafted', 'skipped', 'failed', 'cancelled'];

/** All access to generation_batches and generation_batch_items (and the reads a batch needs). */
export function batchesRepository(db: Db) {
  const setItem = (id: number, values: Partial<typeof generationBatchItems.$inferInsert>) =>
    db
      .update(generationBatchItems)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(generationBatchItems.id, id));

  return {
    async findAccount(id: number) {
      const [row] = await db
        .select({
          id: instagramAccounts.id,
          userId: instagramAccounts.userId,
          needsReconnect: instagramAccounts.needsReconnect,
        })
        .from(instagramAccounts)
        .where(eq(instagramAccounts.id, id))
        .limit(1);
      return row;
    },

    /** Which of `postIds` belong to the account. */
    async postsOfAccount(accountId: number, postIds: number[]): Promise<number[]> {
      const rows = await db
        .select({ id: instagramPosts.id })
        .from(instagramPosts)
        .where(and(eq(instagramPosts.accountId, accountId), inArray(instagramPosts.id, postIds)));
      return rows.map((r) => r.id);
    },

    /** The account's newest posts, newest first (the grid's order). */
    async latestPosts(accountId: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: instagramPosts.id })
        .from(instagramPosts)
        .where(eq(instagramPosts.accountId, accountId))
        .orderBy(desc(instagramPosts.timestamp), desc(instagramPosts.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** The batch and one pending item per post, in the order given. Several rows: run it on the service's transaction. */
    async create(userId: number, instagramAccountId: number, postIds: number[]) {
      const [batch] = await db.insert(generationBatches).values({ userId, instagramAccountId }).returning();
      const items = await db
        .insert(generationBatchItems)
        .values(postIds.map((postId, position) => ({ batchId: batch!.id, postId, position })))
        .returning({ id: generationBatchItems.id });
      return { batch: batch!, itemIds: items.map((i) => i.id) };
    },

    async find(id: number): Promise<BatchRow | undefined> {
      const [row] = await db.select().from(generationBatches).where(eq(generationBatches.id, id)).limit(1);
      return row;
    },

    items(batchId: number): Promise<BatchItemRow[]> {
      return db
        .select({
          id: generationBatchItems.id,
          batchId: generationBatchItems.batchId,
          postId: generationBatchItems.postId,
          position: generationBatchItems.position,
          status: generationBatchItems.status,
          blogId: generationBatchItems.blogId,
          reason: generationBatchItems.reason,
          waitingUntil: generationBatchItems.waitingUntil,
          updatedAt: generationBatchItems.updatedAt,
          caption: instagramPosts.caption,
        })
        .from(generationBatchItems)
        .innerJoin(instagramPosts, eq(instagramPosts.id, generationBatchItems.postId))
        .where(eq(generationBatchItems.batchId, batchId))
        .orderBy(asc(generationBatchItems.position));
    },

    /** The account's newest batch its owner has not dismissed. */
    async current(userId: number, instagramAccountId: number): Promise<BatchRow | undefined> {
      const [row] = await db
        .select()
        .from(generationBatches)
        .where(
          and(
            eq(generationBatches.userId, userId),
            eq(generationBatches.instagramAccountId, instagramAccountId),
            isNull(generationBatches.dismissedAt),
          ),
        )
        .orderBy(desc(generationBatches.createdAt), desc(generationBatches.id))
        .limit(1);
      return row;
    },

    async dismiss(id: number): Promise<void> {
      await db
        .update(generationBatches)
        .set({ dismissedAt: sql`coalesce(${generationBatches.dismissedAt}, now())` })
        .where(eq(generationBatches.id, id));
    },

    /** The drafts a batch wrote, as they read now. */
    drafts(batchId: number): Promise<DraftOfBatch[]> {
      return db
        .select({ blogId: blogs.id, title: blogs.title, content: blogs.content })
        .from(generationBatchItems)
        .innerJoin(blogs, eq(blogs.id, generationBatchItems.blogId))
        .where(and(eq(generationBatchItems.batchId, batchId), eq(generationBatchItems.status, 'drafted')));
    },

    /** The batch (and its owner) that drafted `blogId`, if a batch did. */
    async batchOfDraft(blogId: number): Promise<{ batchId: number; userId: number } | undefined> {
      const [row] = await db
        .select({ batchId: generationBatchItems.batchId, userId: generationBatches.userId })
        .from(generationBatchItems)
        .innerJoin(generationBatches, eq(generationBatches.id, generationBatchItems.batchId))
        .where(and(eq(generationBatchItems.blogId, blogId), eq(generationBatchItems.status, 'drafted')))
        .orderBy(desc(generationBatchItems.id))
        .limit(1);
      return row;
    },

    /**
     * Marks the batch cancelled and its pending items with it; running items finish. Several rows:
     * run it on the service's transaction.
     */
    async cancel(id: number, reason: string) {
      await db
        .update(generationBatches)
        .set({ cancelledAt: sql`coalesce(${generationBatches.cancelledAt}, now())` })
        .where(eq(generationBatches.id, id));
      await db
        .update(generationBatchItems)
        .set({ status: 'cancelled', reason, updatedAt: new Date() })
        .where(and(eq(generationBatchItems.batchId, id), eq(generationBatchItems.status, 'pending')));
    },

    /** Takes a pending item of a live batch for this worker (no other worker can take it after). */
    async claim(itemId: number): Promise<ClaimedItem | undefined> {
      const [row] = await db
        .update(generationBatchItems)
        .set({ status: 'running', waitingUntil: null, updatedAt: new Date() })
        .from(generationBatches)
        .where(
          and(
            eq(generationBatchItems.id, itemId),
            eq(generationBatchItems.status, 'pending'),
            sql`(${generationBatchItems.waitingUntil} is null or ${generationBatchItems.waitingUntil} <= now())`,
            eq(generationBatches.id, generationBatchItems.batchId),
            sql`${generationBatches.cancelledAt} is null`,
          ),
        )
        .returning({
          id: generationBatchItems.id,
          batchId: generationBatchItems.batchId,
          postId: generationBatchItems.postId,
          userId: generationBatches.userId,
        });
      return row;
    },

    finish(itemId: number, status: 'drafted' | 'skipped' | 'failed', values: { blogId?: number; reason?: string }) {
      return setItem(itemId, { status, blogId: values.blogId ?? null, reason: values.reason ?? null });
    },

    /**
     * A running item waits for the AI budget: pending again, not to be claimed before `until`; or
     * cancelled with `cancelledReason` when its batch was cancelled meanwhile. Whether it waits.
     */
    async wait(itemId: number, until: Date, cancelledReason: string): Promise<boolean> {
      const cancelled = sql`exists (select 1 from ${generationBatches} where ${generationBatches.id} = ${generationBatchItems.batchId} and ${generationBatches.cancelledAt} is not null)`;
      const [row] = await db
        .update(generationBatchItems)
        .set({
          status: sql`case when ${cancelled} then 'cancelled' else 'pending' end`,
          waitingUntil: sql`case when ${cancelled} then null else ${until.toISOString()}::timestamptz end`,
          reason: sql`case when ${cancelled} then ${cancelledReason} else null end`,
          updatedAt: new Date(),
        })
        .where(and(eq(generationBatchItems.id, itemId), eq(generationBatchItems.status, 'running')))
        .returning({ status: generationBatchItems.status });
      return row?.status === 'pending';
    },

    /**
     * Locks the item for the rest of the transaction `db` is (the draft is written under the lock):
     * the draft it already has, if a worker wrote one, and whether it may still be written.
     */
    async lockForDraft(itemId: number): Promise<{ blogId: number | null; status: BatchItemStatus } | undefined> {
      const [row] = await db
        .select({ blogId: generationBatchItems.blogId, status: generationBatchItems.status })
        .from(generationBatchItems)
        .where(eq(generationBatchItems.id, itemId))
        .for('update');
      return row;
    },

    /** The user's blog already written from this post (the newest), if any. */
    async blogOfPost(userId: number, postId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ id: blogs.id })
        .from(blogs)
        .where(and(eq(blogs.userId, userId), eq(blogs.postId, postId)))
        .orderBy(desc(blogs.id))
        .limit(1);
      return row?.id;
    },

    /**
     * Items a stopped process left running for longer than `staleMs` go back to pending; returns every
     * pending item of a live batch, for the queue (a restart picks them up).
     */
    async recoverable(staleMs: number): Promise<{ id: number; waitingUntil: Date | null }[]> {
      await db
        .update(generationBatchItems)
        .set({ status: 'pending', updatedAt: new Date() })
        .where(
          and(
            eq(generationBatchItems.status, 'running'),
            lt(generationBatchItems.updatedAt, new Date(Date.now() - staleMs)),
          ),
        );
      return db
        .select({ id: generationBatchItems.id, waitingUntil: generationBatchItems.waitingUntil })
        .from(generationBatchItems)
        .innerJoin(generationBatches, eq(generationBatches.id, generationBatchItems.batchId))
        .where(and(eq(generationBatchItems.status, 'pending'), sql`${generationBatches.cancelledAt} is null`))
        .orderBy(asc(generationBatchItems.id));
    },
  };
}

export const isFinished = (status: BatchItemStatus) => FINISHED.includes(status);
