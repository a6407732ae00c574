import { BATCH_LIMITS, BATCH_MESSAGES, type BatchRepeat, type CreateBatchInput } from '@common/batches';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { JobQueue } from '../../jobs/queue';
import { badRequest, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { accountPolicy } from '../instagram';
import { batchPolicy } from './batches.policy';
import { presentBatch } from './batches.presenter';
import { batchesRepository, isFinished, type BatchRow } from './batches.repository';
import { BATCH_ITEM_QUEUE } from './batches.worker';
import { nearDuplicates } from './near-duplicates';

/** One job per item; the singleton key keeps a re-sent item (a restart's recovery) to one queued job. */
export const enqueueBatchItem = (queue: Pick<JobQueue, 'send'>, itemId: number) =>
  queue.send(BATCH_ITEM_QUEUE, { itemId }, { singletonKey: `batch-item-${itemId}` });

/**
 * Batch drafts (docs/decisions/025-batch-drafts-and-generation-retention.md, 038-batches-that-finish.md):
 * create (one queued job per post), progress, cancel, the account's current batch, dismiss, and the
 * drafts of a batch that repeat each other.
 */
export function batchesService(db: Db, queue: JobQueue) {
  const repo = batchesRepository(db);

  /** The batch with what its rules read (settled: every post has its result). */
  async function facts(id: number) {
    const batch = await repo.find(id);
    if (!batch) return undefined;
    const items = await repo.items(batch.id);
    return { ...batch, items, settled: items.every((i) => isFinished(i.status)) };
  }

  async function present(actor: Actor, batch: BatchRow) {
    const items = await repo.items(batch.id);
    return presentBatch(batch, items, actor, nearDuplicates(await repo.drafts(batch.id)));
  }

  async function load(actor: Actor, id: number, action: 'read' | 'cancel' | 'dismiss') {
    return present(actor, batchPolicy.authorize(actor, action, await facts(id)));
  }

  return {
    async create(actor: Actor, input: CreateBatchInput) {
      const account = accountPolicy.authorize(actor, 'read', await repo.findAccount(input.instagramAccountId));
      let postIds: number[];
      if (input.postIds) {
        const owned = new Set(await repo.postsOfAccount(account.id, input.postIds));
        if (input.postIds.some((id) => !owned.has(id))) throw notFound('Post');
        postIds = input.postIds;
      } else {
        postIds = await repo.latestPosts(account.id, input.last ?? BATCH_LIMITS.last);
        if (postIds.length === 0) throw badRequest(BATCH_MESSAGES.noPosts);
      }
      const { batch, itemIds } = await withTransaction(db, (tx) =>
        batchesRepository(tx).create(actor.userId, account.id, postIds),
      );
      // A job that cannot be queued now leaves its item pending: the sweeper (server/jobs/batches.ts) queues it.
      for (const itemId of itemIds) await enqueueBatchItem(queue, itemId).catch(() => null);
      return load(actor, batch.id, 'read');
    },

    get: (actor: Actor, id: number) => load(actor, id, 'read'),

    /** Pending posts are never run; a post being written finishes. Cancelling twice is harmless. */
    async cancel(actor: Actor, id: number) {
      const batch = batchPolicy.authorize(actor, 'read', await facts(id));
      if (batch.cancelledAt) return present(actor, batch);
      batchPolicy.authorize(actor, 'cancel', batch);
      await withTransaction(db, (tx) => batchesRepository(tx).cancel(id, BATCH_MESSAGES.cancelled));
      return load(actor, id, 'read');
    },

    /** The account's newest batch not dismissed: what the posts grid shows, in any browser session. */
    async current(actor: Actor, instagramAccountId: number) {
      accountPolicy.authorize(actor, 'read', await repo.findAccount(instagramAccountId));
      const batch = await repo.current(actor.userId, instagramAccountId);
      return { batch: batch ? await present(actor, batch) : null };
    },

    /** Closes a finished batch's panel for good (every session stops showing it). */
    async dismiss(actor: Actor, id: number) {
      await load(actor, id, 'dismiss');
      await repo.dismiss(id);
      return load(actor, id, 'read');
    },

    /** The drafts of the batch that wrote `blogId` which it repeats most of; none for anyone but its owner. */
    async repeatsOf(actor: Actor, blogId: number): Promise<{ repeats: BatchRepeat[] }> {
      const of = await repo.batchOfDraft(blogId);
      if (!of || !batchPolicy.can(actor, 'read', { ...of, cancelledAt: null, dismissedAt: null, settled: false }))
        return { repeats: [] };
      return { repeats: nearDuplicates(await repo.drafts(of.batchId)).get(blogId) ?? [] };
    },
  };
}
