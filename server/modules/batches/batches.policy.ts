import { BATCH_MESSAGES } from '@common/batches';
import { conflict } from '../../lib/errors';
import { definePolicy, isOwner } from '../../lib/policy';

/** What the rules read of a batch: its owner, and whether posts are still to be written. */
export interface BatchFacts {
  userId: number;
  cancelledAt: Date | null;
  dismissedAt: Date | null;
  /** Every post has its result (drafted, skipped, failed or cancelled). */
  settled: boolean;
}

/**
 * A batch is its creator's alone: anyone else gets the same 404 as for a missing id. It may be
 * cancelled while posts remain, and dismissed (its panel closed for good, decision 038) once none do.
 */
export const batchPolicy = definePolicy({
  resource: 'Batch',
  rules: {
    read: (actor, b: BatchFacts) => isOwner(actor, b.userId),
    cancel: (actor, b: BatchFacts) => isOwner(actor, b.userId) && !b.cancelledAt && !b.settled,
    dismiss: (actor, b: BatchFacts) => isOwner(actor, b.userId) && b.settled && !b.dismissedAt,
  },
  denied: {
    cancel: () => conflict(BATCH_MESSAGES.finished),
    dismiss: () => conflict(BATCH_MESSAGES.notFinished),
  },
});
