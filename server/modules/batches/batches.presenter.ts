import type { Batch } from '@common/batches';
import type { Actor } from '../../lib/policy';
import { batchPolicy } from './batches.policy';
import { isFinished, type BatchItemRow, type BatchRow } from './batches.repository';
import type { Repeat } from './near-duplicates';

/** A wait longer than the minute's window can only be the day's (server/lib/ai-budget.ts). */
const MINUTE_MS = 60_000;

/** The batch and what may be done to it; `repeats`: per draft, the other drafts it repeats (decision 038). */
export function presentBatch(
  batch: BatchRow,
  items: BatchItemRow[],
  actor: Actor,
  repeats: Map<number, Repeat[]> = new Map(),
  now = new Date(),
): Batch {
  const done = items.filter((i) => isFinished(i.status)).length;
  const settled = done === items.length;
  // The batch resumes when its first waiting post may run again.
  const waits = items
    .filter((i) => i.status === 'pending' && i.waitingUntil && i.waitingUntil > now)
    .map((i) => i.waitingUntil!.getTime());
  const waitingUntil = !batch.cancelledAt && waits.length ? new Date(Math.min(...waits)) : null;
  return {
    id: batch.id,
    instagramAccountId: batch.instagramAccountId,
    status: batch.cancelledAt ? 'cancelled' : settled ? 'done' : 'running',
    done,
    total: items.length,
    drafted: items.filter((i) => i.status === 'drafted').length,
    createdAt: batch.createdAt.toISOString(),
    cancelledAt: batch.cancelledAt?.toISOString() ?? null,
    dismissedAt: batch.dismissedAt?.toISOString() ?? null,
    waitingUntil: waitingUntil?.toISOString() ?? null,
    waitingFor: waitingUntil ? (waitingUntil.getTime() - now.getTime() > MINUTE_MS ? 'day' : 'minute') : null,
    items: items.map((i) => ({
      postId: i.postId,
      status: i.status,
      blogId: i.blogId,
      reason: i.reason,
      caption: i.caption,
      repeats: (i.status === 'drafted' && i.blogId !== null ? repeats.get(i.blogId)?.[0] : undefined) ?? null,
    })),
    abilities: batchPolicy.abilities(actor, { ...batch, settled }),
  };
}
