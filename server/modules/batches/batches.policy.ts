import { definePolicy, isOwner } from '../../lib/policy';

/** A batch is its creator's alone: anyone else gets the same 404 as for a missing id. */
export const batchPolicy = definePolicy({
  resource: 'Batch',
  rules: {
    read: (actor, b: { userId: number }) => isOwner(actor, b.userId),
    cancel: (actor, b: { userId: number }) => isOwner(actor, b.userId),
  },
});
