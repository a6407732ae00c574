import { BATCH_ITEM_STATUSES } from '@common/batches';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { blogs } from './blogs';
import { instagramAccounts, instagramPosts } from './instagram';
import { users } from './users';

/**
 * A batch of drafts (docs/decisions/027-creator-voice-and-top-posts.md): many posts of one account written as draft blogs, one queued job
 * per post. Cancelling marks the batch; pending items are then never run.
 */
export const generationBatches = pgTable(
  'generation_batches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instagramAccountId: integer('instagram_account_id')
      .notNull()
      .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    cancelledAt: tstz('cancelled_at'),
    /** The creator closed its panel: no longer shown as the account's current batch (decision 038). */
    dismissedAt: tstz('dismissed_at'),
  },
  (t) => [index('generation_batches_user_idx').on(t.userId, t.createdAt)],
);

/** One post of a batch: pending → running → drafted | skipped | failed, or cancelled before it ran. */
export const generationBatchItems = pgTable(
  'generation_batch_items',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => generationBatches.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => instagramPosts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    status: text('status', { enum: BATCH_ITEM_STATUSES }).notNull().default('pending'),
    blogId: integer('blog_id').references(() => blogs.id, { onDelete: 'set null' }),
    /** Why it failed or was skipped, in words for the creator. */
    reason: text('reason'),
    /** A pending item waiting for its owner's AI budget: its job starts again at this time (decision 038). */
    waitingUntil: tstz('waiting_until'),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('generation_batch_items_batch_post_key').on(t.batchId, t.postId),
    index('generation_batch_items_status_idx').on(t.status, t.updatedAt),
    check(
      'generation_batch_items_status_check',
      sql`${t.status} in ('pending', 'running', 'drafted', 'skipped', 'failed', 'cancelled')`,
    ),
  ],
);
