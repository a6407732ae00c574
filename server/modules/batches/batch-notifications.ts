import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { generationBatches, generationBatchItems, notifications } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Notifier } from '../notifications';

/**
 * Once a batch's last post is written (or skipped, failed, cancelled), its owner is told once
 * (docs/decisions/039-notifications.md), with how many drafts it made. The batch row is locked while
 * this is decided, so two workers finishing its last two posts at once send one notification.
 */
export async function notifyIfBatchFinished(db: Db, notifier: Notifier, batchId: number): Promise<void> {
  const href = `/my-blogs?batch=${batchId}`;
  const notified = await withTransaction(db, async (tx) => {
    const [batch] = await tx
      .select({ userId: generationBatches.userId })
      .from(generationBatches)
      .where(eq(generationBatches.id, batchId))
      .for('update');
    if (!batch) return [];
    const counts = await tx
      .select({ status: generationBatchItems.status, n: count() })
      .from(generationBatchItems)
      .where(eq(generationBatchItems.batchId, batchId))
      .groupBy(generationBatchItems.status);
    const of = (s: string) => Number(counts.find((c) => c.status === s)?.n ?? 0);
    if (of('pending') + of('running') > 0) return [];
    const [already] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, batch.userId),
          inArray(notifications.type, ['batch_finished']),
          sql`${notifications.payload}->>'href' = ${href}`,
        ),
      )
      .limit(1);
    if (already) return [];
    const drafted = of('drafted');
    const failed = of('failed');
    const subject = `${drafted} ${drafted === 1 ? 'draft' : 'drafts'} written${failed ? `, ${failed} failed` : ''}`;
    return notifier.record(tx, null, [
      { userId: batch.userId, type: 'batch_finished', payload: { actorName: null, subject, href } },
    ]);
  });
  await notifier.announce(notified);
}
