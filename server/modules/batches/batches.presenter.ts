import type { Batch } from '@common/batches';
import { isFinished, type BatchItemRow, type BatchRow } from './batches.repository';

export function presentBatch(batch: BatchRow, items: BatchItemRow[]): Batch {
  const done = items.filter((i) => isFinished(i.status)).length;
  return {
    id: batch.id,
    instagramAccountId: batch.instagramAccountId,
    status: batch.cancelledAt ? 'cancelled' : done === items.length ? 'done' : 'running',
    done,
    total: items.length,
    drafted: items.filter((i) => i.status === 'drafted').length,
    createdAt: batch.createdAt.toISOString(),
    cancelledAt: batch.cancelledAt?.toISOString() ?? null,
    items: items.map((i) => ({
      postId: i.postId,
      status: i.status,
      blogId: i.blogId,
      reason: i.reason,
      caption: i.caption,
    })),
  };
}
