import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, tstz } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** Argon2id PHC string. Never leaves the repository layer. */
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    /**
     * When `email` was proven to be the user's (docs/decisions/036-email-verification.md): a link
     * sent to it was opened. Null until then; notification emails only go to a verified address.
     */
    emailVerifiedAt: tstz('email_verified_at'),
    /**
     * The account's IANA time zone ('Europe/Berlin'): the calendar, the Publish dialog's schedule and
     * scheduled times are read and chosen in it (docs/decisions/042-publishing-calendar.md). Null
     * until first use, when the client saves the browser's zone.
     */
    timeZone: text('time_zone'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
  ],
);

/** Server-side sessions. The primary key is sha256(cookie token); the token itself is never stored. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    /** Public handle of the session (returned as `sessionId`); not usable as a credential. */
    publicId: text('public_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    idleExpiresAt: tstz('idle_expires_at').notNull(),
    absoluteExpiresAt: tstz('absolute_expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_absolute_expires_at_idx').on(t.absoluteExpiresAt),
  ],
);

/** Sliding-window failure counters for login and registration throttling (shared by every server process). */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull().default(0),
    windowStartedAt: tstz('window_started_at').notNull().defaultNow(),
  },
  (t) => [index('auth_throttle_window_idx').on(t.windowStartedAt)],
);
