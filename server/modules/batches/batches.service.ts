import { BATCH_LIMITS, BATCH_MESSAGES, type CreateBatchInput } from '@common/batches';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { badRequest, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { accountPolicy } from '../instagram';
import { batchPolicy } from './batches.policy';
import { presentBatch } from './batches.presenter';
import { batchesRepository } from './batches.repository';
import { BATCH_ITEM_QUEUE } from './batches.worker';

/** One job per item; the singleton key keeps a re-sent item (a restart's recovery) to one queued job. */
export const enqueueBatchItem = (queue: Pick<JobQueue, 'send'>, itemId: number) =>
  queue.send(BATCH_ITEM_QUEUE, { itemId }, { singletonKey: `batch-item-${itemId}` });

/** Batch drafts (docs/decisions/027-creator-voice-and-top-posts.md): create (one queued job per post), progress, cancel. */
export function batchesService(db: Db, queue: JobQueue) {
  const repo = batchesRepository(db);

  async function load(actor: Actor, id: number, action: 'read' | 'cancel') {
    const batch = batchPolicy.authorize(actor, action, await repo.find(id));
    return presentBatch(batch, await repo.items(batch.id));
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
      const { batch, itemIds } = await repo.create(actor.userId, account.id, postIds);
      // A job that cannot be queued now leaves its item pending: the sweeper (server/jobs/batches.ts) queues it.
      for (const itemId of itemIds) await enqueueBatchItem(queue, itemId).catch(() => null);
      return load(actor, batch.id, 'read');
    },

    get: (actor: Actor, id: number) => load(actor, id, 'read'),

    /** Pending posts are never run; a post being written finishes. Cancelling twice is harmless. */
    async cancel(actor: Actor, id: number) {
      await load(actor, id, 'cancel');
      await repo.cancel(id, BATCH_MESSAGES.cancelled);
      return load(actor, id, 'read');
    },
  };
}
