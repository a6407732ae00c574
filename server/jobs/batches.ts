import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { createWriter } from '../integrations/ai';
import { aiService, pruneGenerations } from '../modules/ai';
import { BATCH_ITEM_QUEUE, batchesRepository, enqueueBatchItem, requeueAt, runBatchItem } from '../modules/batches';
import { notifier } from '../modules/notifications';
import { sourcePackServiceOf } from '../modules/source-pack';
import type { AppDeps } from '../types';

const SWEEP_QUEUE = 'batches.sweep';
const RETENTION_QUEUE = 'ai.prune-generations';
/** A post written for longer than this was left by a stopped process: it is written again. */
const STALE_MS = 10 * 60_000;

/**
 * pg-boss wiring of batch drafts (docs/decisions/027-creator-voice-and-top-posts.md): one job per post, one at a time per process (the AI
 * budget and a small machine), a sweeper that re-queues what a restart left pending, and the daily
 * retention of stored generations.
 */
export async function registerBatchJobs(boss: PgBoss, deps: AppDeps, log: FastifyBaseLogger) {
  const db = deps.database.db;
  const ai = aiService(db, deps.config, createWriter(deps.config), { packs: sourcePackServiceOf(deps) });
  const worker = {
    db,
    generate: (actor: Parameters<typeof ai.generate>[0], postId: number) => ai.generate(actor, postId),
    log,
    queue: deps.queue,
    notifier: notifier({ database: deps.database, queue: deps.queue, log }),
  };

  // stately: one queued and one running job per item; one attempt (the item records its failure).
  await boss.createQueue(BATCH_ITEM_QUEUE, { policy: 'stately', retryLimit: 0, expireInSeconds: 5 * 60 });
  await boss.work<{ itemId: number }>(BATCH_ITEM_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (!job) return;
    const outcome = await runBatchItem(worker, job.data.itemId);
    log.info({ event: 'batch_item', itemId: job.data.itemId, outcome }, 'batch item ran');
  });

  await boss.createQueue(SWEEP_QUEUE);
  await boss.schedule(SWEEP_QUEUE, '* * * * *');
  await boss.work(SWEEP_QUEUE, async () => {
    const items = await batchesRepository(db).recoverable(STALE_MS);
    // An item waiting for the AI budget keeps its start (decision 038); the rest start now.
    for (const { id, waitingUntil } of items)
      if (waitingUntil && waitingUntil > new Date()) await requeueAt(deps.queue, id, waitingUntil);
      else await enqueueBatchItem(deps.queue, id);
  });
  // At boot: what a stopped process left is picked up without waiting for the cron.
  await boss.send(SWEEP_QUEUE, {});

  await boss.createQueue(RETENTION_QUEUE);
  await boss.schedule(RETENTION_QUEUE, '41 3 * * *');
  await boss.work(RETENTION_QUEUE, async () => {
    const removed = await pruneGenerations(db, deps.config.AI_GENERATION_RETENTION_DAYS);
    log.info({ event: 'prune_generations', removed }, 'pruned old AI generations');
  });
}
