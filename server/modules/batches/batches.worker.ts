import { BATCH_MESSAGES } from '@common/batches';
import type { BlogId, UserId } from '@common/ids';
import { createBlogSchema, type GeneratedBlog } from '@common/blogs';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import { blogsService } from '../blogs';
import { provenanceService } from '../provenance';
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
  /** Tells the batch's owner when its last post is done (docs/decisions/034). */
  notifier?: Notifier;
}

export type ItemOutcome = 'drafted' | 'skipped' | 'failed' | 'not-run';

/**
 * Writes one post of a batch as a draft blog, as the composer would save it (featured image, SEO
 * fields, provenance link). A post that already has a blog is skipped; the AI budget running out
 * fails this post and every one still waiting with the budget's message. Never throws: every
 * outcome is recorded on the item.
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
    const blog = await blogsService(deps.db).create(
      actor,
      createBlogSchema.parse({
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
      }),
    );
    if (g.generationId) await provenanceService(deps.db).link(actor, blog.id as BlogId, g.generationId);
    await repo.finish(item.id, 'drafted', { blogId: blog.id });
    return 'drafted';
  } catch (err) {
    const known = err instanceof AppError;
    if (!known) deps.log?.error({ err, batchItemId: item.id }, 'batch item failed');
    const reason = known ? err.message : BATCH_MESSAGES.interrupted;
    await repo.finish(item.id, 'failed', { reason });
    // The AI budget is spent: the posts still waiting would each be refused the same way.
    if (known && err.status === 429) await repo.failPending(item.batchId, reason);
    return 'failed';
  }
}
