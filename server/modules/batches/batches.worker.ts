import { BATCH_MESSAGES } from '@common/batches';
import type { UserId } from '@common/ids';
import { createBlogSchema } from '@common/blogs';
import { type GeneratedBlog } from '@common/blog-generation';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { JobQueue } from '../../jobs/queue';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { blogsService } from '../blogs';
import type { Notifier } from '../notifications';
import { notifyIfBatchFinished } from './batch-notifications';
import { batchesRepository, type ClaimedItem } from './batches.repository';

/** The queue one job per batch item runs on (server/jobs/batches.ts). */
export const BATCH_ITEM_QUEUE = 'batches.generate';

export interface BatchWorkerDeps {
  db: Db;
  /** Single generation (server/modules/ai): the same writer, source pack, budget and provenance. */
  generate: (actor: Actor, postId: number) => Promise<GeneratedBlog>;
  log?: FastifyBaseLogger;
  /** Where an item waiting for the AI budget is queued again, to start when the budget reopens. */
  queue?: Pick<JobQueue, 'send' | 'waiting' | 'cancel'>;
  /** Tells the batch's owner when its last post is done (docs/decisions/039). */
  notifier?: Notifier;
}

export type ItemOutcome = 'drafted' | 'skipped' | 'failed' | 'waiting' | 'cancelled' | 'not-run';

/** The seconds a budget refusal asks to wait (tooManyRequests in server/lib/errors), if it is one. */
function budgetWait(err: unknown): number | undefined {
  if (!(err instanceof AppError) || err.status !== 429) return undefined;
  const seconds = (err.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}

/**
 * The item's job, sent again to start at `until` (docs/decisions/038-batches-that-finish.md): any
 * other job of the item still queued is called off first, so the singleton key keeps this one.
 */
export async function requeueAt(queue: NonNullable<BatchWorkerDeps['queue']>, itemId: number, until: Date) {
  const key = `batch-item-${itemId}`;
  const queued = await queue.waiting(BATCH_ITEM_QUEUE, key);
  if (queued.length === 1 && Math.abs(queued[0]!.startAfter.getTime() - until.getTime()) < 1000) return;
  await queue.cancel(
    BATCH_ITEM_QUEUE,
    queued.map((j) => j.id),
  );
  await queue.send(BATCH_ITEM_QUEUE, { itemId }, { singletonKey: key, startAfter: until });
}

/**
 * Writes one post of a batch as a draft blog, as the composer would save it (featured image, SEO
 * fields, provenance link). A post that already has a blog is skipped; the AI budget running out
 * makes the post wait until the budget reopens (its job starts again then: decision 038). The draft
 * and the item's result are one transaction, so a stopped process never leaves a second draft. Never
 * throws: every outcome is recorded on the item.
 */
export async function runBatchItem(deps: BatchWorkerDeps, itemId: number): Promise<ItemOutcome> {
  const item = await batchesRepository(deps.db).claim(itemId); // undefined: cancelled, already run, or taken by another worker
  if (!item) return 'not-run';
  const outcome = await writeItem(deps, item);
  if (deps.notifier)
    await notifyIfBatchFinished(deps.db, deps.notifier, item.batchId).catch((err: unknown) =>
      deps.log?.warn({ err: (err as Error).message, batchId: item.batchId }, 'batch notification not recorded'),
    );
  return outcome;
}

async function writeItem(deps: BatchWorkerDeps, item: ClaimedItem): Promise<Exclude<ItemOutcome, 'not-run'>> {
  const repo = batchesRepository(deps.db);
  const actor: Actor = { userId: item.userId as UserId };
  try {
    const existing = await repo.blogOfPost(item.userId, item.postId);
    if (existing !== undefined) {
      await repo.finish(item.id, 'skipped', { blogId: existing, reason: BATCH_MESSAGES.alreadyHasBlog });
      return 'skipped';
    }
    const g = await deps.generate(actor, item.postId);
    const input = createBlogSchema.parse({
      title: g.title,
      content: g.content,
      tags: g.tags,
      category: g.suggestedCategory,
      isDraft: true,
      postId: item.postId,
      featuredImage: g.featuredImage,
      seoTitle: g.seoTitle,
      seoDescription: g.seoDescription,
      seoKeywords: g.seoKeywords,
      readingTime: g.readingTime,
      generationId: g.generationId,
    });
    // Under the item's lock: a worker that took the item again (a process thought stopped) finds
    // the draft already written and records it instead of writing a second one.
    await withTransaction(deps.db, async (tx) => {
      const locked = await batchesRepository(tx).lockForDraft(item.id);
      const blogId = locked?.blogId ?? (await blogsService(tx).create(actor, input)).id;
      await batchesRepository(tx).finish(item.id, 'drafted', { blogId });
    });
    return 'drafted';
  } catch (err) {
    const wait = budgetWait(err);
    if (wait !== undefined && deps.queue) {
      const until = new Date(Date.now() + wait * 1000);
      // A batch cancelled meanwhile: the post is cancelled instead of waiting.
      if (!(await repo.wait(item.id, until, BATCH_MESSAGES.cancelled))) return 'cancelled';
      await requeueAt(deps.queue, item.id, until);
      return 'waiting';
    }
    const known = err instanceof AppError;
    if (!known) deps.log?.error({ err, batchItemId: item.id }, 'batch item failed');
    const reason = known ? err.message : BATCH_MESSAGES.interrupted;
    await repo.finish(item.id, 'failed', { reason });
    return 'failed';
  }
}
