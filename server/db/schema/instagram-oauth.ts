import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { users } from './users';

/**
 * OAuth `state` values issued by GET /api/instagram/auth: stored as a hash, bound to the user and
 * the session that asked for it, single use (consumed atomically), short-lived.
 */
export const instagramOauthStates = pgTable(
  'instagram_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the session cookie's id (sessions.id_hash). */
    sessionHash: text('session_hash').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [index('instagram_oauth_states_expires_idx').on(t.expiresAt)],
);

/** Meta data-deletion requests, answered with a status URL and this confirmation code. */
export const instagramDeletionRequests = pgTable('instagram_deletion_requests', {
  id: serial('id').primaryKey(),
  confirmationCode: text('confirmation_code').notNull().unique(),
  instagramUserId: text('instagram_user_id').notNull(),
  accountsDeleted: integer('accounts_deleted').notNull().default(0),
  status: text('status').notNull().default('completed'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
