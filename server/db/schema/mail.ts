import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { users } from './users';

/**
 * Every email Inkgram sends (docs/decisions/029-email.md): who it went to, its type, when, and how
 * it ended. The message itself waits here sealed with the keyring (`sealed`) until it is delivered,
 * then only the record stays: a link's token is never kept after delivery.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    /** The person it is for, when they have an account (null for an invitation to a new address). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    type: text('type').notNull(),
    /** queued → sent | failed */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The rendered message, encrypted; cleared once delivered or given up. */
    sealed: text('sealed'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    sentAt: tstz('sent_at'),
  },
  (t) => [index('mail_messages_user_idx').on(t.userId), index('mail_messages_status_idx').on(t.status, t.createdAt)],
);

/** A 'Forgot password?' link: only the hash of its token is stored; single use, valid 60 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * A link that proves or restores an address (docs/decisions/036-email-verification.md), stored as
 * the SHA-256 of its token only and used once. `verify`: opening it makes `email` the user's
 * verified address (at sign-up, or a change to a new address); `undo`: sent to the old address when
 * it is changed, it puts `email` back and ends every session.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify' | 'undo'>().notNull(),
    email: text('email').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);
