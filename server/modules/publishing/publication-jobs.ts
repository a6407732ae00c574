import type { JobQueue } from '../../jobs/queue';

export const PUBLISH_QUEUE = 'publishing.publish';

const keyOf = (publicationId: number) => `publication-${publicationId}`;

/**
 * A job per publication (the queue's `stately` policy: one waiting and one running per key). A
 * second copy sent while one waits is dropped (double clicks), so this is for a publication that
 * has no job waiting: a new one, or the worker's own next step.
 */
export const enqueuePublication = (queue: JobQueue, publicationId: number, startAfter?: Date) =>
  queue.send(
    PUBLISH_QUEUE,
    { publicationId },
    { ...(startAfter ? { startAfter } : {}), singletonKey: keyOf(publicationId) },
  );

/**
 * Calls off the publication's jobs that have not started: a cancelled or rescheduled publication
 * must not keep a job for the old time, which would also hold the key and refuse the next one.
 */
export async function dropPublicationJobs(queue: JobQueue, publicationId: number): Promise<void> {
  const waiting = await queue.waiting(PUBLISH_QUEUE, keyOf(publicationId));
  await queue.cancel(
    PUBLISH_QUEUE,
    waiting.map((j) => j.id),
  );
}

/** The publication's one waiting job, at `startAfter` (now when unset), in place of any other. */
export async function replacePublicationJob(
  queue: JobQueue,
  publicationId: number,
  startAfter?: Date,
): Promise<string | null> {
  await dropPublicationJobs(queue, publicationId);
  return enqueuePublication(queue, publicationId, startAfter);
}

/**
 * For the sweeper: whether a job of the publication waits to start by `dueBy`. One that waits for
 * a later time is not the publication's (a leftover of a cancelled schedule) and does not count.
 */
export async function hasDueJob(queue: JobQueue, publicationId: number, dueBy: Date): Promise<boolean> {
  const waiting = await queue.waiting(PUBLISH_QUEUE, keyOf(publicationId));
  return waiting.some((j) => j.startAfter.getTime() <= dueBy.getTime());
}
