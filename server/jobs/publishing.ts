import type { FastifyBaseLogger } from 'fastify';
import { publicationAttempts } from '../lib/metrics';
import type { PgBoss } from 'pg-boss';
import {
  enqueuePublication,
  PUBLISH_QUEUE,
  requeueStalePublications,
  runPublication,
  type PublishingWorkerDeps,
} from '../modules/publishing';
import type { JobQueue } from './queue';

const SWEEP_QUEUE = 'publishing.sweep';
/** Publications one process runs at once. */
const PUBLISH_CONCURRENCY = 4;

/** pg-boss wiring: the publish queue (one job per publication at a time), its retries, and a sweeper. */
export async function registerPublishingJobs(
  boss: PgBoss,
  deps: PublishingWorkerDeps,
  queue: JobQueue,
  log: FastifyBaseLogger,
) {
  // stately: at most one queued and one running job per publication (singletonKey).
  await boss.createQueue(PUBLISH_QUEUE, {
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 180,
  });
  await boss.createQueue(SWEEP_QUEUE);
  await boss.schedule(SWEEP_QUEUE, '* * * * *');

  // Four at a time per process: a publication mostly waits on the platform, and one worker polling
  // once a second drained one publication a second (docs/performance.md, Load). Exactly one post per
  // destination does not depend on this: the ledger holds it across workers and processes.
  const work = { pollingIntervalSeconds: 1, localConcurrency: PUBLISH_CONCURRENCY };
  await boss.work<{ publicationId: number }>(PUBLISH_QUEUE, work, async ([job]) => {
    if (!job) return;
    const outcome = await runPublication(deps, job.data.publicationId);
    publicationAttempts.inc({ outcome: outcome.kind });
    await deps.announce?.(job.data.publicationId, outcome);
    log.info(
      { event: 'publication_attempt', publicationId: job.data.publicationId, outcome: outcome.kind },
      'publishing job ran',
    );
    if (outcome.kind === 'retry') {
      await enqueuePublication(queue, job.data.publicationId, new Date(Date.now() + outcome.delayMs));
    }
    // The platform holds the post until its time; a job then records it live (with the current content).
    if (outcome.kind === 'scheduled') await enqueuePublication(queue, job.data.publicationId, outcome.at);
  });

  // Recover at boot: rows left mid-job by a stopped or killed worker are picked up without waiting for the cron.
  await boss.send(SWEEP_QUEUE, {});
  await boss.work(SWEEP_QUEUE, async () => {
    const requeued = await requeueStalePublications(deps.db, queue);
    if (requeued) log.info({ event: 'publication_sweep', requeued }, 'requeued stalled publications');
  });
}
