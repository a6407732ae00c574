import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { emptyTextArray, timestamps, tstz } from './columns';
import { users } from './users';

export const instagramAccounts = pgTable(
  'instagram_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Instagram's user id for the professional account (a string: ids exceed 2^53). */
    instagramUserId: text('instagram_user_id').notNull(),
    username: text('username').notNull(),
    displayName: text('display_name'),
    profilePicture: text('profile_picture'),
    /** AES-256-GCM ciphertext with key id, bound to the owner (see server/lib/crypto). */
    accessToken: text('access_token').notNull(),
    tokenExpiry: tstz('token_expiry'),
    isConnected: boolean('is_connected').notNull().default(true),
    /** The app-scoped user id (`id` of /me); Meta's signed_request may carry either id. */
    appScopedId: text('app_scoped_id'),
    /** When the current long-lived token was issued or refreshed (refresh needs it to be 24 h old). */
    tokenIssuedAt: tstz('token_issued_at'),
    /** The token expired or was revoked: syncing stops until the user reconnects. */
    needsReconnect: boolean('needs_reconnect').notNull().default(false),
    /** Connected through the built-in sandbox rather than the real Instagram. */
    isSandbox: boolean('is_sandbox').notNull().default(false),
    lastSyncedAt: tstz('last_synced_at'),
    /** Lease of a running sync (one per account across processes); null when idle. */
    syncStartedAt: tstz('sync_started_at'),
    /** Rate limited: no sync before this time. */
    syncBlockedUntil: tstz('sync_blocked_until'),
    /** Short, user-safe reason of the last failed sync. */
    lastSyncError: text('last_sync_error'),
    /**
     * Where an interrupted full import resumes: Instagram's opaque `after` cursor of the next page
     * to read (never the `next` URL, which repeats the token), and when it was saved. Cleared when
     * the import reaches the end; a stale or refused cursor falls back to reading from the top.
     */
    syncCursor: text('sync_cursor'),
    syncCursorAt: tstz('sync_cursor_at'),
    ...timestamps,
  },
  (t) => [
    index('instagram_accounts_user_id_idx').on(t.userId),
    index('instagram_accounts_ig_user_idx').on(t.instagramUserId),
    index('instagram_accounts_token_expiry_idx').on(t.tokenExpiry),
    uniqueIndex('instagram_accounts_user_ig_key').on(t.userId, t.instagramUserId),
  ],
);

export const instagramPosts = pgTable(
  'instagram_posts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    instagramId: text('instagram_id').notNull(),
    type: text('type', { enum: ['photo', 'reel', 'video'] }).notNull(),
    mediaUrl: text('media_url'),
    permalink: text('permalink'),
    caption: text('caption'),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    timestamp: tstz('timestamp').notNull(),
    hashtags: text('hashtags').array().notNull().default(emptyTextArray),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    // instagramId is unique per connected account, not globally (docs/decisions/005).
    uniqueIndex('instagram_posts_account_ig_key').on(t.accountId, t.instagramId),
    index('instagram_posts_account_timestamp_id_idx').on(t.accountId, t.timestamp, t.id),
    check('instagram_posts_type_check', sql`${t.type} in ('photo', 'reel', 'video')`),
  ],
);
