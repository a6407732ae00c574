import type { PgBoss } from 'pg-boss';
import { FEDIVERSE_QUEUE, FEDIVERSE_SYNC_QUEUE, fediverseOf, type SealedMessage } from '../modules/fediverse';
import type { App } from '../types';

const FEDIVERSE_SWEEP_QUEUE = 'fediverse.sweep';

/**
 * The fediverse's jobs (docs/decisions/044-fediverse-with-fedify.md): Fedify's deliveries and fan-outs
 * (one job per inbox; Fedify retries with back-off by queueing again, so pg-boss does not retry), a
 * blog's sync when its page goes on or off, and a sweep every minute that sends Update for edited
 * pages (however they were edited: editor, co-editing, restore) and drops expired cache rows.
 */
export async function registerFediverseJobs(boss: PgBoss, app: App, options: { pollingIntervalSeconds?: number } = {}) {
  const runtime = fediverseOf(app);
  const log = app.log;
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 };

  await boss.createQueue(FEDIVERSE_QUEUE, { retryLimit: 0, expireInSeconds: 120 });
  await boss.work<SealedMessage>(FEDIVERSE_QUEUE, { ...polling, localConcurrency: 4 }, async ([job]) => {
    if (!job) return;
    try {
      await runtime.fediverse.federation.processQueuedTask(undefined, runtime.fediverse.queue.open(job.data));
    } catch (err) {
      // Fedify has already queued the retry of a failed delivery; anything else is logged and dropped.
      log.warn({ err, event: 'fediverse_task_failed' }, 'fediverse task failed');
    }
  });

  await boss.createQueue(FEDIVERSE_SYNC_QUEUE, { retryLimit: 3, retryDelay: 30, retryBackoff: true });
  await boss.work<{ blogId: number }>(FEDIVERSE_SYNC_QUEUE, polling, async ([job]) => {
    if (job) await runtime.sync(job.data.blogId);
  });

  await boss.createQueue(FEDIVERSE_SWEEP_QUEUE);
  await boss.schedule(FEDIVERSE_SWEEP_QUEUE, '* * * * *');
  await boss.work(FEDIVERSE_SWEEP_QUEUE, async () => {
    for (const blogId of await runtime.blogsToSync(100)) await runtime.sync(blogId);
    await runtime.purgeExpired();
  });
}
